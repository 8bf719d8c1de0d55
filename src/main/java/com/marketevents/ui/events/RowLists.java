package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/** The two passes the events screen makes over its rows, in the background: a sort and a filter. */
final class RowLists {
    private RowLists() {
    }

    /** The rows sorted by {@code order} (a new list), or as they are when it is null. */
    static List<EventRow> inOrder(List<EventRow> rows, Comparator<EventRow> order) {
        if (order == null) {
            return rows;
        }
        List<EventRow> sorted = new ArrayList<>(rows);
        sorted.sort(order);
        return sorted;
    }

    /** The rows {@code test} passes, in their order (a new list), or the rows as they are when it is null. */
    static List<EventRow> passing(List<EventRow> rows, Predicate<EventRow> test) {
        if (test == null) {
            return rows;
        }
        List<EventRow> passed = new ArrayList<>();
        for (EventRow row : rows) {
            if (test.test(row)) {
                passed.add(row);
            }
        }
        return passed;
    }
}
