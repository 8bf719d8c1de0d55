package com.marketevents.ui.common;

/**
 * A wait counted down by the second, as the toolbar and the status panel say it: "20 s", "119 s", "5 min 0 s". Apart
 * from {@code Durations}, whose rounding would make a countdown stand still for a minute.
 */
public final class CountdownSpan {
    private CountdownSpan() {
    }

    public static String of(long seconds) {
        return seconds < 120 ? seconds + " s" : seconds / 60 + " min " + seconds % 60 + " s";
    }
}
