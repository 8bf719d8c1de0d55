package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class TodayInNewYorkTest {
    private static final LocalDate FRIDAY = LocalDate.of(2026, 11, 27);

    @Test
    void theSameDayHereAndInNewYorkNeedsNoNoteAnywhere() {
        TodayInNewYork same = new TodayInNewYork(FRIDAY, FRIDAY);

        assertEquals("", same.note());
        assertEquals("", same.todayMarkNote());
        assertEquals("Today, tomorrow, this week, this month, this quarter, the earnings season…",
                DateRangeBar.presetsTip(same));
    }

    @Test
    void thePresetsTooltipSaysTheDatesAreNewYorksWhenItIsAlreadySaturdayHere() {
        TodayInNewYork tokyo = new TodayInNewYork(FRIDAY, FRIDAY.plusDays(1));

        assertEquals("Today, tomorrow, this week, this month, this quarter, the earnings season…\n"
                + "Dates are New York's: today there is Fri 27 Nov", DateRangeBar.presetsTip(tokyo));
    }
}
