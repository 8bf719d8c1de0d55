package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import com.marketevents.model.StatusReport;
import java.io.IOException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Locale;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class HttpErrorsTest {
    private static final DateRange WEEK = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 11, 3));

    private final MockWebServer server = new MockWebServer();
    private HttpMarketEventsApi api;

    @BeforeEach
    void start() throws IOException, ApiException {
        server.start();
        api = TestApis.api(TestApis.config(server).withRetries(0, Duration.ZERO));
    }

    @AfterEach
    void stop() throws IOException {
        server.shutdown();
    }

    private ApiException eventsFail() {
        return assertThrows(ApiException.class, () -> api.events(WEEK, Cancellation.none()));
    }

    @ParameterizedTest(name = "HTTP {0} -> {1}")
    @CsvSource({"400,BAD_REQUEST", "422,BAD_REQUEST", "405,BAD_REQUEST", "401,KEY_REJECTED", "403,KEY_REJECTED",
        "404,NOT_FOUND", "429,RATE_LIMITED", "500,SERVICE_FAILURE", "502,SERVICE_FAILURE",
        "503,SERVICE_FAILURE", "504,SERVICE_FAILURE"})
    void everyErrorStatusHasItsKind(int status, ApiException.Kind kind) {
        server.enqueue(new MockResponse().setResponseCode(status).setBody("{\"message\":\"because\"}"));

        ApiException e = eventsFail();

        assertEquals(kind, e.kind());
        assertEquals(status, e.httpStatus());
        assertEquals("because", e.serviceMessage());
    }

    @ParameterizedTest(name = "HTTP {0} to the status request")
    @ValueSource(ints = {400, 405, 418, 422})
    void aRefusedStatusRequestPointsAtTheBaseUrlNotAtDatesItDoesNotHave(int status) {
        server.enqueue(new MockResponse().setResponseCode(status).setBody("{\"message\":\"because\"}"));

        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.BAD_REQUEST, e.kind());
        assertEquals(ApiException.Operation.STATUS, e.operation());
        assertEquals("The service refused the status request (HTTP " + status + "; the service said: \"because\")."
                + " Check the base URL in Settings, including its namespace segment (…/api).",
                UserMessages.describe(e));
    }

    @Test
    void aRefusedEventsRequestStillPointsAtTheDates() {
        server.enqueue(new MockResponse().setResponseCode(400).setBody("{\"message\":\"bad end_date\"}"));

        ApiException e = eventsFail();

        assertEquals(ApiException.Operation.EVENTS, e.operation());
        assertTrue(UserMessages.describe(e).endsWith("Check the dates and try again."), UserMessages.describe(e));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"message\":\"Forbidden\"}|application/json|Forbidden",
        "{\"message\":\"Missing Authentication Token\"}|application/json|Missing Authentication Token",
        "{\"detail\":\"end_date must be on or after start_date\"}|application/json|end_date must be on or after start_date",
        "{\"code\":\"E_DATE\",\"message\":\"Bad date\"}|application/json|Bad date (code E_DATE)",
        "{\"code\":400,\"message\":\"Bad date\"}|application/json|Bad date (code 400)",
        "{\"detail\":[{\"loc\":[\"query\",\"start_date\"],\"msg\":\"invalid date format\"}]}|application/json|invalid date format",
        "{\"error\":{\"message\":\"nested\"}}|application/json|nested",
        "start_date is not a date|text/plain|start_date is not a date",
        "<html><head><title>400 Bad Request</title></head><body><h1>nginx</h1></body></html>|text/html|400 Bad Request",
        "<!DOCTYPE html><html><title>Fish &amp; Chips &#8211; gateway</title><body>x</body></html>|text/plain|Fish & Chips – gateway"})
    void theServiceMessageIsFoundInEveryBodyShape(String body, String contentType, String expected) {
        server.enqueue(new MockResponse().setResponseCode(400).setHeader("Content-Type", contentType).setBody(body));

        assertEquals(expected, eventsFail().serviceMessage());
    }

    @Test
    void htmlWithoutATitleGivesNoMessageAndNoMarkup() {
        server.enqueue(new MockResponse().setResponseCode(502).setHeader("Content-Type", "text/html")
                .setBody("<html><body><h1>Bad Gateway</h1><script>alert(1)</script></body></html>"));

        ApiException e = eventsFail();

        assertNull(e.serviceMessage());
        assertFalse(e.getMessage().contains("<"));
        assertFalse(UserMessages.describe(e).contains("<"));
    }

    @Test
    void aLongMultiLineMessageIsCutToOneShortLine() {
        server.enqueue(new MockResponse().setResponseCode(400)
                .setBody("{\"message\":\"first line\\nsecond line\\t" + "x".repeat(5000) + "\"}"));

        String message = eventsFail().serviceMessage();

        assertTrue(message.startsWith("first line second line x"), message);
        assertTrue(message.length() <= ShortText.MAX_LENGTH);
        assertFalse(message.contains("\n"));
    }

    @Test
    void aJsonBodyCutAtTheSizeLimitGivesItsMessageOrNothingButNeverRawJson() {
        server.enqueue(new MockResponse().setResponseCode(400)
                .setBody("{\"message\":\"Bad date\",\"trace\":\"" + "x".repeat(40_000) + "\"}"));
        assertEquals("Bad date", eventsFail().serviceMessage());

        server.enqueue(new MockResponse().setResponseCode(400).setBody("{\"message\":\"" + "x".repeat(40_000) + "\"}"));
        ApiException e = eventsFail();
        assertNull(e.serviceMessage());
        assertFalse(UserMessages.describe(e).contains("{"), UserMessages.describe(e));
    }

    @Test
    void aServiceThatEchoesTheKeyDoesNotLeakItIntoTheMessage() {
        server.enqueue(new MockResponse().setResponseCode(403)
                .setBody("{\"message\":\"Invalid key " + TestApis.KEY.value() + "\"}"));

        ApiException e = eventsFail();

        assertFalse(e.serviceMessage().contains(TestApis.KEY.value()));
        assertFalse(e.getMessage().contains(TestApis.KEY.value()));
        assertFalse(UserMessages.describe(e).contains(TestApis.KEY.value()));
    }

    @Test
    void aCompressedErrorBodyGivesItsMessage() {
        server.enqueue(new MockResponse().setResponseCode(403).setHeader("Content-Encoding", "gzip")
                .setBody(new Buffer().write(Fixtures.gzipped("{\"message\":\"Forbidden\"}"))));

        ApiException e = eventsFail();

        assertEquals(ApiException.Kind.KEY_REJECTED, e.kind());
        assertEquals("Forbidden", e.serviceMessage());
    }

    @Test
    void anErrorWhoseCompressedBodyIsDamagedKeepsItsStatusWithoutAMessage() {
        server.enqueue(new MockResponse().setResponseCode(403).setHeader("Content-Encoding", "gzip")
                .setBody(new Buffer().write(Fixtures.damagedGzip("{\"message\":\"Forbidden\"}"))));

        ApiException e = eventsFail();

        assertEquals(ApiException.Kind.KEY_REJECTED, e.kind());
        assertNull(e.serviceMessage());
    }

    @Test
    void aDamagedCompressedStatusReportIsAnAnswerThatCannotBeRead() {
        server.enqueue(new MockResponse().setHeader("Content-Encoding", "gzip")
                .setBody(new Buffer().write(Fixtures.damagedGzip(Fixtures.text("status-healthy.json")))));

        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, e.kind());
        assertTrue(UserMessages.describe(e).startsWith("The service's answer could not be read: it came compressed"),
                UserMessages.describe(e));
    }

    @Test
    void anUnhealthyReportAnsweredWith500IsReturnedAsTheReport() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(500).setBody(Fixtures.text("status-unhealthy.json")));

        StatusReport report = api.status(Cancellation.none());

        assertFalse(report.isHealthy());
        assertEquals("failure", report.status());
        assertEquals("database_available", report.results().get(1).checker());
    }

    @Test
    void anUnhealthyReportWhoseFailingCheckWroteAVeryLongOutputIsStillShownAsTheReport() throws ApiException {
        String traceback = "Traceback line\\n".repeat(20_000 / 15);
        String report = Fixtures.text("status-unhealthy.json")
                .replace("could not connect to server: Connection refused", traceback);
        assertTrue(report.length() > ErrorBodyReader.MAX_BODY_BYTES, "longer than an error message is read");
        server.enqueue(new MockResponse().setResponseCode(500).setBody(report));

        StatusReport unhealthy = api.status(Cancellation.none());

        assertFalse(unhealthy.isHealthy());
        assertEquals(500, unhealthy.httpStatus());
        assertEquals("database_available", unhealthy.results().get(1).checker());
        assertEquals(traceback.replace("\\n", "\n"), unhealthy.results().get(1).output());
    }

    @Test
    void aLongErrorAnswerToTheStatusRequestIsStillAServiceFailureWithItsMessage() {
        server.enqueue(new MockResponse().setResponseCode(500)
                .setBody("{\"message\":\"Database down\",\"trace\":\"" + "x".repeat(40_000) + "\"}"));

        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.SERVICE_FAILURE, e.kind());
        assertEquals("Database down", e.serviceMessage());
    }

    @Test
    void aReportSayingSuccessAnsweredWith500IsNotHealthyAndKeepsItsHttpStatus() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(500).setBody(Fixtures.text("status-healthy.json")));

        StatusReport report = api.status(Cancellation.none());

        assertEquals("success", report.status());
        assertEquals(500, report.httpStatus());
        assertTrue(report.contradictsItsHttpStatus());
        assertFalse(report.isHealthy(), "a 500 with a report is the service's sign of a failing check");
    }

    @Test
    void a500WithoutAReportIsAServiceFailure() {
        server.enqueue(new MockResponse().setResponseCode(500).setBody("{\"message\":\"Internal server error\"}"));

        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.SERVICE_FAILURE, e.kind());
        assertEquals("Internal server error", e.serviceMessage());
    }

    @Test
    void aReportOnAnEventsErrorIsStillAnError() {
        server.enqueue(new MockResponse().setResponseCode(500).setBody(Fixtures.text("status-unhealthy.json")));

        assertEquals(ApiException.Kind.SERVICE_FAILURE, eventsFail().kind());
    }

    @Test
    void aSuccessfulAnswerThatIsNotJsonIsAnInvalidResponse() {
        server.enqueue(new MockResponse().setHeader("Content-Type", "text/html")
                .setBody("<html><title>Sign in to the Wi-Fi</title></html>"));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, eventsFail().kind());
    }

    @Test
    void aWebPageInPlaceOfDataIsSaidToBeOneAndNamedByItsTitle() {
        String page = "\n<!DOCTYPE html><html><head><title>Sign in to the Wi-Fi &amp; more</title></head>"
                + "<body><form>…</form></body></html>";
        server.enqueue(new MockResponse().setHeader("Content-Type", "text/html; charset=utf-8").setBody(page));
        server.enqueue(new MockResponse().setHeader("Content-Type", "text/html; charset=utf-8").setBody(page));

        ApiException events = eventsFail();
        ApiException status = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, events.kind());
        assertEquals("The service answered with a web page (\"Sign in to the Wi-Fi & more\") instead of a list of"
                + " events. If this persists, check that the base URL points to the market events service.",
                UserMessages.describe(events));
        assertTrue(UserMessages.describe(status).startsWith("The service answered with a web page (\"Sign in to the"
                + " Wi-Fi & more\") instead of a status report."), UserMessages.describe(status));
    }

    @Test
    void aKeyEchoedWhereALongErrorMessageIsCutShowsNoPartOfIt() throws Exception {
        ApiKey key = new ApiKey("sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0");
        HttpMarketEventsApi keyed = TestApis.api(ApiConfig.of(server.url("/api").toString(), key)
                .withRetries(0, Duration.ZERO));
        // The echo starts before, at and after every place the 160-character cut can fall in it.
        for (int keyAt = 100; keyAt <= 165; keyAt++) {
            String text = "x".repeat(keyAt - 25) + " The key we received was " + key.value();
            server.enqueue(new MockResponse().setResponseCode(403).setBody("{\"message\": \"" + text + "\"}"));

            ApiException e = assertThrows(ApiException.class, () -> keyed.status(Cancellation.none()));

            for (String shown : new String[] {e.serviceMessage(), e.getMessage(), UserMessages.describe(e),
                UserMessages.describe(e, UserMessages.WayOut.IN_SIGHT)}) {
                assertNull(partOfTheKeyIn(shown, key.value()), "echo at " + keyAt + ": " + shown);
            }
        }
    }

    @Test
    void aKeyEchoedWhereALongWebPageTitleIsCutShowsNoPartOfIt() throws Exception {
        ApiKey key = new ApiKey("sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0");
        HttpMarketEventsApi keyed = TestApis.api(ApiConfig.of(server.url("/api").toString(), key)
                .withRetries(0, Duration.ZERO));
        for (int keyAt = 120; keyAt <= 160; keyAt += 4) {
            server.enqueue(new MockResponse().setHeader("Content-Type", "text/html")
                    .setBody("<html><title>" + "x".repeat(keyAt) + key.value() + "</title></html>"));

            ApiException e = assertThrows(ApiException.class, () -> keyed.events(WEEK, Cancellation.none()));

            assertNull(partOfTheKeyIn(e.getMessage(), key.value()), e.getMessage());
            assertNull(partOfTheKeyIn(UserMessages.describe(e), key.value()), UserMessages.describe(e));
        }
    }

    /** The first 6 characters in a row of the key that {@code text} holds, whatever their case; null if none. */
    private static String partOfTheKeyIn(String text, String key) {
        String lower = text.toLowerCase(Locale.ROOT);
        for (int at = 0; at + 6 <= key.length(); at++) {
            String part = key.substring(at, at + 6).toLowerCase(Locale.ROOT);
            if (lower.contains(part)) {
                return part;
            }
        }
        return null;
    }

    @Test
    void aWebPageWhoseTitleEchoesTheKeyDoesNotShowIt() {
        server.enqueue(new MockResponse().setHeader("Content-Type", "text/html")
                .setBody("<html><title>Welcome " + TestApis.KEY.value() + "</title></html>"));

        String sentence = UserMessages.describe(eventsFail());

        assertTrue(sentence.startsWith("The service answered with a web page (\"Welcome [hidden]\")"), sentence);
    }

    @Test
    void dataMislabelledAsAWebPageIsStillRead() throws ApiException {
        server.enqueue(new MockResponse().setHeader("Content-Type", "text/html")
                .setBody("  [{\"event_id\":7,\"event_date\":\"2024-10-29T08:00:00-04:00\"}]"));

        assertEquals(1, api.events(WEEK, Cancellation.none()).events().size());
    }

    @Test
    void aSuccessfulAnswerOfTheWrongShapeIsAnInvalidResponse() {
        server.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, eventsFail().kind());
    }

    @Test
    void aBodyCutShortByItsDeclaredLengthIsAnInvalidResponse() {
        String whole = Fixtures.text("events-2024-10-28.json");
        server.enqueue(new MockResponse().setBody(whole.substring(0, 400)));

        ApiException e = eventsFail();

        assertEquals(ApiException.Kind.INVALID_RESPONSE, e.kind());
        assertTrue(e.getMessage().contains("truncated"), e.getMessage() + " / " + e.getCause());
    }

    @ParameterizedTest(name = "body \"{0}\"")
    @ValueSource(strings = {"", " \r\n"})
    void anEmptySuccessfulAnswerIsSaidToBeEmpty(String body) {
        server.enqueue(new MockResponse().setBody(body));
        server.enqueue(new MockResponse().setBody(body));

        ApiException events = eventsFail();
        ApiException status = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, events.kind());
        assertTrue(UserMessages.describe(events).startsWith(
                "The service's answer was empty; a list of events was expected."), UserMessages.describe(events));
        assertTrue(UserMessages.describe(status).startsWith(
                "The service's answer was empty; a status report was expected."), UserMessages.describe(status));
    }
}
