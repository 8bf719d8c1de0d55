package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.QueueDispatcher;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A Retry-After holds back every later request of the same client, not only the retries of the call it answered. */
class RetryAfterAcrossCallsTest {
    private static final DateRange DAY = DateRange.of(LocalDate.of(2024, 10, 28), LocalDate.of(2024, 10, 28));
    private static final Instant START = Instant.parse("2026-11-23T10:00:00Z");

    private final MockWebServer server = new MockWebServer();
    private final FakeRetryClock clock = new FakeRetryClock();
    /** When each request reached the service, on the client's clock. */
    private final List<Instant> askedAt = Collections.synchronizedList(new ArrayList<>());
    private final ScheduledExecutorService canceller = Executors.newSingleThreadScheduledExecutor();

    @BeforeEach
    void start() throws IOException {
        server.setDispatcher(new QueueDispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                askedAt.add(clock.now());
                return super.dispatch(request);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() throws IOException {
        canceller.shutdownNow();
        server.shutdown();
    }

    private HttpMarketEventsApi api() throws ApiException {
        return TestApis.api(TestApis.config(server).withRetries(3, Duration.ofSeconds(30)), clock);
    }

    private static MockResponse ok() {
        return new MockResponse().setBody("[]");
    }

    private static MockResponse tooManyRequests(String retryAfter) {
        return new MockResponse().setResponseCode(429).setHeader("Retry-After", retryAfter);
    }

    @Test
    void aLoadStartedWhileAnotherWaitsToTryAgainIsNotSentBeforeTheInstantTheServiceNamed() throws ApiException {
        server.enqueue(tooManyRequests("20"));
        server.enqueue(ok());
        HttpMarketEventsApi api = api();
        Cancellation first = new Cancellation();
        // The user clicks Load while the first load waits: that cancels it.
        assertThrows(ApiException.class, () -> api.events(DAY, first, (wait, why) -> first.cancel()));
        clock.advance(Duration.ofSeconds(3));
        List<String> told = new ArrayList<>();

        assertTrue(api.events(DAY, Cancellation.none(), (wait, why) -> told.add(wait.toSeconds() + " s, " + why))
                .events().isEmpty());

        assertEquals(List.of(START, START.plusSeconds(20)), askedAt);
        assertEquals(List.of("17 s, HTTP 429"), told, "the window counts the wait down");
    }

    @Test
    void aLoadAfterTheRetriesGaveUpStillWaitsOutTheServicesRetryAfter() throws ApiException {
        server.enqueue(tooManyRequests("120")); // longer than the 30 s budget: the load ends at once and says so
        server.enqueue(ok());
        HttpMarketEventsApi api = api();
        ApiException refused = assertThrows(ApiException.class, () -> api.events(DAY, Cancellation.none()));
        assertEquals(ApiException.Kind.RATE_LIMITED, refused.kind());
        clock.advance(Duration.ofSeconds(10)); // F5

        assertTrue(api.events(DAY, Cancellation.none()).events().isEmpty());

        assertEquals(List.of(START, START.plusSeconds(120)), askedAt);
    }

    @Test
    void aRetryAfterOfMoreThanAnHourIsNotHeldAgainstTheNextLoad() throws ApiException {
        server.enqueue(tooManyRequests("86400"));
        server.enqueue(ok());
        HttpMarketEventsApi api = api();
        assertThrows(ApiException.class, () -> api.events(DAY, Cancellation.none()));
        clock.advance(Duration.ofSeconds(10)); // F5

        assertTrue(api.events(DAY, Cancellation.none()).events().isEmpty());

        assertEquals(List.of(START, START.plusSeconds(10)), askedAt);
    }

    @Test
    void theStatusWaitsOutARetryAfterAnsweredToALoadToo() throws ApiException {
        server.enqueue(tooManyRequests("120"));
        server.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));
        HttpMarketEventsApi api = api();
        assertThrows(ApiException.class, () -> api.events(DAY, Cancellation.none()));

        api.status(Cancellation.none());

        assertEquals(List.of(START, START.plusSeconds(120)), askedAt);
    }

