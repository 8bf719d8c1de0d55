package com.marketevents.api;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Reads a {@code Retry-After} header: delay-seconds or an HTTP date (RFC 9110). */
final class RetryAfter {
    /**
     * Longer requests are read as this. A wait longer than a load's time budget is not waited out but said (retries
     * give up), so this only keeps an absurd number from being said.
     */
    static final Duration LONGEST = Duration.ofDays(30);

    private RetryAfter() {
    }

    /** The wait asked for, never negative, or null when the header is absent or unreadable. */
    static Duration parse(String header, Instant now) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String value = header.strip();
        if (value.chars().allMatch(Character::isDigit)) {
            value = value.replaceFirst("^0+(?=.)", "");
            if (value.length() > 9) {
                return LONGEST;
            }
            return min(Duration.ofSeconds(Long.parseLong(value)));
        }
        try {
            Instant at = ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            Duration wait = Duration.between(now, at);
            return wait.isNegative() ? Duration.ZERO : min(wait);
        } catch (DateTimeParseException unreadable) {
            return null;
        }
    }

    private static Duration min(Duration wait) {
        return wait.compareTo(LONGEST) > 0 ? LONGEST : wait;
    }
}
