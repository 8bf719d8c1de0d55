package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.SocketPolicy;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RetriesTest {
    private static final DateRange DAY = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 10, 28));
    private static final Duration MS_100 = Duration.ofMillis(100);

    private final MockWebServer server = new MockWebServer();
    private final FakeRetryClock clock = new FakeRetryClock();
    private final ScheduledExecutorService canceller = Executors.newSingleThreadScheduledExecutor();

    @BeforeEach
    void start() throws IOException {
        server.start();
    }

    @AfterEach
    void stop() throws IOException {
        canceller.shutdownNow();
        server.shutdown();
    }

    private HttpMarketEventsApi api(int retries, Duration budget) throws ApiException {
        return TestApis.api(TestApis.config(server).withRetries(retries, budget), clock);
    }

    private static MockResponse ok() {
        return new MockResponse().setBody("[]");
    }

    @ParameterizedTest(name = "HTTP {0} is tried again")
    @ValueSource(ints = {429, 502, 503, 504})
    void tryLaterStatusesAreRetriedAfterABackOff(int status) throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(status));
        server.enqueue(ok());

        assertTrue(api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()).events().isEmpty());

        assertEquals(2, server.getRequestCount());
        assertEquals(List.of(MS_100), clock.sleeps);
    }

    @Test
    void aConnectionTheServiceClosedAfterItsAnswerIsNotReusedAtTheCostOfAFailedAttempt() throws ApiException {
        // As an HTTP/1.0 server does, or one whose keep-alive time-out passed while the connection sat in the pool.
        server.enqueue(ok().setSocketPolicy(SocketPolicy.DISCONNECT_AT_END));
        server.enqueue(ok().setSocketPolicy(SocketPolicy.DISCONNECT_AT_END));
        server.enqueue(ok());
        HttpMarketEventsApi api = api(3, Duration.ofSeconds(30));

        for (int call = 0; call < 3; call++) {
            assertTrue(api.events(DAY, Cancellation.none()).events().isEmpty());
        }

        assertEquals(3, server.getRequestCount());
        assertTrue(clock.sleeps.isEmpty(), "no back-off, as for a failed attempt: " + clock.sleeps);
    }

    @Test
    void eachWaitToTryAgainIsToldWithItsReason() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(429).setHeader("Retry-After", "2"));
        server.enqueue(ok());
        List<String> told = new java.util.ArrayList<>();

        api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none(), (wait, why) -> told.add(wait + " " + why));

        assertEquals(List.of("PT2S HTTP 429"), told);
    }

    @ParameterizedTest(name = "HTTP {0} is final")
    @ValueSource(ints = {400, 401, 403, 404, 422, 500})
    void otherErrorsAreNeverRetried(int status) throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(status));
        server.enqueue(ok());

        assertThrows(ApiException.class, () -> api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(1, server.getRequestCount());
        assertTrue(clock.sleeps.isEmpty());
    }

    @Test
    void retriesStopAtTheConfiguredCountWithGrowingWaits() throws ApiException {
        for (int i = 0; i < 5; i++) {
            server.enqueue(new MockResponse().setResponseCode(503).setBody("{\"message\":\"Service Unavailable\"}"));
        }

        ApiException e = assertThrows(ApiException.class,
                () -> api(2, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(ApiException.Kind.SERVICE_FAILURE, e.kind());
        assertEquals("Service Unavailable", e.serviceMessage());
        assertEquals(3, server.getRequestCount(), "one attempt and two retries");
        assertEquals(List.of(MS_100, Duration.ofMillis(200)), clock.sleeps);
    }

    @Test
    void retriesStopWhenTheNextWaitWouldPassTheTimeBudget() throws ApiException {
        for (int i = 0; i < 10; i++) {
            server.enqueue(new MockResponse().setResponseCode(502));
        }

        assertThrows(ApiException.class, () -> api(10, Duration.ofSeconds(1)).events(DAY, Cancellation.none()));

        // 100 + 200 + 400 ms fit in one second; the next 800 ms would not.
        assertEquals(List.of(MS_100, Duration.ofMillis(200), Duration.ofMillis(400)), clock.sleeps);
        assertEquals(4, server.getRequestCount());
    }

    @Test
    void retryAfterInSecondsIsHonoured() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(429).setHeader("Retry-After", "2"));
        server.enqueue(ok());

        api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none());

        assertEquals(List.of(Duration.ofSeconds(2)), clock.sleeps);
    }

    @Test
    void retryAfterAsAnHttpDateIsHonoured() throws ApiException {
        // FakeRetryClock starts at 2026-11-23T10:00:00Z.
        server.enqueue(new MockResponse().setResponseCode(503).setHeader("Retry-After", "Mon, 23 Nov 2026 10:00:05 GMT"));
        server.enqueue(ok());

        api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none());

        assertEquals(List.of(Duration.ofSeconds(5)), clock.sleeps);
    }

    @ParameterizedTest(name = "Retry-After: {0}")
    @ValueSource(strings = {"Wed, 21 Oct 2015 07:28:00 GMT", "0"})
    void aRetryAfterOfNoWaitAtAllGetsTheUsualBackOffRatherThanAskingAgainAtOnce(String retryAfter)
            throws ApiException {
        // A date already past (a service's stale header, or clocks apart) would send every retry within milliseconds.
        server.enqueue(new MockResponse().setResponseCode(503).setHeader("Retry-After", retryAfter));
        server.enqueue(new MockResponse().setResponseCode(503).setHeader("Retry-After", retryAfter));
        server.enqueue(ok());

        api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none());

        assertEquals(List.of(MS_100, Duration.ofMillis(200)), clock.sleeps);
    }

    @Test
    void a503AskingForNoWaitIsNotAlsoRepeatedAtOnceByTheHttpClient() throws ApiException {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse().setResponseCode(503).setHeader("Retry-After", "0"));
        }
        server.enqueue(ok());

        api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none());

        assertEquals(4, server.getRequestCount(), "one request an attempt");
        assertEquals(List.of(MS_100, Duration.ofMillis(200), Duration.ofMillis(400)), clock.sleeps);
    }

    @ParameterizedTest(name = "HTTP {0}")
    @ValueSource(ints = {429, 503})
    void aRetryAfterBeyondAnyNumberTheHttpClientReadsIsSaidAsTheLongestWait(int status) {
        server.enqueue(new MockResponse().setResponseCode(status).setHeader("Retry-After", "99999999999999999999"));

        ApiException e = assertThrows(ApiException.class,
                () -> api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(status == 429 ? ApiException.Kind.RATE_LIMITED : ApiException.Kind.SERVICE_FAILURE, e.kind());
        assertEquals(RetryAfter.LONGEST, e.retryAfter());
        assertEquals(1, server.getRequestCount());
        assertTrue(UserMessages.describe(e).endsWith("Try again in 30 days."), UserMessages.describe(e));
    }

    @Test
    void a408WithARetryAfterBeyondAnyNumberIsStillTheServicesRefusal() {
        // OkHttp reads a 408's Retry-After too, to decide whether to repeat the request itself.
        server.enqueue(new MockResponse().setResponseCode(408).setHeader("Retry-After", "99999999999999999999"));

        ApiException e = assertThrows(ApiException.class,
                () -> api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(408, e.httpStatus());
    }

    @Test
    void aRetryAfterLongerThanTheBudgetEndsAtOnceAndSaysWhenToComeBack() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(429).setHeader("Retry-After", "120")
                .setBody("{\"message\":\"Too Many Requests\"}"));

        ApiException e = assertThrows(ApiException.class,
                () -> api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(ApiException.Kind.RATE_LIMITED, e.kind());
        assertEquals(Duration.ofSeconds(120), e.retryAfter());
        assertEquals(1, server.getRequestCount());
        assertTrue(UserMessages.describe(e).contains("Try again in 2 minutes"), UserMessages.describe(e));
    }

    @Test
    void aDroppedConnectionIsRetried() throws ApiException {
        server.enqueue(new MockResponse().setSocketPolicy(SocketPolicy.DISCONNECT_AFTER_REQUEST));
        server.enqueue(new MockResponse().setBody(Fixtures.text("events-2024-10-28.json"))
                .setSocketPolicy(SocketPolicy.DISCONNECT_DURING_RESPONSE_BODY));
        server.enqueue(new MockResponse().setBody("[{\"event_id\":7}]"));

        assertEquals(7L, api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()).events().get(0).eventId());

        assertEquals(3, server.getRequestCount());
    }

    @Test
    void connectionsThatKeepDroppingEndAsANetworkFailure() throws ApiException {
        for (int i = 0; i < 5; i++) {
            server.enqueue(new MockResponse().setSocketPolicy(SocketPolicy.DISCONNECT_AT_START));
        }

        ApiException e = assertThrows(ApiException.class,
                () -> api(2, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(ApiException.Kind.NETWORK, e.kind());
        assertEquals(3, server.getRequestCount());
        assertTrue(e.getMessage().contains("dropped"), e.getMessage());
    }

    private static MockResponse compressed(byte[] gzip) {
        return new MockResponse().setHeader("Content-Encoding", "gzip").setBody(new Buffer().write(gzip));
    }

    @Test
    void aCompressedAnswerIsReadAndAskedForAsGzip() throws Exception {
        server.enqueue(compressed(Fixtures.gzipped("[{\"event_id\":7}]")));

        assertEquals(7L, api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()).events().get(0).eventId());

        assertEquals("gzip", server.takeRequest().getHeader("Accept-Encoding"));
    }

    @ParameterizedTest(name = "gzip {0}")
    @ValueSource(strings = {"damaged", "cut short", "that is not gzip at all"})
    void aDamagedCompressedAnswerIsAnAnswerThatCannotBeReadAndIsNotRetried(String damage) throws ApiException {
        String events = Fixtures.text("events-2024-10-28.json");
        byte[] body = switch (damage) {
            case "damaged" -> Fixtures.damagedGzip(events);
            case "cut short" -> Fixtures.gzipCutShort(events);
            default -> events.getBytes(StandardCharsets.UTF_8);
        };
        server.enqueue(compressed(body));
        server.enqueue(ok());

        ApiException e = assertThrows(ApiException.class,
                () -> api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(ApiException.Kind.INVALID_RESPONSE, e.kind());
        assertEquals("The service's answer could not be read: it came compressed (gzip), and the compressed data is"
                + " damaged.", e.getMessage());
        assertEquals(1, server.getRequestCount(), "the connection did not drop, so trying again would not help");
        assertTrue(clock.sleeps.isEmpty());
    }

    @Test
    void aConnectionDroppedDuringACompressedAnswerIsStillRetried() throws ApiException {
        server.enqueue(compressed(Fixtures.gzipped(Fixtures.text("events-2024-10-28.json")))
                .setSocketPolicy(SocketPolicy.DISCONNECT_DURING_RESPONSE_BODY));
        server.enqueue(compressed(Fixtures.gzipped("[{\"event_id\":7}]")));

        assertEquals(7L, api(3, Duration.ofSeconds(30)).events(DAY, Cancellation.none()).events().get(0).eventId());

        assertEquals(2, server.getRequestCount());
    }

    @Test
    void compressedAnswersWhoseConnectionKeepsDroppingEndAsANetworkFailure() throws ApiException {
        for (int i = 0; i < 3; i++) {
            server.enqueue(compressed(Fixtures.gzipped(Fixtures.text("events-2024-10-28.json")))
                    .setSocketPolicy(SocketPolicy.DISCONNECT_DURING_RESPONSE_BODY));
        }

        ApiException e = assertThrows(ApiException.class,
                () -> api(2, Duration.ofSeconds(30)).events(DAY, Cancellation.none()));

        assertEquals(ApiException.Kind.NETWORK, e.kind());
        assertTrue(e.getMessage().contains("closed before the whole answer arrived"), e.getMessage());
        assertEquals(3, server.getRequestCount());
    }

    @Test
    void aRealBackOffScaledToATinyBudgetRetriesQuickly() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(503));
        server.enqueue(new MockResponse().setResponseCode(503));
        server.enqueue(ok());
        HttpMarketEventsApi real = TestApis.api(TestApis.config(server).withRetries(3, Duration.ofMillis(320)));

        assertTrue(real.events(DAY, Cancellation.none()).events().isEmpty());
        assertEquals(3, server.getRequestCount());
    }

    @Test
    void cancellingDuringAWaitEndsItAtOnce() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(429).setHeader("Retry-After", "20"));
        HttpMarketEventsApi real = TestApis.api(TestApis.config(server).withRetries(3, Duration.ofSeconds(60)));
        Cancellation cancellation = new Cancellation();
        canceller.schedule(cancellation::cancel, 150, TimeUnit.MILLISECONDS);

        long start = System.nanoTime();
        ApiException e = assertThrows(ApiException.class, () -> real.events(DAY, cancellation));

        assertEquals(ApiException.Kind.CANCELLED, e.kind());
        assertTrue(Duration.ofNanos(System.nanoTime() - start).toSeconds() < 10, "the 20 s wait was not cut short");
        assertEquals(1, server.getRequestCount());
    }

    @Test
    void interruptingTheWaitingThreadCountsAsCancelling() throws ApiException {
        server.enqueue(new MockResponse().setResponseCode(503).setHeader("Retry-After", "20"));
        HttpMarketEventsApi real = TestApis.api(TestApis.config(server).withRetries(3, Duration.ofSeconds(60)));
        Thread caller = Thread.currentThread();
        canceller.schedule(caller::interrupt, 150, TimeUnit.MILLISECONDS);

        try {
            ApiException e = assertThrows(ApiException.class, () -> real.events(DAY, Cancellation.none()));
            assertEquals(ApiException.Kind.CANCELLED, e.kind());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is kept for the caller to see");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void cancellingDuringACallEndsItAtOnce() throws ApiException {
        server.enqueue(ok().setSocketPolicy(SocketPolicy.NO_RESPONSE));
        HttpMarketEventsApi real = TestApis.api(TestApis.config(server)
                .withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(30)));
        Cancellation cancellation = new Cancellation();
        canceller.schedule(cancellation::cancel, 150, TimeUnit.MILLISECONDS);

        long start = System.nanoTime();
        ApiException e = assertThrows(ApiException.class, () -> real.status(cancellation));

        assertEquals(ApiException.Kind.CANCELLED, e.kind());
        assertTrue(Duration.ofNanos(System.nanoTime() - start).toSeconds() < 10, "the call was not cancelled");
    }

    @Test
    void nothingIsSentWhenAlreadyCancelled() throws ApiException {
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        ApiException e = assertThrows(ApiException.class, () -> api(3, Duration.ofSeconds(30)).events(DAY, cancellation));

        assertEquals(ApiException.Kind.CANCELLED, e.kind());
        assertEquals(0, server.getRequestCount());
    }

    @Test
    void backOffGrowsWithJitterAndStaysWithinItsStep() {
        RetryPolicy policy = new RetryPolicy(20, Duration.ofHours(1), MS_100, () -> 0.0);
        assertEquals(Duration.ofMillis(50), policy.delayBeforeNextAttempt(1, null, Duration.ZERO));
        assertEquals(Duration.ofMillis(400), policy.delayBeforeNextAttempt(4, null, Duration.ZERO));
        assertEquals(RetryPolicy.MAX_DELAY.dividedBy(2), policy.delayBeforeNextAttempt(15, null, Duration.ZERO));
        assertEquals(Duration.ofMillis(10),
                RetryPolicy.from(TestApis.config(server).withRetries(3, Duration.ofMillis(320)))
                        .delayBeforeNextAttempt(1, Duration.ofMillis(10), Duration.ZERO));
    }
}
