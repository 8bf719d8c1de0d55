package com.marketevents.model;

import java.time.Duration;
import java.time.Instant;

/**
 * A check whose run time is ahead of the time it is read against, by more than a round trip explains: its clock is
 * off, and the window's check row and the command line say by how much in the same words.
 */
public final class CheckTimeAhead {
    private CheckTimeAhead() {
    }

    /** True when a check that ran {@code age} ago (negative: ahead) is ahead by {@link StatusReport#NOTABLE_SKEW}. */
    public static boolean isAhead(Duration age) {
        return age != null && age.negated().compareTo(StatusReport.NOTABLE_SKEW) >= 0;
    }

    /** True when {@code reference}, the time a report's checks are read against, is within a round trip of now. */
    public static boolean readOnLocalClock(Instant reference, Instant arrivedAt) {
        return Duration.between(reference, arrivedAt).abs().compareTo(StatusReport.NOTABLE_SKEW) < 0;
    }

    /**
     * "its time is 2 h ahead of this computer's clock", beside {@code beside} ({@link Durations#span(Duration,
     * Duration)}); "of the report's" where the checks are read on the report's clock, itself notably off.
     */
    public static String sentence(Duration age, Duration beside, boolean readOnLocalClock) {
        return "its time is " + Durations.span(age.negated(), beside) + " ahead of "
                + (readOnLocalClock ? "this computer's clock" : "the report's");
    }
}
