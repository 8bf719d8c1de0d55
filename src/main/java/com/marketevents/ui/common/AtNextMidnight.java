package com.marketevents.ui.common;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;

/**
 * Runs an action once at the next local midnight on a clock: a text naming a time of day ("loaded at 23:57:14")
 * reads as today's, so once its day is over it is said again, and then names its date ({@link ZoneNames#clockTime}).
 */
public final class AtNextMidnight {
    private final UiExecutor executor;
    private final Clock clock;
    private final Runnable action;
    private UiExecutor.Scheduled scheduled;

    public AtNextMidnight(UiExecutor executor, Clock clock, Runnable action) {
        this.executor = executor;
        this.clock = clock;
        this.action = action;
    }

    /** Runs the action at the next midnight from now, once, in place of a run set before. */
    public void arm() {
        cancel();
        ZonedDateTime now = clock.instant().atZone(clock.getZone());
        Duration untilMidnight = Duration.between(now, now.toLocalDate().plusDays(1).atStartOfDay(clock.getZone()));
        // A second late rather than early: a timer firing a moment before midnight would say the text as today's.
        scheduled = executor.schedule(untilMidnight.plusSeconds(1), () -> {
            scheduled = null;
            action.run();
        });
    }

    /** The action does not run (nothing shown names a time of day, or the window is closing). */
    public void cancel() {
        if (scheduled != null) {
            scheduled.cancel();
            scheduled = null;
        }
    }
}