    @Test
    void theStatusHeldBackByALoadsRetryAfterTellsTheWindowHowLongItWaits() throws ApiException {
        server.enqueue(tooManyRequests("90"));
        server.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));
        HttpMarketEventsApi api = api();
        assertThrows(ApiException.class, () -> api.events(DAY, Cancellation.none()));
        clock.advance(Duration.ofSeconds(4)); // Shift+F5
        List<String> told = new ArrayList<>();

        api.status(Cancellation.none(), (wait, why) -> told.add(wait.toSeconds() + " s, " + why));

        assertEquals(List.of("86 s, HTTP 429"), told, "the status panel can say it waits, and until when");
        assertEquals(List.of(START, START.plusSeconds(90)), askedAt);
    }

    @Test
    void aRefusedLoadNamesTheSameEndOfTheWaitAsTheStatusWaitingItOutIsTold() throws ApiException {
        server.enqueue(tooManyRequests("66"));
        server.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));
        HttpMarketEventsApi api = api();
        ApiException refused = assertThrows(ApiException.class, () -> api.events(DAY, Cancellation.none()));
        clock.advance(Duration.ofMillis(1700)); // Shift+F5
        List<String> told = new ArrayList<>();

        api.status(Cancellation.none(), new RetryWaits() {
            @Override
            public void waiting(Duration wait, String why) {
                told.add(wait.toMillis() + " ms, " + why);
            }

            @Override
            public void waitingUntil(Duration wait, Instant end, String why) {
                told.add(wait.toMillis() + " ms until " + end + ", " + why);
            }
        });

        assertEquals(START.plusSeconds(66), refused.retryAt(), "where the answer arrived, not where it is said");
        assertEquals(List.of("64300 ms until " + START.plusSeconds(66) + ", HTTP 429"), told);
    }

    @Test
    void aClientForAnotherServiceOrChangedSettingsAsksAtOnce() throws ApiException {
        server.enqueue(tooManyRequests("120"));
        server.enqueue(ok());
        assertThrows(ApiException.class, () -> api().events(DAY, Cancellation.none()));

        assertTrue(api().events(DAY, Cancellation.none()).events().isEmpty());

        assertEquals(List.of(START, START), askedAt);
    }

    @Test
    void aRetryAfterOfNoWaitLetsTheNextLoadGoAtOnce() throws ApiException {
        server.enqueue(tooManyRequests("120"));
        server.enqueue(tooManyRequests("0")); // the service changed its mind
        server.enqueue(ok());
        server.enqueue(ok());
        HttpMarketEventsApi api = api();
        assertThrows(ApiException.class, () -> api.events(DAY, Cancellation.none()));
        assertTrue(api.events(DAY, Cancellation.none()).events().isEmpty());

        assertTrue(api.events(DAY, Cancellation.none()).events().isEmpty());

        Instant asked = START.plusSeconds(120);
        assertEquals(asked, askedAt.get(1));
        assertEquals(askedAt.get(2), askedAt.get(3), "no wait before the last load: " + askedAt);
    }

    @Test
    void cancellingALoadHeldBackByARetryAfterEndsItAtOnceWithoutAsking() throws ApiException {
        server.enqueue(tooManyRequests("20"));
        HttpMarketEventsApi real = TestApis.api(TestApis.config(server).withRetries(0, Duration.ofSeconds(60)));
        assertThrows(ApiException.class, () -> real.events(DAY, Cancellation.none()));
        Cancellation cancellation = new Cancellation();
        canceller.schedule(cancellation::cancel, 150, TimeUnit.MILLISECONDS);

        long start = System.nanoTime();
        ApiException e = assertThrows(ApiException.class, () -> real.events(DAY, cancellation));

        assertEquals(ApiException.Kind.CANCELLED, e.kind());
        assertTrue(Duration.ofNanos(System.nanoTime() - start).toSeconds() < 10, "the 20 s wait was not cut short");
        assertEquals(1, server.getRequestCount());
    }
}
