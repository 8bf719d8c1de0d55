package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import com.marketevents.ui.common.ErrorText;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.UiExecutor;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.collections.ObservableList;

/**
 * The rows the table shows: the loaded rows in the order chosen, sorted in the background (a year of rows takes
 * 100-300 ms to sort by a text column), and those of them that pass the filter, filtered in the background (a pass
 * over a year takes 2-6 ms): neither a sort nor a keystroke costs the UI thread a pass over the rows. The table's
 * list is the same for the life of this object; a load replaces its rows in one change, a sort reorders them in one
 * permutation.
 *
 * <p>A background answer is shown only while it is the newest of its kind, and a sort's answer also outdates every
 * filter still on its way: that filter passed the rows in the order before, so shown after the sort it would undo
 * it. The sort shows the filtered rows itself, reordered, or filters them again in its order.
 */
final class ShownRows {
    private final UiExecutor executor;
    private final Consumer<Notice> notices;
    private final Runnable onFilterShown;
    private final ReorderableList<EventRow> shownRows = new ReorderableList<>();
    private List<EventRow> loadedRows = List.of();
    /** The last load's rows in the service's order (date, then id): what every sort starts from. */
    private List<EventRow> rowsAsReceived = List.of();
    /** What the filters let through; null lets every row through. */
    private Predicate<EventRow> filter;
    /** The filter {@link #shownRows} was made with. */
    private Predicate<EventRow> shownFilter;
    private Comparator<EventRow> sortOrder;
    private long sortTicket;
    private long filterTicket;
    /** Shown while the filtered rows take longer than a moment to come back (a year on a busy computer). */
    private final PendingSign filtering;

    /**
     * {@code notices} takes what a sort or filter that failed says; {@code onFilterShown} runs each time the rows
     * of the filter now in place are shown.
     */
    ShownRows(UiExecutor executor, Consumer<Notice> notices, Runnable onFilterShown) {
        this.executor = executor;
        this.notices = notices;
        this.onFilterShown = onFilterShown;
        this.filtering = new PendingSign(executor);
    }

    /** The rows shown, sorted and filtered; the same list for the life of this object. */
    ObservableList<EventRow> rows() {
        return shownRows;
    }

    /** The rows shown now, as a list that nobody changes (the next change of the rows makes a new one). */
    List<EventRow> snapshot() {
        return shownRows.snapshot();
    }

    /** Every loaded row, before the filter, in the order shown (or about to be, while a sort runs). */
    List<EventRow> loaded() {
        return loadedRows;
    }

    Comparator<EventRow> sortOrder() {
        return sortOrder;
    }

    Predicate<EventRow> filter() {
        return filter;
    }

    /** Whether the filter leaves any row out. */
    boolean isFiltering() {
        return filter != null;
    }

    /** Whether the rows shown are those of the filter now in place (none of another is still on its way). */
    boolean showsTheFilter() {
        return shownFilter == filter;
    }

    /** See {@link EventsViewModel#filteringProperty()}. */
    ReadOnlyBooleanProperty filteringProperty() {
        return filtering.shownProperty();
    }

    /**
     * Shows a load's rows at once, as its background part sorted and filtered them; sorts or filters them again,
     * in the background, when the order or the filter changed while it ran.
     */
    void showLoaded(FetchedRows fetched) {
        rowsAsReceived = fetched.rows();
        boolean sortedAsWanted = fetched.sortedBy() == sortOrder;
        loadedRows = sortedAsWanted ? fetched.rowsInOrder() : rowsAsReceived;
        // The rows are shown with this load's count at once, never the last load's rows beside it: filtered
        // with the load, in the background, by the filter of its start (a watchlist over a year takes tens of
        // milliseconds). A filter changed while loading filters them again, in the background too.
        filterTicket++;
        showShown(fetched.passedInOrder(), fetched.filteredBy(), false);
        if (!sortedAsWanted) {
            setSortOrder(sortOrder); // the sort changed while loading: the rows are shown now, in order shortly
        } else if (fetched.filteredBy() != filter) {
            showFilteredInBackground(false);
        }
    }

    /** Filters the loaded rows with {@code test} (null lets every row through), in the background. */
    void setFilter(Predicate<EventRow> test) {
        filter = test;
        showFilteredInBackground(false);
    }

    /**
     * Orders the rows; null keeps the order of the service (by date, then id). The sort, the filter and the
     * permutation of the rows shown are worked out in the background and applied as one permutation, unless
     * a newer sort or load has come first.
     */
    void setSortOrder(Comparator<EventRow> comparator) {
        sortOrder = comparator;
        long myTicket = ++sortTicket;
        List<EventRow> base = rowsAsReceived;
        List<EventRow> shownBefore = shownRows.snapshot();
        Predicate<EventRow> test = filter;
        boolean shownWithThisFilter = shownFilter == test;
        executor.submit(() -> {
            List<EventRow> ordered = RowLists.inOrder(base, comparator);
            return new Sorted(ordered, shownWithThisFilter
                    ? ReorderableList.Reordering.of(shownBefore, RowLists.passing(ordered, test)) : null);
        }, sorted -> {
            if (myTicket == sortTicket && base == rowsAsReceived) {
                loadedRows = sorted.rows();
                boolean applied = test == filter && sorted.shown() != null && shownRows.apply(sorted.shown());
                if (applied) {
                    filterTicket++; // a filter result still on its way has the rows in the old order
                    filtering.answered();
                } else {
                    showFilteredInBackground(true);
                }
            }
        }, failure -> notices.accept(ErrorText.noticeFor(failure, "sorting the events")));
    }

    /** The loaded rows in a new order, and the permutation of the rows shown; null when it cannot be made. */
    private record Sorted(List<EventRow> rows, ReorderableList.Reordering<EventRow> shown) {
    }

    /**
     * Shows the loaded rows that pass the filter, filtered in the background unless nothing filters, unless a
     * newer filter or order has come first. {@code reordered}: only the order of the loaded rows changed.
     */
    private void showFilteredInBackground(boolean reordered) {
        long myTicket = ++filterTicket;
        List<EventRow> base = loadedRows;
        Predicate<EventRow> test = filter;
        if (test == null) {
            showShown(base, null, reordered);
            return;
        }
        filtering.waiting();
        executor.submit(() -> RowLists.passing(base, test), passed -> {
            if (myTicket == filterTicket) {
                showShown(passed, test, reordered);
            }
        }, failure -> {
            if (myTicket == filterTicket) {
                filtering.answered();
            }
            notices.accept(ErrorText.noticeFor(failure, "filtering the events"));
        });
    }

    private void showShown(List<EventRow> passed, Predicate<EventRow> madeWith, boolean reordered) {
        // The very list shown (nothing filtered before or now) needs no change.
        if (passed != shownRows.snapshot()) {
            // The same rows in another order go as a permutation, which keeps every selected row selected.
            ReorderableList.Reordering<EventRow> reordering = reordered && madeWith == shownFilter
                    ? ReorderableList.Reordering.of(shownRows.snapshot(), passed) : null;
            if (reordering == null || !shownRows.apply(reordering)) {
                shownRows.replaceAll(passed);
            }
        }
        shownFilter = madeWith;
        if (madeWith == null) {
            filtering.dropped(); // all the rows, at once: no filter left to wait for
        } else {
            filtering.answered();
        }
        if (madeWith == filter) {
            onFilterShown.run();
        }
    }
}
