package com.marketevents.demo;

import com.marketevents.model.EventTime;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;

/**
 * Puts an event held at a local date and time in some zone onto the service's US Eastern calendar, keeping
 * its Eastern date a weekday inside its quarter: an Asian Monday-morning call, say, falls on a Sunday in
 * New York, so it moves to Tuesday. An event without a known time is published at midnight Eastern.
 */
final class EasternPlacement {
    private static final ZoneId EASTERN = EventTime.SERVICE_ZONE;
    private static final int MAX_MOVES = 8;

    private EasternPlacement() {
    }

    static ZonedDateTime place(LocalDate localDate, LocalTime localTime, ZoneId zone, Quarter quarter) {
        LocalDate day = quarter.weekdayNear(localDate);
        if (localTime == null) {
            return day.atStartOfDay(EASTERN);
        }
        // Midnight Eastern means "time unknown" to readers of the service, so a known time never lands on it.
        LocalTime time = toEastern(day, localTime, zone).toLocalTime().equals(LocalTime.MIDNIGHT)
                ? localTime.plusMinutes(15) : localTime;
        for (int move = 0; move < MAX_MOVES; move++) {
            ZonedDateTime eastern = toEastern(day, time, zone);
            LocalDate easternDate = eastern.toLocalDate();
            boolean fits = !easternDate.isBefore(quarter.start()) && !easternDate.isAfter(quarter.end())
                    && !Quarter.isWeekend(easternDate);
            if (fits) {
                return eastern;
            }
            boolean movesForward = easternDate.isBefore(day) ? !day.plusDays(1).isAfter(quarter.end())
                    : day.minusDays(1).isBefore(quarter.start());
            day = quarter.weekdayNear(movesForward ? nextWeekday(day) : previousWeekday(day));
        }
        return day.atStartOfDay(EASTERN);
    }

    private static ZonedDateTime toEastern(LocalDate day, LocalTime time, ZoneId zone) {
        ZonedDateTime local = ZonedDateTime.of(day, time, zone);
        return zone.equals(EASTERN) ? local : local.withZoneSameInstant(EASTERN);
    }

    private static LocalDate nextWeekday(LocalDate day) {
        LocalDate next = day.plusDays(1);
        while (Quarter.isWeekend(next)) {
            next = next.plusDays(1);
        }
        return next;
    }

    private static LocalDate previousWeekday(LocalDate day) {
        LocalDate previous = day.minusDays(1);
        while (Quarter.isWeekend(previous)) {
            previous = previous.minusDays(1);
        }
        return previous;
    }
}
