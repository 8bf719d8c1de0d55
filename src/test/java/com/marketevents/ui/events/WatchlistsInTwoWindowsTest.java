package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.PreferencesKeyValueStore;
import com.marketevents.settings.SettingsException;
import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Two windows of the application open at once on the same watchlists: neither takes away what the other did. */
class WatchlistsInTwoWindowsTest {
    // A throwaway node of its own: tests never read or write the user's real watchlists.
    private Preferences node;

    @BeforeEach
    void createThrowawayNode() throws SettingsException {
        node = Preferences.userRoot().node("/com/marketevents/test-" + UUID.randomUUID());
        KeyValueStore store = new PreferencesKeyValueStore(node);
        StoredWatchlists.write(store, List.of(new Watchlist("Tech", "AAPL:US, MSFT:US")));
        store.flush();
    }

    @AfterEach
    void removeThrowawayNode() throws BackingStoreException {
        node.removeNode();
        node.flush();
    }

    private Watchlists window() {
        Watchlists watchlists = new Watchlists();
        watchlists.attach(new PreferencesKeyValueStore(node), new InlineUiExecutor(new MutableClock(Instant.EPOCH)),
                failure -> { });
        return watchlists;
    }

    private static List<String> names(List<Watchlist> watchlists) {
        return watchlists.stream().map(Watchlist::name).toList();
    }

    private List<Watchlist> stored() {
        return StoredWatchlists.read(new PreferencesKeyValueStore(node));
    }

    @Test
    void aWatchlistImportedInOneWindowSurvivesAListingAddedInAnotherOpenedBefore() {
        Watchlists first = window();
        Watchlists second = window();
        second.save("Bside", "YYY:US");
        second.edit(second.named("Tech").orElseThrow(), filter -> WatchlistEntries.adding(filter, List.of("YYY:US")));

        first.edit(first.named("Tech").orElseThrow(), filter -> WatchlistEntries.adding(filter, List.of("ZM:US")));

        assertEquals(List.of(new Watchlist("Bside", "YYY:US"), new Watchlist("Tech", "AAPL:US, MSFT:US, YYY:US, ZM:US")),
                stored(), "both windows' changes kept");
        assertEquals(stored(), first.entries(), "the window that wrote last shows the other's changes too");
    }

    @Test
    void aWatchlistRenamedOrDeletedInOneWindowStaysSoAfterAnotherWindowSavesOne() {
        Watchlists first = window();
        Watchlists second = window();
        second.save("Banks", "JPM:US");
        second.rename(second.named("Tech").orElseThrow(), "Big tech");

        first.save("Oil", "XOM:US");
        assertEquals(List.of("Banks", "Big tech", "Oil"), names(stored()));

        first.delete(first.named("Banks").orElseThrow());
        second.save("Calls", "q3 call");
        assertEquals(List.of("Big tech", "Calls", "Oil"), names(stored()));
    }

    @Test
    void aWindowShowsTheWatchlistsAnotherWindowChangedOnceItReadsThemAgain() {
        Watchlists first = window();
        Watchlists second = window();
        second.save("Bside", "YYY:US");
        assertEquals(List.of("Tech"), names(first.entries()), "nothing read yet");

        first.refresh();

        assertEquals(List.of("Bside", "Tech"), names(first.entries()));
    }

    @Test
    void aWatchlistKeptByAWindowInAnotherProcessSurvivesAChangeInThisOne() throws Exception {
        Watchlists here = window();

        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + System.getProperty("user.home"),
                "-Djava.util.prefs.userRoot=" + System.getProperty("java.util.prefs.userRoot",
                        System.getProperty("user.home")),
                "-cp", System.getProperty("java.class.path"), AnotherWindowsWatchlists.class.getName(),
                node.absolutePath(), "Bside", "YYY:US");
        Process other = new ProcessBuilder(command).redirectErrorStream(true).start();
        other.getOutputStream().close();
        String output = new String(other.getInputStream().readAllBytes());
        assertTrue(other.waitFor(60, TimeUnit.SECONDS), "the other window's process did not end");
        assertEquals(0, other.exitValue(), output);

        here.edit(here.named("Tech").orElseThrow(), filter -> WatchlistEntries.adding(filter, List.of("ZM:US")));

        assertEquals(List.of(new Watchlist("Bside", "YYY:US"), new Watchlist("Tech", "AAPL:US, MSFT:US, ZM:US")),
                stored());
        assertEquals(stored(), here.entries());
    }
}
