package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IdentifierOrderTest {
    @Test
    void numberedTickersGoByTheirNumberAndLettersIgnoreCase() {
        List<String> tickers = new ArrayList<>(List.of("1490:HK", "AAPL:US", "150:HK", "7203:JP", "0016:HK",
                "aal:US", "9:HK", "A:US", "AAPL.O"));
        tickers.sort(IdentifierOrder.INSTANCE);
        assertEquals(List.of("9:HK", "0016:HK", "150:HK", "1490:HK", "7203:JP", "A:US", "aal:US", "AAPL.O",
                "AAPL:US"), tickers);
    }

    @Test
    void theTickerColumnSortsThisWayWithEmptyTickersLast() {
        List<EventRow> rows = new ArrayList<>(EventRow.of(List.of(event(1, "1490:HK"), event(2, null),
                event(3, "150:HK"))));
        rows.sort(EventField.TICKER.rowComparator(new TimeDisplay(EventTime.SERVICE_ZONE)));
        assertEquals(List.of(3L, 1L, 2L), rows.stream().map(row -> row.event().eventId()).toList());
    }

    private static MarketEvent event(long id, String ticker) {
        return new MarketEvent(id, 1L, ticker, null, null, null, null, null, "Results", "earnings",
                EventTime.parse("2024-10-31T17:00:00-04:00"), 2024, "published", "active", null, null);
    }

    @Test
    void theOrderIsTotalAndConsistentWhateverTheStartingOrder() {
        Random random = new Random(7);
        String alphabet = "0019aAbB:.";
        List<String> values = new ArrayList<>();
        for (int n = 0; n < 400; n++) {
            StringBuilder value = new StringBuilder();
            for (int length = random.nextInt(6); length >= 0; length--) {
                value.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            values.add(value.toString());
        }
        List<String> sorted = new ArrayList<>(values);
        sorted.sort(IdentifierOrder.INSTANCE);
        for (int round = 0; round < 5; round++) {
            Collections.shuffle(values, random);
            List<String> again = new ArrayList<>(values);
            again.sort(IdentifierOrder.INSTANCE);
            assertEquals(sorted, again);
        }
        for (String a : values) {
            for (String b : values) {
                int ab = Integer.signum(IdentifierOrder.INSTANCE.compare(a, b));
                assertEquals(-ab, Integer.signum(IdentifierOrder.INSTANCE.compare(b, a)), a + " / " + b);
                assertTrue(ab != 0 || a.equals(b), "only equal identifiers compare equal: " + a + " / " + b);
            }
        }
    }
}
