package com.marketevents.model;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.time.temporal.TemporalAccessor;
import java.util.Comparator;
import java.util.Locale;

/**
 * A date-time as published by the service: the text exactly as received, and its meaning.
 * The service publishes ISO 8601 date-times in US Eastern time, usually with an offset; a value
 * without an offset is read as America/New_York. A value that cannot be read keeps its text and
 * has no {@link #dateTime()}, so nothing received is ever lost.
 *
 * <p>The text is read when its meaning is first asked for, not when it arrives: a year of events carries
 * 200,000 creation and modification times that an export copies as text and a table rarely shows.
 * Thread-safe: the reading is an immutable value, at worst worked out twice.
 */
public final class EventTime implements Comparable<EventTime> {
    /** The zone the service publishes in, and the one used for values without an offset. */
    public static final ZoneId SERVICE_ZONE = ZoneId.of("America/New_York");

    private static final int ISO_DATE_LENGTH = "2026-01-01".length();
    private static final byte NOT_WORKED_OUT = 0;
    /** Not known, and published at midnight Eastern: its instant is the start of its Eastern day. */
    private static final byte UNKNOWN = 1;
    private static final byte KNOWN = 2;
    /** Not known by the service's flag, though published at another time of day. */
    private static final byte UNKNOWN_OFF_MIDNIGHT = 3;

    private final String raw;
    /** Null until first asked for. */
    private Reading reading;
    /** Whether the service knows the time: {@link #NOT_WORKED_OUT} until first asked for, unless flagged. */
    private byte timeKnown;

    private EventTime(String raw, byte timeKnown) {
        this.raw = raw;
        this.timeKnown = timeKnown;
    }

    /** A published value, read when first needed; null in, null out. Never throws. */
    public static EventTime parse(String raw) {
        return raw == null ? null : new EventTime(raw, NOT_WORKED_OUT);
    }

    /**
     * This time as the service flags it (its {@code has_unknown_time} field, outside the documented ones): itself
     * when the flag agrees with the midnight rule ({@link #isTimeUnknown}), as it nearly always does, else a copy
     * that follows the flag. So an event at 14:00 in Tokyo, midnight in New York in winter, keeps its time.
     */
    public EventTime withTimeUnknown(boolean unknown) {
        return isTimeUnknown() == unknown ? this : new EventTime(raw, unknown ? UNKNOWN_OFF_MIDNIGHT : KNOWN);
    }

    /** What the text means: the instant with its offset (null when unreadable), and whether an offset was written. */
    private record Reading(OffsetDateTime dateTime, boolean offsetGiven) {
        static final Reading UNREADABLE = new Reading(null, false);
    }

    private Reading reading() {
        Reading known = reading;
        if (known == null) {
            known = read(raw);
            reading = known;
        }
        return known;
    }

    private static Reading read(String raw) {
        String text = raw.trim();
        // Try the parser the text's shape calls for first: a failed parse throws, which is costly at
        // 100,000 events, and values without an offset are common in the deployed service.
        boolean offsetLikely = looksOffset(text);
        Reading read = offsetLikely ? withOffset(text) : withoutOffset(text);
        if (read == null) {
            read = offsetLikely ? withoutOffset(text) : withOffset(text);
        }
        if (read == null) {
            read = leniently(text);
        }
        return read != null ? read : Reading.UNREADABLE;
    }

    /**
     * Other spellings ISO 8601 and RFC 3339 allow, seen rarely enough to be tried last: a space instead of
     * the "T", and an offset without its colon ("-0500") or without minutes ("-05"). Strict, as the ISO parsers
     * are: a date that does not exist ("2026-02-30") is unreadable, never moved to the month's last day.
     */
    private static final DateTimeFormatter LENIENT = new DateTimeFormatterBuilder()
            .parseCaseInsensitive()
            .append(DateTimeFormatter.ISO_LOCAL_DATE)
            .optionalStart().appendLiteral('T').optionalEnd()
            .optionalStart().appendLiteral(' ').optionalEnd()
            .append(DateTimeFormatter.ISO_LOCAL_TIME)
            .optionalStart().appendOffset("+HH:MM:ss", "Z").optionalEnd()
            .optionalStart().appendOffset("+HHmm", "Z").optionalEnd()
            .toFormatter(Locale.ROOT)
            .withResolverStyle(ResolverStyle.STRICT);

