package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * CSV per RFC 4180: UTF-8 with a byte order mark (so that Excel reads it as UTF-8), CRLF line ends, a header
 * of the wire names, values as received, null as an empty cell, and no cell a spreadsheet would run as a
 * formula (see {@link SpreadsheetSafety}). Dates stay ISO 8601 text as received, which sorts. Rows are
 * formatted in blocks on every core ({@link OrderedBlocks}) and written in order.
 */
public final class CsvEventWriter implements EventWriter {
    private static final byte[] UTF8_BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final char DELIMITER = ',';
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setDelimiter(DELIMITER)
            .setRecordSeparator("\r\n").build();

    @Override
    public void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out) throws IOException {
        WireFields.requireKnown(fieldNames);
        out.write(UTF8_BYTE_ORDER_MARK);
        out.write(header(fieldNames));
        OrderedBlocks.write(events.size(), (from, to) -> rows(events.subList(from, to), fieldNames), out);
        out.flush();
    }

    private static byte[] header(List<String> fieldNames) throws IOException {
        StringBuilder text = new StringBuilder();
        new CSVPrinter(text, FORMAT).printRecord(fieldNames);
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] rows(List<MarketEvent> events, List<String> fieldNames) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(events.size() * 256);
        for (MarketEvent event : events) {
            // A row of its own: one non-Latin-1 title would otherwise make a shared builder UTF-16 from there on.
            StringBuilder row = new StringBuilder(320);
            for (int i = 0; i < fieldNames.size(); i++) {
                appendCell(SpreadsheetSafety.neutralize(event.rawValue(fieldNames.get(i))), i == 0, row);
            }
            FORMAT.println(row);
            bytes.writeBytes(row.toString().getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    /**
     * A cell that Commons CSV would write unchanged goes in directly, which is most of them and several times
     * faster; any other cell (empty, or needing quotes by the library's rules) is written by the library.
     */
    private static void appendCell(String value, boolean firstInRow, StringBuilder row) throws IOException {
        if (isWrittenAsIs(value)) {
            if (!firstInRow) {
                row.append(DELIMITER);
            }
            row.append(value);
        } else {
            FORMAT.print(value, row, firstInRow);
        }
    }

    /**
     * Stricter than Commons CSV's minimal quoting: no delimiter, quote or line break, and nothing at either
     * end that it quotes (a first character up to '#', a last one up to a space).
     */
    private static boolean isWrittenAsIs(String value) {
        int length = value == null ? 0 : value.length();
        if (length == 0 || value.charAt(0) <= '#' || value.charAt(length - 1) <= ' ') {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c == DELIMITER || c == '"' || c == '\n' || c == '\r') {
                return false;
            }
        }
        return true;
    }
}
