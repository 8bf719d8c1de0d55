package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * A loaded event as the table holds it, with its quick-filter keys computed once at load and shared with
 * the other rows of the load (see {@link SearchKeys}), so that a keystroke tests each distinct key once.
 */
public final class EventRow {
    private final MarketEvent event;
    private final SearchKeys keys;
    private final int identifiersKey;
    private final int titleKey;

    /** A row whose keys are shared with the other rows made with the same {@code keys}. */
    private EventRow(MarketEvent event, SearchKeys keys) {
        this.event = event;
        this.keys = keys;
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
        keys.doneAdding();
        return rows;
    }

    public MarketEvent event() {
        return event;
    }

    /** True when the quick filter text (already lower-case, not blank) occurs in a searchable field. */
    public boolean matches(String lowerCaseQuery) {
        return keys.matches(lowerCaseQuery, identifiersKey, titleKey);
    }

    @Override
    public String toString() {
        return "EventRow[" + event.eventId() + "]";
    }
}
