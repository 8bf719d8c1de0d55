package com.marketevents.api;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Runs one idempotent GET, trying again after "try later" statuses and dropped connections within the
 * {@link RetryPolicy}'s bounds, and hands the final answer to a handler. Every attempt, a new call's first as well,
 * waits out the last Retry-After the service sent this client ({@link RetryAfterHold}). Cancellation cancels the
 * call in flight and cuts any wait short; either way the caller gets kind CANCELLED.
 */
final class RetryingCall {

    /** Turns the final answer, whatever its status, into a result or an exception. */
    @FunctionalInterface
    interface ResponseHandler<T> {
        T handle(Response response) throws IOException, ApiException;
    }

    private final OkHttpClient client;
    private final RetryPolicy policy;
    private final RetryClock clock;
    private final NetworkFailures network;
    private final RetryAfterHold hold;

    RetryingCall(OkHttpClient client, RetryPolicy policy, RetryClock clock, NetworkFailures network) {
        this.client = client;
        this.policy = policy;
        this.clock = clock;
        this.network = network;
        this.hold = new RetryAfterHold(clock);
    }

    <T> T execute(Request request, Cancellation cancellation, ResponseHandler<T> handler) throws ApiException {
        return execute(request, cancellation, RetryWaits.NONE, handler);
    }

    /** As {@link #execute(Request, Cancellation, ResponseHandler)}, telling {@code waits} of each wait to retry. */
    <T> T execute(Request request, Cancellation cancellation, RetryWaits waits, ResponseHandler<T> handler)
            throws ApiException {
        long start = 0;
        for (int attempt = 1; ; attempt++) {
            cancellation.throwIfCancelled();
            hold.waitOut(cancellation, waits);
            if (attempt == 1) {
                start = clock.nanoTime(); // the time budget is for trying again, not for waiting out an earlier call's
            }
            RedirectTrail trail = new RedirectTrail();
            Call call = client.newCall(trail.carriedBy(request));
            Runnable unregister = cancellation.onCancel(call::cancel);
            Duration delay;
            String why;
            Instant waitEnds = null;
            boolean answerBegan = false;
            try (Response response = call.execute()) {
                // Only a successful answer vouches for the address and the key.
                answerBegan = response.isSuccessful();
                why = "HTTP " + response.code();
                boolean tryLater = RetryPolicy.isRetryableStatus(response.code());
                Instant answeredAt = clock.now();
                Duration retryAfter = tryLater ? RetryAfter.parse(response.header("Retry-After"), answeredAt) : null;
                if (retryAfter != null) {
                    // Computed once: the failure's "try again after" and a later call's countdown end together.
                    waitEnds = answeredAt.plus(retryAfter);
                    hold.remember(retryAfter, waitEnds, why); // also when no retry is left: the next call waits it out
                }
                delay = tryLater ? policy.delayBeforeNextAttempt(attempt, retryAfter, elapsedSince(start)) : null;
                if (delay == null) {
                    return handleEndingWaitAt(handler, response, waitEnds);
                }
                if (!delay.equals(retryAfter)) {
                    waitEnds = null;
                }
            } catch (DamagedCompressionException e) {
                throwIfCancelled(cancellation);
                // The answer arrived whole and cannot be read: not a dropped connection, so not one to try again.
                throw e.toApiException();
            } catch (IOException e) {
                throwIfCancelled(cancellation);
                why = "connection dropped";
                HttpUrl redirectedTo = trail.lastTarget();
                // Another address's answer is never taken, so asking it again cannot help.
                delay = NetworkFailures.isWorthRetrying(e) && !network.isElsewhere(redirectedTo)
                        ? policy.delayBeforeNextAttempt(attempt, null, elapsedSince(start))
                        : null;
                if (delay == null) {
                    throw network.describe(e, request.url(), answerBegan, redirectedTo);
                }
            } catch (ApiException e) {
                throwIfCancelled(cancellation);
                throw e;
            } finally {
                unregister.run();
            }
            if (waitEnds == null) {
                waits.waiting(delay, why);
            } else {
                waits.waitingUntil(delay, waitEnds, why);
            }
            clock.sleep(delay, cancellation);
        }
    }

    private static <T> T handleEndingWaitAt(ResponseHandler<T> handler, Response response, Instant waitEnds)
            throws IOException, ApiException {
        try {
            return handler.handle(response);
        } catch (ApiException e) {
            throw waitEnds == null || e.retryAfter() == null ? e : e.endingWaitAt(waitEnds);
        }
    }

    private Duration elapsedSince(long start) {
        return Duration.ofNanos(clock.nanoTime() - start);
    }

    private static void throwIfCancelled(Cancellation cancellation) throws ApiException {
        if (cancellation.isCancelled() || Thread.currentThread().isInterrupted()) {
            throw ApiException.cancelled();
        }
    }
}
