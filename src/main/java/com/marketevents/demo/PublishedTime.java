package com.marketevents.demo;

import java.time.ZonedDateTime;

/**
 * Writes Eastern date-times the way the deployed service publishes them: ISO 8601, usually with the
 * offset, sometimes without it and with 0, 3 or 6 fractional digits. Hand-written because it runs for
 * every event of a year at benchmark scale.
 */
enum PublishedTime {
    OFFSET(true, 0),
    OFFSET_MILLIS(true, 3),
    OFFSET_MICROS(true, 6),
    LOCAL(false, 0),
    LOCAL_MICROS(false, 6);

    private final boolean withOffset;
    private final int fractionDigits;

    PublishedTime(boolean withOffset, int fractionDigits) {
        this.withOffset = withOffset;
        this.fractionDigits = fractionDigits;
    }

    /** The style of a batch job's timestamps, from a uniform draw in 0..99. */
    static PublishedTime forPercent(int percent) {
        return percent < 76 ? OFFSET : percent < 89 ? OFFSET_MICROS : percent < 92 ? OFFSET_MILLIS
                : percent < 97 ? LOCAL : LOCAL_MICROS;
    }

    String format(ZonedDateTime eastern) {
        StringBuilder text = new StringBuilder(32);
        pad(text, eastern.getYear(), 4).append('-');
        pad(text, eastern.getMonthValue(), 2).append('-');
        pad(text, eastern.getDayOfMonth(), 2).append('T');
        pad(text, eastern.getHour(), 2).append(':');
        pad(text, eastern.getMinute(), 2).append(':');
        pad(text, eastern.getSecond(), 2);
        if (fractionDigits > 0) {
            int micros = eastern.getNano() / 1_000;
            text.append('.');
            pad(text, fractionDigits == 6 ? micros : micros / 1_000, fractionDigits);
        }
        if (withOffset) {
            int seconds = eastern.getOffset().getTotalSeconds();
            text.append(seconds < 0 ? '-' : '+');
            int minutes = Math.abs(seconds) / 60;
            pad(text, minutes / 60, 2).append(':');
            pad(text, minutes % 60, 2);
        }
        return text.toString();
    }

    private static StringBuilder pad(StringBuilder text, int value, int width) {
        String digits = Integer.toString(value);
        for (int i = digits.length(); i < width; i++) {
            text.append('0');
        }
        return text.append(digits);
    }
}
