package com.marketevents.export;

import static com.marketevents.export.SampleEvents.withTitle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

class HtmlTableFormatterTest {
    private static final String TEXT = " style='mso-number-format:\"\\@\"'>";

    private static MarketEvent tencent() {
        return new MarketEvent(123456789012345678L, 5005L, "700:HK", "00700", "0700.HK", "700:HK", "XHKG",
                "KYG875721634", "Q3 results", "earnings", EventTime.parse("2026-11-12T08:00:00-05:00"), 2026,
                "published", "active", null, null);
    }

    @Test
    void everyCellOfTheTableIsMarkedAsTextSoExcelKeepsLeadingZerosAndLongIds() {
        assertEquals("<meta charset=\"utf-8\"><table>\n"
                        + "<tr><th" + TEXT + "event_id</th><th" + TEXT + "local_ticker</th></tr>\n"
                        + "<tr><td" + TEXT + "123456789012345678</td><td" + TEXT + "00700</td></tr>\n"
                        + "</table>\n",
                HtmlTableFormatter.format(List.of(tencent()), List.of("event_id", "local_ticker")));
    }

    @Test
    void theTableHasTheSameHeaderAndCellsAsTheTabSeparatedText() {
        List<MarketEvent> events = List.of(tencent(), SampleEvents.amazon(), SampleEvents.bare(7));
        List<String> fields = List.of("ticker", "event_date", "title");
        List<List<String>> tsv = TsvFormatter.format(events, fields).lines()
                .map(line -> List.of(line.split("\t", -1))).toList();

        String html = HtmlTableFormatter.format(events, fields);
        List<List<String>> table = html.lines().filter(line -> line.startsWith("<tr>"))
                .map(row -> List.of(row.replaceAll("^<tr><t[hd]" + TEXT.replace("\\", "\\\\"), "")
                        .replaceAll("</t[hd]></tr>$", "").split("</t[hd]><t[hd]" + TEXT.replace("\\", "\\\\"), -1)))
                .toList();
        assertEquals(tsv, table);
    }

    @Test
    void markupInATitleIsEscapedAndAFormulaIsNeutralizedAsInTheText() {
        String html = HtmlTableFormatter.format(List.of(withTitle(1, "=HYPERLINK(\"http://evil\",\"Click\") <b>Q3</b>"
                + " & 'call'\n\tnext")), List.of("title"));
        assertTrue(html.contains("<td" + TEXT + "&#39;=HYPERLINK(&quot;http://evil&quot;,&quot;Click&quot;) "
                + "&lt;b&gt;Q3&lt;/b&gt; &amp; &#39;call&#39;  next</td>"), html);
    }

    @Test
    void aTitleStartingWithAQuoteIsNotQuotedAsInTabSeparatedText() {
        String html = HtmlTableFormatter.format(List.of(withTitle(1, "\"Big\" news")), List.of("title"));
        assertTrue(html.contains("<td" + TEXT + "&quot;Big&quot; news</td>"), html);
    }
}
