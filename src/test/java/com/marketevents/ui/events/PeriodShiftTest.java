package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.marketevents.model.DateRange;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

/** Previous and next period never lead from a range that loads to one that is refused. */
class PeriodShiftTest {
    private static DateRange range(String from, String to) {
        return DateRange.of(LocalDate.parse(from), LocalDate.parse(to));
    }

    @Test
    void tenWholeYearsMoveByTenCalendarYearsWhateverLeapDaysLieBetween() {
        DateRange decade = range("2012-01-02", "2022-01-01");

        assertEquals(range("2022-01-02", "2032-01-01"), PeriodShift.shift(decade, 1));
        assertEquals(range("2002-01-02", "2012-01-01"), PeriodShift.shift(decade, -1));
    }

    @Test
    void aYearAcrossALeapDayMovesToTheSameDayAYearOnNotToItsLengthInDays() {
        assertEquals(range("2024-03-02", "2025-03-01"), PeriodShift.shift(range("2023-03-02", "2024-03-01"), 1));
        assertEquals(range("2022-03-02", "2023-03-01"), PeriodShift.shift(range("2023-03-02", "2024-03-01"), -1));
    }

    @Test
    void nearlyTenYearsFromALeapDayMoveByTheirLengthAndStillLoad() {
        DateRange days = range("2016-02-29", "2026-02-27"); // the longest from that day; not whole years

        assertEquals(range("2026-02-28", "2036-02-27"), PeriodShift.shift(days, 1));
        assertEquals(range("2006-03-01", "2016-02-28"), PeriodShift.shift(days, -1));
    }

    @Test
    void noRangeThatLoadsLeadsToARefusedOneEitherWay() {
        for (LocalDate from = LocalDate.of(2011, 1, 1); from.isBefore(LocalDate.of(2016, 1, 1));
                from = from.plusDays(1)) {
            for (LocalDate to = DateRange.latestEnd(from).minusDays(40); !to.isAfter(DateRange.latestEnd(from));
                    to = to.plusDays(1)) {
                DateRange loads = DateRange.of(from, to);
                for (int direction : new int[] {-1, 1}) {
                    DateRange moved = PeriodShift.shift(loads, direction);
                    assertFalse(moved.isTooLong(), () -> loads + " moved " + direction + " to " + moved);
                    assertEquals(direction > 0 ? to.plusDays(1) : from.minusDays(1),
                            direction > 0 ? moved.from() : moved.to(),
                            () -> loads + " moved " + direction + " to " + moved);
                }
            }
        }
    }

    @Test
    void noMoveIsOfferedThatWouldLeaveTheDatesARangeMayHave() {
        DateRange lastWeek = range("9999-12-24", "9999-12-30");
        DateRange firstWeek = range("1900-01-01", "1900-01-07");

        assertNull(PeriodShift.within(lastWeek, +1), "after 9999-12-30");
        assertEquals(range("9999-12-17", "9999-12-23"), PeriodShift.within(lastWeek, -1));
        assertNull(PeriodShift.within(firstWeek, -1), "before 1900-01-01");
        assertEquals(range("1900-01-08", "1900-01-14"), PeriodShift.within(firstWeek, +1));
        assertNull(PeriodShift.within(range("9999-12-01", "9999-12-30"), +1), "was 31 Dec 9999 – 29 Jan +10000");
        assertNull(PeriodShift.within(range("1900-01-01", "1909-12-31"), -1));
        assertNull(PeriodShift.within(range("9999-11-01", "9999-11-30"), +1), "all December 9999 ends on its 31st");
    }
}
