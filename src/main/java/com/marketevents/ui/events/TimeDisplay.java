package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import com.marketevents.ui.ZoneNames;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.Locale;

/**
 * Formats published times for people: a readable date, the time with its zone named, and "time not known"
 * for events the service publishes at midnight Eastern (its way of saying the time is unknown).
 */
public final class TimeDisplay {
    private final ZoneId zone;
    private final DateTimeFormatter date;
    private final DateTimeFormatter dateTime;

    public TimeDisplay(ZoneId zone, Locale locale) {
        this.zone = zone;
        this.date = DateTimeFormatter.ofPattern("EEE d MMM yyyy", locale);
        this.dateTime = DateTimeFormatter.ofPattern("EEE d MMM yyyy, HH:mm", locale);
    }

    /** The event's date and time; the date alone with "time not known" when the time is unknown. */
    public String eventTime(EventTime time) {
        if (time == null) {
            return "";
        }
        if (!time.isValid()) {
            return time.raw();
        }
        if (time.isMidnightInServiceZone()) {
            // The unknown time's date is the Eastern calendar date; converting it would move some events a day.
            return date.format(time.serviceDate()) + " · time not known";
        }
        return exact(time);
    }

    /**
     * The order of event times as this display shows them: by instant, except that an event whose time is not
     * known stands at the start of the day it is shown on (its Eastern date) in this display's zone, before
     * that day's timed events; in Eastern time that is its instant. Unreadable times go last, by text.
     */
    public Comparator<EventTime> eventTimeOrder() {
        if (zone.equals(EventTime.SERVICE_ZONE)) {
            return EventTime.BY_INSTANT;
        }
        // Allocation-free but for the events whose time is not known: sorts of 100,000 rows compare millions of times.
        return (a, b) -> {
            if (!a.isValid() || !b.isValid()) {
                return EventTime.BY_INSTANT.compare(a, b);
            }
            int bySecond = Long.compare(shownAtSecond(a), shownAtSecond(b));
            return bySecond != 0 ? bySecond : Integer.compare(shownAtNano(a), shownAtNano(b));
        };
    }

    private long shownAtSecond(EventTime time) {
        return time.isMidnightInServiceZone() ? time.serviceDate().atStartOfDay(zone).toEpochSecond()
                : time.dateTime().toEpochSecond();
    }

    private static int shownAtNano(EventTime time) {
        return time.isMidnightInServiceZone() ? 0 : time.dateTime().getNano();
    }

    /** An exact time (record created / modified), never read as "unknown". */
    public String exact(EventTime time) {
        if (time == null) {
            return "";
        }
        if (!time.isValid()) {
            return time.raw();
        }
        ZonedDateTime inZone = time.dateTime().atZoneSameInstant(zone);
        return dateTime.format(inZone) + " " + ZoneNames.of(inZone);
    }
}
