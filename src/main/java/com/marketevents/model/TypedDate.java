package com.marketevents.model;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A date as a user types it, in the window or on the command line: year-month-day with a four-digit year,
 * the month and day with or without their leading zero (2024-11-05, 2024-11-5), or ISO 8601's eight digits
 * without the hyphens (20241105), as spreadsheets and file names often write it. Nothing else: no sign, no
 * year of five digits or more, which the service's YYYY-MM-DD could not carry. A date pasted from a word processor,
 * a mail or a PDF often has a look-alike of the hyphen (an en dash, a non-breaking hyphen, a minus sign) or
 * fullwidth digits, and non-breaking spaces round its parts: they read as the hyphen, the digits and the spaces
 * they look like ({@link #plain}).
 */
public final class TypedDate {
    private static final Pattern SHAPE = Pattern.compile("(\\d{4})-(\\d{1,2})-(\\d{1,2})|(\\d{4})(\\d{2})(\\d{2})");
    /** Hyphen, non-breaking hyphen, figure dash, en dash, minus sign, small hyphen-minus, fullwidth hyphen-minus. */
    private static final String HYPHEN_LOOK_ALIKES = "\u2010\u2011\u2012\u2013\u2212\uFE63\uFF0D";
    private static final char FULLWIDTH_ZERO = '\uFF10';

    private TypedDate() {
    }

    /** The date the text names, or null when it names none. */
    public static LocalDate parse(String text) {
        Matcher parts = SHAPE.matcher(plain(text).strip());
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
        return SHAPE.matcher(plain(text).strip()).matches() && parse(text) == null;
    }

    /**
     * {@code text} with each look-alike of the hyphen as a hyphen, each fullwidth digit as its digit and each
     * non-breaking space as a space: "2026–12–01" (en dashes) as "2026-12-01", so that
     * {@link String#strip()}, which keeps a non-breaking space, trims them. Every other character stays as it is.
     */
    public static String plain(String text) {
        StringBuilder plain = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (HYPHEN_LOOK_ALIKES.indexOf(c) >= 0) {
                plain.append('-');
            } else if (c >= FULLWIDTH_ZERO && c <= FULLWIDTH_ZERO + 9) {
                plain.append((char) ('0' + (c - FULLWIDTH_ZERO)));
            } else if (TypedText.SPACE_LOOK_ALIKES.indexOf(c) >= 0) {
                plain.append(' ');
            } else {
                plain.append(c);
            }
        }
        return plain.toString();
    }
}
