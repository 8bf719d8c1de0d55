package com.marketevents.ui.export;

import com.marketevents.export.ExportFormat;
import com.marketevents.export.ExportTimes;
import com.marketevents.export.TimeWriter;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.ui.common.DialogButtons;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.ZoneNames;
import com.marketevents.ui.export.ExportViewModel.Choices;
import com.marketevents.ui.export.ExportViewModel.FieldChoice;
import com.marketevents.ui.export.ExportViewModel.Plan;
import com.marketevents.ui.export.ExportViewModel.PlanChoice;
import com.marketevents.ui.export.ExportViewModel.Request;
import java.time.ZoneId;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
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
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Asks how to export: the rows (when some of those shown are selected), the format, the fields and how times are
 * written, saying first which rows and how many.
 */
final class ExportDialog extends Dialog<Request> {
    static final ButtonType CHOOSE_FILE = new ButtonType("Choose file…", ButtonBar.ButtonData.OK_DONE);
    /** The notes' example when no event exported has a time: one in the service's zone. */
    private static final EventTime EXAMPLE_TIME = EventTime.parse("2023-10-02T20:00:00-04:00");
    static final String CALENDAR_NOTE = "A calendar has its own fields: ticker and title, time, company details. Its"
            + " times are UTC, which calendar programs show in your time zone.";

    private final Map<ExportFormat, RadioButton> formats = new EnumMap<>(ExportFormat.class);
    private final Map<FieldChoice, RadioButton> fields = new EnumMap<>(FieldChoice.class);
    private final Map<ExportTimes, RadioButton> times = new EnumMap<>(ExportTimes.class);
    /** By identity: a plan may hold a year's rows, slow to hash. */
    private final Map<Plan, RadioButton> rows = new IdentityHashMap<>();
    /** The rows offered, which follow the table's while the dialog is open (a load may end meanwhile). */
    private final ObjectProperty<PlanChoice> plans = new SimpleObjectProperty<>(this, "plans");
    private final ToggleGroup rowGroup = new ToggleGroup();
    private final VBox rowBox = new VBox(4);
    private final Label rowsTitle = new Label("Rows");
    private final StackPane descriptions = new StackPane();
    private final StackPane notes = new StackPane();

    ExportDialog(Window owner, PlanChoice offered, Choices last) {
        initOwner(owner);
        setTitle("Export events");
        getDialogPane().setId("export-dialog");
        plans.addListener((obs, old, now) -> offer(now));
        plans.set(offered);
        Label description = note("");
        description.setId("export-description");
        description.getStyleClass().add("muted");
        description.textProperty().bind(Bindings.createStringBinding(() -> selectedPlan().description(),
                rowGroup.selectedToggleProperty(), plans));
        descriptions.getChildren().add(description);
        descriptions.setAlignment(Pos.TOP_LEFT);

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
            button.setMnemonicParsing(false); // "has_unknown_time" keeps its underscore
            button.setId("export-fields-" + choice.name().toLowerCase(Locale.ROOT));
            button.setToggleGroup(fieldGroup);
            button.setSelected(choice == last.fields());
            fields.put(choice, button);
            fieldBox.getChildren().add(button);
        }
        ToggleGroup timesGroup = new ToggleGroup();
        VBox timesBox = new VBox(4);
        for (ExportTimes choice : ExportTimes.values()) {
            RadioButton button = new RadioButton(label(choice));
            button.setMnemonicParsing(false); // "America/New_York" keeps its underscore
            button.setId("export-times-" + choice.optionName());
            button.setToggleGroup(timesGroup);
            button.setSelected(choice == last.times());
            times.put(choice, button);
            timesBox.getChildren().add(button);
        }
        // What the file holds, which is not always what the table shows (an analyst may have times in their own
        // zone, and codes read as words). The hidden notes keep room for the longest, so the dialog's size never
        // changes with the choice.
        Label formatNote = note("");
        formatNote.setId("export-format-note");
        formatNote.textProperty().bind(Bindings.createStringBinding(() -> formats.get(ExportFormat.ICS).isSelected()
                ? CALENDAR_NOTE : valuesNote(selected(times, last.times()), formats.get(ExportFormat.XLSX).isSelected(),
                        selectedPlan().events()),
                formatGroup.selectedToggleProperty(), timesGroup.selectedToggleProperty(),
                rowGroup.selectedToggleProperty(), plans));
        notes.getChildren().add(formatNote);
        notes.setAlignment(Pos.TOP_LEFT);
        fieldBox.disableProperty().bind(formats.get(ExportFormat.ICS).selectedProperty());
        timesBox.disableProperty().bind(formats.get(ExportFormat.ICS).selectedProperty());

