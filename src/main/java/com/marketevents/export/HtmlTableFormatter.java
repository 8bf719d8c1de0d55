package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.util.List;

/**
 * The rows of a {@link TsvFormatter} copy as an HTML table, put on the clipboard beside that text: Excel reads a
 * cell styled {@code mso-number-format:"\@"} as text, so that it keeps 00700 and an 18-digit event_id as they are
 * (from plain text it makes 700 and 1.23457E+17), and mail and chat programs paste a table. Same header, same
 * cells, made safe alike, except that a leading double quote needs no quoting in HTML.
 */
public final class HtmlTableFormatter {
    private static final String TEXT_CELL = " style='mso-number-format:\"\\@\"'>";

    private HtmlTableFormatter() {
    }

    public static String format(List<MarketEvent> events, List<String> fieldNames) {
        List<String> written = TsvFormatter.header(fieldNames);
        StringBuilder html = new StringBuilder((events.size() + 1) * written.size() * 48 + 64);
        html.append("<meta charset=\"utf-8\"><table>\n<tr>");
        for (String name : written) {
            appendCell(html, "th", name);
        }
        html.append("</tr>\n");
        for (MarketEvent event : events) {
            html.append("<tr>");
            for (String name : written) {
                appendCell(html, "td", TsvFormatter.safeText(TimeWriter.AS_SENT.value(event, name)));
            }
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    private static void appendCell(StringBuilder html, String tag, String text) {
        html.append('<').append(tag).append(TEXT_CELL);
        escape(html, text);
        html.append("</").append(tag).append('>');
    }

    private static void escape(StringBuilder html, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> html.append("&amp;");
                case '<' -> html.append("&lt;");
                case '>' -> html.append("&gt;");
                case '"' -> html.append("&quot;");
                case '\'' -> html.append("&#39;");
                default -> html.append(c);
            }
        }
    }
}
