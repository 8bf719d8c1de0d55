package com.marketevents.model;

import java.time.Duration;

/** Short readable durations, the window's and the terminal's: "850 ms", "27 s", "4 min 10 s", "3 h 5 min", "2 days". */
public final class Durations {
    private Durations() {
    }

    public static String format(Duration duration) {
        Duration d = duration.abs();
        if (d.compareTo(Duration.ofSeconds(1)) < 0) {
            return d.toMillis() + " ms";
        }
        long seconds = d.toSeconds();
        if (seconds < 60) {
            return seconds + " s";
        }
        if (seconds < 3600) {
            return seconds / 60 + " min" + (seconds % 60 == 0 ? "" : " " + seconds % 60 + " s");
        }
        if (seconds < 2 * 86_400) {
            long minutes = seconds / 60 % 60;
            return seconds / 3600 + " h" + (minutes == 0 ? "" : " " + minutes + " min");
        }
        return seconds / 86_400 + " days";
    }
}
