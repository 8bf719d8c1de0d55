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
        return merged(chunks).events();
    }

    @SafeVarargs
    private static EventsMerger.Merged merged(List<MarketEvent>... chunks) {
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
    void copiesOfOneIdOnOtherDatesWithTheSameModificationTimeAreSaidToDisagreeEachOnce() {
        MarketEvent monday = event(1, "2026-11-23T09:30:00-05:00");
        MarketEvent tuesday = event(1, "2026-11-24T09:30:00-05:00");
        MarketEvent wednesday = event(1, "2026-11-25T09:30:00-05:00");
        // Tuesday's copy comes again with the next chunk, which starts on the day the first one ends with.
        EventsMerger.Merged merged = merged(List.of(monday, tuesday), List.of(copy(tuesday), wednesday));

        assertEquals(List.of(monday), merged.events());
        assertEquals(List.of(tuesday, wednesday), merged.disagreeing());
    }

    @Test
    void copiesOfOneIdWithoutModificationTimesDisagreeWhenTheirTickersDiffer() {
        MarketEvent first = event(1, "2026-11-23T09:30:00-05:00", null);
        MarketEvent otherTicker = new MarketEvent(1, first.equityId(), "OTHER:US", first.localTicker(), first.ric(),
                first.bloombergTicker(), first.exchangeMic(), first.isin(), first.title(), first.eventType(),
                first.eventDate(), first.fiscalYear(), first.transcriptionStatus(), first.status(), first.created(),
                null);

        assertEquals(List.of(otherTicker), merged(List.of(first), List.of(otherTicker)).disagreeing());
    }

    @Test
    void exactRepeatsAndUpdatesAreNotSaidToDisagree() {
        MarketEvent older = event(7, "2024-05-01T09:00:00-04:00", "2024-04-01T10:00:00-04:00");
        MarketEvent newer = event(7, "2024-05-03T16:30:00-04:00", "2024-04-20T10:00:00-04:00");
        MarketEvent repeated = event(8, "2024-05-02T09:00:00-04:00");

        assertEquals(List.of(), merged(List.of(older, repeated), List.of(copy(repeated), newer)).disagreeing());
        assertEquals(List.of(), merged(List.of(newer), List.of(older, copy(newer))).disagreeing());
    }

    @Test
    void copiesThatDisagreedAreNotSaidOnceAnUpdateReplacesThemAll() {
        MarketEvent monday = event(1, "2026-11-23T09:30:00-05:00");
        MarketEvent tuesday = event(1, "2026-11-24T09:30:00-05:00");
        MarketEvent update = event(1, "2026-11-26T09:30:00-05:00", "2026-11-20T00:00:00-05:00");

        assertEquals(List.of(), merged(List.of(monday, tuesday), List.of(update)).disagreeing());
        assertEquals(List.of(), merged(List.of(monday), List.of(update, tuesday)).disagreeing());
    }

    /** An equal copy, as a second answer would bring it: another object. */
    private static MarketEvent copy(MarketEvent event) {
        return new MarketEvent(event.eventId(), event.equityId(), event.ticker(), event.localTicker(), event.ric(),
                event.bloombergTicker(), event.exchangeMic(), event.isin(), event.title(), event.eventType(),
                event.eventDate(), event.fiscalYear(), event.transcriptionStatus(), event.status(), event.created(),
                event.modified());
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
