package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * CSV per RFC 4180: UTF-8 with a byte order mark (so that Excel reads it as UTF-8), CRLF line ends, a header
 * of the wire names, values as received, null as an empty cell, and no cell a spreadsheet would run as a
 * formula (see {@link SpreadsheetSafety}). Dates stay ISO 8601 text as received, which sorts.
 */
public final class CsvEventWriter implements EventWriter {
    private static final byte[] UTF8_BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator("\r\n").build();

    @Override
    public void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out) throws IOException {
        WireFields.requireKnown(fieldNames);
        out.write(UTF8_BYTE_ORDER_MARK);
        Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        // Not closed: closing the printer would close the caller's stream.
        CSVPrinter printer = new CSVPrinter(text, FORMAT);
        printer.printRecord(fieldNames);
        for (MarketEvent event : events) {
            for (String field : fieldNames) {
                printer.print(SpreadsheetSafety.neutralize(event.rawValue(field)));
            }
            printer.println();
        }
        printer.flush();
    }
}