    private static Reading leniently(String text) {
        try {
            TemporalAccessor parsed = LENIENT.parseBest(text, OffsetDateTime::from, LocalDateTime::from);
            return parsed instanceof OffsetDateTime withOffset ? new Reading(withOffset, true)
                    : new Reading(ZonedDateTime.of((LocalDateTime) parsed, SERVICE_ZONE).toOffsetDateTime(), false);
        } catch (DateTimeParseException notADateTime) {
            return null;
        }
    }

    /** Where the time begins: ISO 8601 parsers accept the separator in either case. */
    private static int timeSeparator(String text) {
        int upper = text.indexOf('T');
        return upper >= 0 ? upper : text.indexOf('t');
    }

    private static boolean looksOffset(String text) {
        int time = timeSeparator(text);
        if (time < 0) {
            return false;
        }
        char last = text.charAt(text.length() - 1);
        return last == 'Z' || last == 'z' || text.indexOf('+', time) > 0 || text.indexOf('-', time) > 0;
    }

    private static Reading withOffset(String text) {
        try {
            return new Reading(OffsetDateTime.parse(text), true);
        } catch (DateTimeParseException notWithOffset) {
            return null;
        }
    }

    private static Reading withoutOffset(String text) {
        try {
            if (timeSeparator(text) >= 0) {
                LocalDateTime local = LocalDateTime.parse(text);
                return new Reading(ZonedDateTime.of(local, SERVICE_ZONE).toOffsetDateTime(), false);
            }
            return new Reading(LocalDate.parse(text).atStartOfDay(SERVICE_ZONE).toOffsetDateTime(), false);
        } catch (DateTimeParseException notWithoutOffset) {
            return null;
        }
    }

    /** The text exactly as the service sent it. */
    public String raw() {
        return raw;
    }

    /** The instant with the offset it was published at, or null when the text is not a date-time. */
    public OffsetDateTime dateTime() {
        return reading().dateTime();
    }

    /** True when the service wrote an offset; false when America/New_York was assumed. */
    public boolean offsetGiven() {
        return reading().offsetGiven();
    }

    /** True when the text could be read as a date-time. */
    public boolean isValid() {
        return dateTime() != null;
    }

    /** How a time written without an offset stands to a change of US Eastern's clocks. */
    public enum ClockChange {
        /** An offset was written, or the time is neither skipped nor repeated. */
        NONE,
        /** Skipped when clocks went forward (02:30 on a day in March): read as an hour later. */
        SKIPPED,
        /** Repeated when clocks went back (01:30 on a day in November): read as the first, daylight time. */
        REPEATED
    }

    /** Whether this time, written without an offset, falls where US Eastern's clocks changed. */
    public ClockChange clockChange() {
        if (!isValid() || offsetGiven()) {
            return ClockChange.NONE;
        }
        LocalDateTime written = writtenLocalTime(raw.trim());
        int offsets = written == null ? 1 : SERVICE_ZONE.getRules().getValidOffsets(written).size();
        return offsets == 0 ? ClockChange.SKIPPED : offsets == 2 ? ClockChange.REPEATED : ClockChange.NONE;
    }

    /** The date and time as written, for a text without an offset; null for a date alone. */
    private static LocalDateTime writtenLocalTime(String text) {
        try {
            return LENIENT.parse(text, LocalDateTime::from);
        } catch (DateTimeParseException notALocalDateTime) {
            return null;
        }
    }

    /** The calendar date in the service's zone (US Eastern), or null when not readable. */
    public LocalDate serviceDate() {
        OffsetDateTime dateTime = dateTime();
        return dateTime == null ? null : dateTime.atZoneSameInstant(SERVICE_ZONE).toLocalDate();
    }

    /**
     * The calendar date as written, before any offset is applied ("2026-03-03" in "2026-03-03T21:30:00-08:00",
     * which is 4 March in New York), or null when the text does not start with one. It differs from {@link
     * #serviceDate} only for a value written in another offset than Eastern's, which the service may file under the
     * date it wrote.
     */
    public LocalDate writtenDate() {
        if (raw.length() < ISO_DATE_LENGTH) {
            return null;
        }
        try {
            return LocalDate.parse(raw.substring(0, ISO_DATE_LENGTH));
        } catch (DateTimeParseException notADate) {
            return null;
        }
    }

