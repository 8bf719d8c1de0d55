package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * A loaded event as the table holds it, with its quick-filter keys computed once at load (and shared
 * between rows, see {@link SearchKeys}) so that each keystroke is at most two {@code contains} per row.
 */
public final class EventRow {
    private final MarketEvent event;
    private final String identifiersKey;
    private final String titleKey;

    /** A row whose keys are shared with the other rows made with the same {@code keys}. */
    private EventRow(MarketEvent event, SearchKeys keys) {
        this.event = event;
        this.identifiersKey = keys.identifiers(event);
        this.titleKey = keys.title(event);
    }

    public EventRow(MarketEvent event) {
        this(event, new SearchKeys());
    }

    /** Rows for the events of one load, in the same order, sharing their search keys. */
    public static List<EventRow> of(List<MarketEvent> events) {
        SearchKeys keys = new SearchKeys();
        List<EventRow> rows = new ArrayList<>(events.size());
        for (MarketEvent event : events) {
            rows.add(new EventRow(event, keys));
        }
        return rows;
    }

    public MarketEvent event() {
        return event;
    }

    /** True when the quick filter text (already lower-case, not blank) occurs in a searchable field. */
    public boolean matches(String lowerCaseQuery) {
        return identifiersKey.contains(lowerCaseQuery) || titleKey != null && titleKey.contains(lowerCaseQuery);
    }

    @Override
    public String toString() {
        return "EventRow[" + event.eventId() + "]";
    }
}
