package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.MarketEvent;
import java.util.List;
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
}
