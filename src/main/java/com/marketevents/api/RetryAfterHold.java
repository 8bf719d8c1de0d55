package com.marketevents.api;

import java.time.Duration;
import java.time.Instant;

/**
 * The instant before which the service last asked not to be asked again (its Retry-After), kept for every request
 * of one client: a load started while another waited to try again (the user clicking Load, F5) went out at once, was
 * refused again and restarted the wait. A client for a newly configured service starts without one.
 */
final class RetryAfterHold {
    /**
     * A longer wait is not held against the next request: a service asking for days is more likely wrong than
     * meant, and a countdown of days would read as a window stuck; its load says "try again after …" instead.
     */
    static final Duration LONGEST_HELD = Duration.ofHours(1);

    private final RetryClock clock;
    private boolean held;
    private long untilNanos;
    private Instant until;
    private String why;

    RetryAfterHold(RetryClock clock) {
        this.clock = clock;
    }

    /**
     * The service's latest answer asked for {@code wait} ("HTTP 429"), until {@code end} on the wall clock; it replaces
     * what an earlier one asked.
     */
    synchronized void remember(Duration wait, Instant end, String why) {
        if (wait.compareTo(LONGEST_HELD) > 0) {
            return;
        }
        this.held = true;
        this.untilNanos = clock.nanoTime() + wait.toNanos();
        this.until = end;
        this.why = why;
    }

    /** Waits until the instant asked for, if it is still ahead, telling {@code waits} first; cancellable. */
    void waitOut(Cancellation cancellation, RetryWaits waits) throws ApiException {
        Duration left;
        Instant end;
        String because;
        synchronized (this) {
            if (!held) {
                return;
            }
            left = Duration.ofNanos(untilNanos - clock.nanoTime());
            end = until;
            because = why;
        }
        if (left.isNegative() || left.isZero()) {
            return;
        }
        waits.waitingUntil(left, end, because);
        clock.sleep(left, cancellation);
    }
}
