package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.EventTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeDisplayTest {
    private final TimeDisplay eastern = new TimeDisplay(EventTime.SERVICE_ZONE);
    private final TimeDisplay berlin = new TimeDisplay(ZoneId.of("Europe/Berlin"));

    @Test
    void anExactTimeNamesItsZone() {
        assertEquals("Tue 5 Nov 2024, 16:30 EST", eastern.eventTime(EventTime.parse("2024-11-05T16:30:00-05:00")));
        assertEquals("Tue 5 Nov 2024, 22:30 CET", berlin.eventTime(EventTime.parse("2024-11-05T16:30:00-05:00")));
    }

    @Test
    void midnightEasternIsShownAsTimeNotKnownOnItsEasternDate() {
        EventTime midnight = EventTime.parse("2024-11-05T00:00:00-05:00");
        assertEquals("Tue 5 Nov 2024 · time not known", eastern.eventTime(midnight));
        // In Tokyo midnight Eastern is already the next afternoon; the event's day must not move.
        assertEquals("Tue 5 Nov 2024 · time not known",
                new TimeDisplay(ZoneId.of("Asia/Tokyo")).eventTime(midnight));
        assertEquals("Tue 5 Nov 2024 · time not known", eastern.eventTime(EventTime.parse("2024-11-05T00:00:00")));
    }

    @Test
    void anEventWhoseTimeIsNotKnownSortsAtTheStartOfTheDayItIsShownOnInTheZoneShown() {
        EventTime unknown = EventTime.parse("2026-11-23T00:00:00-05:00");       // Mon 23 Nov, time not known
        EventTime earlyUtc = EventTime.parse("2026-11-23T03:00:00Z");           // Mon 23 Nov 03:00 UTC
        EventTime lateEastern = EventTime.parse("2026-11-22T23:30:00-05:00");   // Sun 22 Nov 23:30 Eastern
        TimeDisplay utc = new TimeDisplay(ZoneId.of("UTC"));

        List<EventTime> inUtc = new ArrayList<>(List.of(earlyUtc, unknown, lateEastern));
        inUtc.sort(utc.eventTimeOrder());
        assertEquals(List.of(unknown, earlyUtc, lateEastern), inUtc, "Mon 23 Nov: time not known, 03:00, 04:30");

        List<EventTime> inEastern = new ArrayList<>(List.of(unknown, lateEastern, earlyUtc));
        inEastern.sort(eastern.eventTimeOrder());
        assertEquals(List.of(earlyUtc, lateEastern, unknown), inEastern, "Sun 22:00, Sun 23:30, then Mon");
    }

    @Test
    void theServicesFlagDecidesWhetherATimeIsKnownAndAnUnknownOneStandsFirstInItsDay() {
        // 14:00 in Tokyo is midnight in New York in winter: flagged as known, it keeps its time.
        EventTime tokyoAfternoon = EventTime.parse("2026-01-15T00:00:00-05:00").withTimeUnknown(false);
        assertEquals("Thu 15 Jan 2026, 00:00 EST", eastern.eventTime(tokyoAfternoon));
        EventTime flaggedUnknown = EventTime.parse("2026-01-15T09:00:00-05:00").withTimeUnknown(true);
        assertEquals("Thu 15 Jan 2026 · time not known", eastern.eventTime(flaggedUnknown));

        EventTime early = EventTime.parse("2026-01-15T03:00:00-05:00");
        List<EventTime> inEastern = new ArrayList<>(List.of(early, tokyoAfternoon, flaggedUnknown));
        inEastern.sort(eastern.eventTimeOrder());
        assertEquals(List.of(flaggedUnknown, tokyoAfternoon, early), inEastern,
                "the time not known first in its day, even before a real midnight");

        TimeDisplay utc = new TimeDisplay(ZoneId.of("UTC"));
        EventTime utcMidnight = EventTime.parse("2026-01-15T00:00:00Z");
        EventTime unknown = EventTime.parse("2026-01-15T00:00:00-05:00");
        List<EventTime> inUtc = new ArrayList<>(List.of(utcMidnight, unknown));
        inUtc.sort(utc.eventTimeOrder());
        assertEquals(List.of(unknown, utcMidnight), inUtc, "shown on the same day at 00:00 UTC, the unknown first");
    }

    @Test
    void recordTimesAreAlwaysExactAndAValueWithoutOffsetIsEastern() {
        assertEquals("Tue 5 Nov 2024, 00:00 EST", eastern.exact(EventTime.parse("2024-11-05T00:00:00")));
        assertEquals("Tue 5 Nov 2024, 03:32 EST", eastern.exact(EventTime.parse("2024-11-05T03:32:48")));
    }

    @Test
    void anUnreadableValueIsShownAsReceived() {
        assertEquals("next Tuesday", eastern.eventTime(EventTime.parse("next Tuesday")));
        assertEquals("", eastern.eventTime(null));
    }
}
