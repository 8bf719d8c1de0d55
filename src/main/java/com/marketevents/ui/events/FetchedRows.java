package com.marketevents.ui.events;

import com.marketevents.api.LeftOutRecord;
import com.marketevents.events.EventsResult;
import com.marketevents.events.FailedChunk;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.UndatedEvents;
import com.marketevents.search.EventRow;
import com.marketevents.ui.common.Connection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;

/**
 * The result of the background part of a load, ready to be shown: the rows as received and, already
 * sorted, in the order the table had when the load started, and those of them its filters passed then.
 */
record FetchedRows(List<EventRow> rows, Comparator<EventRow> sortedBy, List<EventRow> rowsInOrder,
        Predicate<EventRow> filteredBy, List<EventRow> passedInOrder, List<List<FacetFilter.Option>> facetOptions,
        String source, boolean demo, List<DateRange> possiblyTruncated, List<LeftOutRecord> leftOut,
        List<FailedChunk> failed, List<MarketEvent> sameIdDisagreeing, int undated) {

    /** Makes the rows of {@code result}, counts the value filters' options and sorts and filters as the table does. */
    static FetchedRows of(EventsResult result, Connection connection, List<FacetFilter> facets,
            Comparator<EventRow> order, Predicate<EventRow> test) {
        List<MarketEvent> events = result.events();
        List<EventRow> rows = EventRow.of(events);
        List<List<FacetFilter.Option>> options = new ArrayList<>(facets.size());
        for (FacetFilter facet : facets) {
            options.add(facet.count(events));
        }
        List<EventRow> asReceived = List.copyOf(rows);
        List<EventRow> inOrder = RowLists.inOrder(asReceived, order);
        return new FetchedRows(asReceived, order, inOrder, test, RowLists.passing(inOrder, test), options,
                connection.source(), connection.demo(), result.possiblyTruncatedChunks(), result.leftOutRecords(),
                result.failedChunks(), result.sameIdDisagreeing(), UndatedEvents.count(events));
    }
}
