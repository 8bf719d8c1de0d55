package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.ui.ClipboardText;
import com.marketevents.ui.Icons;
import com.marketevents.ui.NamesBesideValues;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.animation.PauseTransition;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignD;

/**
 * The fields of one event as the Details pane shows them: its title, a line when the record is deleted, and a
 * row per field; identifiers are selectable text with a copy button.
 *
 * <p>Its nodes are made once and given each event's texts: made anew for each event (text fields, buttons,
 * their CSS), they cost 40–65 ms a row on the FX thread, which an analyst stepping through the table with the
 * arrow keys felt at every step.
 */
final class DetailFields extends VBox {
    private static final Duration COPIED_MARK_SHOWN = Duration.seconds(1.5);
    private static final String NOT_GIVEN = "not given";
    private static final List<EventField> IDENTIFIERS = List.of(EventField.TICKER, EventField.BLOOMBERG_TICKER,
            EventField.LOCAL_TICKER, EventField.RIC, EventField.ISIN, EventField.EXCHANGE_MIC, EventField.EVENT_ID,
            EventField.EQUITY_ID);
    private static final List<EventField> TEXTS = List.of(EventField.EVENT_TYPE, EventField.FISCAL_YEAR,
            EventField.TRANSCRIPTION_STATUS, EventField.STATUS, EventField.TITLE);

    private final Label title = new Label();
    private final Label deleted = new Label("The service marks this record as deleted: it is not a live event.",
            Icons.of(MaterialDesignD.DELETE_OUTLINE));
    private final TimeValue eventDate = new TimeValue(EventField.EVENT_DATE);
    private final Map<EventField, IdentifierValue> identifiers = new EnumMap<>(EventField.class);
    private final Map<EventField, Label> texts = new EnumMap<>(EventField.class);
    private final TimeValue created = new TimeValue(EventField.CREATED);
    private final TimeValue modified = new TimeValue(EventField.MODIFIED);

    DetailFields() {
        super(10);
        title.setId("detail-title");
        title.getStyleClass().add("detail-title");
        title.setWrapText(true);
        deleted.setId("detail-deleted");
        deleted.getStyleClass().add("detail-deleted");
        deleted.setWrapText(true);

        GridPane grid = NamesBesideValues.grid(10, 4);
        grid.setId("detail-fields");
        grid.getStyleClass().add("detail-fields");

        addRow(grid, EventField.EVENT_DATE, eventDate);
        for (EventField field : IDENTIFIERS) {
            IdentifierValue value = new IdentifierValue(field);
            identifiers.put(field, value);
            addRow(grid, field, value);
        }
        for (EventField field : TEXTS) {
            Label value = new Label();
            value.setId(detailId(field));
            value.setWrapText(true);
            texts.put(field, value);
            addRow(grid, field, value);
        }
        addRow(grid, EventField.CREATED, created);
        addRow(grid, EventField.MODIFIED, modified);
        getChildren().addAll(title, deleted, grid);
    }

    /** Shows {@code event}'s fields, its times as {@code times} writes them. */
    void show(MarketEvent event, TimeDisplay times) {
        title.setText(event.title() == null || event.title().isBlank() ? "(no title)" : ShownValue.of(event.title()));
        showIf(deleted, event.isDeleted());
        eventDate.show(times.eventTime(event.eventDate()), event.eventDate());
        identifiers.forEach((field, value) -> value.show(field.text(event, times)));
        texts.forEach((field, value) -> showOrNotGiven(value, ShownValue.of(field.text(event, times))));
        created.show(times.exact(event.created()), event.created());
        modified.show(times.exact(event.modified()), event.modified());
    }

    /**
     * A name beside its value: level with the value's first line of text, where it may have more (a time and how it
     * was published, a long title), or with the middle of a one-line identifier's field and button.
     */
    private static void addRow(GridPane grid, EventField field, Node value) {
        Label name = new Label(field.title());
        name.getStyleClass().add("detail-name");
        VPos line = value instanceof IdentifierValue ? VPos.CENTER : VPos.TOP;
        GridPane.setValignment(name, line);
        GridPane.setValignment(value, line);
        grid.addRow(grid.getRowCount(), name, value);
    }

    /** An empty value reads "not given", as the identifiers' empty fields do, muted so it is not taken for data. */
    private static void showOrNotGiven(Label value, String text) {
        value.setText(text.isEmpty() ? NOT_GIVEN : text);
        if (text.isEmpty() != value.getStyleClass().contains("muted")) {
            if (text.isEmpty()) {
                value.getStyleClass().add("muted");
            } else {
                value.getStyleClass().remove("muted");
            }
        }
    }

    private static void showIf(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }

    private static Label smallNote(String text) {
        Label note = new Label(text);
        note.getStyleClass().addAll("identifier", "muted", "small-text");
        note.setWrapText(true);
        return note;
    }

