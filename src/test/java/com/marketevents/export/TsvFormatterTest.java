package com.marketevents.export;

import static com.marketevents.export.SampleEvents.amazon;
import static com.marketevents.export.SampleEvents.bare;
import static com.marketevents.export.SampleEvents.withTitle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.marketevents.model.MarketEvent;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class TsvFormatterTest {

    private static String titleCell(String title) {
        String text = TsvFormatter.format(List.of(withTitle(1, title)), List.of("title"));
        return text.substring("title\n".length(), text.length() - 1);
    }

    @Test
    void aHeaderThenOneLinePerEventWithTabsBetweenCells() {
        assertEquals("event_id\tticker\tevent_date\thas_unknown_time\n"
                        + "1001\tAMZN:US\t2024-10-31T17:00:00-04:00\tfalse\n"
                        + "7\t\t\t\n",
                TsvFormatter.format(List.of(amazon(), bare(7)), List.of("event_id", "ticker", "event_date")));
    }

    @Test
    void aTimeNotKnownIsPastedAsSentWithTheFlagThatSaysSoAfterTheDate() {
        String text = TsvFormatter.format(List.of(SampleEvents.at(3, "2024-11-04T00:00:00-05:00"),
                SampleEvents.at(4, "2024-11-04T16:30:00-05:00")), List.of("ticker", "event_date", "title"));

        assertEquals(List.of("ticker\tevent_date\thas_unknown_time\ttitle",
                "7203:JP\t2024-11-04T00:00:00-05:00\ttrue\tToyota Motor — 決算説明会",
                "7203:JP\t2024-11-04T16:30:00-05:00\tfalse\tToyota Motor — 決算説明会"), text.lines().toList());
    }

    @Test
    void withoutTheDateColumnNoFlagIsAdded() {
        assertEquals("ticker\n7203:JP\n",
                TsvFormatter.format(List.of(SampleEvents.at(3, "2024-11-04T00:00:00-05:00")), List.of("ticker")));
    }

    @Test
    void everyFieldAsReceivedInTheRequestedOrder() {
        String text = TsvFormatter.format(List.of(amazon()), MarketEvent.FIELD_NAMES);
        String[] lines = text.split("\n");

        assertEquals(String.join("\t", MarketEvent.FIELD_NAMES).replace("event_date", "event_date\thas_unknown_time"),
                lines[0]);
        assertEquals(String.join("\t", "1001", "5001", "AMZN:US", "AMZN", "AMZN.O", "AMZN:US", "XNAS",
                "US0231351067", "Q3 2024 Earnings Call", "earnings", "2024-10-31T17:00:00-04:00", "false", "2024",
                "published", "active", "2024-09-01T08:15:00-04:00", "2024-10-30T12:00:00.123456-04:00"), lines[1]);
    }

    @Test
    void tabsAndLineBreaksInsideAValueBecomeSpacesSoColumnsStayAligned() {
        assertEquals("a b c d e", titleCell("a\tb\r\nc\nd\re"));
    }

    @Test
    void nonAsciiCommasAndLongTitlesAreKept() {
        assertEquals("Société Générale, 決算 𝄞", titleCell("Société Générale, 決算 𝄞"));
        assertEquals(SampleEvents.LONG_TITLE, titleCell(SampleEvents.LONG_TITLE));
    }

    @ParameterizedTest
    @ValueSource(strings = {SampleEvents.HYPERLINK, SampleEvents.CMD, SampleEvents.ARITHMETIC, SampleEvents.AT_SUM})
    void aValueASpreadsheetWouldRunGetsALeadingApostrophe(String hostile) {
        assertEquals("'" + hostile, titleCell(hostile));
    }

    @Test
    void aLeadingTabIsFlattenedFirstSoTheCellCannotShiftColumns() {
        assertEquals(" =x", titleCell("\t=x"));
    }

    @Test
    void aValueStartingWithAQuoteIsQuotedSoThePasteKeepsIt() {
        assertEquals("\"\"\"Big\"\" day\"", titleCell("\"Big\" day"));
        assertEquals("say \"hi\"", titleCell("say \"hi\""));
    }

    @Test
    void anUnknownFieldIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> TsvFormatter.format(List.of(amazon()), List.of("x")));
    }
}
