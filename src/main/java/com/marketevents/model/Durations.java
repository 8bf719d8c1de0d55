package com.marketevents.model;

import java.time.Duration;
import java.util.Locale;

/**
 * Short readable durations, the window's and the terminal's, on one rule so that two side by side read alike: to the
 * second while under {@link #SECONDS_UNDER} ("27 s", "4 min 10 s"), then to the minute ("59 min", "1 h 5 min", "1 h"),
 * to the hour from two days ("2 days 3 h"), and in days alone from a week ("11,574 days"). A unit at nought is left
 * out ("2 min", not "2 min 0 s"). Each is rounded to the nearest of its last unit, seconds as minutes: 59 min 50 s is
 * "1 h", 4.6 s is "5 s"; so a check's "ran 20 s ago" and "valid for 7 s" add up to its 27 s. Two spans read side by
 * side ({@link #span(Duration, Duration)}) are given to the same unit.
 */
public final class Durations {
    /** Seconds matter to a time this short (a check valid for 4 min 10 s); beyond it they only flicker. */
    static final Duration SECONDS_UNDER = Duration.ofMinutes(5);

    private static final long MINUTE = 60;
    private static final long HOUR = 3600;
    private static final long DAY = 86_400;

    private Durations() {
    }

    /** A time measured, as a round trip: "850 ms" under a second, else as {@link #span}. */
    public static String format(Duration duration) {
        Duration d = duration.abs();
        return d.compareTo(Duration.ofSeconds(1)) < 0 ? d.toMillis() + " ms" : span(d);
    }

    /** A time gone by or to come, as "ran 12 s ago" or "valid for 1 h 5 min". */
    public static String span(Duration duration) {
        return span(duration, Duration.ZERO);
    }

    /**
     * {@code duration} as it reads beside {@code beside} (null when there is none): both to the same unit, the one the
     * longer of them is given to, so that a check's row never reads "ran 5 min ago · expired 4 min 40 s ago". A span
     * under half that unit is "less than 1 min" (not "0 min").
     */
    public static String span(Duration duration, Duration beside) {
        long unit = unitFor(Math.max(roundedSeconds(duration), roundedSeconds(beside)));
        long seconds = (millis(duration) + unit * 500) / (unit * 1000) * unit;
        if (seconds == 0 && unit > 1) {
            return "less than 1 " + (unit == MINUTE ? "min" : unit == HOUR ? "h" : "day");
        }
        if (unit == DAY) {
            long days = seconds / DAY;
            return days == 1 ? "1 day" : String.format(Locale.ROOT, "%,d days", days);
        }
        if (seconds >= 2 * DAY) {
            return twoUnits(seconds / DAY, "days", seconds % DAY / HOUR, "h");
        }
        if (seconds >= HOUR) {
            return twoUnits(seconds / HOUR, "h", seconds % HOUR / MINUTE, "min");
        }
        if (seconds >= MINUTE) {
            return twoUnits(seconds / MINUTE, "min", seconds % MINUTE, "s");
        }
        return seconds + " s";
    }

    /** The unit a span this long is given to: the second, the minute, the hour, or (from a week) the day. */
    private static long unitFor(long seconds) {
        if (seconds < SECONDS_UNDER.toSeconds()) {
            return 1;
        }
        if (seconds < 2 * DAY) {
            return MINUTE;
        }
        // A long validity or skew in hours ("277777 h 46 min") cannot be read at a glance; beyond a week, nor hours.
        return seconds < 7 * DAY ? HOUR : DAY;
    }

    private static long roundedSeconds(Duration duration) {
        return (millis(duration) + 500) / 1000;
    }

    private static long millis(Duration duration) {
        return duration == null ? 0 : duration.abs().toMillis();
    }

    private static String twoUnits(long major, String majorUnit, long minor, String minorUnit) {
        return major + " " + majorUnit + (minor == 0 ? "" : " " + minor + " " + minorUnit);
    }
}
