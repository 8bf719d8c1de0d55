package com.marketevents.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventRowTest {
    private final EventRow row = new EventRow(new MarketEvent(7, 1L, "AMZN:US", "AMZN", "AMZN.OQ", "AMZN:US", "XNAS",
            "US0231351067", "Amazon Q3 Earnings Call", "earnings", EventTime.parse("2024-10-31T17:00:00-04:00"), 2024,
            "published", "active", null, null));

    @Test
    void matchesAnySearchableFieldIgnoringCase() {
        assertTrue(row.matches("amzn.oq"));
        assertTrue(row.matches("us0231"));
        assertTrue(row.matches("q3 earnings"));
    }

    @Test
    void neverMatchesAcrossTheEndOfOneFieldAndTheStartOfTheNext() {
        assertFalse(row.matches("usamzn"));
        assertFalse(row.matches("xnas"));
        assertFalse(row.matches("earnings call2024"));
        assertFalse(row.matches("amzn:usamazon"));
    }

    @Test
    void aSetOfWordsOrTheRowsIdentifierWordsMatchAnIdentifierExactlyWhenOneOfItsWordsDoesAlone() {
        EventRow shares = new EventRow(new MarketEvent(8, 2L, "BRK/B:US", "BRK.B", "BRKb.N", "BRK/B:US", "XNYS",
                "US0846707026", "Berkshire Hathaway Annual Meeting", "shareholder_meeting", null, 2024, null, "active",
                null, null));
        List<String> words = List.of("amzn", "amzn:us", "amzn.oq", "amz", "us", "oq", "xnas", "us0231351067",
                "amazon", "brk", "brk.b", "brk/b", "brk/b:us", "brkb", "b", "", "q3", "amzn:usx");
        for (EventRow candidate : List.of(row, shares)) {
            java.util.Set<String> identifierWords = new java.util.HashSet<>();
            candidate.addIdentifierWordsTo(identifierWords);
            for (String word : words) {
                assertEquals(!word.isEmpty() && candidate.matchesIdentifier(word),
                        candidate.matchesAnIdentifierIn(java.util.Set.of(word, "zzz")), word + " in " + candidate);
                assertEquals(!word.isEmpty() && candidate.matchesIdentifier(word), identifierWords.contains(word),
                        word + " among the identifier words of " + candidate);
            }
        }
    }

    @Test
    void rowsMadeTogetherMatchAsRowsMadeAlone() {
        MarketEvent other = new MarketEvent(8, 1L, "AMZN:US", "AMZN", "AMZN.OQ", "AMZN:US", "XNAS", "US0231351067",
                "Amazon Annual Meeting", "shareholder_meeting", null, 2024, "none", "active", null, null);
        MarketEvent untitled = new MarketEvent(9, 2L, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null);

        List<EventRow> rows = EventRow.of(List.of(row.event(), other, untitled));

        assertEquals(List.of(7L, 8L, 9L), rows.stream().map(r -> r.event().eventId()).toList());
        for (String query : List.of("amzn", "q3 earnings", "annual", "us0231", "meeting", "zzz")) {
            for (EventRow made : rows) {
                assertEquals(new EventRow(made.event()).matches(query), made.matches(query), query);
            }
        }
        for (EventRow made : rows) {
            for (String query : List.of("amzn", "annual", "amzn", "zzz", "annual")) {
                assertEquals(new EventRow(made.event()).matches(query), made.matches(query), query);
            }
        }
        assertTrue(rows.get(1).matches("annual meeting"));
        assertFalse(rows.get(2).matches("a"));
    }

    @Test
    void rowsOfOneTickerWithOtherIdentifiersMatchTheirOwn() {
        MarketEvent relisted = new MarketEvent(10, 1L, "AMZN:US", "AMZN", "AMZN.O", "AMZN:US", "XNAS", "US9999999999",
                "Amazon Q3 Earnings Call", "earnings", null, 2024, "published", "active", null, null);
        MarketEvent sameAgain = new MarketEvent(11, 1L, new String("AMZN:US"), "AMZN", "AMZN.OQ", "AMZN:US", "XNAS",
                "US0231351067", new String("Amazon Q3 Earnings Call"), "earnings", null, 2024, "published", "active",
                null, null);

        List<EventRow> rows = EventRow.of(List.of(row.event(), relisted, sameAgain));

        assertTrue(rows.get(1).matches("us9999"));
        assertFalse(rows.get(1).matches("us0231"));
        assertFalse(rows.get(1).matches("amzn.oq"));
        assertTrue(rows.get(2).matches("us0231"));
        assertTrue(rows.get(2).matches("amzn.oq"));
        assertTrue(rows.get(2).matches("q3 earnings"));
    }
}
