package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Random;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
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
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aWatchlistExportedOntoAReadOnlyFileLeavesItAsItWasAndSaysWhy() throws Exception {
        Path file = file("banks.txt", "JPM:US\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));

        IOException refused = assertThrows(IOException.class, () -> WatchlistFile.write(file, List.of("BAC:US")));

        assertEquals("JPM:US\n", Files.readString(file));
        assertEquals("banks.txt is read-only, so it was left as it was; to replace it, make it writable first, or"
                + " choose another name.", ExportErrors.describe(refused, file));
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
    void unicodeTextFromASpreadsheetReadsAndCommentsAndErrorValuesAreNoEntries() throws Exception {
        Path little = folder.resolve("unicode.txt"); // Excel's "Unicode text": UTF-16, little-endian, with a mark
        Files.write(little, "\uFEFFTicker\tName\r\n7203:JP\tToyota\r\nGLE:FP\tSoci\u00e9t\u00e9 G\u00e9n\u00e9rale\r\n"
                .getBytes(StandardCharsets.UTF_16LE));
        assertEquals(List.of("7203:JP", "GLE:FP"), WatchlistFile.read(little));
        Path big = folder.resolve("big-endian.txt");
        Files.write(big, "\uFEFFAAPL:US\nMSFT:US\n".getBytes(StandardCharsets.UTF_16BE));
        assertEquals(List.of("AAPL:US", "MSFT:US"), WatchlistFile.read(big));

        assertEquals(List.of("JPM:US", "C:US"), WatchlistFile.read(file("commented.txt",
                "# my banks\nJPM:US\n  # C:US is new\nC:US\n#N/A\n")));
    }

    @Test
    void aWorkbooksFirstSheetIsReadLikeASpreadsheetsCsvNumbersAsTheyAreWritten() throws Exception {
        Path book = folder.resolve("watchlists.xlsx");
        try (OutputStream out = Files.newOutputStream(book)) {
            Workbook workbook = new Workbook(out, "test", "1.0");
            Worksheet first = workbook.newWorksheet("Banks");
            first.value(0, 0, "Name");
            first.value(0, 1, "Ticker");
            first.value(1, 0, "JPMorgan");
            first.value(1, 1, "JPM:US");
            first.value(2, 0, "HSBC");
            first.value(2, 1, 5);
            first.value(4, 1, "jpm:us");
            workbook.newWorksheet("Tech").value(0, 0, "MSFT:US");
            workbook.finish();
        }
        assertEquals(List.of("JPM:US", "5"), WatchlistFile.read(book), "the ticker column of the first sheet only");
        assertThrows(WorkbookRows.TooManyRows.class, () -> WorkbookRows.firstSheet(Files.readAllBytes(book), 2),
                "a sheet longer than any list of tickers is not read to its end");
    }

    @Test
    void aWorkbookThatUnpacksToFarMoreThanAnyListIsRefusedBeforeItIsRead() throws Exception {
        Path bomb = folder.resolve("bomb.xlsx");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(bomb))) {
            zip.putNextEntry(new ZipEntry("xl/sharedStrings.xml"));
            byte[] zeros = new byte[1 << 20];
            for (long written = 0; written <= WorkbookRows.MAX_UNPACKED_BYTES; written += zeros.length) {
                zip.write(zeros);
            }
            zip.closeEntry();
        }
        assertTrue(Files.size(bomb) < WatchlistFile.MAX_BYTES, "small enough to pass the file's own limit");
        assertEquals("bomb.xlsx unpacks to more than 64 MB, too large for a list of tickers.",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(bomb)).getMessage());
    }

    @Test
    void aFileThatIsNoListIsRefusedWithASentence() throws Exception {
        Path binary = folder.resolve("photo.jpg");
        Files.write(binary, new byte[] {(byte) 0xFF, (byte) 0xD8, 0, 0, 'x'});
        assertEquals("photo.jpg is neither a list nor a workbook. Give a list of tickers, one a line, a spreadsheet"
                + " saved as CSV, or an Excel workbook (.xlsx).",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(binary)).getMessage());
        Path damaged = folder.resolve("book.xlsx");
        Files.write(damaged, new byte[] {'P', 'K', 3, 4, 0, 0, 'x'});
        assertEquals("book.xlsx could not be read as an Excel workbook (.xlsx). Open it in your spreadsheet and save"
                + " it again as .xlsx, or as CSV.",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(damaged)).getMessage());
        Path older = folder.resolve("old.xls");
        Files.write(older, new byte[] {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, (byte) 0xA1, (byte) 0xB1, 0x1A,
                (byte) 0xE1, 0, 0});
        assertEquals("old.xls is an older Excel workbook (.xls) or one protected by a password. Save it as .xlsx"
                + " without a password, or as CSV.",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(older)).getMessage());
        assertEquals("empty.txt holds no tickers.", assertThrows(WatchlistFile.Unreadable.class,
                () -> WatchlistFile.read(file("empty.txt", "\n  \n,;\n"))).getMessage());
        Path large = folder.resolve("large.txt");
        Files.write(large, new byte[(int) WatchlistFile.MAX_BYTES + 1]);
        assertEquals("large.txt is larger than 16 MB, too large for a list of tickers. Save its ticker column alone,"
                + " or export fewer events.",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(large)).getMessage());
        assertEquals("gone.txt is not there any more.", assertThrows(WatchlistFile.Unreadable.class,
                () -> WatchlistFile.read(folder.resolve("gone.txt"))).getMessage());
    }

    @Test
    void aMonthOfThisApplicationsCsvExportIsReadByItsTickerColumn() throws Exception {
        StringBuilder month = new StringBuilder("event_id,equity_id,ticker,local_ticker,title\r\n");
        for (int row = 0; row < 6_300; row++) {
            month.append(row).append(",7,T").append(row % 500).append(":US,T").append(row % 500)
                    .append(",\"Q1 2026 Earnings Call of a company whose name runs long, as many do")
                    .append(" ·".repeat(80)).append("\"\r\n");
        }
        Path march = file("march.csv", month.toString());
        assertTrue(Files.size(march) > 1 << 20, "as large as a month's export: " + Files.size(march));

        List<String> entries = WatchlistFile.read(march);

        assertEquals(500, entries.size());
        assertEquals("T0:US", entries.get(0));
    }

    @Test
    void aBinaryFileWithoutZeroBytesIsRefusedNotReadAsAListOfNonsense() throws Exception {
        byte[] noise = new byte[4_000];
        new Random(7).nextBytes(noise);
        for (int i = 0; i < noise.length; i++) {
            noise[i] = noise[i] == 0 ? 1 : noise[i];
        }
        Path binary = Files.write(folder.resolve("tickers.csv"), noise);
        assertEquals("tickers.csv is neither a list nor a workbook. Give a list of tickers, one a line, a spreadsheet"
                + " saved as CSV, or an Excel workbook (.xlsx).",
                assertThrows(WatchlistFile.Unreadable.class, () -> WatchlistFile.read(binary)).getMessage());
    }

    @Test
    void aListWithAStrayControlCharacterIsStillReadAsAList() throws Exception {
        assertEquals(List.of("LUMO:US", "CS:US", "AB\u0001C"),
                WatchlistFile.read(file("ctrl.txt", "LUMO:US\nCS:US\nAB\u0001C\n")),
                "the entry is left out as no listing when imported, with the others kept");
        Path latin = folder.resolve("accents.csv");
        Files.write(latin, "\u00c9DF:FP\nSoci\u00e9t\u00e9 G\u00e9n\u00e9rale\n\u00c6ON:DC\n\u00d8RSTED:DC\n"
                .getBytes(Charset.forName("windows-1252")));
        assertEquals(List.of("\u00c9DF:FP", "Soci\u00e9t\u00e9 G\u00e9n\u00e9rale", "\u00c6ON:DC",
                "\u00d8RSTED:DC"), WatchlistFile.read(latin), "a list of accented names is text");
    }
}
