package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import java.util.Locale;

/**
 * A loaded event as the table holds it, with its quick-filter key computed once at load so that each
 * keystroke is one {@code contains} per row.
 */
public final class EventRow {
    private final MarketEvent event;
    private final String searchKey;
    private final long eventSecond;

    public EventRow(MarketEvent event) {
        this.event = event;
        this.searchKey = searchKeyOf(event);
        this.eventSecond = event.eventDate() == null || !event.eventDate().isValid() ? Long.MAX_VALUE
                : event.eventDate().dateTime().toEpochSecond();
    }

    /** The event's instant in epoch seconds, for sorting; {@code Long.MAX_VALUE} when absent or unreadable. */
    long eventSecond() {
        return eventSecond;
    }

    public MarketEvent event() {
        return event;
    }

    /** True when the quick filter text (already lower-case, not blank) occurs in a searchable field. */
    public boolean matches(String lowerCaseQuery) {
        return searchKey.contains(lowerCaseQuery);
    }

    private static String searchKeyOf(MarketEvent event) {
        StringBuilder key = new StringBuilder(96);
        // A separator no one types keeps a query from matching across the end of one field and the next.
        for (String part : new String[] {event.ticker(), event.localTicker(), event.isin(), event.ric(),
                event.bloombergTicker(), event.title()}) {
            if (part != null) {
                key.append(part).append('\u0001');
            }
        }
        return key.toString().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return "EventRow[" + event.eventId() + "]";
    }
}
