package com.marketevents.events;

import static com.marketevents.events.Events.event;
import static com.marketevents.events.EventsServiceTest.ids;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.marketevents.model.MarketEvent;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventsMergerTest {

    @SafeVarargs
    private static List<MarketEvent> merge(List<MarketEvent>... chunks) {
        List<List<MarketEvent>> byChunk = Arrays.asList(chunks);
        return EventsMerger.merge(byChunk, byChunk.stream().mapToInt(List::size).sum());
    }

    @Test
    void eventsAtTheSameMomentAreOrderedByIdWhateverTheirPublishedForm() {
        MarketEvent withOffset = event(9, "2024-05-01T09:00:00-04:00");
        MarketEvent withoutOffset = event(3, "2024-05-01T09:00:00");
        MarketEvent inUtc = event(5, "2024-05-01T13:00:00Z");

        assertEquals(List.of(3L, 5L, 9L), ids(merge(List.of(withOffset, withoutOffset, inUtc))));
    }

    @Test
    void anEventInTwoChunksAppearsOnce() {
        MarketEvent first = event(7, "2024-05-01T09:00:00-04:00");
        MarketEvent copy = event(7, "2024-05-01T09:00:00-04:00");

        List<MarketEvent> merged = merge(List.of(first), List.of(copy, event(8, "2024-05-02T09:00:00-04:00")));

        assertEquals(List.of(7L, 8L), ids(merged));
        assertSame(first, merged.get(0), "identical copies keep the first one seen");
    }

    @Test
    void theMostRecentlyModifiedCopyWinsWhicheverChunkBroughtIt() {
        MarketEvent older = event(7, "2024-05-01T09:00:00-04:00", "2024-04-01T10:00:00-04:00");
        MarketEvent newer = event(7, "2024-05-03T16:30:00-04:00", "2024-04-20T10:00:00-04:00");

        assertSame(newer, merge(List.of(older), List.of(newer)).get(0));
        assertSame(newer, merge(List.of(newer), List.of(older)).get(0));
    }

    @Test
    void modificationTimesAreComparedAsInstantsAcrossOffsets() {
        MarketEvent earlier = event(7, "2024-05-01T09:00:00-04:00", "2024-04-20T12:00:00Z");
        MarketEvent later = event(7, "2024-05-01T09:00:00-04:00", "2024-04-20T09:00:00-04:00");

        assertSame(later, merge(List.of(later), List.of(earlier)).get(0));
        assertSame(later, merge(List.of(earlier), List.of(later)).get(0));
    }

    @Test
    void aCopyWithAReadableModificationTimeBeatsOneWithout() {
        MarketEvent unknown = event(7, "2024-05-01T09:00:00-04:00", "garbage");
        MarketEvent known = event(7, "2024-05-01T09:00:00-04:00", "2024-04-20T09:00:00-04:00");

        assertSame(known, merge(List.of(unknown), List.of(known)).get(0));
        assertSame(known, merge(List.of(known), List.of(unknown)).get(0));
    }

    @Test
    void sortsByInstantThenIdWithUnreadableAndMissingDatesLast() {
        MarketEvent missing = new MarketEvent(1, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null);
        List<MarketEvent> merged = merge(
                List.of(event(50, "2024-03-01T14:00:00Z"), missing, event(2, "not a date")),
                List.of(event(40, "2024-03-01T09:00:00-05:00"), event(30, "2024-02-29T23:00:00-05:00"),
                        event(41, "2024-03-01T09:00:00-05:00")));

        // 09:00-05:00 is 14:00Z: the same instant as event 50, so ids decide among 40, 41 and 50.
        assertEquals(List.of(30L, 40L, 41L, 50L, 2L, 1L), ids(merged));
    }

    @Test
    void anEventWithoutOffsetIsPlacedByItsEasternTime() {
        List<MarketEvent> merged = merge(List.of(
                event(1, "2024-07-01T10:00:00Z"),
                event(2, "2024-07-01T05:30:00")));

        // 05:30 Eastern (summer, -04:00) is 09:30Z, before 10:00Z.
        assertEquals(List.of(2L, 1L), ids(merged));
    }
}
