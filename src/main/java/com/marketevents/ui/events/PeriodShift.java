package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;

/**
 * Moves a range to the previous or next period of the same kind: an earnings season to the season before or
 * after it, whole months and quarters by months (so "November" becomes "December", not 30 days later), any
 * other range by its own length.
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
        long days = range.days() * direction;
        return DateRange.of(range.from().plusDays(days), range.to().plusDays(days));
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
}
