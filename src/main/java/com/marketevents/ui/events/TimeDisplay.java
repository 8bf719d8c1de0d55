package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import com.marketevents.ui.common.ZoneNames;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.Locale;

/**
 * Formats published times for people: a readable date, the time with its zone named, and "time not known"
 * for events whose time the service does not know ({@link EventTime#isTimeUnknown}).
 */
public final class TimeDisplay {
    private final ZoneId zone;
    private final DateTimeFormatter date;
    private final DateTimeFormatter dateTime;

    /** Dates in English whatever the JVM's locale, as the rest of the window (and its "27 Nov" presets) is. */
    public TimeDisplay(ZoneId zone) {
        this.zone = zone;
        this.date = DateTimeFormatter.ofPattern("EEE d MMM yyyy", Locale.ENGLISH);
        this.dateTime = DateTimeFormatter.ofPattern("EEE d MMM yyyy, HH:mm", Locale.ENGLISH);
    }

    /** The event's date and time; the date alone with "time not known" when the time is unknown. */
    public String eventTime(EventTime time) {
        if (time == null) {
            return "";
        }
        if (!time.isValid()) {
            return time.raw();
        }
        if (time.isTimeUnknown()) {
            // The unknown time's date is the Eastern calendar date; converting it would move some events a day.
            return date.format(time.serviceDate()) + " · time not known";
        }
        return exact(time);
    }

    /** The order of event times as this display shows them ({@link EventTime#calendarOrderIn} its zone). */
    public Comparator<EventTime> eventTimeOrder() {
        return EventTime.calendarOrderIn(zone);
    }

    /** Whether this display shows times as the service publishes them, in US Eastern time. */
    public boolean inServiceZone() {
        return zone.equals(EventTime.SERVICE_ZONE);
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
