package com.marketevents.events;

import com.marketevents.api.RetryWaits;
import java.time.Duration;
import java.time.Instant;

/** Progress of a fetch. Called from background threads; implementations must be thread-safe. */
@FunctionalInterface
public interface EventsProgress {
    EventsProgress NONE = (daysDone, totalDays, eventsSoFar) -> { };

    /** {@code daysDone} of the range's {@code totalDays} days are answered, with {@code eventsSoFar} events in all. */
    void daysDone(int daysDone, int totalDays, int eventsSoFar);

    /**
     * A request waits {@code wait} to try again, because of {@code why} ("HTTP 429"): a service's Retry-After can
     * hold a load for many seconds, which the progress should then say.
     */
    default void waiting(Duration wait, String why) {
    }

    /**
     * As {@link #waiting}, for a wait the service asked for that ends at {@code end}, computed once where its answer
     * arrived ({@link RetryWaits#waitingUntil}).
     */
    default void waitingUntil(Duration wait, Instant end, String why) {
        waiting(wait, why);
    }

    /** The waits of a request told here as they were told of it, with the instant a wait ends when it came with one. */
    default RetryWaits retryWaits() {
        EventsProgress progress = this;
        return new RetryWaits() {
            @Override
            public void waiting(Duration wait, String why) {
                progress.waiting(wait, why);
            }

            @Override
            public void waitingUntil(Duration wait, Instant end, String why) {
                progress.waitingUntil(wait, end, why);
            }
        };
    }
}
