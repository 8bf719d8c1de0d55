package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.Arrays;
import java.util.List;

/**
 * A set of event ids, sorted in an array: a year's 100,000 selected rows are looked up by id when the rows are
 * replaced, which boxed ids in a hash set made several times slower.
 */
final class EventIds {
    private final long[] sorted;

    private EventIds(long[] sorted) {
        this.sorted = sorted;
    }

    /** The ids of the events at {@code indices} in {@code rows}. */
    static EventIds of(List<EventRow> rows, int[] indices) {
        long[] sorted = new long[indices.length];
        for (int i = 0; i < indices.length; i++) {
            sorted[i] = rows.get(indices[i]).event().eventId();
        }
        Arrays.sort(sorted);
        return new EventIds(sorted);
    }

    boolean contains(long id) {
        return Arrays.binarySearch(sorted, id) >= 0;
    }
}
