package com.marketevents.events;

import com.marketevents.api.LeftOutRecord;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import java.util.List;

/**
 * The outcome of a fetch: events in the range, deduplicated by id, sorted by event date then id; the chunks
 * whose answer may have been cut by the service (a suspiciously round count); the records of the range that
 * could not be events and were left out, in the order the service sent them, each once; and the chunks that
 * failed, in date order, whose events are missing (only from {@link EventsService#fetchToleratingGaps}); and the
 * records not listed because they share an event_id with an event listed, differ from it and were not modified
 * earlier than it (so neither is an update of the other), each once.
 */
public record EventsResult(DateRange range, List<MarketEvent> events, List<DateRange> possiblyTruncatedChunks,
        List<LeftOutRecord> leftOutRecords, List<FailedChunk> failedChunks, List<MarketEvent> sameIdDisagreeing) {

    public EventsResult {
        events = List.copyOf(events);
        possiblyTruncatedChunks = List.copyOf(possiblyTruncatedChunks);
        leftOutRecords = List.copyOf(leftOutRecords);
        failedChunks = List.copyOf(failedChunks);
        sameIdDisagreeing = List.copyOf(sameIdDisagreeing);
    }

    /** A result in which no two records of one event_id disagreed. */
    public EventsResult(DateRange range, List<MarketEvent> events, List<DateRange> possiblyTruncatedChunks,
            List<LeftOutRecord> leftOutRecords, List<FailedChunk> failedChunks) {
        this(range, events, possiblyTruncatedChunks, leftOutRecords, failedChunks, List.of());
    }

    /** A result in which every chunk arrived. */
    public EventsResult(DateRange range, List<MarketEvent> events, List<DateRange> possiblyTruncatedChunks,
            List<LeftOutRecord> leftOutRecords) {
        this(range, events, possiblyTruncatedChunks, leftOutRecords, List.of());
    }

    /** A result in which every chunk arrived and every record the service sent was an event. */
    public EventsResult(DateRange range, List<MarketEvent> events, List<DateRange> possiblyTruncatedChunks) {
        this(range, events, possiblyTruncatedChunks, List.of());
    }

    /** True when an answer may have been cut by the service: some events of its single day may be missing. */
    public boolean possiblyIncomplete() {
        return !possiblyTruncatedChunks.isEmpty();
    }

    /** True when some chunks failed: every event of their dates is missing. */
    public boolean hasFailedChunks() {
        return !failedChunks.isEmpty();
    }
}
