package com.marketevents.export;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * iCalendar (RFC 5545), UTF-8: one VEVENT per event with a stable UID per event id, so importing again
 * updates entries instead of duplicating them (SEQUENCE and LAST-MODIFIED follow the service's modified
 * time). Timed events start at their instant, written in UTC, and last {@link #TIMED_EVENT_LENGTH}; an event
 * at midnight US Eastern, the service's "time unknown", is an all-day event on its date. Deleted records
 * are STATUS:CANCELLED. The calendar is named after what was exported (X-WR-CALNAME, which Google Calendar,
 * Outlook and Apple Calendar show) and says when (X-WR-CALDESC). Events without a readable date cannot be placed
 * and are left out: {@link #writeCalendar} returns how many. Written by hand rather than with biweekly, which folds
 * lines at 75 characters instead of 75 octets and builds the whole calendar in memory before writing it.
 */
final class IcsEventWriter implements EventWriter {
    /** How long a timed entry lasts in the calendar; the service publishes no end or duration. */
    public static final Duration TIMED_EVENT_LENGTH = Duration.ofHours(1);
    static final String PRODUCT_ID = "-//Market Events Browser//Market Events Browser//EN";

    private static final DateTimeFormatter UTC_DATE_TIME =
            DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
    // SEQUENCE must be a 32-bit integer that grows with each revision: seconds since 2000 fit until 2068.
    private static final long SEQUENCE_EPOCH = Instant.parse("2000-01-01T00:00:00Z").getEpochSecond();

    private static final DateTimeFormatter EXPORT_TIME =
            DateTimeFormatter.ofPattern("uuuu-MM-dd 'at' HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private final Clock clock;
    private final String calendarName;

    /** A writer of calendars named "Market events", stamping entries (DTSTAMP) with the current time. */
    public IcsEventWriter() {
        this(Clock.systemUTC(), ExportTitle.PLAIN);
    }

    /** A writer of calendars named {@code calendarName} (see {@link ExportTitle}), stamped with the current time. */
    public IcsEventWriter(String calendarName) {
        this(Clock.systemUTC(), calendarName);
    }

    /** A writer stamping entries (DTSTAMP) with the time of the given clock. */
    public IcsEventWriter(Clock clock, String calendarName) {
        this.clock = clock;
        this.calendarName = calendarName;
    }

    /** The UID of an event's calendar entry; the same for every export of that event. */
    public static String uid(MarketEvent event) {
        return "market-event-" + event.eventId() + "@market-events-browser";
    }

    /** True when the event has a date a calendar can place; the others are left out of the calendar. */
    static boolean hasUsableDate(MarketEvent event) {
        return event.eventDate() != null && event.eventDate().isValid();
    }

    @Override
    public void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out, RowCounter rows)
            throws IOException {
        writeCalendar(events, out, rows);
    }

    /** As {@link #writeCalendar(List, OutputStream, RowCounter)}, counting the events for nobody. */
    public int writeCalendar(List<MarketEvent> events, OutputStream out) throws IOException {
        return writeCalendar(events, out, RowCounter.none());
    }

    /**
     * Writes the calendar, counting each event on {@code rows}, those left out too; the stream is flushed, not closed.
     *
     * @return the number of events left out because their date could not be read
     */
    public int writeCalendar(List<MarketEvent> events, OutputStream out, RowCounter rows) throws IOException {
        Writer text = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        IcsLineWriter lines = new IcsLineWriter(text);
        Instant now = clock.instant();
        String stamp = UTC_DATE_TIME.format(now);
        lines.line("BEGIN:VCALENDAR");
        lines.line("VERSION:2.0");
        lines.line("PRODID:" + PRODUCT_ID);
        lines.line("CALSCALE:GREGORIAN");
        lines.line("X-WR-CALNAME:" + IcsText.escape(calendarName));
        lines.line("X-WR-CALDESC:" + IcsText.escape("Exported from Market Events Browser on "
                + EXPORT_TIME.format(now) + "."));
        int skipped = 0;
        for (MarketEvent event : events) {
            if (hasUsableDate(event)) {
                writeEvent(event, stamp, lines);
            } else {
                skipped++;
            }
            rows.row();
        }
        lines.line("END:VCALENDAR");
        text.flush();
        return skipped;
    }

    private static void writeEvent(MarketEvent event, String stamp, IcsLineWriter lines) throws IOException {
        EventTime date = event.eventDate();
        boolean timeUnknown = date.isTimeUnknown();
        lines.line("BEGIN:VEVENT");
        lines.line("UID:" + uid(event));
        lines.line("DTSTAMP:" + stamp);
        if (timeUnknown) {
            LocalDate day = date.serviceDate();
            lines.line("DTSTART;VALUE=DATE:" + DateTimeFormatter.BASIC_ISO_DATE.format(day));
            lines.line("DTEND;VALUE=DATE:" + DateTimeFormatter.BASIC_ISO_DATE.format(day.plusDays(1)));
        } else {
            Instant start = date.dateTime().toInstant();
            lines.line("DTSTART:" + UTC_DATE_TIME.format(start));
            lines.line("DTEND:" + UTC_DATE_TIME.format(start.plus(TIMED_EVENT_LENGTH)));
        }
        lines.line("SUMMARY:" + IcsText.escape(CalendarTexts.summary(event)));
        lines.line("DESCRIPTION:" + IcsText.escape(CalendarTexts.description(event, timeUnknown)));
        String category = CalendarTexts.category(event);
        if (category != null) {
            lines.line("CATEGORIES:" + IcsText.escape(category));
        }
        lines.line("STATUS:" + (event.isDeleted() ? "CANCELLED" : "CONFIRMED"));
        // Market events inform; they should not mark the analyst as busy.
        lines.line("TRANSP:TRANSPARENT");
        Instant created = instantOf(event.created());
        if (created != null) {
            lines.line("CREATED:" + UTC_DATE_TIME.format(created));
        }
        Instant modified = instantOf(event.modified());
        if (modified != null) {
            lines.line("LAST-MODIFIED:" + UTC_DATE_TIME.format(modified));
            lines.line("SEQUENCE:" + sequence(modified));
        }
        lines.line("END:VEVENT");
    }

    static long sequence(Instant modified) {
        long seconds = modified.getEpochSecond() - SEQUENCE_EPOCH;
        return Math.max(0, Math.min(Integer.MAX_VALUE, seconds));
    }

    private static Instant instantOf(EventTime time) {
        return time == null || !time.isValid() ? null : time.dateTime().toInstant();
    }
}
