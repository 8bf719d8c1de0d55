package com.marketevents.model;

import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A date and time pasted where a date is asked for, as the window copies one ("2026-11-24T14:30:00+00:00"): its
 * day is the one the app files it under, its date in New York ({@link EventTime#serviceDate}), so that a time of
 * 02:00 UTC pastes the evening before; a time without an offset is read as Eastern, so it keeps its own date.
 */
public final class PastedDateTime {
    /** A date, then a time after a "T" or a space: a date alone is a field's own to read, in any of its forms. */
    private static final Pattern DATE_THEN_TIME = Pattern.compile("\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}.*");

    private PastedDateTime() {
    }

    /** The day of the date-time {@code text} is, or empty when it is not an ISO 8601 date and time. */
    public static Optional<LocalDate> dayOf(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String plain = TypedDate.plain(text).strip();
        if (!DATE_THEN_TIME.matcher(plain).matches()) {
            return Optional.empty();
        }
        return Optional.ofNullable(EventTime.parse(plain).serviceDate());
    }
}
