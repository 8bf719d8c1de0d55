package com.marketevents.demo;

import java.time.DayOfWeek;
import java.time.LocalDate;

/** A calendar quarter, numbered consecutively ({@code year * 4 + quarter - 1}) so quarters can be counted. */
record Quarter(int index) {

    static Quarter of(LocalDate date) {
        return new Quarter(date.getYear() * 4 + (date.getMonthValue() - 1) / 3);
    }

    int year() {
        return Math.floorDiv(index, 4);
    }

    LocalDate start() {
        return LocalDate.of(year(), Math.floorMod(index, 4) * 3 + 1, 1);
    }

    LocalDate end() {
        return start().plusMonths(3).minusDays(1);
    }

    Quarter next() {
        return new Quarter(index + 1);
    }

    boolean containsMonth(int month) {
        return (month - 1) / 3 == Math.floorMod(index, 4);
    }

    static boolean isWeekend(LocalDate date) {
        DayOfWeek day = date.getDayOfWeek();
        return day == DayOfWeek.SATURDAY || day == DayOfWeek.SUNDAY;
    }

    /** The date itself on a weekday, else the weekday nearest to it inside this quarter. */
    LocalDate weekdayNear(LocalDate date) {
        LocalDate clamped = date.isBefore(start()) ? start() : date.isAfter(end()) ? end() : date;
        LocalDate forward = clamped;
        while (isWeekend(forward)) {
            forward = forward.plusDays(1);
        }
        if (!forward.isAfter(end())) {
            return forward;
        }
        LocalDate backward = clamped;
        while (isWeekend(backward)) {
            backward = backward.minusDays(1);
        }
        return backward;
    }
}
