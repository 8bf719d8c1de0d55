package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.Test;

class WatchlistsTest {
    private final InMemoryKeyValueStore store = new InMemoryKeyValueStore();

    private Watchlists attached() {
        Watchlists watchlists = new Watchlists();
        watchlists.attach(store, new InlineUiExecutor(new MutableClock(Instant.EPOCH)), failure -> { });
        return watchlists;
    }

    private static List<String> names(Watchlists watchlists) {
        return watchlists.entries().stream().map(Watchlist::name).toList();
    }

    @Test
    void watchlistsComeInTheOrderOfTheirNamesAndANameHoldsOneWhateverItsCase() {
        Watchlists watchlists = attached();
        watchlists.save("US calls", "CS:US, LUMO:US");
        watchlists.save("  banks ", "JPM:US, BAC:US");
        watchlists.save("Australia", "TRA:AU");
        assertEquals(List.of("Australia", "banks", "US calls"), names(watchlists));

        watchlists.save("Banks", "JPM:US, BAC:US, C:US");
        assertEquals(List.of("Australia", "Banks", "US calls"), names(watchlists));
        assertEquals("JPM:US, BAC:US, C:US", watchlists.named("BANKS").orElseThrow().filter());
    }

    @Test
    void eachChangeIsStoredAtOnceAndComesBackAtTheNextStart() {
        Watchlists watchlists = attached();
        watchlists.save("Banks", "JPM:US, BAC:US");
        watchlists.save("Calls", "q3 call");
        watchlists.rename(watchlists.named("Calls").orElseThrow(), "Third-quarter calls");

        Watchlists restarted = attached();
        assertEquals(watchlists.entries(), restarted.entries());

        restarted.delete(restarted.named("Banks").orElseThrow());
        restarted.delete(restarted.named("Third-quarter calls").orElseThrow());
        assertEquals(Optional.empty(), store.get("events.watchlists"), "nothing left, nothing stored");
        assertEquals(List.of(), attached().entries());
    }

    @Test
    void aPastedColumnIsKeptAsTheQuickFilterHoldsIt() {
        Watchlists watchlists = attached();
        Watchlist saved = watchlists.save("Pasted", "T:US\r\nF:US\tGM:US\n");
        assertEquals("T:US, F:US, GM:US", saved.filter());
        assertEquals(List.of(saved), attached().entries());
    }

    @Test
    void renamingOntoAnotherWatchlistsNameReplacesThatOne() {
        Watchlists watchlists = attached();
        watchlists.save("Old banks", "JPM:US");
        watchlists.save("Banks", "BAC:US");
        watchlists.rename(watchlists.named("Old banks").orElseThrow(), "banks");
        assertEquals(List.of(new Watchlist("banks", "JPM:US")), watchlists.entries());
    }

    @Test
    void aWatchlistNeedsAValidNameAndAFilter() {
        Watchlists watchlists = attached();
        assertThrows(IllegalArgumentException.class, () -> watchlists.save("", "T:US"));
        assertThrows(IllegalArgumentException.class, () -> watchlists.save("x".repeat(41), "T:US"));
        assertThrows(IllegalArgumentException.class, () -> watchlists.save("Empty", "  "));
        assertTrue(watchlists.entries().isEmpty());
    }

    @Test
    void theWatchlistInUseIsFoundByItsFilterWhateverTheCaseAndOuterSpaces() {
        Watchlists watchlists = attached();
        watchlists.save("Banks", "JPM:US, BAC:US");
        assertEquals("Banks", watchlists.holding(" jpm:us, bac:us ").orElseThrow().name());
        assertEquals(Optional.empty(), watchlists.holding("JPM:US"));
    }

    @Test
    void aWatchlistIsNamedWithHowManyListingsItHoldsOneIncluded() {
        assertEquals("Banks (3 listings)", Watchlists.shown(new Watchlist("Banks", "JPM:US, BAC:US; C:US")));
        assertEquals("Calls (1 listing) · no events", Watchlists.shown(new Watchlist("Calls", "q3 call"), 0));
        assertEquals("Banks (1,200 listings) · 1 event",
                Watchlists.shown(new Watchlist("Banks", "T:US, ".repeat(1_200)), 1));
    }

    @Test
    void watchlistsStoredInAnotherOrderComeInTheOrderOfTheirNames() {
        store.put("events.watchlists", "US calls\nCS:US\nbanks\nJPM:US");
        assertEquals(List.of("banks", "US calls"), names(attached()));
    }
}
