package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.List;
import org.junit.jupiter.api.Test;

class WatchlistEntriesTest {

    private static MarketEvent listing(String ticker, String ric) {
        return new MarketEvent(1L, 1L, ticker, ticker.split(":")[0], ric, ticker, "XNYS", "US0000000001", "Call",
                "earnings", EventTime.parse("2024-11-04T17:30:00-05:00"), 2024, "published", "active", null, null);
    }

    @Test
    void listingsAlreadyListedWhateverTheCaseAreNotAddedAgain() {
        assertEquals("jpm:us, BAC:US, C:US, WFC:US",
                WatchlistEntries.adding("jpm:us; BAC:US, ", List.of("JPM:US", "C:US", "WFC:US", "c:us")));
        assertEquals("T:US", WatchlistEntries.adding("", List.of("T:US")));
        assertTrue(FilterEntries.of("jpm:us; BAC:US").holdsAll(List.of("JPM:US", "bac:us")));
        assertFalse(FilterEntries.of("jpm:us; BAC:US").holdsAll(List.of("JPM:US", "C:US")));
    }

    @Test
    void aListNamesTheSameListingsAsAnotherWhateverTheirCaseAndOrder() {
        assertTrue(FilterEntries.of("aapl:us, MSFT:US").sameListings(List.of("MSFT:US", "AAPL:US")));
        assertFalse(FilterEntries.of("aapl:us, MSFT:US, ZM:US").sameListings(List.of("MSFT:US", "AAPL:US")), "the quick filter lists one more");
        assertFalse(FilterEntries.of("aapl").sameListings(List.of("AAPL:US")),
                "a symbol is not the listing: it may find others");
    }

    @Test
    void removingAnEventTakesOutEveryEntryThatShowsItButNotSearchesOfSeveralWords() {
        MarketEvent att = listing("T:US", "T.N");
        assertEquals("F:US, at&t call", WatchlistEntries.removing("T:US, F:US, t, T.N, at&t call", List.of(att)));
        assertEquals("TSLA:US, AT:US", WatchlistEntries.removing("TSLA:US, AT:US", List.of(att)),
                "a ticker that merely holds the letter stays");
    }

    @Test
    void entriesThatFindNoLoadedEventAreCountedAsTheWatchlistReadsThem() {
        List<EventRow> loaded = EventRow.of(List.of(listing("T:US", "T.N")));
        assertEquals(2, WatchlistEntries.notAmong(List.of("t", "T.N", "T US Equity", "call t", "F:US", "tsla"), loaded),
                "the symbol, the RIC, the terminal's ticker and a search find AT&T; F:US and TSLA nothing");
        assertEquals(1, WatchlistEntries.notAmong(List.of("T:US"), List.of()), "nothing loaded, nothing found");
    }

    @Test
    void aMarketCodeInAWatchlistFindsNothingOnlyWhenNoLoadedListingIsOnThatMarket() {
        List<EventRow> loaded = EventRow.of(List.of(listing("T:US", "T.N"), listing("0700:HK", "0700.HK")));
        assertEquals(1, WatchlistEntries.notAmong(List.of(":HK", ":us", ":AU"), loaded), "no Australian listing");
        assertEquals("T:US, :HK", WatchlistEntries.removing("T:US, :HK", List.of(loaded.get(1).event())),
                "a market is not a listing to take out with one of its events");
    }
}
