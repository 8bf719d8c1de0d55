package com.marketevents.ui.events;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Today in New York, the day this window's dates are on (the service's, US Eastern), and today on this computer.
 * They differ on an evening in Asia or a night in Europe; then the presets and the calendar say whose today they
 * mean, as the user's own today would otherwise read as "Tomorrow".
 */
public record TodayInNewYork(LocalDate day, LocalDate here) {
    private static final DateTimeFormatter WITH_WEEKDAY = DateTimeFormatter.ofPattern("EEE d MMM", Locale.ENGLISH);

    /** True when it is the same day here as in New York: nothing needs saying. */
    public boolean isTodayHereToo() {
        return day.equals(here);
    }

    /** "Fri 27 Nov": a day named with its weekday, as a user whose today is Saturday tells it apart. */
    public static String withWeekday(LocalDate date) {
        return WITH_WEEKDAY.format(date);
    }

    /** "Dates are New York's: today there is Fri 27 Nov"; empty when today here is the same day. */
    public String note() {
        return isTodayHereToo() ? "" : "Dates are New York's: today there is " + withWeekday(day);
    }

    /** What the calendar's today mark says: "Today in New York, Fri 27 Nov (here it is Sat 28 Nov)"; else empty. */
    public String todayMarkNote() {
        return isTodayHereToo() ? "" : "Today in New York, " + withWeekday(day) + " (here it is "
                + withWeekday(here) + ")";
    }
}
