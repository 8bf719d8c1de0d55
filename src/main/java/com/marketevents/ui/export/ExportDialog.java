package com.marketevents.ui.export;

import com.marketevents.export.ExportFormat;
import com.marketevents.ui.export.ExportViewModel.Choices;
import com.marketevents.ui.export.ExportViewModel.FieldChoice;
import com.marketevents.ui.export.ExportViewModel.Plan;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Asks how to export: the format and the fields, saying first which rows and how many. */
final class ExportDialog extends Dialog<Choices> {
    static final ButtonType CHOOSE_FILE = new ButtonType("Choose file…", ButtonBar.ButtonData.OK_DONE);
    static final String VALUES_NOTE = "Values are written as the service sent them: times with the offset it gave"
            + " (US Eastern, as it publishes them), types and statuses as codes.";
    static final String CALENDAR_NOTE = "A calendar has its own fields: ticker and title, time, company details.";

    private final Map<ExportFormat, RadioButton> formats = new EnumMap<>(ExportFormat.class);
    private final Map<FieldChoice, RadioButton> fields = new EnumMap<>(FieldChoice.class);

    ExportDialog(Window owner, Plan plan, Choices last) {
        initOwner(owner);
        setTitle("Export events");
        getDialogPane().setId("export-dialog");
        getDialogPane().getStyleClass().add("app-dialog");
        // A heading and a sentence in the content, as Settings has them, rather than the theme's grey header band.
        Label heading = new Label("Export events");
        heading.getStyleClass().add("dialog-heading");
        Label description = new Label(plan.description());
        description.setId("export-description");
        description.getStyleClass().add("muted");
        description.setWrapText(true);
        description.setMinHeight(Region.USE_PREF_SIZE);
        description.setPrefWidth(360);

        ToggleGroup formatGroup = new ToggleGroup();
        VBox formatBox = new VBox(4);
        for (ExportFormat format : ExportFormat.values()) {
            RadioButton button = new RadioButton(format.displayName());
            button.setId("export-format-" + format.extension());
            button.setToggleGroup(formatGroup);
            button.setSelected(format == last.format());
            formats.put(format, button);
            formatBox.getChildren().add(button);
        }
        ToggleGroup fieldGroup = new ToggleGroup();
        VBox fieldBox = new VBox(4);
        for (FieldChoice choice : FieldChoice.values()) {
            RadioButton button = new RadioButton(choice.label());
            button.setId("export-fields-" + choice.name().toLowerCase(Locale.ROOT));
            button.setToggleGroup(fieldGroup);
            button.setSelected(choice == last.fields());
            fields.put(choice, button);
            fieldBox.getChildren().add(button);
        }
        // What the file holds, which is not always what the table shows (an analyst may have times in their own
        // zone, and codes read as words). One label for both texts, so the dialog's size never changes.
        Label formatNote = new Label();
        formatNote.setId("export-format-note");
        formatNote.setWrapText(true);
        formatNote.setMinHeight(Region.USE_PREF_SIZE);
        formatNote.setPrefWidth(360);
        formatNote.textProperty().bind(Bindings.when(formats.get(ExportFormat.ICS).selectedProperty())
                .then(CALENDAR_NOTE).otherwise(VALUES_NOTE));
        fieldBox.disableProperty().bind(formats.get(ExportFormat.ICS).selectedProperty());

        Label formatTitle = new Label("Format");
        formatTitle.getStyleClass().add("export-section");
        Label fieldsTitle = new Label("Fields");
        fieldsTitle.getStyleClass().add("export-section");
        VBox intro = new VBox(6, heading, description);
        VBox content = new VBox(8, intro, formatTitle, formatBox, fieldsTitle, fieldBox, formatNote);
        VBox.setMargin(formatTitle, new Insets(6, 0, 0, 0));
        getDialogPane().setContent(content);
        getDialogPane().getButtonTypes().addAll(CHOOSE_FILE, ButtonType.CANCEL);
        getDialogPane().lookupButton(CHOOSE_FILE).setId("export-choose-file");
        // A radio button keeps Enter to itself; in this dialog Enter means the default action wherever the focus is.
        getDialogPane().addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER && event.getTarget() instanceof RadioButton) {
                ((Button) getDialogPane().lookupButton(CHOOSE_FILE)).fire();
                event.consume();
            }
        });
        setResultConverter(button -> button == CHOOSE_FILE ? new Choices(selected(formats, last.format()),
                selected(fields, last.fields())) : null);
    }

    /** Shows the dialog and waits; empty when cancelled. */
    static Optional<Choices> ask(Window owner, Plan plan, Choices last) {
        return new ExportDialog(owner, plan, last).showAndWait();
    }

    private static <K> K selected(Map<K, RadioButton> buttons, K fallback) {
        return buttons.entrySet().stream().filter(entry -> entry.getValue().isSelected()).map(Map.Entry::getKey)
                .findFirst().orElse(fallback);
    }
}
