package com.marketevents.export;

import com.marketevents.model.Counts;
import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;

/**
 * Writes events in a format, for the window and the command line alike, and tells what the format could not
 * take whole: events a calendar left out for want of a usable date, values a workbook cut at the length a
 * cell holds, rows a workbook spread over more than one sheet. Blocking.
 */
public final class EventExport {

    /**
     * What did not go in whole, or not in one piece; zeros (and one sheet) when everything did. {@code sheets} is
     * how many sheets a workbook's rows were spread over, 1 for the other formats.
     */
    public record Shortfall(int leftOut, int cut, int sheets) {
        /**
         * What a workbook's limits did, after the count of events: " 1 value was longer than a workbook's cell
         * holds … cut there.", " The events fill 2 sheets, …", both, or "" when neither.
         */
        public String cutSentence() {
            String cutValues = cut == 0 ? "" : String.format(Locale.ROOT, " %,d %s longer than a workbook's cell"
                    + " holds (32,767 characters) and %s cut there.", cut, cut == 1 ? "value was" : "values were",
                    cut == 1 ? "was" : "were");
            String split = sheets <= 1 ? "" : String.format(Locale.ROOT, " The events fill %d sheets, “%s” %s"
                    + " “%s”, as a sheet holds at most %,d rows.", sheets, XlsxEventWriter.sheetName(0),
                    sheets == 2 ? "and" : "to",
                    XlsxEventWriter.sheetName(sheets - 1), XlsxEventWriter.EXCEL_ROWS_PER_SHEET + 1);
            return cutValues + split;
        }
    }

    /**
     * A calendar would hold no event: RFC 5545 asks for at least one, and calendar programs refuse a file without.
     * Thrown before anything is written; the message is the sentence's start, to which the file's fate is added.
     */
    public static final class EmptyCalendar extends IOException {
        EmptyCalendar(int events) {
            super(reason(events) + ", and calendar programs refuse a calendar without any event");
        }

        private static String reason(int events) {
            return switch (events) {
                case 0 -> "There are no events to put in a calendar";
                case 1 -> "The event has no date a calendar can place";
                default -> "None of the " + Counts.events(events) + " has a date a calendar can place";
            };
        }
    }

    private EventExport() {
    }

    /**
     * Writes {@code events} with {@code fieldNames}, and the service's has_unknown_time flag after event_date when
     * that is one of them, their times as {@code times} asks (the calendar ignores all three: it holds UTC instants,
     * and all-day events for times not known), a calendar named {@code title} (see {@link ExportTitle}); the stream
     * is flushed, not closed.
     *
     * @throws EmptyCalendar for a calendar without any event that has a usable date, before writing anything
     */
    public static Shortfall write(ExportFormat format, List<MarketEvent> events, List<String> fieldNames,
            ExportTimes times, String title, OutputStream out) throws IOException {
        return write(format, events, fieldNames, times, title, out, ExportProgress.NONE);
    }

    /**
     * As {@link #write(ExportFormat, List, List, ExportTimes, String, OutputStream)}, telling {@code progress} how
     * many of the events are written: none when the writing starts, every one at its end, and how many between,
     * as often as {@link RowCounter} does.
     */
    public static Shortfall write(ExportFormat format, List<MarketEvent> events, List<String> fieldNames,
            ExportTimes times, String title, OutputStream out, ExportProgress progress) throws IOException {
        RowCounter rows = RowCounter.of(progress, events.size());
        if (format == ExportFormat.ICS) {
            if (events.stream().noneMatch(IcsEventWriter::hasUsableDate)) {
                throw new EmptyCalendar(events.size());
            }
            rows.begin();
            int leftOut = new IcsEventWriter(title).writeCalendar(events, out, rows);
            rows.end();
            return new Shortfall(leftOut, 0, 1);
        }
        TimeWriter timeWriter = TimeWriter.of(times);
        List<String> written = WireFields.withTimeFlag(fieldNames);
        rows.begin();
        EventWriter.forFormat(format, timeWriter).write(events, written, out, rows);
        rows.end();
        boolean workbook = format == ExportFormat.XLSX;
        return new Shortfall(0, workbook ? XlsxEventWriter.countValuesTooLong(events, written, timeWriter) : 0,
                workbook ? XlsxEventWriter.sheetsFor(events.size()) : 1);
    }
}
