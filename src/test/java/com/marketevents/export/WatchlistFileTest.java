package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WatchlistFileTest {
    @TempDir
    Path folder;

    private Path file(String name, String text) throws Exception {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Test
    void aWrittenWatchlistIsReadBackEntryForEntry() throws Exception {
        Path file = folder.resolve("banks.txt");
        List<String> entries = List.of("JPM:US", "BAC:US", "q3 call", "0700:HK");
        WatchlistFile.write(file, entries);
        assertEquals("JPM:US\nBAC:US\nq3 call\n0700:HK\n", Files.readString(file));
        assertEquals(entries, WatchlistFile.read(file));
    }

    @Test
    void aSpreadsheetsTickerColumnIsTakenByItsHeaderElseTheFirstColumn() throws Exception {
        assertEquals(List.of("AAPL:US", "MSFT:US"), WatchlistFile.read(file("export.csv",
                "\uFEFFevent_id,equity_id,ticker,title\r\n1,2,AAPL:US,\"Apple, Inc. call\"\r\n3,4,MSFT:US,x\r\n"
                        + "5,6,aapl:us,again\r\n")));
        assertEquals(List.of("Banks", "JPM:US", "C:US"), WatchlistFile.read(file("names.csv",
                "Banks;Note\nJPM:US;big\n\nC:US;\n")), "no identifier header: the first column, its first row too");
        assertEquals(List.of("T:US", "F:US"), WatchlistFile.read(file("tabs.tsv", "Name\tSymbol\nAT&T\tT:US\nFord\tF:US")));
    }

    @Test
    void aStrayQuoteOrWindowsEncodingStillReads() throws Exception {
        assertEquals(List.of("\"AAPL:US", "MSFT:US"), WatchlistFile.read(file("quote.txt", "\"AAPL:US\nMSFT:US\n")));
        Path latin = folder.resolve("latin.csv");
        Files.write(latin, "Soci\u00e9t\u00e9 G\u00e9n\u00e9rale\nGLE:FP\n".getBytes(Charset.forName("windows-1252")));
        assertEquals(List.of("Soci\u00e9t\u00e9 G\u00e9n\u00e9rale", "GLE:FP"), WatchlistFile.read(latin));
    }

    @Test
    void aFileThatIsNoListIsRefusedWithASentence() throws Exception {
        Path binary = folder.resolve("book.xlsx");
        Files.write(binary, new byte[] {'P', 'K', 3, 4, 0, 0, 'x'});
        assertEquals("book.xlsx is not a text file. Give a list of tickers, one a line, or a spreadsheet saved as CSV.",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(binary)).getMessage());
        assertEquals("empty.txt holds no tickers.", assertThrows(WatchlistFile.Unreadable.class,
                () -> WatchlistFile.read(file("empty.txt", "\n  \n,;\n"))).getMessage());
        Path large = folder.resolve("large.txt");
        Files.write(large, new byte[(int) WatchlistFile.MAX_BYTES + 1]);
        assertEquals("large.txt is larger than 1 MB, too large for a list of tickers.",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(large)).getMessage());
        assertEquals("gone.txt is not there any more.", assertThrows(WatchlistFile.Unreadable.class,
                () -> WatchlistFile.read(folder.resolve("gone.txt"))).getMessage());
    }
}
