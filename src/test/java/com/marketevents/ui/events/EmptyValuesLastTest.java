package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A column sorted either way keeps the rows without a value at the end, as the load notice says they are. */
class EmptyValuesLastTest {
    private static final TimeDisplay EASTERN = new TimeDisplay(EventTime.SERVICE_ZONE);

    @Test
    void eventsWithoutAReadableDateStayLastWhenTheDatesAreSortedNewestFirst() {
        List<EventRow> rows = rows(event(1, "2024-10-01T09:00:00-04:00", "A:US"), event(2, "not a date", "B:US"),
                event(3, "2024-10-03T09:00:00-04:00", "C:US"), event(4, null, "D:US"),
                event(5, "2024-10-02T09:00:00-04:00", "E:US"));

        assertEquals(List.of(1L, 5L, 3L, 2L, 4L), ids(rows, EventField.EVENT_DATE.rowComparator(EASTERN, false)));
        assertEquals(List.of(3L, 5L, 1L, 2L, 4L), ids(rows, EventField.EVENT_DATE.rowComparator(EASTERN, true)));
    }

    @Test
    void rowsWithoutATickerStayLastWhenTickersAreSortedFromZ() {
        List<EventRow> rows = rows(event(1, "2024-10-01T09:00:00-04:00", "A:US"),
                event(2, "2024-10-01T09:00:00-04:00", null), event(3, "2024-10-01T09:00:00-04:00", "C:US"));

        assertEquals(List.of(3L, 1L, 2L), ids(rows, EventField.TICKER.rowComparator(EASTERN, true)));
    }

    private static List<Long> ids(List<EventRow> rows, Comparator<EventRow> order) {
        List<EventRow> sorted = new ArrayList<>(rows);
        sorted.sort(order);
        return sorted.stream().map(row -> row.event().eventId()).toList();
    }

    private static List<EventRow> rows(MarketEvent... events) {
        return EventRow.of(List.of(events));
    }

    private static MarketEvent event(long id, String date, String ticker) {
        return new MarketEvent(id, 1L, ticker, null, null, null, null, null, "Results", "earnings",
                date == null ? null : EventTime.parse(date), 2024, "published", "active", null, null);
    }
}
