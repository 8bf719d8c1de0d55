package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.NamesBesideValues;
import com.marketevents.ui.common.UiExecutor;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleSupplier;
import java.util.regex.Pattern;
import javafx.geometry.Insets;
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
import org.kordamp.ikonli.materialdesign2.MaterialDesignD;

/**
 * The fields of one event as the Details pane shows them: its title as the heading, a line when the record is
 * deleted, and a row per other field; the title and the identifiers have a copy button, the identifiers being
 * selectable text besides.
 *
 * <p>Its nodes are made once and given each event's texts: made anew for each event (text fields, buttons,
 * their CSS), they cost 40–65 ms a row on the FX thread, which an analyst stepping through the table with the
 * arrow keys felt at every step.
 */
final class DetailFields extends VBox {
    private static final String NOT_GIVEN = "not given";
    private static final double GAP = 10;
    private static final List<EventField> IDENTIFIERS = List.of(EventField.TICKER, EventField.BLOOMBERG_TICKER,
            EventField.LOCAL_TICKER, EventField.RIC, EventField.ISIN, EventField.EXCHANGE_MIC, EventField.EVENT_ID,
            EventField.EQUITY_ID);
    /** Not the title: it is the pane's heading, and a row repeating it read as a second field. */
    private static final List<EventField> TEXTS = List.of(EventField.EVENT_TYPE, EventField.FISCAL_YEAR,
            EventField.TRANSCRIPTION_STATUS, EventField.STATUS);

    private final Label title = new Label();
    private final Button copyTitle;
    private final Label deleted = new Label("The service marks this record as deleted: it is not a live event.",
            Icons.of(MaterialDesignD.DELETE_OUTLINE));
    private final TimeValue eventDate = new TimeValue(EventField.EVENT_DATE);
    private final Map<EventField, IdentifierValue> identifiers = new EnumMap<>(EventField.class);
    private final Map<EventField, Label> texts = new EnumMap<>(EventField.class);
    private final TimeValue created = new TimeValue(EventField.CREATED);
    private final TimeValue modified = new TimeValue(EventField.MODIFIED);
    private final NamedTime createdRow;
    private final NamedTime modifiedRow;
    /** Every field's name, the widest of which is the width of the names' column. */
    private final List<Label> names = new ArrayList<>();
    /** The event's title whole, as Copy takes it: the heading cuts one over 1,000 characters. */
    private String wholeTitle = "";

    DetailFields(UiExecutor executor) {
        super(10);
        copyTitle = new CopyButton("detail-title-copy", EventField.TITLE.titleInSentence(), () -> this.wholeTitle,
                executor);
        title.setId("detail-title");
        title.getStyleClass().add("detail-title");
        title.setWrapText(true);
        title.setMaxWidth(Region.USE_PREF_SIZE); // the copy button at the title's end, not at the pane's edge
        HBox.setHgrow(title, Priority.SOMETIMES);
        HBox heading = new HBox(2, title, copyTitle);
        heading.getStyleClass().add("detail-heading");
        heading.setAlignment(Pos.TOP_LEFT);
        // The 24 px button reaches 2 px past the heading's 20 px line either way, centred on it, so that the heading
        // and the rows below stand where they did before it had one.
        HBox.setMargin(copyTitle, new Insets(-2, 0, -2, 0));
        deleted.setId("detail-deleted");
        deleted.getStyleClass().add("detail-deleted");
        deleted.setWrapText(true);

        GridPane grid = NamesBesideValues.grid(GAP, 4);
        grid.setId("detail-fields");
        grid.getStyleClass().add("detail-fields");

        addTimeRow(grid, EventField.EVENT_DATE, eventDate, eventDate::wholeLineWidth);
        for (EventField field : IDENTIFIERS) {
            IdentifierValue value = new IdentifierValue(field, executor);
            identifiers.put(field, value);
            addRow(grid, field, value);
        }
        for (EventField field : TEXTS) {
            Label value = new Label();
            value.setId(detailId(field));
            value.getStyleClass().add("detail-text");
            value.setWrapText(true);
            texts.put(field, value);
            addRow(grid, field, value);
        }
        // The record's two times lay out alike: a stamp with microseconds and its offset is too long to sit beside
        // its name in a 400 px panel, and Modified went below its name while Created stayed beside its own.
        DoubleSupplier recordTimesWidth = () -> Math.max(created.wholeLineWidth(), modified.wholeLineWidth());
        createdRow = addTimeRow(grid, EventField.CREATED, created, recordTimesWidth);
        modifiedRow = addTimeRow(grid, EventField.MODIFIED, modified, recordTimesWidth);
        getChildren().addAll(heading, deleted, grid);
    }

    /** Shows {@code event}'s fields, its times as {@code times} writes them. */
    void show(MarketEvent event, TimeDisplay times) {
        boolean titled = event.title() != null && !event.title().isBlank();
        title.setText(titled ? ShownValue.of(event.title()) : "(no title)");
        wholeTitle = titled ? event.title() : "";
        copyTitle.setDisable(!titled);
        showIf(deleted, event.isDeleted());
        eventDate.show(times.eventTime(event.eventDate()), event.eventDate());
        identifiers.forEach((field, value) -> value.show(field.text(event, times)));
        texts.forEach((field, value) -> showOrNotGiven(value, ShownValue.of(field.text(event, times))));
        created.show(times.exact(event.created()), event.created());
        modified.show(times.exact(event.modified()), event.modified());
        // Each decides with the other's width: laid out again when only one of them changed.
        createdRow.requestLayout();
        modifiedRow.requestLayout();
    }

