package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.export.WatchlistFile;
import com.marketevents.settings.PreferencesKeyValueStore;
import com.marketevents.settings.ReopenedPreferences;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportedWatchlistRestartTest {
    // A throwaway node of its own: tests never read or write the user's real settings node.
    private final Preferences node = Preferences.userRoot().node("/com/marketevents/test-" + UUID.randomUUID());

    @AfterEach
    void removeThrowawayNode() throws Exception {
        ReopenedPreferences.remove(node);
    }

    @Test
    void aWatchlistImportedFromAFileWithAControlCharacterAndEveryOtherIsStillThereAtTheNextStart(@TempDir Path folder)
            throws Exception {
        Path file = Files.write(folder.resolve("ctrl.txt"), "LUMO:US\nCS:US\nAB\u0001C\n"
                .getBytes(StandardCharsets.UTF_8));
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        Watchlists watchlists = new Watchlists();
        watchlists.attach(store, new InlineUiExecutor(new MutableClock(Instant.EPOCH)), failure -> { });
        watchlists.save("Banks", "JPM:US, BAC:US");
        ImportedListings imported = ImportedListings.of(WatchlistFile.read(file));
        watchlists.save("Core names", imported.filter());
        store.flush();

        Preferences reopened = ReopenedPreferences.of(node);
        try {
            PreferencesKeyValueStore next = new PreferencesKeyValueStore(reopened);
            Watchlists restarted = new Watchlists();
            restarted.attach(next, new InlineUiExecutor(new MutableClock(Instant.EPOCH)), failure -> { });
            assertEquals(Optional.empty(), next.readProblem());
            assertEquals(List.of(new Watchlist("Banks", "JPM:US, BAC:US"), new Watchlist("Core names",
                    "LUMO:US, CS:US")), restarted.entries());
        } finally {
            ReopenedPreferences.remove(reopened);
        }
    }
}
