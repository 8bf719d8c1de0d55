package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ImportedListingsTest {

    @Test
    void anImportKeepsEachListingOnceSpelledAsTheTableSpellsIt() {
        ImportedListings read = ImportedListings.of(List.of("cs", "LUMO:US", "CS", "lumo:us", "lumo", "PION US Equity",
                "pion us equity"));
        assertEquals("CS, LUMO:US, LUMO, PION US Equity", read.filter(),
                "LUMO stays beside LUMO:US: the bare symbol finds LUMO:AU too");
    }

    @Test
    void anImportSaysWhichLinesItLeftOutNamingTheFirstFew() {
        ImportedListings one = ImportedListings.of(List.of("8616:hk", "2132.HK", "TRA:AU", "ZZZZ:US", "foo bar"));
        assertEquals("8616:HK, 2132.HK, TRA:AU, ZZZZ:US", one.filter());
        assertEquals("1 line left out (not a listing: “foo bar”)", one.leftOutSaid());

        ImportedListings five = ImportedListings.of(List.of("T:US", "a b", "c d", "e f", "g h", "i j"));
        assertEquals("5 lines left out (not listings: “a b”, “c d”, “e f” and 2 more)", five.leftOutSaid());
        assertEquals("", ImportedListings.of(List.of("T:US")).leftOutSaid());
    }

    @Test
    void whatIsLeftOutIsSaidWithTheReasonTheAddFieldGivesForTheFirst() {
        assertEquals("Left out, as the Add field would refuse it. “foo bar” is not a listing: a ticker has no spaces"
                + " (AAPL:US), except as a terminal writes it (AAPL US Equity).",
                ImportedListings.of(List.of("lumo", "foo bar")).whyLeftOut());
        assertEquals("Left out, as the Add field would refuse them (not listings: “a b” and “c;d”). “a b” is not a"
                + " listing: a ticker has no spaces (AAPL:US), except as a terminal writes it (AAPL US Equity).",
                ImportedListings.of(List.of("a b", "T:US", "c;d")).whyLeftOut());
        assertEquals("", ImportedListings.of(List.of("T:US")).whyLeftOut());
    }

    @Test
    void anImportLeavesOutAnEntryWithAControlCharacterAndNamesItVisibly() {
        ImportedListings read = ImportedListings.of(List.of("LUMO:US", "CS:US", "AB\u0001C"));
        assertEquals("LUMO:US, CS:US", read.filter());
        assertEquals("1 line left out (not a listing: “AB\uFFFDC”)", read.leftOutSaid());
    }
}
