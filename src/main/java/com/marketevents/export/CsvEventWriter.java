package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * CSV per RFC 4180: UTF-8 with a byte order mark (so that Excel reads it as UTF-8), CRLF line ends, a header
 * of the wire names, values as received, null as an empty cell, and no cell a spreadsheet would run as a
 * formula (see {@link SpreadsheetSafety}). Dates stay ISO 8601 text, as received or as the {@link TimeWriter}
 * given writes them. Rows are formatted in blocks on every core ({@link OrderedBlocks}) straight into bytes
 * ({@link CsvRowBytes}) and written in order.
 */
final class CsvEventWriter implements EventWriter {
    private static final byte[] UTF8_BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setRecordSeparator("\r\n").build();

    private final TimeWriter times;

    /** Every value as received. */
    public CsvEventWriter() {
        this(TimeWriter.AS_SENT);
    }

    public CsvEventWriter(TimeWriter times) {
        this.times = times;
    }

    @Override
    public void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out, RowCounter rows)
            throws IOException {
        WireFields.requireKnown(fieldNames);
        out.write(UTF8_BYTE_ORDER_MARK);
        out.write(header(fieldNames));
        OrderedBlocks.write(events.size(), (from, to) -> rows(events.subList(from, to), fieldNames), out, rows);
        out.flush();
    }

    private static byte[] header(List<String> fieldNames) throws IOException {
        StringBuilder text = new StringBuilder();
        new CSVPrinter(text, FORMAT).printRecord(fieldNames);
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private byte[] rows(List<MarketEvent> events, List<String> fieldNames) throws IOException {
        CsvRowBytes rows = new CsvRowBytes(FORMAT, events.size() * 224);
        for (MarketEvent event : events) {
            for (int i = 0; i < fieldNames.size(); i++) {
                rows.cell(SpreadsheetSafety.neutralize(times.value(event, fieldNames.get(i))), i == 0);
            }
            rows.endRow();
        }
        return rows.toByteArray();
    }
}
