package com.marketevents.model;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A date as a user types it, in the window or on the command line: year-month-day with a four-digit year,
 * the month and day with or without their leading zero (2024-11-05, 2024-11-5), or ISO 8601's eight digits
 * without the hyphens (20241105), as spreadsheets and file names often write it. Nothing else: no sign, no
 * year of five digits or more, which the service's YYYY-MM-DD could not carry.
 */
public final class TypedDate {
    private static final Pattern SHAPE = Pattern.compile("(\\d{4})-(\\d{1,2})-(\\d{1,2})|(\\d{4})(\\d{2})(\\d{2})");

    private TypedDate() {
    }

    /** The date the text names, or null when it names none. */
    public static LocalDate parse(String text) {
        Matcher parts = SHAPE.matcher(text.strip());
        if (!parts.matches()) {
            return null;
        }
        int first = parts.group(1) != null ? 1 : 4;
        try {
            return LocalDate.of(Integer.parseInt(parts.group(first)), Integer.parseInt(parts.group(first + 1)),
                    Integer.parseInt(parts.group(first + 2)));
        } catch (DateTimeException notInTheCalendar) {
            return null;
        }
    }

    /** True when the text is written as a date but names a day the calendar does not have (2023-02-29). */
    public static boolean isMissingFromTheCalendar(String text) {
        return SHAPE.matcher(text.strip()).matches() && parse(text) == null;
    }
}
