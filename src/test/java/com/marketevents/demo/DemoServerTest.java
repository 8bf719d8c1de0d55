package com.marketevents.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DemoServerTest {
    private static final Instant START = Instant.parse("2026-11-23T15:20:00.250Z");
    private static final LocalDate TODAY = LocalDate.of(2026, 11, 23);
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final TestClock clock = new TestClock(START);
    private static DemoDataset dataset;
    private static DemoServer server;
    private static HttpClient client;

    @BeforeAll
    static void startServer() {
        dataset = DemoDataset.create(DemoDataset.SEED, 400, Clock.fixed(START, ZoneOffset.UTC));
        server = DemoServer.start(dataset, clock);
        client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }

    @AfterEach
    void restoreHealthAndTime() {
        server.setHealthy(true);
        clock.set(START);
    }

    @Test
    void baseUrlIsOnLoopbackWithTheNamespaceSegmentAndEachServerHasItsOwnKey() {
        assertTrue(server.baseUrl().matches("http://127\\.0\\.0\\.1:\\d+/api"), server.baseUrl());
        try (DemoServer other = DemoServer.start(dataset)) {
            assertNotEquals(server.apiKey().value(), other.apiKey().value());
            assertNotEquals(server.baseUrl(), other.baseUrl());
            assertFalse(other.apiKey().toString().contains(other.apiKey().value()));
        }
    }

    @Test
    void statusAnswersASuccessReportWithTwoChecksValidFor27Seconds() throws Exception {
        HttpResponse<String> response = get("/status", server.apiKey().value());
        assertEquals(200, response.statusCode());
        JsonNode report = JSON.readTree(response.body());
        assertEquals("success", report.get("status").asText());
        assertFalse(report.get("hostname").asText().isBlank());
        assertEquals(0, seconds(START).compareTo(report.get("timestamp").decimalValue()));
        assertEquals(List.of("redis_available", "database_available"),
                List.of(report.get("results").get(0).get("checker").asText(),
                        report.get("results").get(1).get("checker").asText()));
        for (JsonNode check : report.get("results")) {
            assertTrue(check.get("passed").asBoolean());
            assertFalse(check.get("output").asText().isBlank());
            assertEquals(0, new BigDecimal(27).compareTo(check.get("expires").decimalValue().subtract(check.get("timestamp").decimalValue())));
            assertTrue(check.get("timestamp").decimalValue().compareTo(seconds(START)) <= 0);
        }
    }

    @Test
    void statusResultsAreCachedUntilTheyExpire() throws Exception {
        JsonNode first = JSON.readTree(get("/status", server.apiKey().value()).body());
        clock.set(START.plusSeconds(20));
        JsonNode cached = JSON.readTree(get("/status", server.apiKey().value()).body());
        assertEquals(0, seconds(START.plusSeconds(20)).compareTo(cached.get("timestamp").decimalValue()));
        assertEquals(first.get("results"), cached.get("results"));
        clock.set(START.plusSeconds(28));
        JsonNode fresh = JSON.readTree(get("/status", server.apiKey().value()).body());
        assertNotEquals(first.get("results"), fresh.get("results"));
    }

    @Test
    void anUnhealthyServiceAnswers500WithTheFailureReport() throws Exception {
        server.setHealthy(false);
        assertFalse(server.isHealthy());
        HttpResponse<String> response = get("/status", server.apiKey().value());
        assertEquals(500, response.statusCode());
        JsonNode report = JSON.readTree(response.body());
        assertEquals("failure", report.get("status").asText());
        JsonNode redis = report.get("results").get(0);
        JsonNode database = report.get("results").get(1);
        assertTrue(redis.get("passed").asBoolean());
        assertEquals("database_available", database.get("checker").asText());
        assertFalse(database.get("passed").asBoolean());
        assertTrue(database.get("output").asText().contains("could not connect"));
        assertEquals(0, new BigDecimal(9).compareTo(database.get("expires").decimalValue().subtract(database.get("timestamp").decimalValue())));

        server.setHealthy(true);
        assertEquals(200, get("/status", server.apiKey().value()).statusCode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"X-API-Key", "x-api-key", "X-API-KEY"})
    void theKeyHeaderNameIsCaseInsensitive(String headerName) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.baseUrl() + "/status"))
                .header(headerName, server.apiKey().value()).build();
        assertEquals(200, client.send(request, HttpResponse.BodyHandlers.ofString()).statusCode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/status", "/events", "/events?start_date=2026-01-01&end_date=2026-01-02"})
    void aMissingOrWrongKeyIsForbidden(String path) throws Exception {
        for (String key : new String[] {null, "", "wrong-key", server.apiKey().value() + "x"}) {
            HttpResponse<String> response = get(path, key);
            assertEquals(403, response.statusCode(), "key " + key);
            assertEquals("{\"message\":\"Forbidden\"}", response.body());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"/", "/status", "/events", "/api", "/api/", "/api/status/", "/api/event", "/v1/api/status"})
    void anUnknownPathAnswersMissingAuthenticationTokenEvenWithTheKey(String path) throws Exception {
        String url = server.baseUrl().replace("/api", "") + path;
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create(url))
                .header("X-API-Key", server.apiKey().value()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(403, response.statusCode());
        assertEquals("{\"message\":\"Missing Authentication Token\"}", response.body());
    }

    @ParameterizedTest
    @ValueSource(strings = {"POST", "PUT", "DELETE", "PATCH", "HEAD"})
    void otherMethodsThanGetAreNotAllowed(String method) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.baseUrl() + "/events"))
                .header("X-API-Key", server.apiKey().value())
                .method(method, method.equals("HEAD") ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString("{}")).build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        assertEquals(405, response.statusCode());
        assertEquals("GET", response.headers().firstValue("Allow").orElse(""));
    }

    @ParameterizedTest
    @ValueSource(strings = {"start_date=2026-02-30", "start_date=yesterday", "end_date=2026-1-5",
            "start_date=2026-01-05T00:00", "end_date=2026-13-01", "start_date=20260105"})
    void aMalformedDateIsABadRequestWithAMessage(String query) throws Exception {
        HttpResponse<String> response = get("/events?" + query, server.apiKey().value());
        assertEquals(400, response.statusCode());
        JsonNode body = JSON.readTree(response.body());
        assertEquals(Set.of("message"), fieldNames(body));
        assertFalse(body.get("message").asText().isBlank());
    }

    @Test
    void aStartAfterTheEndIsABadRequestNamingBothDates() throws Exception {
        HttpResponse<String> response = get("/events?start_date=2026-05-02&end_date=2026-05-01", server.apiKey().value());
        assertEquals(400, response.statusCode());
        String message = JSON.readTree(response.body()).get("message").asText();
        assertTrue(message.contains("2026-05-02") && message.contains("2026-05-01"), message);
    }

    @Test
    void eventsAreABareArrayOfTheDatasetsEventsWithAllSixteenFields() throws Exception {
        DateRange range = DateRange.of(LocalDate.of(2026, 4, 20), LocalDate.of(2026, 5, 8));
        HttpResponse<String> response = get("/events?start_date=2026-04-20&end_date=2026-05-08", server.apiKey().value());
        assertEquals(200, response.statusCode());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        JsonNode array = JSON.readTree(response.body());
        assertTrue(array.isArray());
        List<MarketEvent> expected = dataset.events(range);
        assertFalse(expected.isEmpty());
        assertEquals(expected.size(), array.size());
        for (int i = 0; i < expected.size(); i++) {
            JsonNode node = array.get(i);
            assertTrue(fieldNames(node).containsAll(MarketEvent.FIELD_NAMES), node.toString());
            assertTrue(fieldNames(node).containsAll(Set.of("has_unknown_time", "fiscal_quarter")));
            for (String field : MarketEvent.FIELD_NAMES) {
                JsonNode value = node.get(field);
                assertEquals(expected.get(i).rawValue(field), value.isNull() ? null : value.asText(), field);
            }
        }
    }

    @Test
    void bothEndsOfTheRangeAreIncluded() throws Exception {
        JsonNode oneDay = JSON.readTree(get("/events?start_date=2026-04-29&end_date=2026-04-29",
                server.apiKey().value()).body());
        assertTrue(oneDay.size() > 0);
        for (JsonNode event : oneDay) {
            assertTrue(event.get("event_date").asText().startsWith("2026-04-29T"), event.get("event_date").asText());
        }
    }

    @Test
    void withoutDatesTheRangeIsTwoWeeksEitherSideOfToday() throws Exception {
        JsonNode all = JSON.readTree(get("/events", server.apiKey().value()).body());
        DateRange expected = DateRange.of(TODAY.minusDays(14), TODAY.plusDays(14));
        assertEquals(dataset.events(expected).size(), all.size());
        JsonNode onlyEnd = JSON.readTree(get("/events?end_date=2026-11-20", server.apiKey().value()).body());
        assertEquals(dataset.events(DateRange.of(TODAY.minusDays(14), LocalDate.of(2026, 11, 20))).size(),
                onlyEnd.size());
    }

    @Test
    void concurrentChunkRequestsAreAllAnsweredCompletely() throws Exception {
        List<CompletableFuture<HttpResponse<String>>> answers = new ArrayList<>();
        List<DateRange> chunks = DateRange.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 6, 30)).chunks(31);
        for (DateRange chunk : chunks) {
            answers.add(client.sendAsync(request("/events?start_date=" + chunk.from() + "&end_date=" + chunk.to(),
                    server.apiKey().value()), HttpResponse.BodyHandlers.ofString()));
        }
        Set<Long> ids = new HashSet<>();
        for (CompletableFuture<HttpResponse<String>> answer : answers) {
            JsonNode array = JSON.readTree(answer.get().body());
            array.forEach(event -> ids.add(event.get("event_id").asLong()));
        }
        assertEquals(dataset.events(DateRange.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 6, 30))).size(), ids.size());
    }

    @Test
    void aClosedServerNoLongerAnswers() {
        DemoServer closing = DemoServer.start(dataset);
        String url = closing.baseUrl();
        closing.close();
        HttpRequest request = HttpRequest.newBuilder(URI.create(url + "/status"))
                .header("X-API-Key", closing.apiKey().value()).timeout(Duration.ofSeconds(5)).build();
        assertThrows(IOException.class, () -> client.send(request, HttpResponse.BodyHandlers.ofString()));
    }

    private static HttpResponse<String> get(String path, String key) throws IOException, InterruptedException {
        return client.send(request(path, key), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest request(String path, String key) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(server.baseUrl() + path))
                .timeout(Duration.ofSeconds(20));
        if (key != null) {
            builder.header("X-API-Key", key);
        }
        return builder.build();
    }

    private static BigDecimal seconds(Instant instant) {
        return new BigDecimal(DemoJsonWriter.epochSeconds(instant));
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new HashSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** A clock the test moves by hand, to step past the status cache's expiry. */
    private static final class TestClock extends Clock {
        private volatile Instant now;

        TestClock(Instant now) {
            this.now = now;
        }

        void set(Instant instant) {
            now = instant;
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return Clock.fixed(now, zone);
        }
    }
}
