package com.marketevents.events;

import java.time.Duration;

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
}
