package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.time.LocalDate;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** "Go to today's events" passes over the rows whose date the service sent as no date at all. */
class DayInRowsTest {
    private static final LocalDate TODAY = LocalDate.of(2026, 3, 4);

    @Test
    void goToTodayFindsTodaysEventsPastARowWhoseDateIsNotReadable() {
        List<EventRow> byTitle = EventRow.of(List.of(event(1, "TBD"), event(2, "2026-03-03T09:00:00-05:00"),
                event(3, "2026-03-04T09:00:00-05:00")));

        assertEquals(OptionalInt.of(2), DayInRows.rowOf(byTitle, TODAY));
    }

    @Test
    void goToTodayFindsTheNearestDayPastARowWhoseDateIsNotReadable() {
        List<EventRow> inDateOrder = EventRow.of(List.of(event(1, "2026-03-02T09:00:00-05:00"),
                event(2, "2026-03-06T09:00:00-05:00"), event(3, "TBD"), event(4, null)));

        assertEquals(OptionalInt.of(1), DayInRows.rowOf(inDateOrder, TODAY));
    }

    @Test
    void goToTodayFindsNothingWhenNoRowHasAReadableDate() {
        assertEquals(OptionalInt.empty(), DayInRows.rowOf(EventRow.of(List.of(event(1, "TBD"), event(2, null))),
                TODAY));
    }

    private static MarketEvent event(long id, String date) {
        return new MarketEvent(id, 1L, "T:US", null, null, null, null, null, "Results", "earnings",
                EventTime.parse(date), 2026, "published", "active", null, null);
    }
}
