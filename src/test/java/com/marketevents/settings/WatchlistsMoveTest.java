package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.AppServices;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Watchlists an earlier version kept among the window's state, moved to a store of their own. */
class WatchlistsMoveTest {
    private static final String KEPT = "Banks\nJPM:US, BAC:US\nTech\nMSFT:US";
    private static final List<Watchlist> BANKS_AND_TECH = List.of(new Watchlist("Banks", "JPM:US, BAC:US"),
            new Watchlist("Tech", "MSFT:US"));

    private final InMemoryKeyValueStore windowState = new InMemoryKeyValueStore();

    /** The watchlists as the window and the command line read them at a start on these stores. */
    private List<Watchlist> readAtStart(KeyValueStore watchlists) {
        try (AppServices services = new AppServices(new InMemoryKeyValueStore(), windowState, watchlists, Map.of())) {
            return StoredWatchlists.read(services.watchlists());
        }
    }

    @Test
    void watchlistsKeptWithTheWindowsStateMoveToTheirOwnStoreOnceAndStayThere() {
        windowState.put(StoredWatchlists.KEY, KEPT);
        windowState.put("events.filter.quick", "JPM:US");
        InMemoryKeyValueStore watchlists = new InMemoryKeyValueStore();

        assertEquals(BANKS_AND_TECH, readAtStart(watchlists));
        assertEquals(Map.of(StoredWatchlists.KEY, KEPT), watchlists.snapshot());
        assertEquals(Map.of("events.filter.quick", "JPM:US"), windowState.snapshot(), "the rest of the state stays");

        assertEquals(BANKS_AND_TECH, readAtStart(watchlists), "the second start finds them where they went");
        assertEquals(Map.of(StoredWatchlists.KEY, KEPT), watchlists.snapshot());
    }

    @Test
    void watchlistsThatCannotBeWrittenToTheirOwnStoreStayWithTheWindowsStateForTheNextStart() {
        windowState.put(StoredWatchlists.KEY, KEPT);
        KeyValueStore unwritable = new ForwardingKeyValueStore() {
            @Override
            public void flush() throws SettingsException {
                throw new SettingsException("The settings could not be saved to your user preferences.", null);
            }
        };

        assertEquals(BANKS_AND_TECH, readAtStart(unwritable), "this start has them all the same");
        assertEquals(Optional.of(KEPT), windowState.get(StoredWatchlists.KEY), "nothing lost");

        InMemoryKeyValueStore writable = new InMemoryKeyValueStore();
        assertEquals(BANKS_AND_TECH, readAtStart(writable), "moved at the next start");
        assertEquals(Optional.empty(), windowState.get(StoredWatchlists.KEY));
    }

    @Test
    void aCopyLeftWithTheWindowsStateAfterAMoveNeitherReplacesTheWatchlistsNorComesBackOnceTheyAreDeleted() {
        InMemoryKeyValueStore watchlists = new InMemoryKeyValueStore();
        watchlists.put(StoredWatchlists.KEY, "Autos\nF:US");
        windowState.put(StoredWatchlists.KEY, KEPT);

        assertEquals(List.of(new Watchlist("Autos", "F:US")), readAtStart(watchlists));
        assertEquals(Optional.empty(), windowState.get(StoredWatchlists.KEY));

        StoredWatchlists.write(watchlists, List.of());
        assertEquals(List.of(), readAtStart(watchlists), "deleted, they stay deleted");
    }

    @Test
    void nothingMovesIntoAWatchlistsStoreThatCouldNotBeReadAsItOnlyLooksEmpty() {
        windowState.put(StoredWatchlists.KEY, KEPT);
        KeyValueStore damaged = new ForwardingKeyValueStore() {
            @Override
            public Optional<String> readProblem() {
                return Optional.of("the file /home/analyst/.java/.userPrefs/com/marketevents/browser/watchlists/"
                        + "prefs.xml is damaged");
            }
        };

        readAtStart(damaged);

        assertEquals(Optional.empty(), damaged.get(StoredWatchlists.KEY));
        assertEquals(Optional.of(KEPT), windowState.get(StoredWatchlists.KEY));
    }
}
