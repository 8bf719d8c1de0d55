package com.marketevents.events;

import static com.marketevents.events.Events.event;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.model.DateRange;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Cancellation and failure: no fetch may hang, and no partial result may pass for a complete one. */
class EventsServiceCancellationTest {

    // Only a guard against a hang; these tests never measure speed.
    private static final Duration HANG_GUARD = Duration.ofSeconds(20);
    private static final DateRange YEAR = DateRange.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31));

    /** Blocks until the cancellation it was given fires, then fails as a real client would. */
    private static ScriptedApi.Answer blockUntilCancelled(CountDownLatch started) {
        return (chunk, cancellation) -> {
            CountDownLatch cancelled = new CountDownLatch(1);
            Runnable unregister = cancellation.onCancel(cancelled::countDown);
            started.countDown();
            try {
                cancelled.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                unregister.run();
            }
            throw ApiException.cancelled();
        };
    }

    private static CompletableFuture<EventsResult> fetchInBackground(EventsService service, Cancellation cancellation) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return service.fetch(YEAR, EventsProgress.NONE, cancellation);
            } catch (ApiException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static ApiException failureOf(CompletableFuture<EventsResult> fetch) {
        ExecutionException thrown = assertThrows(ExecutionException.class, fetch::get);
        return (ApiException) thrown.getCause().getCause();
    }

    @Test
    void cancellingMidFlightCancelsEveryOutstandingCallAndEndsWithCancelled() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            CountDownLatch fourStarted = new CountDownLatch(4);
            ScriptedApi api = new ScriptedApi(blockUntilCancelled(fourStarted));
            Cancellation cancellation = new Cancellation();
            CompletableFuture<EventsResult> fetch = fetchInBackground(new EventsService(api, 31, 4), cancellation);
            assertTrue(fourStarted.await(10, TimeUnit.SECONDS), "four requests in flight");

            cancellation.cancel();

            assertEquals(ApiException.Kind.CANCELLED, failureOf(fetch).kind());
            assertEquals(4, api.requestCount(), "no chunk is asked for after cancelling");
            api.cancellations().forEach(c -> assertTrue(c.isCancelled(), "each call saw the cancellation"));
        });
    }

    @Test
    void cancellingReturnsPromptlyEvenWhenTheApiIgnoresIt() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            CountDownLatch started = new CountDownLatch(1);
            CountDownLatch never = new CountDownLatch(1);
            ScriptedApi api = new ScriptedApi((chunk, ignoredCancellation) -> {
                started.countDown();
                never.await();
                return List.of();
            });
            Cancellation cancellation = new Cancellation();
            CompletableFuture<EventsResult> fetch = fetchInBackground(new EventsService(api, 31, 2), cancellation);
            assertTrue(started.await(10, TimeUnit.SECONDS));

            cancellation.cancel();

            assertEquals(ApiException.Kind.CANCELLED, failureOf(fetch).kind());
        });
    }

    @Test
    void anAlreadyCancelledFetchAsksNothing() {
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> List.of());
        Cancellation cancellation = new Cancellation();
        cancellation.cancel();

        ApiException thrown = assertThrows(ApiException.class,
                () -> new EventsService(api, 31, 4).fetch(YEAR, EventsProgress.NONE, cancellation));

        assertEquals(ApiException.Kind.CANCELLED, thrown.kind());
        assertEquals(0, api.requestCount());
    }

    @Test
    void anInterruptedCallerGetsCancelledAndKeepsItsInterruptFlag() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            CountDownLatch started = new CountDownLatch(1);
            ScriptedApi api = new ScriptedApi(blockUntilCancelled(started));
            ApiException[] thrown = new ApiException[1];
            boolean[] stillInterrupted = new boolean[1];
            Thread caller = new Thread(() -> {
                try {
                    new EventsService(api, 31, 4).fetch(YEAR, EventsProgress.NONE, Cancellation.none());
                } catch (ApiException e) {
                    thrown[0] = e;
                    stillInterrupted[0] = Thread.currentThread().isInterrupted();
                }
            });
            caller.start();
            assertTrue(started.await(10, TimeUnit.SECONDS));

            caller.interrupt();
            caller.join();

            assertEquals(ApiException.Kind.CANCELLED, thrown[0].kind());
            assertTrue(stillInterrupted[0]);
            api.cancellations().forEach(c -> assertTrue(c.isCancelled(), "outstanding calls are cancelled"));
        });
    }

    @Test
    void theFirstFailingChunkCancelsTheOthersAndItsErrorIsThrown() {
        assertTimeoutPreemptively(HANG_GUARD, () -> {
            ApiException serviceDown = new ApiException(ApiException.Kind.SERVICE_FAILURE, "503 from the service");
            CountDownLatch othersStarted = new CountDownLatch(3);
            ScriptedApi.Answer blocking = blockUntilCancelled(othersStarted);
            ScriptedApi api = new ScriptedApi((chunk, cancellation) -> {
                if (chunk.from().getMonthValue() == 2) {
                    othersStarted.await(10, TimeUnit.SECONDS);
                    throw serviceDown;
                }
                return blocking.answer(chunk, cancellation);
            });
            Cancellation callerCancellation = new Cancellation();

            ApiException thrown = assertThrows(ApiException.class,
                    () -> new EventsService(api, 31, 4).fetch(YEAR, EventsProgress.NONE, callerCancellation));

            assertEquals(serviceDown.getMessage(), thrown.getMessage(),
                    "the real cause, not the cancellations it triggered");
            assertEquals(ApiException.Kind.SERVICE_FAILURE, thrown.kind());
            assertEquals(2, thrown.loading().from().getMonthValue(), "it names the chunk that failed");
            api.cancellations().forEach(c -> assertTrue(c.isCancelled(), "the other calls are cancelled"));
            assertEquals(false, callerCancellation.isCancelled(), "the caller's own signal is left alone");
        });
    }

    @Test
    void aFailureAfterSomeChunksSucceededStillFailsTheWholeFetch() {
        ApiException invalid = new ApiException(ApiException.Kind.INVALID_RESPONSE, "truncated JSON");
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> {
            if (chunk.from().getMonthValue() == 12) {
                throw invalid;
            }
            return List.of(event(chunk.from().getMonthValue(), chunk.from() + "T09:00:00-05:00"));
        });
        int[] lastDone = new int[1];

        ApiException thrown = assertThrows(ApiException.class, () -> new EventsService(api, 31, 1)
                .fetch(YEAR, (done, total, soFar) -> lastDone[0] = done, Cancellation.none()));

        assertEquals(invalid.getMessage(), thrown.getMessage());
        assertEquals(12, thrown.loading().from().getMonthValue(), "it names the chunk that failed");
        assertEquals(YEAR.to(), thrown.loading().to());
        assertEquals(11 * 31, lastDone[0], "progress stops at the days of the eleven chunks that did arrive");
    }

    @Test
    void aBugInTheApiSurfacesAsItselfRatherThanAsAServiceError() {
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> {
            throw new IllegalStateException("bug");
        });

        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> new EventsService(api, 31, 2).fetch(YEAR, EventsProgress.NONE, Cancellation.none()));
        assertEquals("bug", thrown.getMessage());
    }
}
