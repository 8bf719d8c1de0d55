package com.marketevents.ui;

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
        Instant end = clock.instant().plus(wait);
        Instant second = end.truncatedTo(ChronoUnit.SECONDS);
        // Rounded up: a second early would be refused again.
        Instant shown = second.equals(end) ? end : second.plusSeconds(1);
        return "Try again after " + ZoneNames.clockTime(shown, clock) + ".";
    }
}