    /** A name beside its value, level with the value's first line, where it may have more. */
    private void addRow(GridPane grid, EventField field, Node value) {
        Label name = name(field);
        GridPane.setValignment(name, VPos.TOP);
        GridPane.setValignment(value, VPos.TOP);
        grid.addRow(grid.getRowCount(), name, value);
    }

    /**
     * A time's name beside its value, or above it when the row has no room for {@code wholeLineWidth} beside the
     * name ({@link NamedTime}).
     */
    private NamedTime addTimeRow(GridPane grid, EventField field, TimeValue value, DoubleSupplier wholeLineWidth) {
        NamedTime row = new NamedTime(name(field), value, this::namesWidth, wholeLineWidth, GAP);
        GridPane.setValignment(row, VPos.TOP);
        grid.add(row, 0, grid.getRowCount(), 2, 1);
        return row;
    }

    private Label name(EventField field) {
        Label name = new Label(field.title());
        name.getStyleClass().add("detail-name");
        name.setMinWidth(Region.USE_PREF_SIZE);
        names.add(name);
        return name;
    }

    /**
     * The names' column: as wide as the widest name, as the grid makes it of the names in it (a time's, whose row
     * spans both columns, is not among them, but is no wider than Bloomberg ticker).
     */
    private double namesWidth() {
        double widest = 0;
        for (Label name : names) {
            widest = Math.max(widest, name.prefWidth(-1));
        }
        return widest;
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

    /**
     * A time as the window writes it, then as the service published it, then a note when no offset was given. Each
     * date-time stays on one line: one the row cannot hold is cut with an ellipsis, its whole text in a tooltip.
     */
    static final class TimeValue extends VBox {
        /** An ISO date-time: one piece of text, which a line break would make two times. */
        private static final Pattern DATE_TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\S{1,24}");
        private final String id;
        private final Label readable = unbroken(new Label());
        private final Label publishedTime = unbroken(smallNote(""));
        private final Label publishedCaption = smallNote("as published: ");
        private final FlowPane publishedInParts = new FlowPane(publishedCaption, publishedTime);
        private final Label publishedWhole = smallNote("");
        private final Label noOffset = smallNote("");

        TimeValue(EventField field) {
            super(1);
            id = detailId(field);
            readable.setId(id);
            readable.getStyleClass().add("detail-time");
            publishedInParts.setPrefWrapLength(0); // sized by the grid's column, not by FlowPane's default of 400 px
            publishedTime.maxWidthProperty().bind(publishedInParts.widthProperty()); // cut, not past the pane
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
         * The width of its longest line: the time, or the time as published beside its caption. Narrower, the
         * caption stood alone on a line between the two times.
         */
        double wholeLineWidth() {
            double width = readable.prefWidth(-1);
            return publishedInParts.isManaged()
                    ? Math.max(width, publishedCaption.prefWidth(-1) + publishedTime.prefWidth(-1)) : width;
        }

        /**
         * "as published: 2026-11-23T03:30:00-05:00". Wrapped as plain text, a narrow pane split the time at its
         * last digits ("-05:0" / "0"), or between its date and its time, which reads as two; here it may break
         * only after the caption, the date-time whole. Text that is not an ISO date-time (the service's, whatever
         * it sent) wraps as usual.
         */
        private void showPublished(String raw) {
            boolean inParts = raw != null && DATE_TIME.matcher(raw).matches();
            showIf(publishedInParts, inParts);
            showIf(publishedWhole, raw != null && !inParts);
            publishedInParts.setId(inParts ? id + "-published" : null);
            publishedWhole.setId(raw != null && !inParts ? id + "-published" : null);
            if (inParts) {
                publishedTime.setText(raw);
            } else if (raw != null) {
                publishedWhole.setText("as published: " + raw);
            }
        }

        private static Label unbroken(Label label) {
            label.setWrapText(false);
            label.setMinWidth(0);
            label.widthProperty().addListener((obs, old, now) -> tooltipWhenCut(label));
            label.textProperty().addListener((obs, old, now) -> tooltipWhenCut(label));
            return label;
        }

        private static void tooltipWhenCut(Label label) {
            boolean cut = label.getWidth() + 0.5 < label.prefWidth(-1);
            if (!cut) {
                label.setTooltip(null);
            } else if (label.getTooltip() == null || !label.getTooltip().getText().equals(label.getText())) {
                label.setTooltip(new Tooltip(label.getText()));
            }
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
        private final Button copy;

        IdentifierValue(EventField field, UiExecutor executor) {
            super(2);
            getStyleClass().add("detail-identifier");
            value.setId(detailId(field));
            value.setEditable(false);
            value.getStyleClass().addAll("identifier", "copyable");
            value.setPromptText(NOT_GIVEN);
            copy = new CopyButton(detailId(field) + "-copy", field.titleInSentence(), value::getText, executor);
            setAlignment(Pos.CENTER_LEFT); // the value on the line of its name, not above it
            HBox.setHgrow(value, Priority.ALWAYS);
            getChildren().addAll(value, copy);
        }

        void show(String text) {
            value.setText(text);
            copy.setDisable(text.isEmpty());
        }
    }
}
