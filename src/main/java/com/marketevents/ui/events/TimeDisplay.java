package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Formats published times for people: a readable date, the time with its zone named, and "time not known"
 * for events the service publishes at midnight Eastern (its way of saying the time is unknown).
 */
public final class TimeDisplay {
    private final ZoneId zone;
    private final DateTimeFormatter date;
    private final DateTimeFormatter dateTime;
    // Zone abbreviations from US English: other locales write "GMT-05:00" for New York, which reads worse.
    private static final DateTimeFormatter ZONE = DateTimeFormatter.ofPattern("zzz", Locale.US);

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

    /** An exact time (record created / modified), never read as "unknown". */
    public String exact(EventTime time) {
        if (time == null) {
            return "";
        }
        if (!time.isValid()) {
            return time.raw();
        }
        ZonedDateTime inZone = time.dateTime().atZoneSameInstant(zone);
        String zoneName = ZONE.format(inZone);
        if (zoneName.startsWith("GMT") && zoneName.length() > 3) {
            zoneName = "UTC" + zoneName.substring(3);
        }
        return dateTime.format(inZone) + " " + zoneName;
    }
}
