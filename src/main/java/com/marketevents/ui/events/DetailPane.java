package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.ui.ClipboardText;
import com.marketevents.ui.Icons;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignD;

/**
 * Every field of the selected event; identifiers are selectable text with a copy button.
 *
 * <p>The pane follows the selection only while it is {@code shown}, and catches up when shown again: JavaFX
 * repaints the whole window for changes out of sight (see {@code StatusView}), and an analyst moving through
 * the table with the Status tab open would pay for it at every row.
 *
 * <p>It is built at most once per pulse, for the selection as it is then. Built at each step of the selection
 * (tens of milliseconds: text fields, buttons, their CSS), thirty quick Page Downs kept the FX thread busy for
 * seconds, and JavaFX runs no pulse while key presses wait: the table neither scrolled nor repainted, and
 * the pane went on showing the row left behind, as if the selection had moved without the view.
 */
public final class DetailPane extends ScrollPane {
    private static final javafx.util.Duration COPIED_MARK_SHOWN = javafx.util.Duration.seconds(1.5);
    /** An ISO date, then a time part short enough to stay on one line in the narrowest pane. */
    private static final Pattern DATE_THEN_TIME = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})(T\\S{1,24})");
    private static final String NOT_GIVEN = "not given";
    private final EventsViewModel model;
    private final VBox content = new VBox(10);
    /** "n events selected", above the fields while more than one row is selected. */
    private final Label several = mutedLabel("detail-several-selected");
    /** The row whose fields are shown, or null. */
    private EventRow shownRow;
    /** The selection as the pane follows it: the view-model's while the pane is in sight. */
    private final ObservableValue<EventRow> selected;
    /** Whether the pane is to be built again at the next pulse (the selection or the time display changed). */
    private boolean showPending;
    private final Runnable showIfPending = this::showIfPending;

    public DetailPane(EventsViewModel model, ObservableValue<Boolean> shown) {
        this.model = model;
        setId("event-detail");
        getStyleClass().add("event-detail");
        setFitToWidth(true);
        content.setPadding(new Insets(12));
        setContent(content);
        selected = model.selectedProperty().when(shown);
        selected.addListener((obs, old, now) -> showAtNextPulse());
        model.timeDisplayProperty().addListener((obs, old, now) -> showAtNextPulse());
        // Only the count line follows the count: Ctrl+A over the row shown leaves its fields as they are.
        model.selectedCountProperty().when(shown).addListener((obs, old, now) -> {
            if (!showPending) {
                showCount(now.intValue()); // else the pane is built again shortly, the count with it
            }
        });
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePreLayoutPulseListener(showIfPending);
            }
            if (now != null) {
                now.addPreLayoutPulseListener(showIfPending);
            }
            showIfPending(); // a change while out of a scene is shown at once
        });
        show(selected.getValue());
    }

    /** Builds the pane again at the start of the next pulse, before its CSS and layout; at once outside a scene. */
    private void showAtNextPulse() {
        showPending = true;
        if (getScene() == null) {
            showIfPending();
        } else {
            Platform.requestNextPulse();
        }
    }

    private void showIfPending() {
        if (showPending) {
            showPending = false;
            show(selected.getValue());
        }
    }

    private static Label mutedLabel(String id) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("muted");
        label.setWrapText(true);
        return label;
    }

    private void show(EventRow row) {
        shownRow = row;
        content.getChildren().clear();
        if (row == null) {
            Label empty = mutedLabel("detail-empty");
            empty.setText("Select an event to see all its fields.");
            content.getChildren().add(empty);
        } else {
            showFields(row.event());
        }
        showCount(model.selectedCountProperty().get());
        // Styled now, not by the next pulse's CSS pass: that pass left parts of the new content marked for
        // CSS, which cost one more pulse, and a pulse that changes nothing repaints the whole window.
        content.applyCss();
    }

    /** Puts "n events selected" above the fields, changes its count, or takes it away; the fields stay. */
    private void showCount(int selectedRows) {
        if (shownRow == null || selectedRows <= 1) {
            content.getChildren().remove(several);
            return;
        }
        several.setText(String.format(Locale.ROOT, "%,d events selected; these are the fields of the one chosen"
                + " last. Copy and Export take all %,d.", selectedRows, selectedRows));
        if (content.getChildren().isEmpty() || content.getChildren().get(0) != several) {
            content.getChildren().add(0, several);
            several.applyCss();
        }
    }

    private void showFields(MarketEvent event) {
        TimeDisplay times = model.timeDisplayProperty().get();

        Label title = new Label(event.title() == null || event.title().isBlank() ? "(no title)" : event.title());
        title.setId("detail-title");
        title.getStyleClass().add("detail-title");
        title.setWrapText(true);
        content.getChildren().add(title);
        if (event.isDeleted()) {
            Label deleted = new Label("The service marks this record as deleted: it is not a live event.",
                    Icons.of(MaterialDesignD.DELETE_OUTLINE));
            deleted.setId("detail-deleted");
            deleted.getStyleClass().add("detail-deleted");
            deleted.setWrapText(true);
            content.getChildren().add(deleted);
        }

        GridPane grid = new GridPane();
        grid.setId("detail-fields");
        grid.getStyleClass().add("detail-fields");
        grid.setHgap(10);
        grid.setVgap(4);
        ColumnConstraints names = new ColumnConstraints();
        names.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        values.setFillWidth(true);
        grid.getColumnConstraints().addAll(names, values);

        int line = 0;
        line = timeRow(grid, line, EventField.EVENT_DATE, times.eventTime(event.eventDate()), event.eventDate());
        for (EventField field : new EventField[] {EventField.TICKER, EventField.BLOOMBERG_TICKER,
                EventField.LOCAL_TICKER, EventField.RIC, EventField.ISIN, EventField.EXCHANGE_MIC,
                EventField.EVENT_ID, EventField.EQUITY_ID}) {
            line = identifierRow(grid, line, field, field.text(event, times));
        }
        for (EventField field : new EventField[] {EventField.EVENT_TYPE, EventField.FISCAL_YEAR,
                EventField.TRANSCRIPTION_STATUS, EventField.STATUS, EventField.TITLE}) {
            line = textRow(grid, line, field, field.text(event, times));
        }
        line = timeRow(grid, line, EventField.CREATED, times.exact(event.created()), event.created());
        timeRow(grid, line, EventField.MODIFIED, times.exact(event.modified()), event.modified());
        content.getChildren().add(grid);
    }

    private static Label name(EventField field) {
        Label name = new Label(field.title());
        name.getStyleClass().add("detail-name");
        return name;
    }

    /** An empty value reads "not given", as the identifiers' empty fields do, muted so it is not taken for data. */
    private static Label valueOrNotGiven(String text) {
        if (text.isEmpty()) {
            Label missing = new Label(NOT_GIVEN);
            missing.getStyleClass().add("muted");
            return missing;
        }
        return new Label(text);
    }

    private static int textRow(GridPane grid, int line, EventField field, String text) {
        Label value = valueOrNotGiven(text);
        value.setId(detailId(field));
        value.setWrapText(true);
        grid.addRow(line, name(field), value);
        return line + 1;
    }

    private static int timeRow(GridPane grid, int line, EventField field, String readable, EventTime time) {
        Label value = valueOrNotGiven(readable);
        value.setId(detailId(field));
        value.setWrapText(true);
        VBox both = new VBox(1, value);
        if (time != null) {
            Node published = asPublished(time.raw());
            published.setId(detailId(field) + "-published");
            both.getChildren().add(published);
            if (time.isValid() && !time.offsetGiven()) {
                Label note = smallNote(noOffsetNote(time.clockChange()));
                note.setId(detailId(field) + "-no-offset");
                both.getChildren().add(note);
            }
        }
        grid.addRow(line, name(field), both);
        return line + 1;
    }

    private static String noOffsetNote(EventTime.ClockChange change) {
        return switch (change) {
            case NONE -> "(no offset given; read as US Eastern)";
            case SKIPPED -> "(no offset given; read as US Eastern, where that time was skipped when clocks went "
                    + "forward, so an hour later)";
            case REPEATED -> "(no offset given; read as US Eastern, where that time came twice when clocks went "
                    + "back, so the first, daylight time)";
        };
    }

    /**
     * "as published: 2026-11-23T03:30:00-05:00". Wrapped as plain text, a narrow pane split the time at its
     * last digits ("-05:0" / "0"), which reads as another time; here it may break only before the caption's
     * end, or between the date and the "T…" part, each of which stays whole. Text that is not an ISO
     * date-time (the service's, whatever it sent) wraps as usual.
     */
    private static Node asPublished(String raw) {
        Matcher parts = DATE_THEN_TIME.matcher(raw);
        if (!parts.matches()) {
            return smallNote("as published: " + raw);
        }
        FlowPane line = new FlowPane(smallNote("as published: "), unbroken(parts.group(1)), unbroken(parts.group(2)));
        line.setPrefWrapLength(0); // sized by the grid's column, not by FlowPane's default of 400 px
        return line;
    }

    private static Label unbroken(String text) {
        Label piece = smallNote(text);
        piece.setWrapText(false);
        piece.setMinWidth(Region.USE_PREF_SIZE);
        return piece;
    }

    private static Label smallNote(String text) {
        Label note = new Label(text);
        note.getStyleClass().addAll("identifier", "muted", "small-text");
        note.setWrapText(true);
        return note;
    }

    private static int identifierRow(GridPane grid, int line, EventField field, String text) {
        TextField value = new TextField(text);
        value.setId(detailId(field));
        value.setEditable(false);
        value.getStyleClass().addAll("identifier", "copyable");
        value.setPromptText(NOT_GIVEN);
        Button copy = new Button(null, Icons.of(MaterialDesignC.CONTENT_COPY));
        copy.setId(detailId(field) + "-copy");
        copy.getStyleClass().addAll("flat", "button-icon", "small");
        copy.setTooltip(new Tooltip("Copy " + field.title()));
        copy.setAccessibleText("Copy " + field.title());
        copy.setDisable(text.isEmpty());
        copy.setOnAction(event -> {
            ClipboardText.put(text);
            showCopied(copy);
        });
        HBox box = new HBox(4, value, copy);
        box.setAlignment(javafx.geometry.Pos.CENTER_LEFT); // the value on the line of its name, not above it
        HBox.setHgrow(value, Priority.ALWAYS);
        grid.addRow(line, name(field), box);
        return line + 1;
    }

    /** A check mark in place of the copy icon for a moment says the value is on the clipboard. */
    private static void showCopied(Button copy) {
        copy.setGraphic(Icons.of(MaterialDesignC.CHECK));
        PauseTransition back = new PauseTransition(COPIED_MARK_SHOWN);
        back.setOnFinished(done -> copy.setGraphic(Icons.of(MaterialDesignC.CONTENT_COPY)));
        back.play();
    }

    private static String detailId(EventField field) {
        return "detail-" + field.wireName().replace('_', '-').toLowerCase(Locale.ROOT);
    }
}
