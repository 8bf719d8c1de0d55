package com.marketevents.events;

import com.marketevents.api.LeftOutRecord;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import java.util.List;

/**
 * The outcome of a fetch: events in the range, deduplicated by id, sorted by event date then id; the chunks
 * whose answer may have been cut by the service (a suspiciously round count); and the records of the range that
 * could not be events and were left out, in the order the service sent them.
 */
public record EventsResult(DateRange range, List<MarketEvent> events, List<DateRange> possiblyTruncatedChunks,
        List<LeftOutRecord> leftOutRecords) {

    public EventsResult {
        events = List.copyOf(events);
        possiblyTruncatedChunks = List.copyOf(possiblyTruncatedChunks);
        leftOutRecords = List.copyOf(leftOutRecords);
    }

    /** A result in which every record the service sent was an event. */
    public EventsResult(DateRange range, List<MarketEvent> events, List<DateRange> possiblyTruncatedChunks) {
        this(range, events, possiblyTruncatedChunks, List.of());
    }

    public boolean possiblyIncomplete() {
        return !possiblyTruncatedChunks.isEmpty();
    }
}