        Label formatTitle = new Label("Format");
        formatTitle.getStyleClass().add("export-section");
        Label fieldsTitle = new Label("Fields");
        fieldsTitle.getStyleClass().add("export-section");
        Label timesTitle = new Label("Times");
        timesTitle.getStyleClass().add("export-section");
        rowsTitle.getStyleClass().add("export-section");
        rowsTitle.managedProperty().bind(rowsTitle.visibleProperty());
        rowBox.visibleProperty().bind(rowsTitle.visibleProperty());
        rowBox.managedProperty().bind(rowsTitle.visibleProperty());
        VBox content = new VBox(8, descriptions, rowsTitle, rowBox);
        content.getChildren().addAll(formatTitle, formatBox, fieldsTitle, fieldBox, timesTitle, timesBox, notes);
        // The first section under the description stands apart from it, the rows' when they are offered.
        Insets firstSection = new Insets(6, 0, 0, 0);
        VBox.setMargin(rowsTitle, firstSection);
        VBox.setMargin(formatTitle, rowsTitle.isVisible() ? null : firstSection);
        rowsTitle.visibleProperty().addListener((obs, was, now) -> VBox.setMargin(formatTitle, now ? null
                : firstSection));
        DialogHeading.head(this, "Export events", content);
        getDialogPane().getButtonTypes().addAll(CHOOSE_FILE, DialogButtons.CANCEL);
        getDialogPane().lookupButton(CHOOSE_FILE).setId("export-choose-file");
        // A radio button keeps Enter to itself; in this dialog Enter means the default action wherever the focus is.
        getDialogPane().addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER && event.getTarget() instanceof RadioButton) {
                ((Button) getDialogPane().lookupButton(CHOOSE_FILE)).fire();
                event.consume();
            }
        });
        // No rows left to export once a load ends with none shown: the description says so.
        getDialogPane().lookupButton(CHOOSE_FILE).disableProperty().bind(Bindings.createBooleanBinding(
                () -> selectedPlan().events().isEmpty(), rowGroup.selectedToggleProperty(), plans));
        setResultConverter(button -> button == CHOOSE_FILE ? new Request(selectedPlan(),
                new Choices(selected(formats, last.format()), selected(fields, last.fields()),
                        selected(times, last.times()))) : null);
    }

    /**
     * Offers {@code choice}'s rows in place of those offered so far, ticking the same kind (the selection, or all
     * shown) if it is still offered, and keeps room for their longest description and note.
     */
    private void offer(PlanChoice choice) {
        Boolean selectionTicked = rows.isEmpty() ? null : selectedPlan().fromSelection();
        Plan ticked = choice.plans().stream().filter(plan -> selectionTicked != null
                && plan.fromSelection() == selectionTicked).findFirst().orElse(choice.preselected());
        rows.values().forEach(button -> button.setToggleGroup(null));
        rows.clear();
        rowBox.getChildren().clear();
        descriptions.getChildren().removeIf(room -> !room.isVisible());
        notes.getChildren().removeIf(room -> !room.isVisible());
        for (Plan plan : choice.plans()) {
            RadioButton button = new RadioButton(plan.choiceLabel());
            button.setId("export-rows-" + (plan.fromSelection() ? "selected" : "shown"));
            button.setToggleGroup(rowGroup);
            rows.put(plan, button);
            if (choice.offersAChoice()) {
                rowBox.getChildren().add(button);
            }
            // Room for the longest description and note: the dialog keeps its size through the choices.
            Label room = note(plan.description());
            room.getStyleClass().add("muted");
            room.setVisible(false);
            descriptions.getChildren().add(0, room);
            for (ExportTimes times : ExportTimes.values()) {
                for (boolean workbook : new boolean[] {false, true}) {
                    Label noteRoom = note(valuesNote(times, workbook, plan.events()));
                    noteRoom.setVisible(false);
                    notes.getChildren().add(0, noteRoom);
                }
            }
        }
        rows.get(ticked).setSelected(true);
        rowsTitle.setVisible(choice.offersAChoice());
        if (getDialogPane().getScene() != null && getDialogPane().getScene().getWindow() != null) {
            getDialogPane().getScene().getWindow().sizeToScene();
        }
    }

    private Plan selectedPlan() {
        return selected(rows, plans.get().preselected());
    }

    /** "In your time zone (Europe/London)": the zone the window's View ▸ Times in calls "My time zone". */
    private static String label(ExportTimes choice) {
        return choice == ExportTimes.LOCAL ? choice.label() + " " + ZoneNames.yourZone(ZoneId.systemDefault())
                : choice.label();
    }

    /**
     * What a CSV or JSON file, or a {@code workbook}, of {@code events} holds with that choice of times, one of their
     * times as an example, as sent and as written: one the user knows says more than a made-up one.
     */
    static String valuesNote(ExportTimes choice, boolean workbook, List<MarketEvent> events) {
        Optional<EventTime> first = events.stream().map(MarketEvent::eventDate)
                .filter(time -> time != null && time.isValid() && !time.isTimeUnknown()).findFirst();
        TimeWriter writer = TimeWriter.of(choice);
        EventTime shown = first.orElse(EXAMPLE_TIME);
        String written = workbook ? writer.workbookEventTime(shown) : writer.eventTime(shown);
        // One of the rows' own times, not "the first": the rows exported need not be in the table's order.
        String example = first.map(time -> time.raw().equals(written) ? "such as " + written
                : time.raw() + " is written " + written).orElse(written);
        String zone = choice == ExportTimes.EASTERN ? "US Eastern time"
                : "your time zone, " + ZoneNames.idOf(ZoneId.systemDefault());
        String notKnown = " A time the service marks as unknown is written as "
                + (choice == ExportTimes.EASTERN ? "its date only." : "its US Eastern date only.");
        if (choice == ExportTimes.AS_SENT) {
            return "Values are written as the service sent them: times with the offset it gave (usually US Eastern's;"
                    + " some have another, or none), types and statuses as codes. A time the service does not know"
                    + " is sent as midnight: has_unknown_time, after event_date, says which.";
        }
        if (workbook) {
            return "Times are Excel date-times in " + zone + " (" + example + "). Excel holds no offset." + notKnown
                    + " A time that cannot be read is written as the text sent. Types and statuses are written as"
                    + " codes.";
        }
        return "Times are written in " + zone + ", with its offset (" + example + ")." + notKnown
                + " A time that cannot be read is written as sent. Types and statuses are written as codes.";
    }

    private static Label note(String text) {
        Label note = new Label(text);
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.setPrefWidth(360);
        return note;
    }

    /** Shows the dialog, offering the rows {@code plans} holds as they change, and waits; empty when cancelled. */
    static Optional<Request> ask(Window owner, ObservableValue<PlanChoice> plans, Choices last) {
        ExportDialog dialog = new ExportDialog(owner, plans.getValue(), last);
        dialog.plans.bind(plans);
        try {
            return dialog.showAndWait();
        } finally {
            dialog.plans.unbind();
        }
    }

    private static <K> K selected(Map<K, RadioButton> buttons, K fallback) {
        return buttons.entrySet().stream().filter(entry -> entry.getValue().isSelected()).map(Map.Entry::getKey)
                .findFirst().orElse(fallback);
    }
}