    private static String detailId(EventField field) {
        return "detail-" + field.wireName().replace('_', '-').toLowerCase(Locale.ROOT);
    }

    /** A time as the window writes it, then as the service published it, then a note when no offset was given. */
    private static final class TimeValue extends VBox {
        /** An ISO date, then a time part short enough to stay on one line in the narrowest pane. */
        private static final Pattern DATE_THEN_TIME = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})(T\\S{1,24})");
        private final String id;
        private final Label readable = new Label();
        private final Label publishedDate = unbroken();
        private final Label publishedTime = unbroken();
        private final FlowPane publishedInParts = new FlowPane(smallNote("as published: "), publishedDate,
                publishedTime);
        private final Label publishedWhole = smallNote("");
        private final Label noOffset = smallNote("");

        TimeValue(EventField field) {
            super(1);
            id = detailId(field);
            readable.setId(id);
            readable.setWrapText(true);
            publishedInParts.setPrefWrapLength(0); // sized by the grid's column, not by FlowPane's default of 400 px
            noOffset.setId(id + "-no-offset");
            getChildren().addAll(readable, publishedInParts, publishedWhole, noOffset);
        }

        void show(String text, EventTime time) {
            showOrNotGiven(readable, text);
            showPublished(time == null ? null : time.raw());
            boolean offsetMissing = time != null && time.isValid() && !time.offsetGiven();
            showIf(noOffset, offsetMissing);
            if (offsetMissing) {
                noOffset.setText(noOffsetNote(time.clockChange()));
            }
        }

        /**
         * "as published: 2026-11-23T03:30:00-05:00". Wrapped as plain text, a narrow pane split the time at its
         * last digits ("-05:0" / "0"), which reads as another time; here it may break only before the caption's
         * end, or between the date and the "T…" part, each of which stays whole. Text that is not an ISO
         * date-time (the service's, whatever it sent) wraps as usual.
         */
        private void showPublished(String raw) {
            Matcher parts = raw == null ? null : DATE_THEN_TIME.matcher(raw);
            boolean inParts = parts != null && parts.matches();
            showIf(publishedInParts, inParts);
            showIf(publishedWhole, raw != null && !inParts);
            publishedInParts.setId(inParts ? id + "-published" : null);
            publishedWhole.setId(raw != null && !inParts ? id + "-published" : null);
            if (inParts) {
                publishedDate.setText(parts.group(1));
                publishedTime.setText(parts.group(2));
            } else if (raw != null) {
                publishedWhole.setText("as published: " + raw);
            }
        }

        private static Label unbroken() {
            Label piece = smallNote("");
            piece.setWrapText(false);
            piece.setMinWidth(Region.USE_PREF_SIZE);
            return piece;
        }

        private static String noOffsetNote(EventTime.ClockChange change) {
            return switch (change) {
                case NONE -> "(no offset given; read as US Eastern)";
                case SKIPPED -> "(no offset given; read as US Eastern, where that time was skipped when clocks "
                        + "went forward, so an hour later)";
                case REPEATED -> "(no offset given; read as US Eastern, where that time came twice when clocks "
                        + "went back, so the first, daylight time)";
            };
        }
    }

    /** An identifier as selectable text, with a button that copies it. */
    private static final class IdentifierValue extends HBox {
        private final TextField value = new TextField();
        private final Button copy = new Button(null, Icons.of(MaterialDesignC.CONTENT_COPY));

        IdentifierValue(EventField field) {
            super(2);
            value.setId(detailId(field));
            value.setEditable(false);
            value.getStyleClass().addAll("identifier", "copyable");
            value.setPromptText(NOT_GIVEN);
            copy.setId(detailId(field) + "-copy");
            copy.getStyleClass().addAll("flat", "button-icon", "small");
            copy.setTooltip(new Tooltip("Copy " + field.title()));
            copy.setAccessibleText("Copy " + field.title());
            copy.setOnAction(event -> {
                ClipboardText.put(value.getText());
                showCopied();
            });
            setAlignment(Pos.CENTER_LEFT); // the value on the line of its name, not above it
            HBox.setHgrow(value, Priority.ALWAYS);
            getChildren().addAll(value, copy);
        }

        void show(String text) {
            value.setText(text);
            copy.setDisable(text.isEmpty());
        }

        /** A check mark in place of the copy icon for a moment says the value is on the clipboard. */
        private void showCopied() {
            copy.setGraphic(Icons.of(MaterialDesignC.CHECK));
            PauseTransition back = new PauseTransition(COPIED_MARK_SHOWN);
            back.setOnFinished(done -> copy.setGraphic(Icons.of(MaterialDesignC.CONTENT_COPY)));
            back.play();
        }
    }
}
