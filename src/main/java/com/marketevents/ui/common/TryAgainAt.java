package com.marketevents.ui.common;

import com.marketevents.api.UserMessages;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * "Try again after 14:00:08 UTC.": the end of a wait the service asked for as a time of day on {@code clock}, which
 * stays true while the window shows the sentence, where "Try again in 8 seconds." went stale; its date when not today
 * ("Try again after 2026-11-28 09:00:00 UTC.").
 */
public record TryAgainAt(Clock clock) implements UserMessages.WaitWording {

    @Override
    public String tryAgain(Duration wait) {
        return tryAgain(wait, clock.instant().plus(wait));
    }

    /** Said of {@code end}, where the answer that asked for the wait arrived, not from now: it may be read later. */
    @Override
    public String tryAgain(Duration wait, Instant end) {
        return "Try again after " + clockTime(end, clock) + ".";
    }

    /**
     * "14:00:08 UTC": the end of a wait as a time of day, rounded up to the second (a second early would be refused
     * again), as every text that names it says it.
     */
    public static String clockTime(Instant end, Clock clock) {
        Instant second = end.truncatedTo(ChronoUnit.SECONDS);
        return ZoneNames.clockTime(second.equals(end) ? end : second.plusSeconds(1), clock);
    }
}
