package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class DateRangeTest {
    private static DateRange day(String date) {
        return new DateRange(LocalDate.parse(date), LocalDate.parse(date));
    }

    private static DateRange range(String from, String to) {
        return new DateRange(LocalDate.parse(from), LocalDate.parse(to));
    }

    @Test
    void daysSideBySideAreNamedAsOneRangeInDateOrder() {
        assertEquals("2026-11-22 to 2026-11-24 and 2026-11-26", DateRange.listed(List.of(day("2026-11-24"),
                day("2026-11-22"), day("2026-11-26"), day("2026-11-23")), 3));
    }

    @Test
    void whatIsNotNamedIsCountedAsDaysWhenEachIsOneDay() {
        assertEquals("2026-11-02, 2026-11-04, 2026-11-06 and 2 more days", DateRange.listed(List.of(
                day("2026-11-02"), day("2026-11-04"), day("2026-11-06"), day("2026-11-08"), day("2026-11-10")), 3));
        assertEquals("2026-11-02, 2026-11-04, 2026-11-06 and 1 more day", DateRange.listed(List.of(
                day("2026-11-02"), day("2026-11-04"), day("2026-11-06"), day("2026-11-08")), 3));
    }

    @Test
    void whatIsNotNamedIsCountedAsRangesOfDatesWhenOneIsLonger() {
        assertEquals("2026-11-02, 2026-11-04, 2026-11-06 and 2 more ranges of dates", DateRange.listed(List.of(
                day("2026-11-02"), day("2026-11-04"), day("2026-11-06"), day("2026-11-08"),
                range("2026-11-10", "2026-11-12")), 3));
    }

    @Test
    void noRangesAreNamedAsNothing() {
        assertEquals("", DateRange.listed(List.of(), 3));
    }

    @Test
    void theLongestAcceptedRangesStartAndEndOnTheDaysTheRuleGives() {
        for (LocalDate day = LocalDate.of(2019, 1, 1); day.isBefore(LocalDate.of(2033, 1, 1)); day = day.plusDays(1)) {
            LocalDate start = DateRange.earliestStart(day);
            assertFalse(DateRange.of(start, day).isTooLong(), start + " to " + day);
            assertTrue(DateRange.of(start.minusDays(1), day).isTooLong(), start.minusDays(1) + " to " + day);
            LocalDate end = DateRange.latestEnd(day);
            assertFalse(DateRange.of(day, end).isTooLong(), day + " to " + end);
            assertTrue(DateRange.of(day, end.plusDays(1)).isTooLong(), day + " to " + end.plusDays(1));
        }
        assertEquals(LocalDate.parse("2016-03-01"), DateRange.earliestStart(LocalDate.parse("2026-02-28")));
        assertEquals(LocalDate.parse("2026-02-27"), DateRange.latestEnd(LocalDate.parse("2016-02-29")));
    }
}
