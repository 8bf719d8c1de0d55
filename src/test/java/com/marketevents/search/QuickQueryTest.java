package com.marketevents.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.MarketEvent;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class QuickQueryTest {
    private static final List<EventRow> ROWS = EventRow.of(List.of(
            event(1, "AAPL:US", "Apple Q4 Earnings Call"),
            event(2, "MSFT:US", "Microsoft Q1 Earnings Call"),
            event(3, "0700:HK", "Tencent Q3 Results"),
            event(4, "AAPL:US", "Apple Annual Meeting"),
            event(5, "T:US", "AT&T Q3 Earnings Call"),
            event(6, "TSLA:US", "Tesla Q3 Earnings Call"),
            event(7, "AAPLX:US", "A fund's meeting"),
            event(8, "GT:US", "Goodyear Investor Day")));

    private static final List<EventRow> RIC_ROWS = EventRow.of(List.of(
            listing(1, "1700:HK", "1700.HK"), listing(3, "0700:HK", "0700.HK"), listing(5, "T:US", "T.N"),
            listing(8, "GT:US", "GT.N")));

    private static MarketEvent listing(long id, String ticker, String ric) {
        return new MarketEvent(id, id, ticker, ticker.split(":")[0], ric, ticker, null, null, "Listing " + id,
                "earnings", null, 2024, null, "active", null, null);
    }

    private static MarketEvent event(long id, String ticker, String title) {
        return new MarketEvent(id, id, ticker, ticker.split(":")[0], null, ticker, null, null, title, "earnings",
                null, 2024, null, "active", null, null);
    }

    private static List<Long> matching(String text) {
        QuickQuery query = QuickQuery.parse(text);
        return ROWS.stream().filter(query::matches).map(row -> row.event().eventId()).toList();
    }

    @Test
    void everyWordTypedMustOccurInAnyOrderInAnIdentifierOrTheTitle() {
        assertEquals(List.of(1L), matching("call AAPL"));
        assertEquals(List.of(1L, 2L, 5L, 6L), matching("earnings call"));
        assertEquals(List.of(1L, 4L, 7L), matching("aap"), "a ticker found as it is typed");
    }

    @Test
    void aWordTypedStartsAWordOfAnIdentifierSoThatLettersInsideAnIsinFindNothing() {
        List<EventRow> rows = EventRow.of(List.of(
                new MarketEvent(1, 1L, "MRP:LN", "MRP", "MRP.L", "MRP LN Equity", null, "GB00BXQ4H276",
                        "MRP Q3 2025 Earnings Call", "earnings", null, 2025, null, "active", null, null),
                new MarketEvent(2, 2L, "MRP:LN", "MRP", "MRP.L", "MRP LN Equity", null, "GB00BXQ4H276",
                        "MRP Q4 2025 Earnings Call", "earnings", null, 2025, null, "active", null, null)));
        QuickQuery fourthQuarter = QuickQuery.parse("q4 2025 call");
        assertEquals(List.of(2L), rows.stream().filter(fourthQuarter::matches).map(row -> row.event().eventId())
                .toList(), "the Q3 call's ISIN holds \"q4\"");
        for (String word : List.of("mrp", "gb00b", "ln", "equity", "mrp.l")) {
            assertTrue(QuickQuery.parse(word).matches(rows.get(0)), word);
        }
    }

    @Test
    void commasAndSemicolonsSeparateAListOfWhichAnyMayMatch() {
        assertEquals(List.of(1L, 2L, 4L), matching("aapl, msft"));
        assertEquals(List.of(2L, 3L), matching("msft;0700"));
        assertEquals(List.of(1L, 3L), matching("aapl call, tencent results"));
    }

    @Test
    void aCommaInsideDoubleQuotesIsPartOfTheTextToFind() {
        List<EventRow> rows = EventRow.of(List.of(
                event(1, "2330:TT", "Taiwan Semiconductor Manufacturing Co., Ltd. Earnings Call"),
                event(2, "LTD:US", "Co Holdings Earnings Call")));
        QuickQuery quoted = QuickQuery.parse("\"Co., Ltd.\"");
        assertEquals(List.of(1L), rows.stream().filter(quoted::matches).map(row -> row.event().eventId()).toList());
        assertEquals(List.of("\"Co., Ltd.\"", "T:US"), QuickQuery.alternatives("\"Co., Ltd.\", T:US"),
                "a watchlist's entries alike");
    }

    @Test
    void aTickerInAListMatchesAWholeIdentifierOrSymbolNotEveryTickerHoldingIt() {
        assertEquals(List.of(5L), matching("t, zzz"), "T:US, not TSLA:US nor any ticker with a T");
        assertEquals(List.of(1L, 4L), matching("aapl, zzz"), "AAPL:US and AAPL, not AAPLX:US");
        assertEquals(List.of(1L, 4L, 5L), matching("aapl:us, t:us"), "the whole Bloomberg ticker too");
        assertEquals(List.of(), matching("apl, zzz"));
    }

    @Test
    void aTickerTypedWholeWithItsMarketCodeNamesOneListingEvenAlone() {
        assertEquals(List.of(5L), matching("t:us"), "T:US, not GT:US");
        assertEquals(List.of(5L), matching(" T:US "));
        assertEquals(List.of(5L), matching("t:u"), "found as typed, and not in MSFT:US or GT:US");
        assertEquals(List.of(3L), matching("0700:hk"));
        assertTrue(QuickQuery.isWholeTicker("BRK/B:US"));
        assertTrue(!QuickQuery.isWholeTicker("T.N") && !QuickQuery.isWholeTicker("2026:") && !QuickQuery.isWholeTicker(null));
    }

    private static final List<EventRow> MARKET_ROWS = EventRow.of(List.of(
            event(1, "0700:HK", "Tencent Q3 Results"),
            event(2, "BHP:AU", "BHP Q3 Results"),
            event(3, "T:US", "AT&T Q3 Earnings Call"),
            event(4, "TME:US", "Tencent Music, also 1698:HK, Investor Day"),
            event(5, "9988:HK", "Alibaba Investor Day"),
            new MarketEvent(6, 6L, "HKX:US", "HKX", "HKX.HK", "HKX HK Equity", null, "HK0000069689",
                    "HKEX Listing :HK", "earnings", null, 2024, null, "active", null, null)));

    private static List<Long> matchingMarkets(String text) {
        QuickQuery query = QuickQuery.parse(text);
        return MARKET_ROWS.stream().filter(query::matches).map(row -> row.event().eventId()).toList();
    }

    @Test
    void aColonAndAMarketCodeFindsEveryListingOnThatMarketAndNothingElse() {
        assertEquals(List.of(1L, 5L), matchingMarkets(":HK"),
                "tickers ending in :HK; not a title, RIC, ISIN or Bloomberg ticker holding HK");
        assertEquals(List.of(3L, 4L, 6L), matchingMarkets(" :us "));
        assertEquals(List.of(), matchingMarkets(":jp"));
    }

    @Test
    void aMarketCodeNarrowsTheOtherWordsTypedWithIt() {
        assertEquals(List.of(1L), matchingMarkets("q3 :hk"));
        assertEquals(List.of(1L), matchingMarkets(":hk results"), "in any order");
        assertEquals(List.of(4L), matchingMarkets("investor :us"), "Alibaba's investor day is in Hong Kong");
    }

    @Test
    void aMarketCodeInAListShowsThatMarketBesideTheOtherEntries() {
        assertEquals(List.of(1L, 2L, 5L), matchingMarkets(":hk, :au"));
        assertEquals(List.of(1L, 3L, 5L), matchingMarkets("t:us, :hk"));
        String longer = IntStream.range(0, QuickQuery.SET_LOOKUP_FROM).mapToObj(i -> ", zz" + i)
                .collect(Collectors.joining());
        assertEquals(List.of(1L, 3L, 5L), matchingMarkets("t:us, :hk" + longer), "a long watchlist alike");
    }

    @Test
    void aRicTypedWholeWithItsExchangeNamesOneListingEvenAlone() {
        assertEquals(List.of(3L), matchingRic("700.HK"), "Hong Kong's 0700.HK, typed without its zero; not 1700.HK");
        assertEquals(List.of(3L), matchingRic("0700.hk"));
        assertEquals(List.of(5L), matchingRic("T.N"), "T.N, not GT.N");
        assertEquals(List.of(3L), matchingRic("700"), "as typed, a number code's zeros skipped; not 1700.HK");
    }

    private static List<Long> matchingRic(String text) {
        QuickQuery query = QuickQuery.parse(text);
        return RIC_ROWS.stream().filter(query::matches).map(row -> row.event().eventId()).toList();
    }

    @Test
    void tickersAsABloombergTerminalOrACsvLineWritesThemNameTheirListing() {
        assertEquals(List.of(3L, 5L), matching("0700 HK Equity, T US Equity"), "a terminal's yellow key");
        assertEquals(List.of(5L), matching("T US Equity"), "alone too");
        assertEquals(List.of(3L, 5L), matching("0700 HK, T US"), "in a list, without the yellow key");
        assertEquals(List.of(1L, 3L, 4L), matching("\"AAPL:US\", \"0700:HK\""), "quoted by a CSV line");
        assertTrue(matching("t us").contains(6L), "alone, two words to find anywhere, as typed: TSLA:US too");
    }

    @Test
    void aLongWatchlistMatchesAsAShortOneDoes() {
        // From QuickQuery.SET_LOOKUP_FROM entries on, the whole-identifier ones are looked up in a set.
        String longer = IntStream.range(0, QuickQuery.SET_LOOKUP_FROM).mapToObj(i -> ", zz" + i)
                .collect(Collectors.joining());
        assertEquals(List.of(5L), matching("t, zzz" + longer));
        assertEquals(List.of(1L, 4L), matching("aapl, zzz" + longer));
        assertEquals(List.of(1L, 4L, 5L), matching("aapl:us, t:us" + longer));
        assertEquals(List.of(1L, 3L, 5L), matching("aapl call, tencent results, t" + longer), "several words still searched");
        assertEquals(List.of(), matching("apl" + longer));
    }

    @Test
    void accentsAreIgnoredEitherWaySoAKeyboardWithoutThemFindsAccentedNames() {
        List<EventRow> rows = EventRow.of(List.of(event(1, "GLE:FP", "Société Générale Q3 Results"),
                event(2, "ORSTED:DC", "Ørsted Capital Markets Day"), event(3, "PKN:PW", "Orlen Łódź Plant Visit"),
                event(4, "SAP:GR", "SAP Q3 Earnings Call")));
        Function<String, List<Long>> matching = text -> rows.stream()
                .filter(QuickQuery.parse(text)::matches).map(row -> row.event().eventId()).toList();

        assertEquals(List.of(1L), matching.apply("societe generale"));
        assertEquals(List.of(1L), matching.apply("SOCIÉTÉ"));
        assertEquals(List.of(3L), matching.apply("órlen"), "an accent typed where the title has none");
        assertEquals(List.of(2L), matching.apply("orsted capital"));
        assertEquals(List.of(3L), matching.apply("lodz"));
        assertEquals(List.of(4L), matching.apply("sap"), "plain text as before");
    }

    @Test
    void emptyAlternativesAndBlankTextFilterNothingOut() {
        assertEquals(List.of(2L), matching(" , msft ,, "));
        assertTrue(QuickQuery.parse("  ").isEmpty());
        assertTrue(QuickQuery.parse(" , ;").isEmpty());
        assertTrue(QuickQuery.parse(null).isEmpty());
    }

    @Test
    void noBreakSpacesPastedFromAMailOrADocumentReadAsTheSpacesTheyLookLike() {
        assertEquals(List.of(5L), matching("T:US\u00A0"), "a no-break space after the ticker found nothing");
        assertEquals(List.of(5L), matching("\u202FT:US\u2007"), "narrow no-break and figure spaces alike");
        assertEquals(List.of(5L), matching("\u200BT:US\uFEFF"), "zero-width spaces at the ends are nothing");
        assertEquals(List.of(3L), matching("tencent\u00A0results"), "two words, as with a space between");
        assertEquals(List.of(3L, 5L), matching("0700\u00A0HK\u00A0Equity, T\u00A0US"), "a terminal's ticker");
        assertEquals(List.of(1L, 2L, 4L), matching("aapl,\u00A0msft\u00A0"));
        assertEquals(List.of("LUMO:US", "CS"), QuickQuery.alternatives("LUMO:US\u00A0,\u202FCS\u200B"),
                "a watchlist's entries alike");
        assertTrue(QuickQuery.parse("\u00A0,\u2007").isEmpty());
    }

    @Test
    void aDoubleQuoteWithoutItsPartnerIsLeftOutAndDropsNoEntryOfAList() {
        assertEquals(List.of(3L), matching("\"tencent results"), "as without the quote");
        assertEquals(List.of(2L, 5L), matching("msft, \"t"), "T:US was dropped");
        assertEquals(List.of(2L, 5L), matching("msft, t\""));
        assertEquals(List.of(1L, 2L, 4L, 5L), matching("msft, \"t; aapl"), "the quote swallowed the semicolon");
        assertEquals(List.of("lumo", "cs", "t"), QuickQuery.alternatives("lumo, \"cs; t"), "a watchlist's entries");
        assertEquals(List.of("\"Co., Ltd.\"", "T:US"), QuickQuery.alternatives("\"Co., Ltd.\", \"T:US"),
                "quotes with a partner keep their commas");
        assertEquals(List.of(3L, 5L), matching("\"0700:HK\", \"T:US"), "a CSV line cut short");
    }

    @Test
    void aHongKongTickerTypedWithOrWithoutItsLeadingZerosFindsItsListing() {
        List<EventRow> rows = EventRow.of(List.of(event(1, "147:HK", "Listing 1"), event(2, "0700:HK", "Listing 2"),
                event(3, "1147:HK", "Listing 3"), event(4, "1700:HK", "Listing 4")));
        Function<String, List<Long>> matching = text -> rows.stream()
                .filter(QuickQuery.parse(text)::matches).map(row -> row.event().eventId()).toList();

        assertEquals(List.of(1L), matching.apply("0147:HK"), "the data has 147:HK; not 1147:HK");
        assertEquals(List.of(1L), matching.apply("00147:hk"));
        assertEquals(List.of(1L), matching.apply("147:HK"), "as before");
        assertEquals(List.of(2L), matching.apply("700:HK"), "the data has 0700:HK; not 1700:HK");
        assertEquals(List.of(1L), matching.apply("0147 HK Equity"), "a terminal's ticker");
        assertEquals(List.of(1L, 2L), matching.apply("0147:hk, 700:hk"));
        String longer = IntStream.range(0, QuickQuery.SET_LOOKUP_FROM).mapToObj(i -> ", zz" + i)
                .collect(Collectors.joining());
        assertEquals(List.of(1L, 2L), matching.apply("0147:hk, 700:hk" + longer), "a long watchlist alike");
    }

    @Test
    void aColumnOrABlockPastedFromASpreadsheetBecomesAlternatives() {
        assertEquals("AAPL, MSFT, 0700", QuickQuery.asOneLine("AAPL\r\nMSFT\r\n0700\r\n"));
        assertEquals("AAPL, MSFT, NVDA, GOOG", QuickQuery.asOneLine("AAPL\tMSFT\nNVDA\t GOOG\n"));
        assertEquals("q3 call", QuickQuery.asOneLine("q3 call"));
        assertEquals(" ", QuickQuery.asOneLine(" "), "a space typed between words stays");
        assertEquals(List.of(1L, 2L, 3L, 4L), matching(QuickQuery.asOneLine("aapl\nmsft\n0700\n")));
        assertEquals(List.of(5L), matching(QuickQuery.asOneLine("T\nZZZ\n")));
    }

    @Test
    void rowsCopiedFromTheTableNameEachListingOnceInTheOrderTheyCame() {
        String copiedFromTheTable = "event_date\tticker\ttitle\r\n"
                + "2026-12-01T08:30:00-05:00\tAM:US\tAM Q3 2026 Earnings Call\r\n"
                + "2026-12-02T08:30:00-05:00\tGS:US\tGS Q3 2026 Earnings Call\r\n"
                + "2026-12-03T08:30:00-05:00\tAM:US\tAM Investor Day\r\n"
                + "2026-12-04T08:30:00-05:00\tam:us\tAM Annual Meeting\r\n";
        assertEquals("AM:US, GS:US", QuickQuery.asOneLine(copiedFromTheTable));
        assertEquals("PION US Equity, T, T:US", QuickQuery.asOneLine("PION US Equity\nPION:US\nT\nT:US\nt\n"),
                "a terminal's ticker names what its ticker does; a bare symbol finds more than one listing");
    }

    @Test
    void aNumberCodeWrittenWithOrWithoutItsLeadingZerosIsOneListing() {
        assertEquals(List.of("0147:HK", "0700.HK", "1147:HK"),
                QuickQuery.withoutRepeats(List.of("0147:HK", "147:hk", "00147:HK", "0700.HK", "700.hk", "1147:HK")));
        assertEquals("147:hk", QuickQuery.listingKey(" 0147 HK Equity "));
    }

    @Test
    void anEntryIsARepeatOnlyWhenTheListReadsItAsTheSameListing() {
        assertEquals(List.of("LUMO:US", "LUMO", "\"T:US\""),
                QuickQuery.withoutRepeats(List.of("LUMO:US", "lumo:us", "LUMO", "lumo", "\"T:US\"", "T:US")));
        List<EventRow> rows = EventRow.of(List.of(event(1, "LUMO:US", "Lumos Pharma Call"),
                event(2, "LUMO:AU", "Lumos Diagnostics Call")));
        QuickQuery whole = QuickQuery.parse("lumo:us, ZZZ");
        QuickQuery bare = QuickQuery.parse("LUMO, ZZZ");
        assertEquals(List.of(1L, 2L), rows.stream().filter(bare::matches).map(row -> row.event().eventId()).toList(),
                "the bare symbol finds LUMO:AU too: not the same listing as LUMO:US");
        assertEquals(List.of(1L), rows.stream().filter(whole::matches).map(row -> row.event().eventId()).toList());
    }

    @Test
    void rowsCopiedWithAHeaderGiveTheirIdentifierColumnAlone() {
        String copiedFromTheTable = "event_date\tticker\ttitle\r\n"
                + "2026-12-03T08:30:00-05:00\tAAPL:US\tAAPL Q3 2026 Earnings Call\r\n"
                + "2026-12-03T09:30:00-05:00\tGS:US\tGS Q3 2026 Earnings Call\r\n";
        assertEquals("AAPL:US, GS:US", QuickQuery.asOneLine(copiedFromTheTable),
                "the titles would match far more than the rows copied (\"gs\" in \"Earnings\")");
        assertEquals("AAPL, MSFT", QuickQuery.asOneLine("Symbol\nAAPL\nMSFT\n"), "a headed column, its header dropped");
        assertEquals("Name, Sector, Apple, Tech", QuickQuery.asOneLine("Name\tSector\nApple\tTech\n"),
                "without an identifier header, every cell as before");
    }
}
