package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.util.List;

/**
 * Tab-separated text for the clipboard: a header of wire names, then one line per event, so that a paste
 * into a spreadsheet lands in columns. Values are as sent, and the service's has_unknown_time flag follows
 * event_date as in a file, so that a time not known (sent as midnight) is not pasted as an exact one. Tabs and
 * line breaks inside values become spaces, a value starting with a double quote is quoted (spreadsheets would
 * otherwise eat its quotes), and the CSV formula guard applies. Lines end with LF, which every paste target
 * accepts.
 */
public final class TsvFormatter {

    private TsvFormatter() {
    }

    public static String format(List<MarketEvent> events, List<String> fieldNames) {
        List<String> written = header(fieldNames);
        StringBuilder text = new StringBuilder((events.size() + 1) * written.size() * 12);
        appendRow(text, written);
        for (MarketEvent event : events) {
            for (int i = 0; i < written.size(); i++) {
                if (i > 0) {
                    text.append('\t');
                }
                text.append(cell(TimeWriter.AS_SENT.value(event, written.get(i))));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /**
     * One value as it goes into a cell: null as empty, flattened to one line, never a formula, quoted when it starts
     * with a double quote. A single value copied on its own is made safe by this too: a spreadsheet reads a paste
     * of one value as it reads one of rows.
     */
    public static String cell(String value) {
        String text = safeText(value);
        return text.startsWith("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }

    /** As {@link #cell}, but not quoted: the text of a cell where no tab-separated reading eats quotes (HTML). */
    static String safeText(String value) {
        return value == null ? "" : SpreadsheetSafety.neutralize(flatten(value));
    }

    private static String flatten(String value) {
        if (value.indexOf('\t') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return value.replace("\r\n", " ").replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    /** The header written for {@code fieldNames}: the wire names, with has_unknown_time after event_date. */
    static List<String> header(List<String> fieldNames) {
        WireFields.requireKnown(fieldNames);
        return WireFields.withTimeFlag(fieldNames);
    }

    private static void appendRow(StringBuilder text, List<String> values) {
        text.append(String.join("\t", values)).append('\n');
    }
}
