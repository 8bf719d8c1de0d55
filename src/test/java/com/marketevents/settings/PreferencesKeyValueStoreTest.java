package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PreferencesKeyValueStoreTest {
    // A throwaway node of its own: tests never read or write the user's real settings node.
    private Preferences node;

    @BeforeEach
    void createThrowawayNode() {
        node = Preferences.userRoot().node("/com/marketevents/test-" + UUID.randomUUID());
    }

    @AfterEach
    void removeThrowawayNode() throws BackingStoreException {
        node.removeNode();
        node.flush();
    }

    @Test
    void aSettingsFolderThatCannotBeWrittenIsFoundBeforeAnythingIsSavedAndOneThatCanIsNot(@TempDir Path home)
            throws Exception {
        Path file = Files.writeString(home.resolve("prefs"), "a file where the folder should be");
        PreferencesKeyValueStore refused = new PreferencesKeyValueStore(new UnwritablePreferences(),
                file.resolve(".java/.userPrefs"));
        PreferencesKeyValueStore writable = new PreferencesKeyValueStore(new UnwritablePreferences(), home);

        String why = refused.writeProblem().orElseThrow();
        assertTrue(why.startsWith("The settings cannot be saved: the settings folder"), why);
        assertTrue(why.contains("cannot be written"), why);
        assertEquals(Optional.empty(), writable.writeProblem());
    }

    @Test
    void valuesPutAreReadBackAndRemovable() throws SettingsException {
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        store.put("base_url", "https://events.example.com/api");
        store.flush();

        assertEquals(Optional.of("https://events.example.com/api"), store.get("base_url"));
        store.remove("base_url");
        assertEquals(Optional.empty(), store.get("base_url"));
    }

    @Test
    void puttingAValueAgainOrRemovingAnAbsentOneChangesNothingSoTheFileIsNotWrittenAgain() throws Exception {
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        store.put("events.range.from", "2026-03-02");
        BlockingQueue<String> changes = new LinkedBlockingQueue<>();
        node.addPreferenceChangeListener(change -> changes.add(change.getKey()));

        store.put("events.range.from", "2026-03-02");
        store.remove("events.filter.type");
        store.put("events.range.to", "2026-03-06"); // a real change, told after any other

        assertEquals("events.range.to", changes.poll(5, TimeUnit.SECONDS), "the first change told");
    }

    @Test
    void aValueLongerThanOnePreferenceHoldsIsKeptWholeAndAShorterOneLeavesNoPartsBehind() throws Exception {
        // A pasted watchlist of some 2,500 tickers, with a character of two halves across the first boundary.
        String watchlist = "x".repeat(Preferences.MAX_VALUE_LENGTH - 1) + "\uD83D\uDCC8" + ", AAPL:US".repeat(2_500);
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        store.put("events.filter.quick", watchlist);
        store.flush();

        assertEquals(Optional.of(watchlist), new PreferencesKeyValueStore(node).get("events.filter.quick"));
        store.put("events.filter.quick", "aapl, msft");
        assertEquals(Optional.of("aapl, msft"), store.get("events.filter.quick"));
        assertEquals(List.of("events.filter.quick"), List.of(node.keys()));
        store.put("events.filter.quick", watchlist);
        store.remove("events.filter.quick");
        assertEquals(List.of(), List.of(node.keys()));
    }

    @Test
    void settingsSavedInOneStoreAreLoadedByAnotherOnTheSameNode() throws SettingsException {
        Settings saved = new Settings("https://events.example.com/api", new com.marketevents.api.ApiKey("k-123"),
                Duration.ofSeconds(5), Duration.ofSeconds(20), Duration.ofMinutes(3));
        new SettingsStore(new PreferencesKeyValueStore(node)).save(saved);

        Settings loaded = new SettingsStore(new PreferencesKeyValueStore(Preferences.userRoot().node(node.absolutePath())))
                .load();

        assertEquals(saved, loaded);
    }

    @Test
    void userNodeIsTheApplicationsOwnNode() {
        assertEquals("/com/marketevents/browser", PreferencesKeyValueStore.USER_NODE_PATH);
    }

    @Test
    void aRemovedNodeReadsAsEmptyInsteadOfFailing() throws BackingStoreException {
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        node.removeNode();
        assertTrue(store.get("base_url").isEmpty());
        node = Preferences.userRoot().node("/com/marketevents/test-" + UUID.randomUUID());
    }

    @Test
    void aDamagedFileOnceSaidIsNotSaidAgainAtTheNextStartAsTheNodeIsWrittenAsItIsNow() throws Exception {
        String name = "test-" + UUID.randomUUID();
        Path folder = Files.createDirectories(Path.of(System.getProperty("java.util.prefs.userRoot",
                System.getProperty("user.home")), ".java/.userPrefs/com/marketevents", name));
        Files.writeString(folder.resolve("prefs.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map");
        node.removeNode(); // the throwaway node is this one, for the clean-up
        node = Preferences.userRoot().node("/com/marketevents/" + name);
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        assertTrue(store.readProblem().orElseThrow().contains("was damaged"), store.readProblem().orElseThrow());
        assertFalse(Files.exists(folder.resolve("prefs.xml")), "set aside by the JDK");

        store.flush(); // as closing the warning, or saving, does: nothing was put since

        // Without a file of its own, every later start would find only the damaged one set aside, and say so again.
        String written = Files.readString(folder.resolve("prefs.xml"));
        assertTrue(written.contains("<map") && !written.contains("<entry"), written);
        assertEquals(Optional.empty(), store.readProblem());
    }

    @Test
    void aDamagedFileOnceSaidIsKeptUnderADatedNameSoThatTheFileDeletedLaterReadsAsNothingStored() throws Exception {
        String name = "test-" + UUID.randomUUID();
        Path folder = Files.createDirectories(Path.of(System.getProperty("java.util.prefs.userRoot",
                System.getProperty("user.home")), ".java/.userPrefs/com/marketevents", name));
        String damaged = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map";
        Files.writeString(folder.resolve("prefs.xml"), damaged);
        node.removeNode();
        node = Preferences.userRoot().node("/com/marketevents/" + name);
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        assertTrue(store.readProblem().isPresent());

        store.flush(); // the user was told

        assertFalse(Files.exists(folder.resolve("IncorrectFormatPrefs.xml")));
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> kept = files.filter(file -> file.getFileName().toString()
                    .matches("IncorrectFormatPrefs-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.xml")).toList();
            assertEquals(1, kept.size(), "the damaged file is kept, under a name of its own");
            assertEquals(damaged, Files.readString(kept.get(0)));
        }
        // The next start, after the user deleted the file written since (the JDK says "removed in background"):
        assertEquals(Optional.empty(), PreferencesReading.explained("Prefs file removed in background "
                + folder.resolve("prefs.xml")), "a deleted file is nothing stored, not the damage already told");
    }

    @Test
    void theDamagedFileTheWarningNamesIsWhereTheUserFindsItAfterTheFirstSave() throws Exception {
        String name = "test-" + UUID.randomUUID();
        Path folder = Files.createDirectories(Path.of(System.getProperty("java.util.prefs.userRoot",
                System.getProperty("user.home")), ".java/.userPrefs/com/marketevents", name));
        String damaged = "<<<not xml";
        Files.writeString(folder.resolve("prefs.xml"), damaged);
        node.removeNode();
        node = Preferences.userRoot().node("/com/marketevents/" + name);
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        String said = store.readProblem().orElseThrow();

        store.flush(); // the first save, or closing the warning

        Path named = Path.of(said.substring(said.indexOf("Java kept it as ") + "Java kept it as ".length()));
        assertTrue(Files.exists(named), "the warning named " + named + ", which is gone");
        assertEquals(damaged, Files.readString(named));
        assertFalse(Files.exists(folder.resolve("IncorrectFormatPrefs.xml")), "no second copy under the JDK's name");
    }

    @Test
    void aValueWithCharactersThePreferencesFileCannotHoldIsKeptWithoutThemAndEverySettingReadsAtTheNextStart()
            throws Exception {
        PreferencesKeyValueStore store = new PreferencesKeyValueStore(node);
        store.put("events.watchlists", "Core names\nLUMO:US, CS:US, AB\u0001C");
        store.put("events.filter.quick", "q3\uFFFE call\uFFFF \uD800tab\there \uD83D\uDCC8");
        store.put("base_url", "https://events.example.com/api");

        Preferences reopened = ReopenedPreferences.of(node);
        try {
            PreferencesKeyValueStore next = new PreferencesKeyValueStore(reopened);
            assertEquals(Optional.empty(), next.readProblem());
            assertEquals(Optional.of("Core names\nLUMO:US, CS:US, ABC"), next.get("events.watchlists"));
            assertEquals(Optional.of("q3 call tab\there \uD83D\uDCC8"), next.get("events.filter.quick"));
            assertEquals(Optional.of("https://events.example.com/api"), next.get("base_url"));
        } finally {
            ReopenedPreferences.remove(reopened);
        }
    }
}
