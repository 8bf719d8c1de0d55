package com.marketevents.export;

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
 * A watchlist as a file, to share it: written as one entry a line; read from such a list or from a spreadsheet's
 * CSV, whose ticker column is taken when its header names one (this application's own exports included), else
 * its first column.
 */
public final class WatchlistFile {
    /** A list of tickers is far smaller: a larger file is some other file chosen by mistake. */
    static final long MAX_BYTES = 1 << 20;
    /** Header names of a column of identifiers, the preferred first. */
    private static final List<String> IDENTIFIER_HEADERS = List.of("ticker", "bloomberg_ticker", "bloomberg ticker",
            "symbol", "ric", "isin", "local_ticker", "local ticker");

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
                throw new Unreadable(name + " is larger than 1 MB, too large for a list of tickers.");
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
        String text = decode(bytes);
        if (text.indexOf('\0') >= 0) {
            throw new Unreadable(name + " is not a text file. Give a list of tickers, one a line, or a spreadsheet"
                    + " saved as CSV.");
        }
        List<String> entries = entries(text);
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

    /** UTF-8, its byte-order mark dropped; else Windows-1252, as a spreadsheet saves CSV on Windows. */
    private static String decode(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            text = new String(bytes, Charset.forName("windows-1252"));
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    static List<String> entries(String text) {
        List<CSVRecord> records;
        CSVFormat format = CSVFormat.DEFAULT.builder().setDelimiter(delimiterOf(text)).setIgnoreEmptyLines(true)
                .setTrim(true).build();
        try {
            records = format.parse(new StringReader(text)).getRecords();
        } catch (IOException | UncheckedIOException | IllegalStateException badQuotes) {
            // A stray quote in a hand-made list: its cells are read as they are written.
            records = parseWithoutQuotes(format, text);
        }
        int column = 0;
        int first = 0;
        if (!records.isEmpty()) {
            int named = identifierColumn(records.get(0));
            if (named >= 0) {
                column = named;
                first = 1;
            }
        }
        List<String> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (CSVRecord record : records.subList(first, records.size())) {
            String cell = column < record.size() ? record.get(column).strip() : "";
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

    /** The column of the most telling identifier header in {@code header}, or -1 when it is no such header. */
    private static int identifierColumn(CSVRecord header) {
        for (String wanted : IDENTIFIER_HEADERS) {
            for (int i = 0; i < header.size(); i++) {
                if (header.get(i).strip().equalsIgnoreCase(wanted)) {
                    return i;
                }
            }
        }
        return -1;
    }
}
