package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventTimeTest {

    @Test
    void aValueWithAnOffsetKeepsItsTextAndInstant() {
        EventTime time = EventTime.parse("2024-11-05T16:30:00-05:00");

        assertEquals("2024-11-05T16:30:00-05:00", time.raw());
        assertEquals(OffsetDateTime.parse("2024-11-05T21:30:00Z").toInstant(), time.dateTime().toInstant());
        assertTrue(time.offsetGiven());
    }

    @Test
    void aValueWithoutAnOffsetIsReadAsNewYorkTimeInSummerAndWinter() {
        assertEquals("-04:00", EventTime.parse("2024-07-01T09:00:00").dateTime().getOffset().getId());
        assertEquals("-05:00", EventTime.parse("2024-11-05T03:32:48").dateTime().getOffset().getId());
        assertFalse(EventTime.parse("2024-11-05T03:32:48").offsetGiven());
    }

    @Test
    void aTimeWithoutOffsetThatNewYorksClocksSkippedOrRepeatedIsToldApart() {
        EventTime skipped = EventTime.parse("2026-03-08T02:30:00");
        assertEquals(EventTime.ClockChange.SKIPPED, skipped.clockChange());
        assertEquals(OffsetDateTime.parse("2026-03-08T03:30:00-04:00"), skipped.dateTime());
        assertEquals(EventTime.ClockChange.REPEATED, EventTime.parse("2026-11-01 01:30:00").clockChange());

        assertEquals(EventTime.ClockChange.NONE, EventTime.parse("2026-03-08T03:30:00").clockChange());
        assertEquals(EventTime.ClockChange.NONE, EventTime.parse("2026-03-08T02:30:00-05:00").clockChange());
        assertEquals(EventTime.ClockChange.NONE, EventTime.parse("2026-03-08").clockChange());
        assertEquals(EventTime.ClockChange.NONE, EventTime.parse("soon").clockChange());
    }

    @Test
    void fractionsUtcAndPlainDatesAreRead() {
        assertEquals(999_999_000, EventTime.parse("2024-10-31T23:59:59.999999").dateTime().getNano());
        assertEquals(LocalDate.of(2024, 10, 31), EventTime.parse("2024-11-01T03:00:00Z").serviceDate());
        assertTrue(EventTime.parse("2024-11-01").isTimeUnknown());
    }

    @Test
    void anOffsetWithoutItsColonAndASpaceForTheTAreRead() {
        OffsetDateTime tenEastern = OffsetDateTime.parse("2026-01-16T10:00:00-05:00");
        for (String text : List.of("2026-01-16T10:00:00-0500", "2026-01-16T15:00:00+0000", "2026-01-16 10:00:00-05:00",
                "2026-01-16 15:00:00Z", "2026-01-16 10:00:00", "2026-01-16T10:00:00.5-0500")) {
            EventTime time = EventTime.parse(text);
            assertTrue(time.isValid(), text);
            assertEquals(tenEastern.toEpochSecond(), time.dateTime().toEpochSecond(), text);
            assertEquals(text, time.raw());
        }
        assertFalse(EventTime.parse("2026-01-16 10:00:00").offsetGiven());
        assertTrue(EventTime.parse("2026-01-16T10:00:00-0500").offsetGiven());
        assertFalse(EventTime.parse("16/01/2026 10:00").isValid());
    }

    @Test
    void aLowerCaseTimeSeparatorIsReadAsIsoAllowsWithOrWithoutAnOffset() {
        assertEquals(OffsetDateTime.parse("2024-11-05T15:00:00Z").toInstant(),
                EventTime.parse("2024-11-05t10:00:00").dateTime().toInstant());
        assertEquals(OffsetDateTime.parse("2024-11-05T15:00:00Z").toInstant(),
                EventTime.parse("2024-11-05t10:00:00-05:00").dateTime().toInstant());
        assertTrue(EventTime.parse("2024-11-05t10:00:00-05:00").offsetGiven());
    }

    @Test
    void aDateThatDoesNotExistIsUnreadableInEverySpellingNotMovedToTheMonthsLastDay() {
        for (String text : List.of("2026-02-30T10:00:00-05:00", "2026-02-30 10:00:00-0500", "2026-02-30T10:00:00",
                "2026-04-31 09:30:00", "2026-02-29T10:00:00-05", "2026-02-30")) {
            EventTime time = EventTime.parse(text);
            assertFalse(time.isValid(), text);
            assertNull(time.serviceDate(), text);
        }
        assertEquals(LocalDate.of(2028, 2, 29), EventTime.parse("2028-02-29 10:00:00-0500").serviceDate());
    }

    @Test
    void unreadableTextIsKeptWithoutADate() {
        for (String text : List.of("", "soon", "T", "2024-13-01T00:00:00-05:00", "2024-11-05T25:00:00")) {
            EventTime time = EventTime.parse(text);
            assertEquals(text, time.raw());
            assertFalse(time.isValid(), text);
        }
        assertNull(EventTime.parse(null));
    }

    @Test
    void sameMomentsCompareEqualByInstantButOrderReadableBeforeUnreadable() {
        EventTime eastern = EventTime.parse("2024-05-01T09:00:00-04:00");
        EventTime utc = EventTime.parse("2024-05-01T13:00:00Z");
        EventTime garbage = EventTime.parse("garbage");

        assertEquals(0, EventTime.BY_INSTANT.compare(eastern, utc));
        List<EventTime> sorted = new ArrayList<>(List.of(garbage, utc, EventTime.parse("2024-05-01T08:00:00")));
        sorted.sort(EventTime.BY_INSTANT);
        assertEquals(List.of("2024-05-01T08:00:00", "2024-05-01T13:00:00Z", "garbage"),
                sorted.stream().map(EventTime::raw).toList());
    }

    @Test
    void theDateWrittenIsTheTextsOwnBeforeItsOffsetIsApplied() {
        EventTime california = EventTime.parse("2026-03-03T21:30:00-08:00");
        assertEquals(LocalDate.of(2026, 3, 3), california.writtenDate());
        assertEquals(LocalDate.of(2026, 3, 4), california.serviceDate(), "00:30 in New York");
        assertNull(EventTime.parse("not a date").writtenDate());
        assertNull(EventTime.parse("").writtenDate());
    }
}
