package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.EventTime;
import java.time.ZoneId;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class TimeDisplayTest {
    private final TimeDisplay eastern = new TimeDisplay(EventTime.SERVICE_ZONE, Locale.UK);
    private final TimeDisplay berlin = new TimeDisplay(ZoneId.of("Europe/Berlin"), Locale.UK);

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
                new TimeDisplay(ZoneId.of("Asia/Tokyo"), Locale.UK).eventTime(midnight));
        assertEquals("Tue 5 Nov 2024 · time not known", eastern.eventTime(EventTime.parse("2024-11-05T00:00:00")));
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
