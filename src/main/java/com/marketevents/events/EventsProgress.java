package com.marketevents.events;

/** Progress of a fetch. Called from background threads; implementations must be thread-safe. */
@FunctionalInterface
public interface EventsProgress {
    EventsProgress NONE = (daysDone, totalDays, eventsSoFar) -> { };

    /** {@code daysDone} of the range's {@code totalDays} days are answered, with {@code eventsSoFar} events in all. */
    void daysDone(int daysDone, int totalDays, int eventsSoFar);
}
