package com.marketevents.export;

import static com.marketevents.export.SampleEvents.amazon;
import static com.marketevents.export.SampleEvents.bare;
import static com.marketevents.export.SampleEvents.withTitle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonEventWriterTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static String json(List<MarketEvent> events, List<String> fields) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new JsonEventWriter().write(events, fields, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static JsonNode parse(List<MarketEvent> events, List<String> fields) throws IOException {
        return MAPPER.readTree(json(events, fields));
    }

    private static List<String> fieldNamesOf(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void writesABareArrayWithEveryFieldAsReceivedInTheSpecOrder() throws IOException {
        JsonNode array = parse(List.of(amazon()), MarketEvent.FIELD_NAMES);

        assertTrue(array.isArray());
        JsonNode event = array.get(0);
        assertEquals(MarketEvent.FIELD_NAMES, fieldNamesOf(event));
        assertEquals(1001, event.get("event_id").longValue());
        assertEquals(5001, event.get("equity_id").longValue());
        assertEquals("AMZN:US", event.get("ticker").textValue());
        assertEquals("AMZN", event.get("local_ticker").textValue());
        assertEquals("AMZN.O", event.get("ric").textValue());
        assertEquals("AMZN:US", event.get("bloomberg_ticker").textValue());
        assertEquals("XNAS", event.get("exchange_mic").textValue());
        assertEquals("US0231351067", event.get("isin").textValue());
        assertEquals("Q3 2024 Earnings Call", event.get("title").textValue());
        assertEquals("earnings", event.get("event_type").textValue());
        assertEquals("2024-10-31T17:00:00-04:00", event.get("event_date").textValue());
        assertEquals(2024, event.get("fiscal_year").intValue());
        assertEquals("published", event.get("transcription_status").textValue());
        assertEquals("active", event.get("status").textValue());
        assertEquals("2024-09-01T08:15:00-04:00", event.get("created").textValue());
        assertEquals("2024-10-30T12:00:00.123456-04:00", event.get("modified").textValue());
    }

    @Test
    void identifiersAndYearsAreNumbersAndEverythingElseIsText() throws IOException {
        JsonNode event = parse(List.of(amazon()), MarketEvent.FIELD_NAMES).get(0);

        for (String field : MarketEvent.FIELD_NAMES) {
            boolean numeric = List.of("event_id", "equity_id", "fiscal_year").contains(field);
            assertEquals(numeric, event.get(field).isIntegralNumber(), field);
            assertEquals(!numeric, event.get(field).isTextual(), field);
        }
    }

    @Test
    void missingValuesAreJsonNulls() throws IOException {
        JsonNode event = parse(List.of(bare(9)), MarketEvent.FIELD_NAMES).get(0);

        assertEquals(9, event.get("event_id").longValue());
        for (String field : MarketEvent.FIELD_NAMES.subList(1, 16)) {
            assertTrue(event.get(field).isNull(), field);
        }
    }

    @Test
    void onlyTheRequestedFieldsInTheRequestedOrder() throws IOException {
        JsonNode event = parse(List.of(amazon()), List.of("title", "event_id")).get(0);
        assertEquals(List.of("title", "event_id"), fieldNamesOf(event));
    }

    @Test
    void textIsKeptExactlyIncludingQuotesLineBreaksNonAsciiAndHostileFormulas() throws IOException {
        List<String> titles = List.of("Société Générale, \"Q3\"\r\nline two\t— 決算 𝄞", SampleEvents.HYPERLINK,
                SampleEvents.CMD, SampleEvents.ARITHMETIC, SampleEvents.AT_SUM, SampleEvents.LONG_TITLE, "back\\slash");
        List<MarketEvent> events = new ArrayList<>();
        for (int i = 0; i < titles.size(); i++) {
            events.add(withTitle(i, titles.get(i)));
        }

        JsonNode array = parse(events, List.of("title"));

        for (int i = 0; i < titles.size(); i++) {
            assertEquals(titles.get(i), array.get(i).get("title").textValue());
        }
        assertTrue(json(events, List.of("title")).contains("Société"), "UTF-8, not \\u escapes");
    }

    @Test
    void anUnreadableDateIsStillWrittenAsReceived() throws IOException {
        MarketEvent odd = new MarketEvent(3, null, null, null, null, null, null, null, null, null,
                EventTime.parse("next Tuesday"), null, null, null, null, null);
        assertEquals("next Tuesday", parse(List.of(odd), List.of("event_date")).get(0).get("event_date").textValue());
    }

    @Test
    void putsOneEventPerLine() throws IOException {
        String text = json(List.of(amazon(), bare(2)), List.of("event_id", "ticker"));
        assertEquals("[\n  {\"event_id\":1001,\"ticker\":\"AMZN:US\"},\n  {\"event_id\":2,\"ticker\":null}\n]\n", text);
    }

    @Test
    void noEventsIsAnEmptyArray() throws IOException {
        JsonNode array = parse(List.of(), MarketEvent.FIELD_NAMES);
        assertTrue(array.isArray());
        assertEquals(0, array.size());
    }

    @Test
    void anUnknownFieldIsRefusedAndTheStreamIsLeftOpen() throws IOException {
        assertThrows(IllegalArgumentException.class,
                () -> new JsonEventWriter().write(List.of(amazon()), List.of("nope"), new ByteArrayOutputStream()));
        CsvEventWriterTest.ClosingTrackingStream out = new CsvEventWriterTest.ClosingTrackingStream();
        new JsonEventWriter().write(List.of(amazon()), MarketEvent.FIELD_NAMES, out);
        assertFalse(out.closed);
        assertTrue(out.size() > 0);
    }
}
