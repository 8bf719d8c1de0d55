package com.marketevents.export;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.temporal.Temporal;
import java.util.Locale;

/**
 * Writes an event's values for an export, its date-times as an {@link ExportTimes} choice asks. As sent, every
 * value is the text received. In a zone, a date-time is ISO 8601 at its instant with the zone's offset then
 * ("2023-10-02T20:00:00-04:00"), read as {@link EventTime} reads it (a value without an offset is US Eastern); one
 * that cannot be read is written as sent. An event time the service does not know ({@link EventTime#isTimeUnknown})
 * is written as its US Eastern date alone ("2023-10-02"), as the table shows it: its midnight is a marker, which in
 * another zone would become a made-up hour. It also writes the service's has_unknown_time flag, which says so
 * whatever the choice ({@link WireFields#TIME_UNKNOWN}). Immutable and thread-safe.
 */
public final class TimeWriter {
    /** Every value as received: the exports as they were before times could be converted, byte for byte. */
    public static final TimeWriter AS_SENT = new TimeWriter(null);

    // "+00:00" rather than "Z", so that a column's times all end the same way in a zone at UTC's offset.
    private static final DateTimeFormatter WITH_OFFSET = new DateTimeFormatterBuilder()
            .append(DateTimeFormatter.ISO_LOCAL_DATE_TIME)
            .appendOffset("+HH:MM:ss", "+00:00")
            .toFormatter(Locale.ROOT);

    /** As the workbook's date-time cells show their value (yyyy-mm-dd hh:mm:ss). */
    private static final DateTimeFormatter WORKBOOK_TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss",
            Locale.ROOT);

    /** Null for as sent. */
    private final ZoneId zone;

    private TimeWriter(ZoneId zone) {
        this.zone = zone;
    }

    /** The writer for a choice, {@link ExportTimes#LOCAL} in the system's zone (the window's "My time zone"). */
    public static TimeWriter of(ExportTimes choice) {
        return of(choice, ZoneId.systemDefault());
    }

    static TimeWriter of(ExportTimes choice, ZoneId localZone) {
        return switch (choice) {
            case AS_SENT -> AS_SENT;
            case EASTERN -> new TimeWriter(EventTime.SERVICE_ZONE);
            case LOCAL -> new TimeWriter(localZone);
        };
    }

    /**
     * The value of a field by its wire name, or of {@link WireFields#TIME_UNKNOWN} ("true" or "false"), as this choice
     * writes it (null when absent).
     */
    public String value(MarketEvent event, String fieldName) {
        if (WireFields.TIME_UNKNOWN.equals(fieldName)) {
            Boolean unknown = WireFields.timeUnknown(event);
            return unknown == null ? null : unknown.toString();
        }
        if (zone == null) {
            return event.rawValue(fieldName);
        }
        return switch (fieldName) {
            case "event_date" -> eventTime(event.eventDate());
            case "created" -> exact(event.created());
            case "modified" -> exact(event.modified());
            default -> event.rawValue(fieldName);
        };
    }

    /** An event's time as this choice writes it; null for none. */
    public String eventTime(EventTime time) {
        if (zone == null) {
            return time == null ? null : time.raw();
        }
        if (time != null && time.isValid() && time.isTimeUnknown()) {
            return time.serviceDate().toString();
        }
        return exact(time);
    }

    /**
     * For a workbook's date cell, a date-time field as the wall time in this choice's zone (a LocalDateTime), or an
     * event time not known as its US Eastern date (a LocalDate); null as sent, for another field, and for a value
     * absent or unreadable (written as text, as sent). Excel's dates hold no offset, so the zone is the file's.
     */
    Temporal wallTime(MarketEvent event, String fieldName) {
        if (zone == null) {
            return null;
        }
        EventTime time = switch (fieldName) {
            case "event_date" -> event.eventDate();
            case "created" -> event.created();
            case "modified" -> event.modified();
            default -> null;
        };
        if (time == null || !time.isValid()) {
            return null;
        }
        if (fieldName.equals("event_date") && time.isTimeUnknown()) {
            return time.serviceDate();
        }
        return time.dateTime().atZoneSameInstant(zone).toLocalDateTime();
    }

    /**
     * An event's time as a workbook shows it in this choice's zone ("2023-10-02 20:00:00", a time not known as its
     * date), or as {@link #eventTime} writes it when as sent or unreadable.
     */
    public String workbookEventTime(EventTime time) {
        if (zone == null || time == null || !time.isValid()) {
            return eventTime(time);
        }
        if (time.isTimeUnknown()) {
            return time.serviceDate().toString();
        }
        return WORKBOOK_TIME.format(time.dateTime().atZoneSameInstant(zone));
    }

    /** A record's creation or modification time is exact: its midnight is no marker. */
    private String exact(EventTime time) {
        if (time == null || !time.isValid()) {
            return time == null ? null : time.raw();
        }
        return WITH_OFFSET.format(time.dateTime().atZoneSameInstant(zone));
    }
}
