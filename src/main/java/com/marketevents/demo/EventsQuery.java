package com.marketevents.demo;

import com.marketevents.model.DateRange;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads {@code start_date} and {@code end_date} of an events request: calendar dates YYYY-MM-DD, both
 * inclusive, defaulting to two weeks before and after today (Eastern). Bad input gives a message for a 400.
 */
final class EventsQuery {
    static final int DEFAULT_DAYS_AROUND_TODAY = 14;
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final int MAX_ECHOED_LENGTH = 40;

    /** A request the service refuses, with the sentence it answers. */
    static final class BadRequest extends Exception {
        BadRequest(String message) {
            super(message, null, false, false);
        }
    }

    private EventsQuery() {
    }

    static DateRange parse(String rawQuery, LocalDate today) throws BadRequest {
        Map<String, String> parameters = parameters(rawQuery);
        LocalDate from = date(parameters, "start_date", today.minusDays(DEFAULT_DAYS_AROUND_TODAY));
        LocalDate to = date(parameters, "end_date", today.plusDays(DEFAULT_DAYS_AROUND_TODAY));
        if (from.isAfter(to)) {
            throw new BadRequest("start_date (" + from + ") must not be after end_date (" + to + ").");
        }
        return DateRange.of(from, to);
    }

    private static LocalDate date(Map<String, String> parameters, String name, LocalDate fallback) throws BadRequest {
        String text = parameters.get(name);
        if (text == null || text.isEmpty()) {
            return fallback;
        }
        if (DATE.matcher(text).matches()) {
            try {
                return LocalDate.parse(text);
            } catch (DateTimeParseException notACalendarDate) {
                // falls through to the message below
            }
        }
        String shown = text.length() > MAX_ECHOED_LENGTH ? text.substring(0, MAX_ECHOED_LENGTH) + "…" : text;
        throw new BadRequest("Invalid " + name + " '" + shown + "': expected a date in the form YYYY-MM-DD.");
    }

    /** First value of each parameter, decoded. */
    private static Map<String, String> parameters(String rawQuery) throws BadRequest {
        Map<String, String> parameters = new HashMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return parameters;
        }
        for (String pair : rawQuery.split("&")) {
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals));
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1));
            parameters.putIfAbsent(name, value);
        }
        return parameters;
    }

    private static String decode(String text) throws BadRequest {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException badEscape) {
            throw new BadRequest("The query string is not correctly encoded.");
        }
    }
}
