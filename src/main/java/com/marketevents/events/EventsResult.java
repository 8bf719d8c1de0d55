package com.marketevents.events;

import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import java.util.List;

/**
 * The outcome of a fetch: events in the range, deduplicated by id, sorted by event date then id;
 * and the chunks whose answer may have been cut by the service (a suspiciously round count).
 */
public record EventsResult(DateRange range, List<MarketEvent> events, List<DateRange> possiblyTruncatedChunks) {

    public EventsResult {
        events = List.copyOf(events);
        possiblyTruncatedChunks = List.copyOf(possiblyTruncatedChunks);
    }

    public boolean possiblyIncomplete() {
        return !possiblyTruncatedChunks.isEmpty();
    }
}
