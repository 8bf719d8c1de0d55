package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import java.time.Instant;
import java.util.List;

/** What the table holds: which range, when it was loaded, from where, and whether it may be incomplete. */
public record LoadedSnapshot(DateRange range, Instant loadedAt, String source, boolean demo, int eventCount,
        List<DateRange> possiblyTruncated) {

    public LoadedSnapshot {
        possiblyTruncated = List.copyOf(possiblyTruncated);
    }

    public boolean possiblyIncomplete() {
        return !possiblyTruncated.isEmpty();
    }
}
