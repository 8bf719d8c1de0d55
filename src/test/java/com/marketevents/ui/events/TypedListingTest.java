package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TypedListingTest {

    @Test
    void aListingIsKeptAsTheTableOrATerminalSpellsIt() {
        assertEquals("AAPL:US", TypedListing.normalized(" aapl:us "));
        assertEquals("0700.HK", TypedListing.normalized("0700.hk"));
        assertEquals("IBM US Equity", TypedListing.normalized("ibm  us equity"));
        assertEquals("583 HK", TypedListing.normalized("583 hk"));
        assertEquals("Some words", TypedListing.normalized("Some words"), "text that is no listing is kept as typed");
    }

    @Test
    void aListingPastedFromAMailWithNoBreakSpacesIsAddedAsIfTyped() {
        assertEquals("AAPL:US", TypedListing.normalized("aapl:us\u00A0"));
        assertEquals("PION US Equity", TypedListing.normalized("\u202Fpion\u00A0us equity\u200B"));
        assertEquals(Optional.empty(), TypedListing.problem("\u00A0LUMO:US\u00A0"));
    }

    @Test
    void anImportKeepsWhatTheAddFieldTakesAndLeavesOutWhatItRefuses() {
        for (String listing : List.of("8616:hk", "2132.HK", "TRA:AU", "ZZZZ:US", "AAPL", "pion us equity")) {
            assertTrue(TypedListing.isAListing(listing), listing);
        }
        for (String notOne : List.of("foo bar", "AAPL:USA", "\"AAPL", "", " ")) {
            assertFalse(TypedListing.isAListing(notOne), notOne);
        }
    }

    @Test
    void aListingWithAControlCharacterOrOtherTextNoOneCanTypeIsNoListing() {
        for (String notOne : List.of("AB\u0001C", "AB\u007FC", "AB\u0085C", "AB\uFFFFC", "AB\uFFFEC", "AB\uE000C",
                "AB\uD800C", "AB\u0378C")) {
            assertFalse(TypedListing.isAListing(notOne), notOne);
        }
        Watchlist watchlist = new Watchlist("Core names", "LUMO:US");
        assertEquals(Optional.of("“AB\uFFFDC” is not a listing: it holds a character that is not text (U+0001)."),
                TypedListing.problem("ab\u0001c", watchlist, entriesOf(watchlist)));
        assertEquals(Optional.empty(), TypedListing.problem("NESN:SW", watchlist, entriesOf(watchlist)),
                "printable text is still a listing");
    }

    @Test
    void aMarketAsTheQuickFilterReadsItCanBeAddedToAWatchlistSavedWithMarketsAndIsKeptInCapitals() {
        Watchlist markets = new Watchlist("Markets", ":HK, :AU");

        assertEquals(Optional.empty(), TypedListing.problem(":jp", markets, entriesOf(markets)));
        assertEquals(":JP", TypedListing.normalized(" :jp "));
        assertTrue(TypedListing.isAListing(":us"), "an import keeps it too");
        assertEquals(Optional.of("“:HK” is in “Markets” already."),
                TypedListing.problem(":hk", markets, entriesOf(markets)));
        assertEquals(Optional.of("“:JPX” is not a ticker with its two-letter market code, e.g. AAPL:US, nor a market,"
                + " e.g. :HK."), TypedListing.problem(":jpx", markets, entriesOf(markets)));
    }

    @Test
    void aNumberCodeListedWithItsLeadingZerosIsInTheWatchlistAlreadyWithoutThem() {
        Watchlist hongKong = new Watchlist("Hong Kong", "0147:HK, 700.HK");

        assertEquals(Optional.of("“147:HK” is in “Hong Kong” already."),
                TypedListing.problem("147:hk", hongKong, entriesOf(hongKong)));
        assertEquals(Optional.of("“00147:HK” is in “Hong Kong” already."),
                TypedListing.problem("00147:HK", hongKong, entriesOf(hongKong)));
        assertEquals(Optional.of("“0700.HK” is in “Hong Kong” already."),
                TypedListing.problem("0700.hk", hongKong, entriesOf(hongKong)));
        assertEquals(Optional.empty(), TypedListing.problem("1147:HK", hongKong, entriesOf(hongKong)));
    }

    private static FilterEntries entriesOf(Watchlist watchlist) {
        return FilterEntries.of(watchlist.filter());
    }
}
