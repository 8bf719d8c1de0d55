package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.time.DayOfWeek;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class RangePresetTest {
    private static final LocalDate TUESDAY = LocalDate.of(2024, 11, 5);

    private static DateRange rangeFor(RangePreset preset, LocalDate today) {
        return preset.rangeFor(today, DayOfWeek.MONDAY);
    }

    private static DateRange range(String from, String to) {
        return DateRange.of(LocalDate.parse(from), LocalDate.parse(to));
    }

    @Test
    void presetsCoverTheNamedPeriodAroundToday() {
        assertEquals(range("2024-11-05", "2024-11-05"), rangeFor(RangePreset.TODAY, TUESDAY));
        assertEquals(range("2024-11-06", "2024-11-06"), rangeFor(RangePreset.TOMORROW, TUESDAY));
        assertEquals(range("2025-01-01", "2025-01-01"), rangeFor(RangePreset.TOMORROW, LocalDate.of(2024, 12, 31)));
        assertEquals(range("2024-11-04", "2024-11-10"), rangeFor(RangePreset.THIS_WEEK, TUESDAY));
        assertEquals(range("2024-11-11", "2024-11-17"), rangeFor(RangePreset.NEXT_WEEK, TUESDAY));
        assertEquals(range("2024-11-01", "2024-11-30"), rangeFor(RangePreset.THIS_MONTH, TUESDAY));
        assertEquals(range("2024-11-05", "2024-12-04"), rangeFor(RangePreset.NEXT_30_DAYS, TUESDAY));
        assertEquals(range("2024-10-01", "2024-12-31"), rangeFor(RangePreset.THIS_QUARTER, TUESDAY));
    }

    @Test
    void weeksStartOnTheDayTheUserStartsThem() {
        assertEquals(range("2024-11-03", "2024-11-09"), RangePreset.THIS_WEEK.rangeFor(TUESDAY, DayOfWeek.SUNDAY));
        assertEquals(range("2024-11-10", "2024-11-16"), RangePreset.NEXT_WEEK.rangeFor(TUESDAY, DayOfWeek.SUNDAY));
        LocalDate sunday = LocalDate.of(2024, 11, 10);
        assertEquals(range("2024-11-10", "2024-11-16"), RangePreset.THIS_WEEK.rangeFor(sunday, DayOfWeek.SUNDAY));
        assertEquals(range("2024-11-04", "2024-11-10"), RangePreset.THIS_WEEK.rangeFor(sunday, DayOfWeek.MONDAY));
        assertEquals(range("2024-11-09", "2024-11-15"), RangePreset.THIS_WEEK.rangeFor(sunday, DayOfWeek.SATURDAY));
    }

    @Test
    void theEarningsSeasonIsTheOneUnderWayOrTheNextOne() {
        assertEquals(range("2024-10-10", "2024-11-30"), rangeFor(RangePreset.EARNINGS_SEASON, TUESDAY));
        assertEquals(range("2025-01-10", "2025-02-28"),
                rangeFor(RangePreset.EARNINGS_SEASON, LocalDate.of(2024, 12, 15)));
        assertEquals(range("2024-01-10", "2024-02-29"),
                rangeFor(RangePreset.EARNINGS_SEASON, LocalDate.of(2024, 1, 2)));
        assertEquals(range("2024-04-10", "2024-05-31"),
                rangeFor(RangePreset.EARNINGS_SEASON, LocalDate.of(2024, 3, 1)));
    }

    @Test
    void previousAndNextMoveWholeMonthsByMonthsAndOtherRangesByTheirLength() {
        assertEquals(range("2024-12-01", "2024-12-31"), PeriodShift.shift(range("2024-11-01", "2024-11-30"), 1));
        assertEquals(range("2024-02-01", "2024-02-29"), PeriodShift.shift(range("2024-03-01", "2024-03-31"), -1));
        assertEquals(range("2025-01-01", "2025-03-31"), PeriodShift.shift(range("2024-10-01", "2024-12-31"), 1));
        assertEquals(range("2024-11-11", "2024-11-17"), PeriodShift.shift(range("2024-11-04", "2024-11-10"), 1));
        assertEquals(range("2024-11-04", "2024-11-04"), PeriodShift.shift(range("2024-11-05", "2024-11-05"), -1));
    }

    @Test
    void anEarningsSeasonMovesToTheSeasonBeforeOrAfterIt() {
        assertEquals(range("2027-01-10", "2027-02-28"), PeriodShift.shift(range("2026-10-10", "2026-11-30"), 1));
        assertEquals(range("2026-07-10", "2026-08-31"), PeriodShift.shift(range("2026-10-10", "2026-11-30"), -1));
        assertEquals(range("2023-10-10", "2023-11-30"), PeriodShift.shift(range("2024-01-10", "2024-02-29"), -1));
        assertEquals(range("2024-04-10", "2024-05-31"), PeriodShift.shift(range("2024-01-10", "2024-02-29"), 1));
        // A range that merely starts on a season's first day moves by its own length.
        assertEquals(range("2026-10-20", "2026-10-29"), PeriodShift.shift(range("2026-10-10", "2026-10-19"), 1));
    }

    private static final LocalDate EXAMPLE = LocalDate.of(2026, 11, 26);

    @Test
    void onlyTheIsoDateFormIsAccepted() {
        assertTrue(DateInput.parse(" 2024-02-29 ", "start", EXAMPLE).isValid());
        assertFalse(DateInput.parse("2023-02-29", "start", EXAMPLE).isValid());
        assertFalse(DateInput.parse("05/11/2024", "start", EXAMPLE).isValid());
        assertEquals(LocalDate.of(2027, 1, 5), DateInput.parse("2027-1-5", "start", EXAMPLE).date());
        assertFalse(DateInput.parse("+999999999-12-31", "start", EXAMPLE).isValid());
        assertFalse(DateInput.parse("20240-01-01", "start", EXAMPLE).isValid());
        assertTrue(DateInput.parse("2023-2-30", "start", EXAMPLE).problem()
                .startsWith("“2023-2-30” is not a day of the calendar"));
        assertTrue(DateInput.parse("2023-22-01x", "start", EXAMPLE).problem()
                .contains("not a date in the form year-month-day"));
        assertEquals("Enter the end date, for example 2026-11-26.", DateInput.parse("", "end", EXAMPLE).problem());
    }

    @Test
    void aDateAfterTheLastDayARequestCanNameIsRefusedInTheFieldNotByTheService() {
        assertEquals(LocalDate.of(9999, 12, 30), DateInput.parse("9999-12-30", "end", EXAMPLE).date());
        assertEquals("“9999-12-31” is after 9999-12-30, the last day that can be asked for; write the end date like"
                + " 2026-11-26.", DateInput.parse("9999-12-31", "end", EXAMPLE).problem());
        assertFalse(DateInput.parse("99991231", "start", EXAMPLE).isValid());
    }

    @Test
    void aDateBeforeNineteenHundredIsRefusedInTheFieldAsTheCommandLineRefusesIt() {
        assertEquals(LocalDate.of(1900, 1, 1), DateInput.parse("1900-01-01", "start", EXAMPLE).date());
        assertEquals("“0026-11-22” is before 1900-01-01, the first day that can be asked for; write the start date"
                + " like 2026-11-26.", DateInput.parse("0026-11-22", "start", EXAMPLE).problem());
        assertFalse(DateInput.parse("1899-12-31", "end", EXAMPLE).isValid());
    }

    @Test
    void isoDatesWrittenAsEightDigitsWithoutHyphensAreAcceptedToo() {
        assertEquals(LocalDate.of(2026, 11, 23), DateInput.parse("20261123", "start", EXAMPLE).date());
        assertTrue(DateInput.parse("20230229", "start", EXAMPLE).problem()
                .startsWith("“20230229” is not a day of the calendar"));
        assertFalse(DateInput.parse("2026112", "start", EXAMPLE).isValid(), "seven digits read two ways");
        assertFalse(DateInput.parse("2026-1123", "start", EXAMPLE).isValid());
    }
}
