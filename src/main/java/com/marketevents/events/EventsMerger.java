package com.marketevents.events;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Merges the answers of all chunks into one list: one event per id (the most recently modified one when
 * copies differ), sorted by event date ({@link EventTime#IN_CALENDAR_ORDER}, unreadable and missing dates last)
 * then by id.
 */
final class EventsMerger {
    static final Comparator<MarketEvent> BY_DATE_THEN_ID = Comparator
            .comparing(MarketEvent::eventDate, Comparator.nullsLast(EventTime.IN_CALENDAR_ORDER))
            .thenComparingLong(MarketEvent::eventId);

    private EventsMerger() {
    }

    /**
     * @param byChunk chunk answers in date order; keeping that order makes the final sort cheap, as each
     *                answer is usually sorted already
     * @param total   the number of events over all answers, to size the result once
     */
    static List<MarketEvent> merge(List<List<MarketEvent>> byChunk, int total) {
        List<MarketEvent> merged = new ArrayList<>(total);
        Map<Long, Integer> positionById = new HashMap<>((int) (total / 0.75f) + 1);
        for (List<MarketEvent> chunk : byChunk) {
            for (MarketEvent event : chunk) {
                Integer seen = positionById.putIfAbsent(event.eventId(), merged.size());
                if (seen == null) {
                    merged.add(event);
                } else if (event.isNewerVersionOf(merged.get(seen))) {
                    merged.set(seen, event);
                }
            }
        }
        merged.sort(BY_DATE_THEN_ID);
        return merged;
    }
}
