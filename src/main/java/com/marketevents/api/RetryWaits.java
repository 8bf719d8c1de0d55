package com.marketevents.api;

import java.time.Duration;
import java.time.Instant;

/** Told when a call waits to try again, so that a long wait (a service's Retry-After) can be shown. */
@FunctionalInterface
public interface RetryWaits {
    RetryWaits NONE = (wait, why) -> { };

    /**
     * The call waits {@code wait} before its next attempt, because of {@code why}: "HTTP 429", "connection
     * dropped"; or before its first, because the service asked an earlier call of the same client to wait. Called on
     * the thread that makes the call.
     */
    void waiting(Duration wait, String why);

    /**
     * As {@link #waiting}, for a wait the service asked for: {@code end} is the instant it ends, computed once where
     * the answer that asked for it arrived, as the failure of that answer names it ({@link ApiException#retryAt}).
     */
    default void waitingUntil(Duration wait, Instant end, String why) {
        waiting(wait, why);
    }
}
