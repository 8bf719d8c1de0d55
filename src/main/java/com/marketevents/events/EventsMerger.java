package com.marketevents.events;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Merges the answers of all chunks into one list: one event per id (the most recently modified one when
 * copies differ), sorted by event date ({@link EventTime#IN_CALENDAR_ORDER}, unreadable and missing dates last)
 * then by id.
 */
final class EventsMerger {
    static final Comparator<MarketEvent> BY_DATE_THEN_ID = Comparator
            .comparing(MarketEvent::eventDate, Comparator.nullsLast(EventTime.IN_CALENDAR_ORDER))
            .thenComparingLong(MarketEvent::eventId);

    /**
     * The events listed, and the copies not listed that disagree with the one listed for their id: they differ
     * from it, yet neither was modified later, so neither is an update of the other. Exact repeats (a day two
     * chunks share) and copies an update replaced are not among them; each disagreeing copy is there once, those of
     * one id together.
     */
    record Merged(List<MarketEvent> events, List<MarketEvent> disagreeing) {
    }

    private EventsMerger() {
    }

    /**
     * @param byChunk chunk answers in date order; keeping that order makes the final sort cheap, as each
     *                answer is usually sorted already
     * @param total   the number of events over all answers, to size the result once
     */
    static Merged merge(List<List<MarketEvent>> byChunk, int total) {
        List<MarketEvent> merged = new ArrayList<>(total);
        Map<Long, Integer> positionById = new HashMap<>((int) (total / 0.75f) + 1);
        // The distinct copies of the version kept, by id, made only for an id whose copies disagree (rare).
        Map<Long, Set<MarketEvent>> copiesById = new LinkedHashMap<>();
        for (List<MarketEvent> chunk : byChunk) {
            for (MarketEvent event : chunk) {
                Integer seen = positionById.putIfAbsent(event.eventId(), merged.size());
                if (seen == null) {
                    merged.add(event);
                    continue;
                }
                MarketEvent kept = merged.get(seen);
                if (event.isNewerVersionOf(kept)) {
                    merged.set(seen, event);
                    copiesById.remove(event.eventId()); // they disagreed on a version now replaced
                } else if (!kept.isNewerVersionOf(event) && !event.equals(kept)) {
                    copiesById.computeIfAbsent(event.eventId(), id -> new LinkedHashSet<>(List.of(kept))).add(event);
                }
            }
        }
        List<MarketEvent> disagreeing = new ArrayList<>();
        for (Set<MarketEvent> copies : copiesById.values()) {
            copies.stream().skip(1).forEach(disagreeing::add); // the first is the one listed
        }
        merged.sort(BY_DATE_THEN_ID);
        return new Merged(merged, disagreeing);
    }
}
