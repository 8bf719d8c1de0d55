package com.marketevents.events;

/** Progress of a chunked fetch. Called from background threads; implementations must be thread-safe. */
@FunctionalInterface
public interface EventsProgress {
    EventsProgress NONE = (done, total, eventsSoFar) -> { };

    /** {@code done} of {@code total} chunks have arrived, holding {@code eventsSoFar} events before dedupe. */
    void chunksDone(int done, int total, int eventsSoFar);
}
