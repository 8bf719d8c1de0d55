package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.MarketEvent;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EventsJsonReaderTest {
    private final EventsJsonReader reader = new EventsJsonReader();

    private List<MarketEvent> read(String json) throws Exception {
        return readAnswer(json).events();
    }

    private EventsJsonReader.Answer readAnswer(String json) throws Exception {
        return reader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aRealisticAnswerReadsEveryDocumentedFieldAsReceived() throws Exception {
        List<MarketEvent> events = read(Fixtures.text("events-2024-10-28.json"));

        assertEquals(6, events.size());
        MarketEvent amazon = events.get(0);
        assertEquals(2411873L, amazon.eventId());
        assertEquals(1016L, amazon.equityId());
        assertEquals("AMZN:US", amazon.ticker());
        assertEquals("AMZN", amazon.localTicker());
        assertEquals("AMZN.OQ", amazon.ric());
        assertEquals("AMZN:US", amazon.bloombergTicker());
        assertEquals("XNAS", amazon.exchangeMic());
        assertEquals("US0231351067", amazon.isin());
        assertEquals("Q3 2024 Amazon.com Inc Earnings Call", amazon.title());
        assertEquals("earnings", amazon.eventType());
        assertEquals(OffsetDateTime.parse("2024-10-31T17:30:00-04:00"), amazon.eventDate().dateTime());
        assertEquals(2024, amazon.fiscalYear());
        assertEquals("published", amazon.transcriptionStatus());
        assertEquals("active", amazon.status());
        assertEquals("2024-08-02T09:14:11-04:00", amazon.created().raw());
        assertEquals("2024-11-05T03:32:48", amazon.modified().raw(), "the text stays exactly as received");
        assertFalse(amazon.modified().offsetGiven());
        assertEquals("2024-10-31T23:59:59.999999", events.get(1).modified().raw());
        assertTrue(events.get(2).isDeleted());
    }

    @Test
    void missingAndNullFieldsBecomeNullAndUnreadableDatesKeepTheirText() throws Exception {
        List<MarketEvent> events = read(Fixtures.text("events-2024-10-28.json"));

        MarketEvent barclays = events.get(4);
        assertNull(barclays.equityId());
        assertNull(barclays.isin());
        assertNull(barclays.localTicker());
        assertNull(barclays.fiscalYear());
        assertNull(barclays.created());
        MarketEvent shopify = events.get(5);
        assertEquals("to be announced", shopify.eventDate().raw());
        assertFalse(shopify.eventDate().isValid());
        assertNull(events.get(1).transcriptionStatus());
    }

    @Test
    void repeatedShortValuesAreOneSharedString() throws Exception {
        List<MarketEvent> events = read(Fixtures.text("events-2024-10-28.json"));
        List<MarketEvent> again = read(Fixtures.text("events-2024-10-28.json"));

        assertSame(events.get(0).exchangeMic(), events.get(1).exchangeMic());
        assertSame(events.get(0).isin(), events.get(1).isin());
        assertSame(events.get(0).ticker(), events.get(1).bloombergTicker());
        assertSame(events.get(0).status(), events.get(1).status());
        assertSame(events.get(0).created(), events.get(1).created(), "equal times are read once");
        assertSame(events.get(0).eventType(), again.get(2).eventType(), "the pool spans answers");
    }

    @Test
    void anEmptyListIsAValidAnswer() throws Exception {
        assertTrue(read(" [ ] ").isEmpty());
    }

    @Test
    void escapedTextIsDecoded() throws Exception {
        MarketEvent event = read("[{\"event_id\":1,\"title\":\"Proc\\u00e9d\\u00e9 \\\"Q1\\\"\",\"exchange_mic\":\"X\\u004eAS\"}]")
                .get(0);
        assertEquals("Procédé \"Q1\"", event.title());
        assertEquals("XNAS", event.exchangeMic());
        assertNull(event.eventDate());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "", "{}", "{\"events\":[]}", "null", "[1", "[{\"event_id\":null}",
        "[{\"event_id\":1}", "[{\"event_id\":1,\"title\":\"Q3", "[{\"event_id\":1},", "[] []", "[] x",
        "<!DOCTYPE html><html><title>502</title></html>", "[{\"event_id\":1,}]"})
    void truncatedMalformedAndWronglyShapedAnswersAreInvalidResponses(String json) {
        ApiException e = assertThrows(ApiException.class, () -> read(json));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, e.kind());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void anAnswerThatIsNotValidJsonIsSaidToBeSoEvenWhenItStartsLikeAnObject() {
        assertEquals("The service's answer could not be read: it is not valid JSON.",
                assertThrows(ApiException.class, () -> read("{not json at all")).getMessage());
        assertEquals("The service's answer could not be read: it is not valid JSON.",
                assertThrows(ApiException.class, () -> read("{\"a\":1} trailing")).getMessage());
        assertEquals("The service's answer has an unexpected shape: expected a list of events but got an object.",
                assertThrows(ApiException.class, () -> read("{\"events\":[]}")).getMessage());
    }

    @Test
    void aRecordWithoutAUsableEventIdOrThatIsNotAnObjectIsLeftOutAndTheRestKept() throws Exception {
        EventsJsonReader.Answer answer = readAnswer("""
                [{"event_id": 1},
                 {"event_id": null, "ticker": "AMZN:US", "event_date": "2024-10-31T17:30:00-04:00"},
                 {"ticker": "T:US"}, {"event_id": "x"}, {"event_id": 1.5}, {"event_id": 99999999999999999999},
                 7, null, [{"event_id": 8}], "text",
                 {"event_id": 2, "title": "kept"}]""");

        assertEquals(List.of(1L, 2L), answer.events().stream().map(MarketEvent::eventId).toList());
        assertEquals("kept", answer.events().get(1).title());
        assertEquals(9, answer.leftOut().size());
        LeftOutRecord amazon = answer.leftOut().get(0);
        assertTrue(amazon.anObject());
        assertEquals("AMZN:US", amazon.ticker());
        assertEquals(LocalDate.of(2024, 10, 31), amazon.eventDate().serviceDate());
        assertEquals(4, answer.leftOut().stream().filter(record -> !record.anObject()).count());
    }

    @Test
    void aTextFieldSentAsANumberOrTrueOrFalseKeepsItsTextAndAsAnObjectOrAListIsAbsent() throws Exception {
        List<MarketEvent> events = read("""
                [{"event_id": 1, "title": 123, "ticker": 7.50, "isin": true, "status": ["active"],
                  "event_type": {"code": "earnings"}, "event_date": 20261201, "exchange_mic": "XNAS"},
                 {"event_id": 2, "title": "Q3", "ticker": "T:US"}]""");

        MarketEvent odd = events.get(0);
        assertEquals("123", odd.title());
        assertEquals("7.50", odd.ticker(), "the number's text as sent");
        assertEquals("true", odd.isin());
        assertNull(odd.status());
        assertNull(odd.eventType());
        assertEquals("20261201", odd.eventDate().raw());
        assertFalse(odd.eventDate().isValid());
        assertEquals("XNAS", odd.exchangeMic(), "the fields after an object are read as usual");
        assertEquals("T:US", events.get(1).ticker());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"FY26\"", "\"2026/27\"", "\"\"", "2026.5", "9999999999", "1e999999999", "true", "{\"y\": 2026}",
        "[2026]", "null"})
    void aFiscalYearOrEquityIdThatIsNotAWholeNumberIsAbsentAndTheEventKept(String value) throws Exception {
        List<MarketEvent> events = read("[{\"event_id\": 1, \"fiscal_year\": " + value + ", \"equity_id\": " + value
                + ", \"title\": \"kept\"}, {\"event_id\": 2}]");

        assertEquals(2, events.size());
        assertNull(events.get(0).fiscalYear());
        assertEquals("kept", events.get(0).title());
        if (!value.equals("9999999999")) {
            assertNull(events.get(0).equityId());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"FY2026", "fy2026", "FY 2026", " FY2026 "})
    void aFiscalYearWrittenAsFyAndItsYearIsThatYear(String value) throws Exception {
        MarketEvent event = read("[{\"event_id\": 1, \"fiscal_year\": \"" + value + "\", \"equity_id\": \"" + value
                + "\"}]").get(0);

        assertEquals(2026, event.fiscalYear(), "shown and exported as 2026, not as not given");
        assertNull(event.equityId(), "only a fiscal year is read so");
    }

    @Test
    void aWholeNumberSentAsTextOrWithAZeroFractionIsReadAsThatNumber() throws Exception {
        MarketEvent event = read("[{\"event_id\": 1, \"fiscal_year\": \" 2026 \", \"equity_id\": 1016.0}]").get(0);

        assertEquals(2026, event.fiscalYear());
        assertEquals(1016L, event.equityId());
        MarketEvent big = read("[{\"event_id\": 1, \"equity_id\": 99999999999999999999}]").get(0);
        assertNull(big.equityId(), "beyond a long");
    }

    @Test
    void bytesThatAreNotUtf8AreSaidToBeSoNotToBeInvalidJsonAndCanBeReadAsReplacementCharacters() throws Exception {
        byte[] latin1 = "[{\"event_id\":1,\"title\":\"Soci\u00e9t\u00e9 G\u00e9n\u00e9rale\"},{\"event_id\":2}]"
                .getBytes(StandardCharsets.ISO_8859_1);

        ApiException e = assertThrows(ApiException.class, () -> reader.read(new ByteArrayInputStream(latin1)));
        assertEquals("The service's answer could not be read: it is not valid UTF-8 text.", e.getMessage());
        assertTrue(EventsJsonReader.failedOnInvalidUtf8(e));

        List<MarketEvent> events = reader.readReplacingInvalidUtf8(new ByteArrayInputStream(latin1)).events();
        assertEquals("Soci\ufffdt\ufffd G\ufffdn\ufffdrale", events.get(0).title());
        assertEquals(2, events.size());
    }

    @Test
    void onlyAnAnswerThatIsNotUtf8IsTakenForOne() {
        ApiException e = assertThrows(ApiException.class, () -> read("[{\"event_id\":1,}]"));
        assertFalse(EventsJsonReader.failedOnInvalidUtf8(e));
    }

    @Test
    void aTruncatedAnswerIsReportedAsTruncated() {
        String whole = Fixtures.text("events-2024-10-28.json");
        ApiException e = assertThrows(ApiException.class, () -> read(whole.substring(0, whole.length() / 2)));
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void serviceDatesAreEasternCalendarDates() throws Exception {
        List<MarketEvent> events = read(Fixtures.text("events-2024-10-28.json"));
        assertEquals(LocalDate.of(2024, 11, 6), events.get(3).eventDate().serviceDate());
    }

    @Test
    void theServicesUnknownTimeFlagDecidesWhetherTheTimeIsKnownAndNothingElseInItFailsTheAnswer() throws Exception {
        List<MarketEvent> events = read("""
                [{"event_id": 1, "event_date": "2026-01-15T00:00:00-05:00", "has_unknown_time": false},
                 {"event_id": 2, "event_date": "2026-01-15T09:00:00-05:00", "has_unknown_time": true},
                 {"event_id": 3, "has_unknown_time": true, "event_date": "2026-01-15T00:00:00-05:00"},
                 {"event_id": 4, "event_date": "2026-01-15T00:00:00-05:00", "has_unknown_time": "no"},
                 {"event_id": 5, "event_date": "2026-01-15T09:00:00-05:00", "has_unknown_time": {"x": 1}},
                 {"event_id": 6, "has_unknown_time": true}]""");

        assertFalse(events.get(0).eventDate().isTimeUnknown(), "flagged known though at midnight Eastern");
        assertTrue(events.get(1).eventDate().isTimeUnknown(), "flagged unknown though at 09:00");
        assertTrue(events.get(2).eventDate().isTimeUnknown(), "the flag may come before the date");
        assertSame(events.get(2).eventDate(), events.get(3).eventDate(),
                "a flag that agrees with midnight keeps the shared value");
        assertTrue(events.get(3).eventDate().isTimeUnknown(), "without a true or false, the midnight rule");
        assertFalse(events.get(4).eventDate().isTimeUnknown());
        assertNull(events.get(5).eventDate());
    }

    @Test
    void anAnswerWithATextTooLongToReadSaysSoInPlainWords() {
        String title = "x".repeat(20_000_001);

        ApiException e = assertThrows(ApiException.class,
                () -> read("[{\"event_id\":1,\"title\":\"" + title + "\"}]"));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, e.kind());
        assertEquals("The service's answer was not read: one value in it is a text longer than 20 million characters"
                + " (about 20 MB).", e.getMessage());
    }

    @Test
    void anAnswerNestedTooDeepSaysHowDeep() {
        String nested = "[".repeat(1_001) + "]".repeat(1_001);

        ApiException e = assertThrows(ApiException.class, () -> read("[{\"event_id\":1,\"x\":" + nested + "}]"));

        assertEquals("The service's answer was not read: it nests values more than 1,000 levels deep.",
                e.getMessage());
    }
}
