package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.time.temporal.TemporalAdjusters;

/**
 * Moves a range to the previous or next period of the same kind: an earnings season to the season before or
 * after it, whole months and quarters by months (so "November" becomes "December", not 30 days later), whole years
 * from any day by years (2 Jan 2012 – 1 Jan 2022 to 2 Jan 2022 – 1 Jan 2032, whatever leap days lie between), any
 * other range by its own length. So a range a load takes never moves to one it refuses: moved by its days, ten
 * years from the 2nd of January 2012 would reach the 2nd of January 2032, as the next ten years hold a leap day less.
 */
public final class PeriodShift {
    private PeriodShift() {
    }

    /** {@code direction} is -1 for the previous period, +1 for the next. */
    public static DateRange shift(DateRange range, int direction) {
        if (RangePreset.isEarningsSeason(range)) {
            return direction > 0 ? RangePreset.earningsSeason(range.to().plusDays(1))
                    : RangePreset.earningsSeasonBefore(range.from());
        }
        int months = wholeMonths(range);
        if (months > 0) {
            LocalDate from = range.from().plusMonths((long) months * direction);
            LocalDate to = from.plusMonths(months - 1L).with(TemporalAdjusters.lastDayOfMonth());
            return DateRange.of(from, to);
        }
        int years = wholeYears(range);
        if (years > 0) {
            return direction > 0
                    ? DateRange.of(range.to().plusDays(1), range.to().plusDays(1).plusYears(years).minusDays(1))
                    : DateRange.of(range.from().minusYears(years), range.from().minusDays(1));
        }
        long days = range.days() * direction;
        return DateRange.of(range.from().plusDays(days), range.to().plusDays(days));
    }

    /**
     * The range {@link #shift} moves to, or null when that leaves the dates a range may have ({@link
     * DateRange#FIRST_DAY} to {@link DateRange#LAST_DAY}): the period buttons do not offer a move that would replace
     * a range that loads with one that is refused.
     */
    public static DateRange within(DateRange range, int direction) {
        DateRange moved = shift(range, direction);
        return moved.from().isBefore(DateRange.FIRST_DAY) || moved.to().isAfter(DateRange.LAST_DAY) ? null : moved;
    }

    /** The number of calendar months the range covers exactly, or 0 when it is not whole months. */
    private static int wholeMonths(DateRange range) {
        if (range.from().getDayOfMonth() != 1
                || !range.to().equals(range.to().with(TemporalAdjusters.lastDayOfMonth()))) {
            return 0;
        }
        return (range.to().getYear() - range.from().getYear()) * 12
                + range.to().getMonthValue() - range.from().getMonthValue() + 1;
    }

    /** The number of years the range covers exactly, from its start to the day before that date years on, or 0. */
    private static int wholeYears(DateRange range) {
        LocalDate after = range.to().plusDays(1);
        int years = (int) ChronoUnit.YEARS.between(range.from(), after);
        return years > 0 && range.from().plusYears(years).equals(after) ? years : 0;
    }
}
