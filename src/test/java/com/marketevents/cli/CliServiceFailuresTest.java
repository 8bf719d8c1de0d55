package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.marketevents.api.ApiKey;
import com.marketevents.report.CheckOutputText;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsStore;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import okhttp3.mockwebserver.Dispatcher;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import okio.Buffer;
import okio.BufferedSink;
import okio.GzipSink;
import okio.Okio;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What a script sees when the service misbehaves: one sentence on stderr and the documented exit code. */
class CliServiceFailuresTest {
    private static final String KEY = "k-9f8e7d6c5b4a";
    private MockWebServer service;

    @BeforeEach
    void startService() throws IOException {
        service = new MockWebServer();
        service.start();
    }

    @AfterEach
    void stopService() throws IOException {
        service.shutdown();
    }

    private CliHarness.Run run(String... args) {
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--base-url";
        all[args.length + 1] = service.url("/api").toString();
        return new CliHarness().env("MARKET_EVENTS_API_KEY", KEY).run(all);
    }

    private static void assertOneSentenceWithoutSecrets(CliHarness.Run run) {
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertFalse(run.err().contains(KEY), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertFalse(run.err().contains("<"), "no markup: " + run.err());
    }

    @Test
    void theKeyGoesInTheHeaderOnlyAndDatesAsTheServiceExpects() throws Exception {
        service.enqueue(new MockResponse().setBody("[]"));

        CliHarness.Run run = run("events", "--from", "2024-01-01", "--to", "2024-01-05");

        assertEquals(0, run.exitCode(), run.err());
        RecordedRequest request = service.takeRequest(5, TimeUnit.SECONDS);
        assertEquals(KEY, request.getHeader("X-API-Key"));
        assertFalse(request.getPath().contains(KEY));
        assertTrue(request.getPath().startsWith("/api/events?"), request.getPath());
        assertEquals("2024-01-01", request.getRequestUrl().queryParameter("start_date"));
        assertEquals("event_id,equity_id,ticker,local_ticker,ric,bloomberg_ticker,exchange_mic,isin,title,event_type,"
                + "event_date,has_unknown_time,fiscal_year,transcription_status,status,created,modified",
                run.out().strip());
    }

    @Test
    void aGatewayRefusalGivesExitCodeThree() {
        service.enqueue(new MockResponse().setResponseCode(403).setBody("{\"message\":\"Forbidden\"}"));

        CliHarness.Run run = run("status");

        assertEquals(3, run.exitCode());
        assertOneSentenceWithoutSecrets(run);
        assertEquals(1, service.getRequestCount(), "a rejected key is never retried");
        assertTrue(run.err().contains("MARKET_EVENTS_API_KEY") && run.err().contains("--base-url"),
                "the way out on the command line: " + run.err());
    }

    @ParameterizedTest(name = "base URL {0}, key {1}")
    @CsvSource(delimiter = '|', value = {
        "variable|variable|: the key in MARKET_EVENTS_API_KEY, the base URL in MARKET_EVENTS_BASE_URL.",
        "option|variable|: the key in MARKET_EVENTS_API_KEY, the base URL given with --base-url.",
        "settings|variable|: the key in MARKET_EVENTS_API_KEY, the base URL in the window's Settings.",
        "variable|settings|: the key in the window's Settings, the base URL in MARKET_EVENTS_BASE_URL.",
        "option|settings|: the key in the window's Settings, the base URL given with --base-url.",
        "settings|settings|: the key and the base URL in the window's Settings."})
    void aRejectedKeyIsToldToCheckEachValueWhereItWasSetAndNowhereElse(String urlFrom, String keyFrom,
            String wayOut) throws Exception {
        service.enqueue(new MockResponse().setResponseCode(403).setBody("{\"message\":\"Forbidden\"}"));
        String url = service.url("/api").toString();
        CliHarness harness = new CliHarness();
        if (keyFrom.equals("variable")) {
            harness.env("MARKET_EVENTS_API_KEY", KEY);
        }
        if (urlFrom.equals("variable")) {
            harness.env("MARKET_EVENTS_BASE_URL", url);
        }
        // The stored key goes only to the address stored with it, wherever the base URL in use came from.
        new SettingsStore(harness.settings()).save(new Settings(url, new ApiKey(KEY), null, null, null));

        CliHarness.Run run = urlFrom.equals("option") ? harness.run("status", "--base-url", url)
                : harness.run("status");

        assertEquals(3, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        assertTrue(run.err().strip().endsWith("Check both" + wayOut + " In use: base URL " + url + "."), run.err());
    }

    @Test
    void aRedirectToAnotherAddressThatRefusesGivesExitCodeTwoAndPointsAtTheBaseUrlNotTheKey() throws Exception {
        try (MockWebServer elsewhere = new MockWebServer()) {
            elsewhere.enqueue(new MockResponse().setResponseCode(403).setBody("{\"message\":\"Forbidden\"}"));
            service.enqueue(new MockResponse().setResponseCode(307)
                    .setHeader("Location", elsewhere.url("/api/status").toString()));

            CliHarness.Run run = run("status");

            assertEquals(2, run.exitCode(), run.err());
            assertOneSentenceWithoutSecrets(run);
            assertTrue(run.err().startsWith("The service redirected the request to another address"), run.err());
            assertFalse(run.err().contains("rejected"), run.err());
            assertTrue(run.err().contains("Check the base URL given with --base-url. In use: base URL "), run.err());
            assertNull(elsewhere.takeRequest(5, TimeUnit.SECONDS).getHeader("X-API-Key"));
        }
    }

    @Test
    void aRedirectToAnAddressThatRefusesTheConnectionGivesExitCodeTwoAndNamesThatAddressNotTheService()
            throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        String closed = "http://" + service.getHostName() + ":" + closedPort;
        service.enqueue(new MockResponse().setResponseCode(302).setHeader("Location", closed + "/api/status"));

        CliHarness.Run run = run("status");

        assertEquals(2, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        assertTrue(run.err().startsWith("The service redirected the request to another address (" + closed + "),"
                + " which refused the connection. Check the base URL given with --base-url. In use: base URL "),
                run.err());
    }

    @Test
    void aRedirectToHttpsGivesExitCodeTwoAndTheAddressToUse() {
        String https = "https://" + service.getHostName() + ":18600/api/status?api_key=" + KEY;
        service.enqueue(new MockResponse().setResponseCode(301).setHeader("Location", https));

        CliHarness.Run run = run("status");

        assertEquals(2, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        assertTrue(run.err().startsWith("The service redirected the request to https://" + service.getHostName()
                + ":18600/api (HTTP 301): use that address in the base URL given with --base-url."), run.err());
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {400, 405, 410, 422})
    void aRefusedStatusRequestGivesExitCodeTwoAndPointsAtTheBaseUrlNotAtDates(int status) {
        service.enqueue(new MockResponse().setResponseCode(status).setBody("{\"message\":\"Method Not Allowed\"}"));

        CliHarness.Run run = run("status");

        assertEquals(2, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        assertFalse(run.err().contains("date"), run.err());
        assertTrue(run.err().contains("Check the base URL given with --base-url, including its namespace segment"
                + " (…/api). In use: base URL "), run.err());
    }

    /** Stdout of {@code status --json} when no report could be had: one object that repeats stderr's sentence. */
    private static void assertUnavailableJson(CliHarness.Run run, int exitCode) throws IOException {
        assertEquals(exitCode, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals(List.of("status", "healthy", "error", "exit_code"), fieldNames(json));
        assertEquals("unavailable", json.get("status").asText());
        assertFalse(json.get("healthy").asBoolean(true));
        assertEquals(run.err().strip(), json.get("error").asText());
        assertEquals(exitCode, json.get("exit_code").asInt());
        assertFalse(run.out().contains(KEY), run.out());
    }

    private static List<String> fieldNames(JsonNode json) {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @ParameterizedTest(name = "HTTP {0} gives exit code {2}")
    @CsvSource(delimiter = '|', value = {
        "403|{\"message\":\"Forbidden\"}|3",
        "500|{\"message\":\"Internal server error\"}|4",
        "200|{\"events\":[]}|5",
        "405|{\"message\":\"Method Not Allowed\"}|2"})
    void statusAsJsonPrintsAnUnavailableObjectWhenTheServiceGivesNoReport(int status, String body, int exitCode)
            throws IOException {
        service.enqueue(new MockResponse().setResponseCode(status).setBody(body));

        assertUnavailableJson(run("status", "--json"), exitCode);
    }

    @Test
    void statusAsJsonPrintsAnUnavailableObjectWhenTheServiceCannotBeReached() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }

        CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", KEY)
                .run("status", "--json", "--base-url", "http://127.0.0.1:" + closedPort + "/api");

        assertUnavailableJson(run, 4);
        assertTrue(run.err().contains("refused the connection"), run.err());
    }

    @Test
    void statusAsJsonPrintsAnUnavailableObjectWhenTheConfigurationCannotBeUsed() throws IOException {
        CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", KEY)
                .run("status", "--json", "--base-url", "http://events.example.com/api?api_key=" + KEY);

        assertUnavailableJson(run, 2);
    }

    @Test
    void statusAsJsonPrintsAnUnavailableObjectWhenTheRestOfTheCommandLineCannotBeRead() throws IOException {
        for (String[] args : new String[][] {{"status", "--json", "--bogus"}, {"status", "--bogus", "--json"},
                {"status", "--json", "extra"}, {"status", "--base-url", "--json"}}) {
            CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", KEY).run(args);

            assertUnavailableJson(run, 2);
        }
        assertEquals(0, service.getRequestCount());
    }

    @Test
    void statusWithoutJsonItselfReadPrintsItsUsageErrorOnStderrAlone() {
        for (String[] args : new String[][] {{"status", "--jsn"}, {"--json", "status"}}) {
            CliHarness.Run run = new CliHarness().run(args);

            assertEquals(2, run.exitCode(), run.err());
            assertEquals("", run.out());
        }
    }

    @Test
    void theUnavailableObjectNeverCarriesAKeyTheServiceEchoed() throws IOException {
        service.enqueue(new MockResponse().setResponseCode(403).setBody("{\"message\":\"Bad key " + KEY + "\"}"));

        CliHarness.Run run = run("status", "--json");

        assertUnavailableJson(run, 3);
        assertTrue(run.out().contains("[hidden]"), run.out());
    }

    @Test
    void aRecordWithoutAnEventIdIsLeftOutWithANoteWhileEveryOtherEventIsWritten() {
        service.enqueue(new MockResponse().setBody("""
                [{"event_id":1,"ticker":"T:US","event_date":"2024-01-02T10:00:00-05:00"},
                 {"event_id":null,"ticker":"AMZN:US","event_date":"2024-01-03T17:30:00-05:00"},
                 {"event_id":2,"ticker":"F:US","event_date":"2024-01-04T10:00:00-05:00"}]"""));

        CliHarness.Run run = run("events", "--from", "2024-01-01", "--to", "2024-01-05");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(3, run.out().strip().lines().count(), "the header and both events: " + run.out());
        assertEquals("Note: 1 record the service sent was left out: 1 without a usable event_id (ticker AMZN:US,"
                + " dated 2024-01-03).", run.err().strip());
    }

    @Test
    void recordsThatReuseAnEventIdOnAnotherDateAreSaidNotToBeListedWhileAnExactRepeatIsNot() {
        service.enqueue(new MockResponse().setBody("""
                [{"event_id":1,"ticker":"T:US","event_date":"2024-01-02T10:00:00-05:00"},
                 {"event_id":2,"ticker":"F:US","event_date":"2024-01-02T11:00:00-05:00"},
                 {"event_id":1,"ticker":"T:US","event_date":"2024-01-03T10:00:00-05:00"},
                 {"event_id":2,"ticker":"F:US","event_date":"2024-01-02T11:00:00-05:00"}]"""));

        CliHarness.Run run = run("events", "--from", "2024-01-01", "--to", "2024-01-05");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(3, run.out().strip().lines().count(), "the header and one event per id: " + run.out());
        assertEquals("Note: 1 record the service sent shares an event_id with a listed event yet differs from it, with"
                + " no later modification time, so it is not listed (event_id 1, ticker T:US, dated 2024-01-03).",
                run.err().strip());
    }

    @Test
    void aRecordWithoutAnIdOrADateOnTheDayTwoRequestsShareIsCountedOnce() {
        // 36 days: two requests, each asking for the day after its own too, so both are sent 1 February.
        service.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                LocalDate day = LocalDate.parse(request.getRequestUrl().queryParameter("start_date"));
                LocalDate end = LocalDate.parse(request.getRequestUrl().queryParameter("end_date"));
                StringBuilder records = new StringBuilder();
                for (; !day.isAfter(end); day = day.plusDays(1)) {
                    if (day.getDayOfMonth() == 1 && day.getMonthValue() == 2 || day.getDayOfMonth() == 10) {
                        records.append(records.length() == 0 ? "" : ",").append("{\"event_id\":\"abc\",\"ticker\":"
                                + "\"X:US\",\"event_date\":\"not a date\",\"title\":\"Call of " + day + "\"}");
                    }
                }
                return new MockResponse().setBody("[" + records + "]");
            }
        });

        CliHarness.Run run = run("events", "--from", "2024-01-01", "--to", "2024-02-05");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(2, service.getRequestCount());
        assertEquals("Note: 2 records the service sent were left out: 2 without a usable event_id (the first: ticker"
                + " X:US). None has a readable date, so some may be of the day after the range, which is asked for as"
                + " well.", run.err().strip());
    }

    @Test
    void aChunkThatFailsForGoodNamesTheDatesThatCouldNotBeLoaded() {
        service.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return "2026-12-02".equals(request.getRequestUrl().queryParameter("start_date"))
                        ? new MockResponse().setResponseCode(500) : new MockResponse().setBody("[]");
            }
        });

        CliHarness.Run run = run("events", "--from", "2026-11-01", "--to", "2026-12-31");

        assertEquals(4, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        assertTrue(run.err().startsWith("The service failed to answer (HTTP 500) while loading 2026-12-02 to"
                + " 2026-12-31."), run.err());
    }

    @Test
    void anAnswerOfTheWrongShapeGivesExitCodeFive() {
        service.enqueue(new MockResponse().setBody("{\"events\":[]}"));

        CliHarness.Run run = run("events", "--from", "2024-01-01", "--to", "2024-01-05");

        assertEquals(5, run.exitCode());
        assertOneSentenceWithoutSecrets(run);
        assertEquals(0, run.outBytes().length);
    }

    @Test
    void aDamagedCompressedAnswerGivesExitCodeFiveAtTheFirstTry() throws IOException {
        byte[] damaged = "{\"status\":\"success\"}".getBytes(StandardCharsets.UTF_8);
        service.enqueue(new MockResponse().setHeader("Content-Encoding", "gzip").setBody(new Buffer().write(damaged)));
        service.enqueue(new MockResponse().setBody("{\"status\":\"success\",\"results\":[]}"));

        CliHarness.Run run = run("status");

        assertEquals(5, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        assertTrue(run.err().startsWith("The service's answer could not be read: it came compressed (gzip)"),
                run.err());
        assertEquals(1, service.getRequestCount(), "an answer that arrived whole is not asked for again");
    }

    @Test
    void aServerErrorWithAnHtmlPageGivesExitCodeFourWithoutTheHtml() {
        service.enqueue(new MockResponse().setResponseCode(500)
                .setBody("<html><body><h1>Internal Server Error</h1></body></html>"));

        CliHarness.Run run = run("events", "--from", "2024-01-01", "--to", "2024-01-05");

        assertEquals(4, run.exitCode());
        assertOneSentenceWithoutSecrets(run);
    }

    @Test
    void anUnhealthyReportSentWithStatus500GivesExitCodeOne() {
        service.enqueue(new MockResponse().setResponseCode(500).setBody("""
                {"status":"failure","hostname":"h1","timestamp":1675707470.07,"results":[
                 {"checker":"database_available","output":"connection refused","passed":false,
                  "timestamp":1675707469.0,"expires":1675707478.0}]}"""));

        CliHarness.Run run = run("status");

        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.out().contains("[FAIL] database_available: connection refused"), run.out());
    }

    @Test
    void anUnhealthyReportsTracebackIsPrintedInLinesUnderItsCheckCutInTheMiddleWhileJsonCarriesItWhole()
            throws IOException {
        StringBuilder traceback = new StringBuilder("Traceback (most recent call last):\n");
        for (int frame = 1; frame <= 40; frame++) {
            traceback.append("  File \"db.py\", line ").append(frame).append(", in connect\n");
        }
        traceback.append("OperationalError: could not connect to server");
        ObjectNode report = new ObjectMapper().createObjectNode().put("status", "failure").put("hostname", "h1")
                .put("timestamp", 1675707470.07);
        report.putArray("results").addObject().put("checker", "database_available")
                .put("output", traceback.toString()).put("passed", false).put("timestamp", 1675707469.0)
                .put("expires", 1675707478.0);
        service.enqueue(new MockResponse().setResponseCode(500).setBody(report.toString()));
        service.enqueue(new MockResponse().setResponseCode(500).setBody(report.toString()));

        CliHarness.Run text = run("status");

        assertEquals(1, text.exitCode(), text.err());
        String out = text.out().replace(System.lineSeparator(), "\n");
        assertTrue(out.contains("""
                  [FAIL] database_available:
                           Traceback (most recent call last):
                             File "db.py", line 1, in connect
                """), out);
        assertTrue(out.contains("""
                             File "db.py", line 9, in connect
                           … 22 lines not shown (--json gives the whole output) …
                             File "db.py", line 32, in connect
                """), out);
        assertTrue(out.contains(" ".repeat(11) + "OperationalError: could not connect to server\n"
                + " ".repeat(9) + "ran "), out);
        assertFalse(out.contains("line 10, in connect"), out);
        assertEquals(2 * CheckOutputText.END_LINES + 1, out.lines().filter(line -> line.startsWith(" ".repeat(11)))
                .count(), "the first and last lines and the marker between them: " + out);

        CliHarness.Run json = run("status", "--json");

        assertEquals(1, json.exitCode(), json.err());
        assertEquals(traceback.toString(),
                new ObjectMapper().readTree(json.out()).get("results").get(0).get("output").asText());
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {200, 500})
    void aStatusAnswerOfMoreThanAMebibyteIsRefusedAsTooLargeWithExitCodeFiveAndNotAskedForAgain(int status)
            throws IOException {
        String tooLarge = "{\"status\":\"success\",\"results\":[],\"padding\":\"" + "x".repeat(1024 * 1024)
                + "\"}";
        service.enqueue(new MockResponse().setResponseCode(status).setBody(tooLarge));
        service.enqueue(new MockResponse().setResponseCode(status).setBody(tooLarge));

        CliHarness.Run run = run("status");

        assertEquals(5, run.exitCode(), run.err());
        assertOneSentenceWithoutSecrets(run);
        assertTrue(run.err().startsWith("The service's answer is too large to be a status report (more than 1 MiB)."),
                run.err());
        assertEquals(1, service.getRequestCount(), "an answer that is too large is not asked for again");

        assertUnavailableJson(run("status", "--json"), 5);
    }

    @Test
    void aSmallCompressedStatusAnswerThatUnpacksToMoreThanAMebibyteIsRefusedAsTooLarge() throws IOException {
        Buffer compressed = new Buffer();
        try (BufferedSink gzip = Okio.buffer(new GzipSink(compressed))) {
            gzip.writeUtf8("{\"status\":\"success\",\"results\":[],\"padding\":\"")
                    .writeUtf8(" ".repeat(8 * 1024 * 1024)).writeUtf8("\"}");
        }
        assertTrue(compressed.size() < 1024 * 1024, "compressed, it is smaller than the cap");
        service.enqueue(new MockResponse().setHeader("Content-Encoding", "gzip").setBody(compressed));

        CliHarness.Run run = run("status");

        assertEquals(5, run.exitCode(), run.err());
        assertTrue(run.err().startsWith("The service's answer is too large to be a status report"), run.err());
    }

    @Test
    void aBaseUrlWithoutItsNamespaceAnswering404GivesExitCodeTwo() {
        service.enqueue(new MockResponse().setResponseCode(404).setBody("{\"detail\":\"Not Found\"}"));

        CliHarness.Run run = run("status");

        assertEquals(2, run.exitCode());
        assertOneSentenceWithoutSecrets(run);
        assertTrue(run.err().contains("Check the base URL given with --base-url, including its namespace segment"),
                run.err());
    }

    @Test
    void anUnreachableServiceGivesExitCodeFour() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }

        CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", KEY)
                .run("status", "--base-url", "http://127.0.0.1:" + closedPort + "/api");

        assertEquals(4, run.exitCode());
        assertOneSentenceWithoutSecrets(run);
    }

    @Test
    void plainHttpToAnotherHostIsRefusedBeforeAnythingIsSent() {
        CliHarness.Run run = new CliHarness().env("MARKET_EVENTS_API_KEY", KEY)
                .run("status", "--base-url", "http://events.example.com/api");

        assertEquals(2, run.exitCode());
        assertOneSentenceWithoutSecrets(run);
    }

    private static MockResponse eventsOn(String day, int firstId, int count) {
        StringBuilder body = new StringBuilder("[");
        for (int id = firstId; id < firstId + count; id++) {
            body.append(id == firstId ? "" : ",").append("{\"event_id\":").append(id)
                    .append(",\"event_date\":\"").append(day).append("T08:00:00-05:00\",\"title\":\"Q4 earnings\"}");
        }
        return new MockResponse().setBody(body.append("]").toString());
    }

    @Test
    void aCalendarSaysHowManyEventsItLeftOutForWantOfADate() throws Exception {
        service.enqueue(new MockResponse().setBody("[{\"event_id\":1,\"event_date\":\"2024-01-03T08:00:00-05:00\"},"
                + "{\"event_id\":2,\"event_date\":null},{\"event_id\":3,\"event_date\":\"soon\"}]"));
        Path file = Files.createTempDirectory("ics").resolve("events.ics");

        CliHarness.Run run = run("events", "--from", "2024-01-03", "--to", "2024-01-03", "-o", file.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(1, Files.readAllLines(file).stream().filter("BEGIN:VEVENT"::equals).count());
        assertEquals("Wrote 1 event from 2024-01-03 to 2024-01-03 to " + file
                + ". 2 events without a usable date were left out of the calendar.", run.err().strip());
    }

    @Test
    void aCsvSaysHowManyEventsItWroteLastForWantOfADate() throws Exception {
        service.enqueue(new MockResponse().setBody("[{\"event_id\":1,\"event_date\":\"2024-01-03T08:00:00-05:00\"},"
                + "{\"event_id\":2,\"event_date\":null},{\"event_id\":3,\"event_date\":\"soon\"}]"));
        Path file = Files.createTempDirectory("csv").resolve("events.csv");

        CliHarness.Run run = run("events", "--from", "2024-01-03", "--to", "2024-01-03", "-o", file.toString());

        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(file);
        assertEquals(4, lines.size());
        assertTrue(lines.get(1).startsWith("1,"), "the dated event first: " + lines);
        assertEquals("Wrote 3 events from 2024-01-03 to 2024-01-03 to " + file
                + ". 2 events have no readable date; they are written last.", run.err().strip());
    }

    @Test
    void aWorkbookSaysHowManyValuesItCutToTheLengthACellHolds() throws Exception {
        service.enqueue(new MockResponse().setBody("[{\"event_id\":1,\"event_date\":\"2024-01-03T08:00:00-05:00\","
                + "\"title\":\"" + "x".repeat(40_000) + "\"}]"));
        Path file = Files.createTempDirectory("xlsx").resolve("events.xlsx");

        CliHarness.Run run = run("events", "--from", "2024-01-03", "--to", "2024-01-03", "-o", file.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals("Wrote 1 event from 2024-01-03 to 2024-01-03 to " + file + ". 1 value was longer than a"
                + " workbook's cell holds (32,767 characters) and was cut there.", run.err().strip());
    }

    @Test
    void aRoundAnswerIsAskedForAgainInHalvesSoACappingServiceStillGivesEveryEvent() throws Exception {
        // 700 events on 3 and 4 January from a service that caps its answers at 500.
        service.enqueue(eventsOn("2024-01-03", 1, 500));        // 1 to 5 January: cut
        service.enqueue(new MockResponse().setBody("[]"));      // 1 to 2 January
        service.enqueue(eventsOn("2024-01-03", 1, 500));        // 3 to 5 January: cut again
        service.enqueue(eventsOn("2024-01-03", 1, 350));        // 3 January
        service.enqueue(eventsOn("2024-01-04", 351, 350));      // 4 to 5 January

        CliHarness.Run run = run("events", "--from", "2024-01-01", "--to", "2024-01-05");

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(701, run.out().lines().count());
        assertEquals("", run.err());
        assertEquals(5, service.getRequestCount());
    }

    @Test
    void aSingleDaysRoundAnswerIsWrittenWithANoteThatItMayBeCutAndAnExitCodeThatSaysSo() throws Exception {
        service.enqueue(eventsOn("2024-01-03", 1, 500));

        CliHarness.Run run = run("events", "--from", "2024-01-03", "--to", "2024-01-03");

        assertEquals(7, run.exitCode(), "a script checking only the exit code learns the file may lack events");
        assertEquals(501, run.out().lines().count());
        assertTrue(run.err().startsWith("Note: the service may have cut its answer for 2024-01-03 (a single day's"),
                run.err());
    }
}
