package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DurationsTest {
    @Test
    void aMeasuredTimeUnderASecondIsInMilliseconds() {
        assertEquals("850 ms", Durations.format(Duration.ofMillis(850)));
        assertEquals("2 s", Durations.format(Duration.ofMillis(1_600)), "to the nearest second above one");
    }

    @Test
    void aSpanUnderFiveMinutesIsToTheSecond() {
        assertEquals("0 s", Durations.span(Duration.ofMillis(400)));
        assertEquals("27 s", Durations.span(Duration.ofSeconds(27)));
        assertEquals("4 min 10 s", Durations.span(Duration.ofSeconds(250)));
        assertEquals("4 min 59 s", Durations.span(Duration.ofSeconds(299)));
    }

    @Test
    void fromFiveMinutesASpanIsToTheMinuteWithoutTheSeconds() {
        assertEquals("5 min", Durations.span(Duration.ofSeconds(300)));
        assertEquals("59 min", Durations.span(Duration.ofSeconds(59 * 60 + 20)));
        assertEquals("1 h 5 min", Durations.span(Duration.ofSeconds(3600 + 5 * 60 + 20)));
    }

    @Test
    void aSpanIsRoundedToTheNearestOfItsLastUnitMinutesAsSeconds() {
        assertEquals("26 s", Durations.span(Duration.ofMillis(26_499)));
        assertEquals("27 s", Durations.span(Duration.ofMillis(26_500)));
        assertEquals("5 min", Durations.span(Duration.ofMillis(299_500)), "not 4 min 60 s");
        assertEquals("1 h", Durations.span(Duration.ofSeconds(59 * 60 + 38)), "not 59 min: the nearer");
        assertEquals("1 h 6 min", Durations.span(Duration.ofSeconds(3600 + 5 * 60 + 40)));
        assertEquals("2 days", Durations.span(Duration.ofSeconds(2 * 86_400 - 20)), "not 48 h");
    }

    @Test
    void twoSpansSideBySideAreToTheSameUnitAtTheFiveMinuteLine() {
        assertEquals("5 min", Durations.span(Duration.ofSeconds(299), Duration.ofSeconds(320)));
        assertEquals("5 min", Durations.span(Duration.ofSeconds(320), Duration.ofSeconds(299)));
        assertEquals("4 min", Durations.span(Duration.ofSeconds(260), Duration.ofSeconds(320)));
        assertEquals("4 min 59 s", Durations.span(Duration.ofSeconds(299), Duration.ofSeconds(290)));
        assertEquals("4 min 59 s", Durations.span(Duration.ofSeconds(299), null), "beside nothing, as span alone");
    }

    @Test
    void aSpanBesideAMuchLongerOneThatRoundsToNoneOfItsUnitIsLessThanOne() {
        assertEquals("less than 1 min", Durations.span(Duration.ofSeconds(20), Duration.ofMinutes(10)));
        assertEquals("1 min", Durations.span(Duration.ofSeconds(40), Duration.ofMinutes(10)));
        assertEquals("0 s", Durations.span(Duration.ZERO, Duration.ofSeconds(27)), "just run, beside seconds");
    }

    @Test
    void twoSpansSideBySideAreToTheSameUnitAtTheTwoDayAndWeekLines() {
        assertEquals("47 h", Durations.span(Duration.ofMinutes(47 * 60 + 10), Duration.ofHours(49)));
        assertEquals("6 days", Durations.span(Duration.ofDays(6).plusHours(5), Duration.ofDays(7).plusHours(2)));
        assertEquals("1 day", Durations.span(Duration.ofHours(30), Duration.ofDays(8)));
        assertEquals("less than 1 day", Durations.span(Duration.ofHours(5), Duration.ofDays(8)));
    }

    @Test
    void aUnitAtNoughtIsLeftOut() {
        assertEquals("2 min", Durations.span(Duration.ofMinutes(2)));
        assertEquals("1 h", Durations.span(Duration.ofSeconds(3622)));
        assertEquals("3 days", Durations.span(Duration.ofDays(3)));
    }

    @Test
    void longSpansAreInDaysAndHoursThenInDaysAlone() {
        assertEquals("47 h 59 min", Durations.span(Duration.ofMinutes(48 * 60 - 1)));
        assertEquals("2 days 3 h", Durations.span(Duration.ofHours(51)));
        assertEquals("11,574 days", Durations.span(Duration.ofSeconds(1_000_000_000)));
    }

    @Test
    void aSpanAheadReadsAsOneGoneBy() {
        assertEquals("4 min", Durations.span(Duration.ofMinutes(-4)));
    }
}
