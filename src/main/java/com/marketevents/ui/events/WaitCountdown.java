package com.marketevents.ui.events;

import com.marketevents.ui.common.CountdownSpan;
import com.marketevents.ui.common.UiExecutor;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;

/**
 * A wait the service asked for, said as it runs out: "Waiting 20 s to try again (HTTP 429)…", then 19 s, 18 s…, once
 * a second until the request is tried again, so that a load held back for minutes does not look stuck.
 */
final class WaitCountdown {
    private final UiExecutor executor;
    private final Clock clock;
    private final Consumer<String> show;
    private UiExecutor.Scheduled next;
    private Instant end;
    private String why;

    WaitCountdown(UiExecutor executor, Clock clock, Consumer<String> show) {
        this.executor = executor;
        this.clock = clock;
        this.show = show;
    }

    /**
     * Counts down to {@code end}, a wait said to be for {@code why} ("HTTP 429"), in place of one counted before: the
     * instant the wait ends where the answer asking for it arrived, which "Try again after" names too.
     */
    void start(Instant end, String why) {
        stop();
        this.end = end;
        this.why = why;
        tick();
    }

    /** Stops counting; the text shown stays until the caller replaces it. */
    void stop() {
        if (next != null) {
            next.cancel();
            next = null;
        }
    }

    private void tick() {
        long millis = Duration.between(clock.instant(), end).toMillis();
        if (millis <= 0) {
            next = null;
            show.accept("Trying again (" + why + ")…");
            return;
        }
        long seconds = (millis + 999) / 1000;
        show.accept("Waiting " + CountdownSpan.of(seconds) + " to try again (" + why + ")…");
        // Next when the number shown goes down by one.
        next = executor.schedule(Duration.ofMillis(millis - (seconds - 1) * 1000), this::tick);
    }
}
