package com.marketevents.model;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** An inclusive range of calendar dates (US Eastern, as the service reads them); from is never after to. */
public record DateRange(LocalDate from, LocalDate to) {

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

    /** "2024-11-06" for one day, else as {@link #toString()}: "2024-11-04 to 2024-11-10". */
    public String label() {
        return from.equals(to) ? from.toString() : toString();
    }

    @Override
    public String toString() {
        return from + " to " + to;
    }
}
