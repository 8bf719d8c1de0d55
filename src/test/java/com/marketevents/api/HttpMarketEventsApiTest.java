package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.StatusReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HttpMarketEventsApiTest {
    private final MockWebServer server = new MockWebServer();

    @BeforeEach
    void start() throws IOException {
        server.start();
    }

    @AfterEach
    void stop() throws IOException {
        server.shutdown();
    }

    @Test
    void statusAsksForStatusUnderTheNamespaceAndReturnsTheReport() throws Exception {
        server.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));

        StatusReport report = TestApis.api(TestApis.config(server)).status(Cancellation.none());

        assertTrue(report.isHealthy());
        assertEquals(Instant.parse("2023-02-06T18:17:50.072410300Z"), report.timestamp());
        RecordedRequest request = server.takeRequest(1, TimeUnit.SECONDS);
        assertEquals("GET", request.getMethod());
        assertEquals("/api/status", request.getPath());
        assertEquals("application/json", request.getHeader("Accept"));
    }

    @Test
    void eventsAsksForOneMoreDayAndKeepsOnlyTheRequestedRange() throws Exception {
        server.enqueue(new MockResponse().setBody(Fixtures.text("events-2024-10-28.json")));
        DateRange range = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 5));

        List<MarketEvent> events = TestApis.api(TestApis.config(server)).events(range, Cancellation.none()).events();

        assertEquals("/api/events?start_date=2024-10-28&end_date=2024-11-06",
                server.takeRequest(1, TimeUnit.SECONDS).getPath());
        assertEquals(List.of(2411873L, 2411874L, 2412001L, 2412555L, 2412600L),
                events.stream().map(MarketEvent::eventId).toList(),
                "the Toyota event on 6 November is dropped; the one with an unreadable date is kept");
    }

    @Test
    void anEventMovedToADayOutsideTheRangeIsNotShownOnItsOldDate() throws Exception {
        server.enqueue(new MockResponse().setBody("""
                [{"event_id":19,"event_date":"2026-11-02T23:30:00-05:00","modified":"2026-10-02T10:00:00Z"},
                 {"event_id":20,"event_date":"2026-11-02T09:00:00-05:00","modified":"2026-11-01T10:00:00Z"},
                 {"event_id":19,"event_date":"2026-11-03T08:00:00-05:00","modified":"2026-11-02T10:00:00Z"},
                 {"event_id":20,"event_date":"2026-11-03T09:00:00-05:00","modified":"2026-10-01T10:00:00Z"}]"""));
        DateRange range = DateRange.of(LocalDate.of(2026, 11, 2), LocalDate.of(2026, 11, 2));

        List<MarketEvent> events = TestApis.api(TestApis.config(server)).events(range, Cancellation.none()).events();

        assertEquals(List.of(20L), events.stream().map(MarketEvent::eventId).toList(),
                "19's newer copy is on the 3rd; 20's copy on the 3rd is the older one");
    }

    @Test
    void rangeBoundsAreEasternCalendarDaysBothIncluded() throws Exception {
        server.enqueue(new MockResponse().setBody("""
                [{"event_id":1,"event_date":"2024-10-27T23:59:00-04:00"},
                 {"event_id":2,"event_date":"2024-10-28T00:00:00-04:00"},
                 {"event_id":3,"event_date":"2024-10-28T03:30:00Z"},
                 {"event_id":4,"event_date":"2024-11-05T23:30:00-05:00"},
                 {"event_id":5,"event_date":"2024-11-06T00:00:00"},
                 {"event_id":6,"event_date":"2024-11-06T04:59:59Z"},
                 {"event_id":7}]"""));
        DateRange range = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 5));

        List<MarketEvent> events = TestApis.api(TestApis.config(server)).events(range, Cancellation.none()).events();

        assertEquals(List.of(2L, 4L, 6L, 7L), events.stream().map(MarketEvent::eventId).toList());
    }

    @Test
    void aRecordWithoutAnEventIdInTheRangeIsLeftOutAndCountedWhileTheOthersAreKept() throws Exception {
        server.enqueue(new MockResponse().setBody("""
                [{"event_id":1,"event_date":"2024-10-28T10:00:00-04:00"},
                 {"event_id":null,"ticker":"AMZN:US","event_date":"2024-10-31T17:30:00-04:00"},
                 {"event_id":null,"event_date":"2024-11-06T10:00:00-05:00"},
                 {"event_id":3,"event_date":"2024-11-01T10:00:00-04:00"}]"""));
        DateRange range = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 5));

        EventsAnswer answer = TestApis.api(TestApis.config(server)).events(range, Cancellation.none());

        assertEquals(List.of(1L, 3L), answer.events().stream().map(MarketEvent::eventId).toList());
        assertEquals(1, answer.leftOut().size(), "the one dated on the extra day asked for is not in the range");
        assertEquals("AMZN:US", answer.leftOut().get(0).ticker());
    }

    @Test
    void oddlyTypedFieldsKeepTheirEventAndTheRestOfTheAnswer() throws Exception {
        server.enqueue(new MockResponse().setBody("""
                [{"event_id":1,"event_date":"2024-10-28T10:00:00-04:00","fiscal_year":"2026/27","title":123},
                 {"event_id":2,"event_date":"2024-10-29T10:00:00-04:00","fiscal_year":"2025","equity_id":"x"}]"""));
        DateRange range = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 5));

        List<MarketEvent> events = TestApis.api(TestApis.config(server)).events(range, Cancellation.none()).events();

        assertEquals(2, events.size());
        assertEquals("123", events.get(0).title());
        assertNull(events.get(0).fiscalYear());
        assertEquals(2025, events.get(1).fiscalYear());
        assertNull(events.get(1).equityId());
    }

    @Test
    void anAnswerWithBytesThatAreNotUtf8IsAskedForAgainAndReadWithReplacementCharacters() throws Exception {
        byte[] latin1 = """
                [{"event_id":1,"event_date":"2024-10-28T10:00:00-04:00","title":"Soci\u00e9t\u00e9 G\u00e9n\u00e9rale"},
                 {"event_id":2,"event_date":"2024-10-29T10:00:00-04:00","title":"Q3"}]"""
                .getBytes(StandardCharsets.ISO_8859_1);
        server.enqueue(new MockResponse().setBody(new Buffer().write(latin1)));
        server.enqueue(new MockResponse().setBody(new Buffer().write(latin1)));
        DateRange range = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 5));

        List<MarketEvent> events = TestApis.api(TestApis.config(server)).events(range, Cancellation.none()).events();

        assertEquals(List.of("Soci\ufffdt\ufffd G\ufffdn\ufffdrale", "Q3"),
                events.stream().map(MarketEvent::title).toList());
        assertEquals(2, server.getRequestCount());
    }

    @Test
    void aValidAnswerIsAskedForOnce() throws Exception {
        server.enqueue(new MockResponse().setBody("[{\"event_id\":1,\"title\":\"Soci\u00e9t\u00e9\"}]"));
        DateRange range = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 5));

        List<MarketEvent> events = TestApis.api(TestApis.config(server)).events(range, Cancellation.none()).events();

        assertEquals("Soci\u00e9t\u00e9", events.get(0).title());
        assertEquals(1, server.getRequestCount());
    }

    @Test
    void anAnswerCutAtARoundCountIsFlaggedEvenWhenTrimmingTheExtraDayLeavesAnUnroundOne() throws Exception {
        StringBuilder body = new StringBuilder("[");
        for (int i = 0; i < 1_000; i++) {
            // 960 events in the range, then 40 on the extra day the client asks for, where the service cut.
            String day = i < 960 ? "2024-11-05" : "2024-11-06";
            body.append(i == 0 ? "" : ",").append("{\"event_id\":").append(i + 1)
                    .append(",\"event_date\":\"").append(day).append("T10:00:00-05:00\"}");
        }
        server.enqueue(new MockResponse().setBody(body.append("]").toString()));
        DateRange range = DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 5));

        EventsAnswer answer = TestApis.api(TestApis.config(server)).events(range, Cancellation.none());

        assertEquals(960, answer.events().size());
        assertTrue(answer.possiblyCut());
    }

    @Test
    void anEventWrittenInAnotherOffsetIsKeptWhenTheDateItWasWrittenWithIsInTheRange() throws Exception {
        // 21:30 in California on 3 March is 00:30 on 4 March in New York. A service filing it under 3 March sends it
        // with the chunk that ends on the 3rd, and not with the next one: trimmed here, it was lost.
        server.enqueue(new MockResponse().setBody("[{\"event_id\":1,\"event_date\":\"2026-03-03T21:30:00-08:00\"},"
                + "{\"event_id\":2,\"event_date\":\"2026-03-04T10:00:00-05:00\"}]"));
        DateRange range = DateRange.of(LocalDate.of(2026, 2, 1), LocalDate.of(2026, 3, 3));

        EventsAnswer answer = TestApis.api(TestApis.config(server)).events(range, Cancellation.none());

        assertEquals(List.of(1L), answer.events().stream().map(MarketEvent::eventId).toList(),
                "the event written on the 3rd is kept; the one on the extra day asked for is not");
    }

    @Test
    void anAnswerOfAnUnroundCountIsNotFlagged() throws Exception {
        server.enqueue(new MockResponse().setBody(
                "[{\"event_id\":1,\"event_date\":\"2024-11-05T10:00:00-05:00\"}]"));
        DateRange range = DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 5));

        EventsAnswer answer = TestApis.api(TestApis.config(server)).events(range, Cancellation.none());

        assertEquals(1, answer.events().size());
        assertFalse(answer.possiblyCut());
    }

    @Test
    void aBaseUrlWithATrailingSlashReachesTheSamePaths() throws Exception {
        server.enqueue(new MockResponse().setBody("[]"));
        ApiConfig config = ApiConfig.of(server.url("/api/").toString(), TestApis.KEY);
        DateRange day = DateRange.of(LocalDate.of(2024, 1, 31), LocalDate.of(2024, 1, 31));

        TestApis.api(config).events(day, Cancellation.none());

        assertEquals("/api/events?start_date=2024-01-31&end_date=2024-02-01",
                server.takeRequest(1, TimeUnit.SECONDS).getPath());
    }

    @Test
    void oneClientServesConcurrentCalls() throws Exception {
        for (int i = 0; i < 8; i++) {
            server.enqueue(new MockResponse().setBody(Fixtures.text("events-2024-10-28.json")));
        }
        HttpMarketEventsApi api = TestApis.api(TestApis.config(server));
        DateRange range = DateRange.of(LocalDate.of(2024, 10, 1), LocalDate.of(2024, 11, 30));

        List<Integer> sizes = java.util.stream.IntStream.range(0, 8).parallel().mapToObj(i -> {
            try {
                return api.events(range, Cancellation.none()).events().size();
            } catch (ApiException e) {
                throw new AssertionError(e);
            }
        }).toList();

        assertEquals(List.of(6, 6, 6, 6, 6, 6, 6, 6), sizes);
    }
}
