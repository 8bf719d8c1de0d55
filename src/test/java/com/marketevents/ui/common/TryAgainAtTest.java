package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class TryAgainAtTest {
    private final TryAgainAt wording =
            new TryAgainAt(Clock.fixed(Instant.parse("2026-11-26T23:30:00.400Z"), ZoneId.of("Europe/London")));

    @Test
    void aWaitEndingTodayIsSaidAsATimeOfDayRoundedUp() {
        assertEquals("Try again after 23:30:09 GMT.", wording.tryAgain(Duration.ofSeconds(8)));
    }

    @Test
    void aWaitEndingAnotherDayNamesThatDay() {
        assertEquals("Try again after 2026-11-27 01:30:01 GMT.", wording.tryAgain(Duration.ofHours(2)));
    }
}
