package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.AbstractList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ListingsTest {
    private static MarketEvent listing(String ticker, String bloombergTicker) {
        return new MarketEvent(1L, 1L, ticker, "T", null, bloombergTicker, "XNYS", null, "Call", "earnings", null, 2026,
                null, "active", null, null);
    }

    @Test
    void aRowsListingIsItsTickerWithTheMarketCodeOrElseItsBloombergTicker() {
        assertEquals(List.of("T:US"), Listings.of(List.of(listing("T:US", "T:US"))));
        assertEquals(List.of("T:US"), Listings.of(List.of(listing("T", "T:US"))));
        assertEquals(List.of(), Listings.of(List.of(listing(null, null))),
                "without a ticker the quick filter could not match whole, so nothing is offered");
    }

    @Test
    void severalRowsGiveEachListingOnceInTheirOrder() {
        assertEquals(List.of("T:US", "F:US"), Listings.of(List.of(listing("T:US", "T:US"), listing("F:US", "F:US"),
                listing("T:US", "T:US"), listing(null, null))));
    }

    @Test
    void countingUpToALimitStopsReadingTheEventsOnceItIsPassed() {
        List<MarketEvent> year = new AbstractList<>() {
            @Override
            public MarketEvent get(int index) {
                if (index > 3) {
                    throw new AssertionError("read event " + index + ", after the limit was passed");
                }
                return listing("T" + index + ":US", null);
            }

            @Override
            public int size() {
                return 100_000;
            }
        };
        assertEquals(List.of("T0:US", "T1:US", "T2:US", "T3:US"), Listings.upTo(year, 3),
                "one listing over the limit tells a list that is too long");
        assertEquals(List.of("T:US", "F:US"), Listings.upTo(List.of(listing("T:US", null), listing("F:US", null),
                listing("T:US", null)), 3), "all of them when there are no more");
    }

    @Test
    void rowsAreEachAmongListingsOnlyWhenEveryOneHasOneOfThem() {
        List<EventRow> rows = EventRow.of(List.of(listing("T:US", null), listing("F:US", null)));
        assertTrue(Listings.eachAmong(rows, Set.of("T:US", "F:US")));
        assertFalse(Listings.eachAmong(rows, Set.of("T:US")));
        assertFalse(Listings.eachAmong(EventRow.of(List.of(listing(null, null))), Set.of("T:US")),
                "a row without a listing is not among them: showing only listings would hide it");
    }
}
