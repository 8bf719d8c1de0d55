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
        WireFields.requireKnown(fieldNames);
        List<String> written = WireFields.withTimeFlag(fieldNames);
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

    /** One value as it goes into a cell: null as empty, flattened to one line, never a formula. */
    static String cell(String value) {
        if (value == null) {
            return "";
        }
        String flat = SpreadsheetSafety.neutralize(flatten(value));
        return flat.startsWith("\"") ? "\"" + flat.replace("\"", "\"\"") + "\"" : flat;
    }

    private static String flatten(String value) {
        if (value.indexOf('\t') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return value.replace("\r\n", " ").replace('\t', ' ').replace('\n', ' ').replace('\r', ' ');
    }

    private static void appendRow(StringBuilder text, List<String> values) {
        text.append(String.join("\t", values)).append('\n');
    }
}
