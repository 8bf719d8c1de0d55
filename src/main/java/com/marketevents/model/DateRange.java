package com.marketevents.model;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/** An inclusive range of calendar dates (US Eastern, as the service reads them); from is never after to. */
public record DateRange(LocalDate from, LocalDate to) {
    /**
     * The longest range one export of the command line, or one load of the window, asks for. Ten years of the demo
     * service take some 20 s and 430 MB on two cores; fifty took a minute and 1.3 GB, with no progress shown where
     * stderr is not a terminal. Longer is a mistyped year far more often than a wish: 0202-01-01 to 2026-12-31
     * would be some 22,000 requests to a real service.
     */
    public static final int LONGEST_YEARS = 10;
    /**
     * The last day a range may reach: a request names the day after the range's end, in the service's YYYY-MM-DD,
     * and the day after 9999-12-31 has a five-digit year the service refuses as no date.
     */
    public static final LocalDate LAST_DAY = LocalDate.of(9999, 12, 30);
    /** The first day a range may start on: an earlier year (0026 for 2026) is a slip of the keys, not a range. */
    public static final LocalDate FIRST_DAY = LocalDate.of(1900, 1, 1);

    public DateRange {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (from.isAfter(to)) {
            throw new IllegalArgumentException("The start date " + from + " is after the end date " + to + ".");
        }
    }

    public static DateRange of(LocalDate from, LocalDate to) {
        return new DateRange(from, to);
    }

    /** Number of days in the range, both ends counted. */
    public long days() {
        return ChronoUnit.DAYS.between(from, to) + 1;
    }

    /** Whether the range reaches the same day {@value #LONGEST_YEARS} years after its start: longer than allowed. */
    public boolean isTooLong() {
        return to.isAfter(latestEnd(from));
    }

    /**
     * The last end an accepted range starting on {@code from} may have: the day before that date, {@value
     * #LONGEST_YEARS} years on.
     */
    public static LocalDate latestEnd(LocalDate from) {
        return from.plusYears(LONGEST_YEARS).minusDays(1);
    }

    /**
     * The first start an accepted range ending on {@code to} may have, by {@link #latestEnd}'s rule: 2016-03-01 for
     * 2026-02-28, as 2016-02-29 reaches 2026-02-28 ten years on, there being no 2026-02-29.
     */
    public static LocalDate earliestStart(LocalDate to) {
        LocalDate start = to.minusYears(LONGEST_YEARS);
        while (latestEnd(start).isBefore(to)) {
            start = start.plusDays(1);
        }
        return start;
    }

    public boolean contains(LocalDate date) {
        return date != null && !date.isBefore(from) && !date.isAfter(to);
    }

    /** Consecutive sub-ranges of at most {@code maxDays} days that together cover this range. */
    public List<DateRange> chunks(int maxDays) {
        if (maxDays < 1) {
            throw new IllegalArgumentException("maxDays must be at least 1");
        }
        List<DateRange> chunks = new ArrayList<>();
        LocalDate start = from;
        while (!start.isAfter(to)) {
            LocalDate end = start.plusDays(maxDays - 1L);
            if (end.isAfter(to)) {
                end = to;
            }
            chunks.add(new DateRange(start, end));
            start = end.plusDays(1);
        }
        return chunks;
    }

    /**
     * {@code ranges}, in date order and not overlapping, with those side by side joined into one: "2024-01-22 to
     * 2024-06-30", not six ranges of a month that read as six separate gaps.
     */
    public static List<DateRange> joined(List<DateRange> ranges) {
        List<DateRange> joined = new ArrayList<>();
        for (DateRange range : ranges) {
            DateRange last = joined.isEmpty() ? null : joined.get(joined.size() - 1);
            if (last != null && last.to().plusDays(1).equals(range.from())) {
                joined.set(joined.size() - 1, new DateRange(last.from(), range.to()));
            } else {
                joined.add(range);
            }
        }
        return List.copyOf(joined);
    }

    /**
     * {@code ranges} as a sentence names them: in date order, those side by side joined, the first {@code named}
     * labelled and the rest counted, as days when each is one ("2024-03-12 to 2024-03-14, 2024-03-20 and 4 more
     * days"), else as ranges of dates. Empty for none.
     */
    public static String listed(List<DateRange> ranges, int named) {
        List<DateRange> inOrder = joined(ranges.stream().sorted(Comparator.comparing(DateRange::from)).toList());
        return Counts.listed(inOrder.stream().map(DateRange::label).toList(), named, restNamed(inOrder, named, false),
                restNamed(inOrder, named, true));
    }

    /** How {@link #listed} counts what follows the first {@code named} of {@code ranges}: "more day", "more days". */
    public static String restNamed(List<DateRange> ranges, int named, boolean several) {
        boolean days = ranges.stream().skip(named).allMatch(range -> range.from.equals(range.to));
        return days ? (several ? "more days" : "more day") : (several ? "more ranges of dates" : "more range of dates");
    }

    /** "2024-11-06" for one day, else as {@link #toString()}: "2024-11-04 to 2024-11-10". */
    public String label() {
        return from.equals(to) ? from.toString() : toString();
    }

    @Override
    public String toString() {
        return from + " to " + to;
    }
}
