package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.MonthDay;
import java.time.temporal.IsoFields;
import java.time.temporal.TemporalAdjusters;

/** Ranges a user picks by name, relative to today (the service's calendar date). */
public enum RangePreset {
    TODAY("Today"),
    TOMORROW("Tomorrow"),
    THIS_WEEK("This week"),
    NEXT_WEEK("Next week"),
    THIS_MONTH("This month"),
    NEXT_30_DAYS("Next 30 days"),
    THIS_QUARTER("This quarter"),
    EARNINGS_SEASON("Current earnings season");

    /*
     * US earnings seasons: reports start about ten days after a quarter closes (the large banks) and the
     * stragglers (retailers with shifted fiscal quarters) finish by the end of the second month.
     */
    private static final MonthDay[][] SEASONS = {
        {MonthDay.of(1, 10), MonthDay.of(2, 28)},
        {MonthDay.of(4, 10), MonthDay.of(5, 31)},
        {MonthDay.of(7, 10), MonthDay.of(8, 31)},
        {MonthDay.of(10, 10), MonthDay.of(11, 30)},
    };

    private final String label;

    RangePreset(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The preset's range on {@code today}, weeks starting on {@code firstDayOfWeek}. */
    public DateRange rangeFor(LocalDate today, DayOfWeek firstDayOfWeek) {
        return switch (this) {
            case TODAY -> DateRange.of(today, today);
            case TOMORROW -> DateRange.of(today.plusDays(1), today.plusDays(1));
            case THIS_WEEK -> week(today, firstDayOfWeek);
            case NEXT_WEEK -> week(today.plusWeeks(1), firstDayOfWeek);
            case THIS_MONTH -> DateRange.of(today.withDayOfMonth(1), today.with(TemporalAdjusters.lastDayOfMonth()));
            case NEXT_30_DAYS -> DateRange.of(today, today.plusDays(29));
            case THIS_QUARTER -> quarter(today);
            case EARNINGS_SEASON -> earningsSeason(today);
        };
    }

    private static DateRange week(LocalDate day, DayOfWeek firstDayOfWeek) {
        LocalDate first = day.with(TemporalAdjusters.previousOrSame(firstDayOfWeek));
        return DateRange.of(first, first.plusDays(6));
    }

    static DateRange quarter(LocalDate day) {
        LocalDate first = day.with(IsoFields.DAY_OF_QUARTER, 1);
        return DateRange.of(first, first.plusMonths(3).minusDays(1));
    }

    /** The season under way today, or the next one when today falls between seasons. */
    static DateRange earningsSeason(LocalDate today) {
        for (int year = today.getYear(); year <= today.getYear() + 1; year++) {
            for (MonthDay[] season : SEASONS) {
                LocalDate start = season[0].atYear(year);
                LocalDate end = season[1].atYear(year).with(TemporalAdjusters.lastDayOfMonth());
                if (!today.isAfter(end)) {
                    return DateRange.of(start, end);
                }
            }
        }
        throw new IllegalStateException("no season found after " + today);
    }

    /** True when the range is exactly one earnings season. */
    static boolean isEarningsSeason(DateRange range) {
        return earningsSeason(range.from()).equals(range);
    }

    /** The last season that ends before {@code day}. */
    static DateRange earningsSeasonBefore(LocalDate day) {
        DateRange latest = null;
        for (int year = day.getYear() - 1; year <= day.getYear(); year++) {
            for (MonthDay[] season : SEASONS) {
                LocalDate end = season[1].atYear(year).with(TemporalAdjusters.lastDayOfMonth());
                if (end.isBefore(day)) {
                    latest = DateRange.of(season[0].atYear(year), end);
                }
            }
        }
        return latest;
    }
}
