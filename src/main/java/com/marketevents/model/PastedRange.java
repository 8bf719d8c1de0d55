package com.marketevents.model;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Two dates written as one range, as a range is copied from a mail, a report or a spreadsheet's two cells:
 * "2026-12-01 – 2026-12-31", "2026-12-01 to 2026-12-31", "2026-12-01..2026-12-31", "2026-12-01 - 2026-12-31"
 * (an em dash or an ellipsis between them too), or the two dates with a tab or spaces between. Each date is as
 * {@link TypedDate} reads one, in {@link TypedDate#plain} characters; whether it is a day of the calendar is the
 * field's to say once it holds it.
 */
public record PastedRange(String from, String to) {
    private static final String ONE_DATE = "\\d{4}-\\d{1,2}-\\d{1,2}|\\d{8}";
    private static final Pattern TWO_DATES = Pattern.compile("(" + ONE_DATE + ")"
            + "(?:\\s*(?:-|\u2014|\\.\\.\\.?|\u2026|to)\\s*|\\s+)(" + ONE_DATE + ")",
            Pattern.CASE_INSENSITIVE);

    /** The two dates {@code text} names as a range, or empty when it is not two dates. */
    public static Optional<PastedRange> of(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher dates = TWO_DATES.matcher(TypedDate.plain(text).strip());
        return dates.matches() ? Optional.of(new PastedRange(dates.group(1), dates.group(2))) : Optional.empty();
    }
}
