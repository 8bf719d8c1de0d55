package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StoredWatchlistsTest {
    private final InMemoryKeyValueStore store = new InMemoryKeyValueStore();

    @Test
    void watchlistsWrittenAreReadBackInTheirOrderAndNoneLeavesNothingStored() {
        List<Watchlist> watchlists = List.of(new Watchlist("Banks", "JPM:US, BAC:US"),
                new Watchlist("Calls", "q3 call"));
        StoredWatchlists.write(store, watchlists);
        assertEquals(watchlists, StoredWatchlists.read(store));

        StoredWatchlists.write(store, List.of());
        assertEquals(Optional.empty(), store.get("events.watchlists"));
        assertEquals(List.of(), StoredWatchlists.read(store));
    }

    @Test
    void aNameMustBeOneShortLine() {
        assertEquals(Optional.of("Type a name."), StoredWatchlists.problemWithName("   "));
        assertEquals(Optional.of("Use at most 40 characters."), StoredWatchlists.problemWithName("x".repeat(41)));
        assertEquals(Optional.of("A name is one line, without tabs."), StoredWatchlists.problemWithName("a\tb"));
        assertEquals(Optional.empty(), StoredWatchlists.problemWithName(" " + "x".repeat(40) + " "));
    }

    @Test
    void storedEntriesThatDoNotReadAreSkippedAndTheOthersKept() {
        store.put("events.watchlists", "Banks\nJPM:US\n\nno name\nEmpty\n   \nbanks\nduplicate\n" + "x".repeat(41)
                + "\ntoo long a name\nUS calls\nCS:US\nhalf an entry");
        assertEquals(List.of(new Watchlist("Banks", "JPM:US"), new Watchlist("US calls", "CS:US")),
                StoredWatchlists.read(store));
    }

    @Test
    void aNameIsPrintableTextYetANameKeptBeforeIsStillRead() {
        assertEquals(Optional.of("A name cannot hold the character U+FFFF, which is not text."),
                StoredWatchlists.problemWithName("Core\uFFFF"));
        assertEquals(Optional.of("A name cannot hold the character U+E000, which is not text."),
                StoredWatchlists.problemWithName("\uE000 Core"));
        assertEquals(Optional.empty(), StoredWatchlists.problemWithName("Core names \uD83D\uDCC8"));
        store.put("events.watchlists", "\uF8FF Apple\nAAPL:US");
        assertEquals(List.of(new Watchlist("\uF8FF Apple", "AAPL:US")), StoredWatchlists.read(store));
    }
}
