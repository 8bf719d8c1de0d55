package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import com.marketevents.model.TypedDate;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;

/**
 * Reads a typed date. Only the ISO order (2024-11-05, or 2024-11-5, see {@link TypedDate}) is accepted: it
 * is what the service uses and it cannot be read two ways, unlike 05/11/2024. Dates are shown as 2024-11-05.
 */
public final class DateInput {
    static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("uuuu-MM-dd")
            .withResolverStyle(ResolverStyle.STRICT);

    /** A date, or the sentence saying why the text is not one. */
    public record Parsed(LocalDate date, String problem) {
        public boolean isValid() {
            return date != null;
        }
    }

    private DateInput() {
    }

    public static String format(LocalDate date) {
        return date == null ? "" : FORMAT.format(date);
    }

    /** The date {@code text} reads as, or null when it reads as none. */
    public static LocalDate read(String text) {
        return parse(text, "", null).date();
    }

    /**
     * Parses {@code text}; {@code which} ("start", "end") names the field in the explanation, and {@code example}
     * (today where the service is) shows the form a date is written in.
     */
    public static Parsed parse(String text, String which, LocalDate example) {
        String trimmed = text == null ? "" : text.strip();
        if (trimmed.isEmpty()) {
            return new Parsed(null, "Enter the " + which + " date, for example " + format(example) + ".");
        }
        LocalDate date = TypedDate.parse(trimmed);
        String shown = trimmed.length() > 20 ? trimmed.substring(0, 20) + "…" : trimmed;
        if (date != null && date.isBefore(DateRange.FIRST_DAY)) {
            return new Parsed(null, "“" + shown + "” is before " + format(DateRange.FIRST_DAY) + ", the first day that"
                    + " can be asked for; write the " + which + " date like " + format(example) + ".");
        }
        if (date != null && date.isAfter(DateRange.LAST_DAY)) {
            return new Parsed(null, "“" + shown + "” is after " + format(DateRange.LAST_DAY) + ", the last day that"
                    + " can be asked for; write the " + which + " date like " + format(example) + ".");
        }
        if (date != null) {
            return new Parsed(date, null);
        }
        String hint = TypedDate.isMissingFromTheCalendar(trimmed)
                ? "“" + shown + "” is not a day of the calendar; "
                : "“" + shown + "” is not a date in the form year-month-day; ";
        return new Parsed(null, hint + "write the " + which + " date like " + format(example) + ".");
    }
}
