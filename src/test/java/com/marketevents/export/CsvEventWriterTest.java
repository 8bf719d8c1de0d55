package com.marketevents.export;

import static com.marketevents.export.SampleEvents.amazon;
import static com.marketevents.export.SampleEvents.bare;
import static com.marketevents.export.SampleEvents.withTitle;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CsvEventWriterTest {

    private static byte[] csvBytes(List<MarketEvent> events, List<String> fields) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new CsvEventWriter().write(events, fields, out);
        return out.toByteArray();
    }

    private static String csv(List<MarketEvent> events, List<String> fields) throws IOException {
        byte[] bytes = csvBytes(events, fields);
        return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
    }

    private static List<CSVRecord> parse(List<MarketEvent> events, List<String> fields) throws IOException {
        try (CSVParser parser = CSVParser.parse(new StringReader(csv(events, fields)), CSVFormat.RFC4180)) {
            return parser.getRecords();
        }
    }

    @Test
    void startsWithAUtf8ByteOrderMarkSoSpreadsheetsReadItAsUtf8() throws IOException {
        byte[] bytes = csvBytes(List.of(), List.of("event_id"));
        assertArrayEquals(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, Arrays.copyOf(bytes, 3));
    }

    @Test
    void writesTheHeaderAndOneCrlfEndedLinePerEvent() throws IOException {
        assertEquals("event_id,ticker,event_date\r\n1001,AMZN:US,2024-10-31T17:00:00-04:00\r\n",
                csv(List.of(amazon()), List.of("event_id", "ticker", "event_date")));
    }

    @Test
    void everyFieldIsWrittenAsReceivedInTheSpecOrder() throws IOException {
        List<CSVRecord> records = parse(List.of(amazon()), MarketEvent.FIELD_NAMES);

        assertEquals(MarketEvent.FIELD_NAMES, records.get(0).toList());
        assertEquals(List.of("1001", "5001", "AMZN:US", "AMZN", "AMZN.O", "AMZN:US", "XNAS", "US0231351067",
                "Q3 2024 Earnings Call", "earnings", "2024-10-31T17:00:00-04:00", "2024", "published", "active",
                "2024-09-01T08:15:00-04:00", "2024-10-30T12:00:00.123456-04:00"), records.get(1).toList());
    }

    @Test
    void onlyTheRequestedFieldsAreWrittenInTheRequestedOrder() throws IOException {
        List<CSVRecord> records = parse(List.of(amazon()), List.of("isin", "title", "event_id"));

        assertEquals(List.of("isin", "title", "event_id"), records.get(0).toList());
        assertEquals(List.of("US0231351067", "Q3 2024 Earnings Call", "1001"), records.get(1).toList());
    }

    @Test
    void nullsAreEmptyCells() throws IOException {
        List<CSVRecord> records = parse(List.of(bare(7)), MarketEvent.FIELD_NAMES);

        assertEquals(16, records.get(1).size());
        assertEquals("7", records.get(1).get(0));
        for (int i = 1; i < 16; i++) {
            assertEquals("", records.get(1).get(i), MarketEvent.FIELD_NAMES.get(i));
        }
        assertTrue(csv(List.of(bare(7)), List.of("event_id", "ticker")).endsWith("\r\n7,\r\n"));
    }

    @Test
    void commasQuotesLineBreaksAndNonAsciiSurviveExactly() throws IOException {
        String title = "Société Générale, \"Q3\" résultats\r\nline two\nline three — 決算 ✓ 𝄞";
        List<CSVRecord> records = parse(List.of(withTitle(1, title)), List.of("event_id", "title"));

        assertEquals(title, records.get(1).get(1));
        assertTrue(csv(List.of(withTitle(1, "a,b")), List.of("title")).contains("\"a,b\"\r\n"));
        assertTrue(csv(List.of(withTitle(1, "say \"hi\"")), List.of("title")).contains("\"say \"\"hi\"\"\"\r\n"));
    }

    @Test
    void aVeryLongTitleIsKeptWhole() throws IOException {
        assertEquals(SampleEvents.LONG_TITLE,
                parse(List.of(withTitle(1, SampleEvents.LONG_TITLE)), List.of("title")).get(1).get(0));
    }

    @ParameterizedTest
    @ValueSource(strings = {SampleEvents.HYPERLINK, SampleEvents.CMD, SampleEvents.ARITHMETIC, SampleEvents.AT_SUM,
        "\tx", "\r=1+1", "-", "+"})
    void aTitleThatASpreadsheetWouldRunGetsALeadingApostrophe(String hostile) throws IOException {
        assertEquals("'" + hostile, parse(List.of(withTitle(1, hostile)), List.of("title")).get(1).get(0));
    }

    @Test
    void theGuardAppliesToEveryTextFieldNotOnlyTheTitle() throws IOException {
        MarketEvent hostile = new MarketEvent(1, null, "=1+1", "@x", "+x", "-x", "=x", "=x", "t", "=cmd",
                EventTime.parse("=2024"), null, "=s", "@d", EventTime.parse("+c"), EventTime.parse("-m"));

        for (String cell : parse(List.of(hostile), MarketEvent.FIELD_NAMES).get(1).toList()) {
            assertTrue(cell.isEmpty() || !"=+-@".contains(cell.substring(0, 1)), cell);
        }
    }

    @Test
    void plainNumbersAndHarmlessTextAreLeftAlone() throws IOException {
        List<CSVRecord> records = parse(List.of(withTitle(1, "-12"), withTitle(2, "-0.5"), withTitle(3, "a=b"),
                withTitle(4, " =x")), List.of("title"));

        assertEquals(List.of("-12", "-0.5", "a=b", " =x"), records.stream().skip(1).map(r -> r.get(0)).toList());
    }

    @Test
    void anUnknownFieldIsRefusedBeforeAnythingIsWritten() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThrows(IllegalArgumentException.class,
                () -> new CsvEventWriter().write(List.of(amazon()), List.of("event_id", "price"), out));
        assertEquals(0, out.size());
    }

    @Test
    void leavesTheStreamOpenForItsOwner() throws IOException {
        ClosingTrackingStream out = new ClosingTrackingStream();
        new CsvEventWriter().write(List.of(amazon()), MarketEvent.FIELD_NAMES, out);
        assertEquals(false, out.closed);
        assertTrue(out.size() > 0, "flushed through");
    }

    @Test
    void everyCellIsWrittenExactlyAsCommonsCsvWouldWriteIt() throws IOException {
        // Cells the writer copies directly must be the ones the library would leave unquoted: random cells
        // built from the characters that decide quoting, at either end and inside, against the library itself.
        Random random = new Random(7);
        String alphabet = "a Z0#\"!,;\r\n\t'=-–é決 ";
        List<MarketEvent> events = new ArrayList<>();
        for (int id = 1; id <= 3_000; id++) {
            StringBuilder title = new StringBuilder();
            for (int length = random.nextInt(5); length > 0; length--) {
                title.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            events.add(withTitle(id, random.nextInt(10) == 0 ? null : title.toString()));
        }
        List<String> fields = List.of("title", "event_id", "title");

        StringBuilder expected = new StringBuilder();
        CSVPrinter library = new CSVPrinter(expected, CSVFormat.RFC4180.builder().setRecordSeparator("\r\n").build());
        library.printRecord(fields);
        for (MarketEvent event : events) {
            String title = SpreadsheetSafety.neutralize(event.title());
            library.printRecord(title, Long.toString(event.eventId()), title);
        }

        assertEquals(expected.toString(), csv(events, fields));
    }

    @Test
    void aLargeExportKeepsEveryRowOnceAndInOrder() throws IOException {
        int count = OrderedBlocks.ROWS_PER_BLOCK * 3 + 17;
        List<MarketEvent> events = new ArrayList<>();
        for (int id = 1; id <= count; id++) {
            events.add(withTitle(id, id % 500 == 0 ? "Résultats – T" + id : "Q" + id));
        }

        List<CSVRecord> records = parse(events, List.of("event_id", "title"));

        assertEquals(count + 1, records.size());
        for (int id = 1; id <= count; id++) {
            assertEquals(Long.toString(id), records.get(id).get(0));
            assertEquals(events.get(id - 1).title(), records.get(id).get(1));
        }
    }

    /** Remembers whether a writer closed it. */
    static final class ClosingTrackingStream extends ByteArrayOutputStream {
        boolean closed;

        @Override
        public void close() {
            closed = true;
        }
    }
}