    /**
     * True when the service does not know the event's time: as its flag says when it gave one
     * ({@link #withTimeUnknown}), else when the time is midnight Eastern, which the service publishes for an
     * unknown time. Such a time is shown as its Eastern date alone.
     */
    public boolean isTimeUnknown() {
        byte known = timeKnown;
        if (known == NOT_WORKED_OUT) {
            OffsetDateTime dateTime = dateTime();
            boolean atMidnight = dateTime != null
                    && dateTime.atZoneSameInstant(SERVICE_ZONE).toLocalTime().equals(java.time.LocalTime.MIDNIGHT);
            known = atMidnight ? UNKNOWN : KNOWN;
            timeKnown = known; // sorts ask this millions of times; at worst worked out twice
        }
        return known == UNKNOWN || known == UNKNOWN_OFF_MIDNIGHT;
    }

    /**
     * Orders by instant only, so two texts for the same moment compare equal (callers then break the tie,
     * for example by event id); unreadable values come last, by text. Allocation-free: sorts of 100,000
     * rows call it millions of times.
     */
    public static final Comparator<EventTime> BY_INSTANT = EventTime::compareInstants;

    /** {@link #calendarOrderIn} US Eastern time, the calendar as the service publishes it. */
    public static final Comparator<EventTime> IN_CALENDAR_ORDER = (a, b) -> compareInCalendar(a, b, SERVICE_ZONE);

    /**
     * Orders times as a calendar shown in {@code zone} reads them: by instant, except that a time not known stands at
     * the start of the day it is shown on (its Eastern date) in that zone, before that day's timed events;
     * unreadable values last, by text. Allocation-free in US Eastern time but for the rare times the service flags
     * as not known away from midnight, and elsewhere but for the times not known: sorts of 100,000 rows compare
     * millions of times.
     */
    public static Comparator<EventTime> calendarOrderIn(ZoneId zone) {
        return zone.equals(SERVICE_ZONE) ? IN_CALENDAR_ORDER : (a, b) -> compareInCalendar(a, b, zone);
    }

    private static int compareInCalendar(EventTime a, EventTime b, ZoneId zone) {
        if (!a.isValid() || !b.isValid()) {
            return compareInstants(a, b);
        }
        int bySecond = Long.compare(a.calendarSecond(zone), b.calendarSecond(zone));
        if (bySecond != 0) {
            return bySecond;
        }
        int unknownFirst = Boolean.compare(!a.isTimeUnknown(), !b.isTimeUnknown());
        return unknownFirst != 0 ? unknownFirst : Integer.compare(a.calendarNano(), b.calendarNano());
    }

    /** The second this time stands at in a calendar shown in {@code zone}: its own, else its day's start. */
    private long calendarSecond(ZoneId zone) {
        if (!isTimeUnknown() || (timeKnown == UNKNOWN && zone.equals(SERVICE_ZONE))) {
            return dateTime().toEpochSecond(); // a time not known at midnight Eastern is its Eastern day's start
        }
        return serviceDate().atStartOfDay(zone).toEpochSecond();
    }

    private int calendarNano() {
        return isTimeUnknown() ? 0 : dateTime().getNano();
    }

    private static int compareInstants(EventTime a, EventTime b) {
        OffsetDateTime x = a.dateTime();
        OffsetDateTime y = b.dateTime();
        if (x != null && y != null) {
            int bySecond = Long.compare(x.toEpochSecond(), y.toEpochSecond());
            return bySecond != 0 ? bySecond : Integer.compare(x.getNano(), y.getNano());
        }
        if (x != null) {
            return -1;
        }
        if (y != null) {
            return 1;
        }
        return a.raw.compareTo(b.raw);
    }

    /** Readable values first, in time order; unreadable ones last; ties by text, consistent with equals. */
    @Override
    public int compareTo(EventTime other) {
        int byInstant = compareInstants(this, other);
        return byInstant != 0 ? byInstant : raw.compareTo(other.raw);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof EventTime other && raw.equals(other.raw);
    }

    @Override
    public int hashCode() {
        return raw.hashCode();
    }

    @Override
    public String toString() {
        return raw;
    }
}
