package com.marketevents.export;

import com.marketevents.model.PrintableText;
import com.marketevents.search.IdentifierColumn;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * A watchlist as a file, to share it: written as one entry a line; read from such a list, from a spreadsheet's
 * CSV or from an Excel workbook's (.xlsx) first sheet, whose ticker column is taken when its header names one
 * (this application's own exports included), else its first column.
 */
public final class WatchlistFile {
    /**
     * A list of tickers is far smaller, and three months of this application's CSV export (some 5 MB; a year's is
     * 20 MB) fit: a larger file is some other file chosen by mistake, whose cells would fill the memory.
     */
    static final long MAX_BYTES = 16 << 20;
    /** Nor does a list of tickers run to more rows (a workbook of 1 MB can unpack to far more). */
    static final int MAX_WORKBOOK_ROWS = 100_000;
    /** A file is no text when more than this share of its characters are not (a few percent), and this many. */
    static final int MAX_NOT_TEXT_PERCENT = 2;
    static final int MIN_NOT_TEXT = 4;
    private static final String WHAT_TO_GIVE = "Give a list of tickers, one a line, a spreadsheet saved as CSV, or an"
            + " Excel workbook (.xlsx).";
    /** Header names of a column of identifiers, the preferred first. */

    /** The file could not be read as a list: the sentence says why. */
    public static final class Unreadable extends Exception {
        Unreadable(String sentence) {
            super(sentence);
        }
    }

    private WatchlistFile() {
    }

    /** The entries of {@code file}, in order, each once whatever its case. */
    public static List<String> read(Path file) throws Unreadable {
        String name = String.valueOf(file.getFileName());
        byte[] bytes;
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new Unreadable(name + " is larger than " + (MAX_BYTES >> 20) + " MB, too large for a list of"
                        + " tickers. Save its ticker column alone, or export fewer events.");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new Unreadable(name + " is not there any more.");
        } catch (AccessDeniedException e) {
            throw new Unreadable("You may not read " + name + ".");
        } catch (IOException e) {
            throw new Unreadable(name + " could not be read" + (e.getMessage() == null ? "." : " (" + e.getMessage()
                    + ")."));
        }
        List<String> entries = entries(rowsOf(name, bytes));
        if (entries.isEmpty()) {
            throw new Unreadable(name + " holds no tickers.");
        }
        return entries;
    }

    /** Writes {@code entries} to {@code file}, one a line: completely, or not at all. */
    public static void write(Path file, List<String> entries) throws IOException {
        AtomicFileWriter.write(file, (OutputStream out) -> {
            for (String entry : entries) {
                out.write((entry + "\n").getBytes(StandardCharsets.UTF_8));
            }
        });
    }

    /** The file's rows of cells: a workbook's first sheet, or a text's lines as CSV. */
    private static List<List<String>> rowsOf(String name, byte[] bytes) throws Unreadable {
        if (WorkbookRows.isWorkbook(bytes)) {
            try {
                return WorkbookRows.firstSheet(bytes, MAX_WORKBOOK_ROWS);
            } catch (WorkbookRows.TooManyRows e) {
                throw new Unreadable(name + " has more than " + String.format(Locale.ROOT, "%,d", MAX_WORKBOOK_ROWS)
                        + " rows, too many for a list of tickers.");
            } catch (WorkbookRows.TooLargeUnpacked e) {
                throw new Unreadable(name + " unpacks to more than " + (WorkbookRows.MAX_UNPACKED_BYTES >> 20)
                        + " MB, too large for a list of tickers.");
            } catch (IOException | RuntimeException damaged) {
                throw new Unreadable(name + " could not be read as an Excel workbook (.xlsx). Open it in your"
                        + " spreadsheet and save it again as .xlsx, or as CSV.");
            }
        }
        if (WorkbookRows.isOlderOrProtectedWorkbook(bytes)) {
            throw new Unreadable(name + " is an older Excel workbook (.xls) or one protected by a password. Save it"
                    + " as .xlsx without a password, or as CSV.");
        }
        String text = decode(bytes);
        if (text.indexOf('\0') >= 0 || isMostlyNotText(text)) {
            throw new Unreadable(name + " is neither a list nor a workbook. " + WHAT_TO_GIVE);
        }
        return csvRows(text);
    }

    /**
     * UTF-16 when a byte-order mark says so (Excel's "Unicode text"); else UTF-8, its byte-order mark dropped; else
     * Windows-1252, as a spreadsheet saves CSV on Windows.
     */
    private static String decode(byte[] bytes) {
        if (bytes.length >= 2 && (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE
                || bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)) {
            return new String(bytes, 2, bytes.length - 2,
                    bytes[0] == (byte) 0xFF ? StandardCharsets.UTF_16LE : StandardCharsets.UTF_16BE);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            text = new String(bytes, Charset.forName("windows-1252"));
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * Whether more than a few of {@code text}'s characters are not text ({@link PrintableText}) or could not be
     * decoded: some other file (an image, an archive without its name) read as Windows-1252 takes any byte, and gave
     * a watchlist of nonsense. A list with a stray control character or two is a list, its entry left out as no
     * listing.
     */
    static boolean isMostlyNotText(String text) {
        long notText = text.codePoints().filter(c -> c != '\t' && c != '\n' && c != '\r'
                && (c == '\uFFFD' || !PrintableText.isPrintable(c))).count();
        return notText >= MIN_NOT_TEXT && notText * 100 > text.length() * MAX_NOT_TEXT_PERCENT;
    }

    private static List<List<String>> csvRows(String text) {
        List<CSVRecord> records;
        CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(delimiterOf(text)).setIgnoreEmptyLines(true)
                .setTrim(true).build();
        try {
            records = format.parse(new StringReader(text)).getRecords();
        } catch (IOException | UncheckedIOException | IllegalStateException badQuotes) {
            // A stray quote in a hand-made list: its cells are read as they are written.
            records = parseWithoutQuotes(format, text);
        }
        return records.stream().map(CSVRecord::toList).toList();
    }

    /** The entries in the ticker column of {@code rows} (its header naming it), else in their first column. */
    private static List<String> entries(List<List<String>> rows) {
        int column = 0;
        int first = 0;
        if (!rows.isEmpty()) {
            int named = IdentifierColumn.in(rows.get(0));
            if (named >= 0) {
                column = named;
                first = 1;
            }
        }
        List<String> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (List<String> row : rows.subList(first, rows.size())) {
            String cell = column < row.size() ? row.get(column).strip() : "";
            if (cell.startsWith("#")) {
                continue; // a comment in a hand-made list, or a spreadsheet's error value such as #N/A
            }
            for (String entry : cell.split("[,;]")) {
                String stripped = entry.strip();
                if (!stripped.isEmpty() && seen.add(stripped.toLowerCase(Locale.ROOT))) {
                    entries.add(stripped);
                }
            }
        }
        return entries;
    }

    private static List<CSVRecord> parseWithoutQuotes(CSVFormat format, String text) {
        try {
            return format.builder().setQuote(null).build().parse(new StringReader(text)).getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail
        }
    }

    /** A tab if the first line holds one, else a semicolon if it holds one and no comma, else a comma. */
    private static char delimiterOf(String text) {
        String firstLine = text.lines().filter(line -> !line.isBlank()).findFirst().orElse("");
        if (firstLine.indexOf('\t') >= 0) {
            return '\t';
        }
        return firstLine.indexOf(';') >= 0 && firstLine.indexOf(',') < 0 ? ';' : ',';
    }
}
