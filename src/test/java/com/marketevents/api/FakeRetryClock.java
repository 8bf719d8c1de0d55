package com.marketevents.api;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Records the waits the retry loop asks for and lets time pass at once, so retry tests take no time. */
final class FakeRetryClock implements RetryClock {
    final List<Duration> sleeps = new ArrayList<>();
    private long nanos;
    private Instant now = Instant.parse("2026-11-23T10:00:00Z");

    @Override
    public synchronized long nanoTime() {
        return nanos;
    }

    @Override
    public synchronized Instant now() {
        return now;
    }

    @Override
    public void sleep(Duration duration, Cancellation cancellation) throws ApiException {
        cancellation.throwIfCancelled();
        synchronized (this) {
            sleeps.add(duration);
            nanos += duration.toNanos();
            now = now.plus(duration);
        }
        cancellation.throwIfCancelled();
    }

    synchronized void advance(Duration duration) {
        nanos += duration.toNanos();
        now = now.plus(duration);
    }
}
