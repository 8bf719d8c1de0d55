package com.marketevents.ui.events;

import com.marketevents.events.FailedChunk;
import com.marketevents.model.DateRange;
import java.time.Instant;
import java.util.List;

/**
 * What the table holds: which range, when it was loaded, from where, and whether it may be incomplete: answers
 * the service may have cut ({@code possiblyTruncated}) or chunks that could not be loaded at all ({@code failed}).
 */
public record LoadedSnapshot(DateRange range, Instant loadedAt, String source, boolean demo, int eventCount,
        List<DateRange> possiblyTruncated, List<FailedChunk> failed) {

    public LoadedSnapshot {
        possiblyTruncated = List.copyOf(possiblyTruncated);
        failed = List.copyOf(failed);
    }

    /** A snapshot in which every chunk of the range arrived. */
    public LoadedSnapshot(DateRange range, Instant loadedAt, String source, boolean demo, int eventCount,
            List<DateRange> possiblyTruncated) {
        this(range, loadedAt, source, demo, eventCount, possiblyTruncated, List.of());
    }

    public boolean possiblyIncomplete() {
        return !possiblyTruncated.isEmpty() || !failed.isEmpty();
    }

    /** The dates whose events could not be loaded, in date order, those side by side joined into one range. */
    public List<DateRange> missingDates() {
        return DateRange.joined(failed.stream().map(FailedChunk::range).toList());
    }
}
