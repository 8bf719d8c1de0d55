package com.marketevents.model;

import java.time.Duration;
import java.util.Locale;

/**
 * Short readable durations, the window's and the terminal's, on one rule so that two side by side read alike: to the
 * second while under {@link #SECONDS_UNDER} ("27 s", "4 min 10 s"), then to the minute ("59 min", "1 h 5 min", "1 h"),
 * to the hour from two days ("2 days 3 h"), and in days alone from a week ("11,574 days"). A unit at nought is left
 * out ("2 min", not "2 min 0 s").
 */
public final class Durations {
    /** Seconds matter to a time this short (a check valid for 4 min 10 s); beyond it they only flicker. */
    static final Duration SECONDS_UNDER = Duration.ofMinutes(5);

    private Durations() {
    }

    /** A time measured, as a round trip: "850 ms" under a second, else as {@link #span}. */
    public static String format(Duration duration) {
        Duration d = duration.abs();
        return d.compareTo(Duration.ofSeconds(1)) < 0 ? d.toMillis() + " ms" : span(d);
    }

    /** A time gone by or to come, as "ran 12 s ago" or "valid for 1 h 5 min": to the nearest second at most. */
    public static String span(Duration duration) {
        long seconds = (duration.abs().toMillis() + 500) / 1000;
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < SECONDS_UNDER.toSeconds()) {
            return twoUnits(seconds / 60, "min", seconds % 60, "s");
        }
        if (seconds < 3600) {
            return seconds / 60 + " min";
        }
        if (seconds < 2 * 86_400) {
            return twoUnits(seconds / 3600, "h", seconds % 3600 / 60, "min");
        }
        long days = seconds / 86_400;
        // A long validity or skew in hours ("277777 h 46 min") cannot be read at a glance; beyond a week, nor hours.
        return days < 7 ? twoUnits(days, "days", seconds % 86_400 / 3600, "h")
                : String.format(Locale.ROOT, "%,d days", days);
    }

    private static String twoUnits(long major, String majorUnit, long minor, String minorUnit) {
        return major + " " + majorUnit + (minor == 0 ? "" : " " + minor + " " + minorUnit);
    }
}
