package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class ZoneNamesTest {
    private static final Instant WINTER = Instant.parse("2026-03-08T06:59:00Z");
    private static final Instant SUMMER = Instant.parse("2026-03-29T08:00:00Z");

    private static String name(Instant moment, String zone) {
        return ZoneNames.of(moment.atZone(ZoneId.of(zone)));
    }

    @Test
    void londonsWinterTimeIsCalledGmtBesideItsSummerTimeBstNotUtc() {
        assertEquals("GMT", name(WINTER, "Europe/London"));
        assertEquals("BST", name(SUMMER, "Europe/London"));
        assertEquals("GMT", name(WINTER, "Europe/Dublin"));
    }

    @Test
    void aZoneWithoutANameReadsAsAnOffsetFromUtc() {
        assertEquals("UTC", name(WINTER, "Etc/UTC"));
        assertEquals("UTC", name(WINTER, "Z"));
        assertEquals("UTC+05:00", name(WINTER, "Etc/GMT-5"));
        assertEquals("UTC-03:30", name(WINTER, "-03:30"));
        assertEquals("EST", name(WINTER, "America/New_York"));
    }

    @Test
    void aClockTimeNamesItsZone() {
        assertEquals("06:59:00 GMT", ZoneNames.clockTime(WINTER, ZoneId.of("Europe/London")));
    }

    @Test
    void yourTimeZoneIsNamedByItsIdAndUtcAsUtcHoweverTheSystemSpellsIt() {
        assertEquals("Europe/London", ZoneNames.idOf(ZoneId.of("Europe/London")));
        assertEquals("UTC", ZoneNames.idOf(ZoneId.of("Etc/UTC")));
        assertEquals("UTC", ZoneNames.idOf(ZoneId.of("Z")));
    }

    @Test
    void yourTimeZoneSaysSoWhenItKeepsTheServicesUsEasternClock() {
        assertEquals("(Europe/London)", ZoneNames.yourZone(ZoneId.of("Europe/London")));
        assertEquals("(America/New_York, the same as US Eastern)", ZoneNames.yourZone(ZoneId.of("America/New_York")));
        assertEquals("(US/Eastern, the same as US Eastern)", ZoneNames.yourZone(ZoneId.of("US/Eastern")));
        assertEquals("(America/Chicago)", ZoneNames.yourZone(ZoneId.of("America/Chicago")));
    }

    @Test
    void aMomentOfAnotherDayThanTodayOnTheClockNamesItsDate() {
        Clock tokyo = Clock.fixed(Instant.parse("2026-11-26T23:30:00Z"), ZoneId.of("Asia/Tokyo")); // the 27th there
        assertEquals("08:00:00 JST", ZoneNames.clockTime(Instant.parse("2026-11-26T23:00:00Z"), tokyo));
        assertEquals("2026-11-25 03:02:30 JST", ZoneNames.clockTime(Instant.parse("2026-11-24T18:02:30Z"), tokyo),
                "a status report two days old");
    }
}
