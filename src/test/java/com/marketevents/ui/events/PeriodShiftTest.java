package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

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
}
