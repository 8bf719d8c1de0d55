package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;

/**
 * Writes events in a format, for the window and the command line alike, and tells what the format could not
 * take whole: events a calendar left out for want of a usable date, values a workbook cut at the length a
 * cell holds. Blocking.
 */
public final class EventExport {

    /** What did not go in whole; zeros when everything did. */
    public record Shortfall(int leftOut, int cut) {
        /** " 1 value was longer than a workbook's cell holds … cut there.", or "" when nothing was cut. */
        public String cutSentence() {
            return cut == 0 ? "" : String.format(Locale.ROOT, " %,d %s longer than a workbook's cell holds (32,767"
                    + " characters) and %s cut there.", cut, cut == 1 ? "value was" : "values were",
                    cut == 1 ? "was" : "were");
        }
    }

    private EventExport() {
    }

    /** Writes {@code events} with {@code fieldNames} (the calendar ignores them); the stream is flushed, not closed. */
    public static Shortfall write(ExportFormat format, List<MarketEvent> events, List<String> fieldNames,
            OutputStream out) throws IOException {
        if (format == ExportFormat.ICS) {
            return new Shortfall(new IcsEventWriter().writeCalendar(events, out), 0);
        }
        EventWriter.forFormat(format).write(events, fieldNames, out);
        return new Shortfall(0, format == ExportFormat.XLSX ? XlsxEventWriter.countValuesTooLong(events, fieldNames)
                : 0);
    }
}
