package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import com.marketevents.search.EventRow;
import java.time.LocalDate;
import java.util.List;
import java.util.OptionalInt;

/** Where a day's events are among rows in any order. */
final class DayInRows {
    private DayInRows() {
    }

    /**
     * The first of {@code rows} dated {@code day}; without one, the first dated the nearest later day; without
     * one either, the first dated the nearest earlier day. Rows without a readable date are passed over. Dates are the
     * service's calendar dates, as the loaded range's are.
     */
    static OptionalInt rowOf(List<EventRow> rows, LocalDate day) {
        int later = -1;
        LocalDate laterDate = null;
        int earlier = -1;
        LocalDate earlierDate = null;
        for (int i = 0; i < rows.size(); i++) {
            EventTime time = rows.get(i).event().eventDate();
            LocalDate date = time == null ? null : time.serviceDate(); // null too when the text is no date ("TBD")
            if (date == null) {
                continue;
            }
            if (date.equals(day)) {
                return OptionalInt.of(i);
            }
            if (date.isAfter(day) && (laterDate == null || date.isBefore(laterDate))) {
                later = i;
                laterDate = date;
            } else if (date.isBefore(day) && (earlierDate == null || date.isAfter(earlierDate))) {
                earlier = i;
                earlierDate = date;
            }
        }
        return later >= 0 ? OptionalInt.of(later) : earlier >= 0 ? OptionalInt.of(earlier) : OptionalInt.empty();
    }
}
