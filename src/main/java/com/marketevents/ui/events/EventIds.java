package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.Arrays;
import java.util.List;

/**
 * A set of event ids, sorted in an array: a year's 100,000 selected rows are remembered at each change of the
 * selection, which boxed ids in a hash set made several times slower.
 */
final class EventIds {
    static final EventIds NONE = new EventIds(new long[0]);

    private final long[] sorted;

    private EventIds(long[] sorted) {
        this.sorted = sorted;
    }

    static EventIds of(List<EventRow> rows) {
        long[] ids = new long[rows.size()];
        int count = 0;
        for (EventRow row : rows) {
            if (row != null) {
                ids[count++] = row.event().eventId();
            }
        }
        long[] sorted = Arrays.copyOf(ids, count);
        Arrays.sort(sorted);
        return new EventIds(sorted);
    }

    boolean isEmpty() {
        return sorted.length == 0;
    }

    boolean contains(long id) {
        return Arrays.binarySearch(sorted, id) >= 0;
    }
}
