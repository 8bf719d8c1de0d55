package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.Logger;
import java.util.prefs.AbstractPreferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PreferencesReadingTest {
    @Test
    void aDamagedFileTheJdkSetAsideIsSaidSoWithWhereItIsKept(@TempDir Path node) throws Exception {
        Path file = node.resolve("prefs.xml");
        Files.writeString(node.resolve("IncorrectFormatPrefs.xml"), "<map");

        String said = PreferencesReading.explained("Invalid preferences format in " + file).orElseThrow();

        String prefix = "the file " + file + " was damaged; Java kept it as ";
        assertTrue(said.startsWith(prefix), said);
        Path kept = Path.of(said.substring(prefix.length()));
        assertTrue(kept.getFileName().toString().matches("IncorrectFormatPrefs-\\d{4}-\\d{2}-\\d{2}-\\d{6}\\.xml"),
                "the dated name the file keeps once the user was told: " + said);
        assertEquals("<map", Files.readString(kept));
        assertEquals(Optional.of(said), PreferencesReading.explained("Prefs file removed in background " + file),
                "at every later start the JDK says the file was removed, though it only renamed it; the same file");
    }

    @Test
    void withoutAFileSetAsideTheWarningIsStillASentence(@TempDir Path node) {
        Path file = node.resolve("prefs.xml");
        assertEquals(Optional.of("the file " + file + " is damaged"),
                PreferencesReading.explained("Invalid preferences format in " + file));
        assertEquals(Optional.of("Could not lock User prefs."),
                PreferencesReading.explained("Could not lock User prefs."),
                "another warning is kept as the JDK wrote it");
    }

    @Test
    void aDeletedFileWithNothingSetAsideIsNothingStoredNotAProblem(@TempDir Path node) {
        Path file = node.resolve("prefs.xml");
        assertEquals(Optional.empty(), PreferencesReading.explained("Prefs file removed in background " + file),
                "every start would say the settings could not be read, and commands would refuse to run");
    }

    @Test
    void aWarningAboutAnotherNodesFileDuringAReadIsNotBlamedOnTheNodeRead(@TempDir Path other) throws Exception {
        PreferencesReading.userRoot(); // the JDK's warnings taken, as at every start
        // Another node, damaged at an earlier start: the JDK's background sync warns of its file at any moment.
        Files.writeString(other.resolve("IncorrectFormatPrefs.xml"), "<map");
        String elsewhere = "Prefs file removed in background " + other.resolve("prefs.xml");

        assertEquals(Optional.empty(), PreferencesReading.problemReading(new NodeReadWhileTheJdkWarns(elsewhere)),
                "the settings would be said to be damaged, and commands would refuse to run");
    }

    /** A node (the preferences root) whose reading happens while the JDK logs {@code warning} about some file. */
    private static final class NodeReadWhileTheJdkWarns extends AbstractPreferences {
        private final String warning;

        NodeReadWhileTheJdkWarns(String warning) {
            super(null, "");
            this.warning = warning;
        }

        @Override
        protected String[] keysSpi() {
            Logger.getLogger("java.util.prefs").warning(warning);
            return new String[0];
        }

        @Override
        protected void putSpi(String key, String value) {
        }

        @Override
        protected String getSpi(String key) {
            return null;
        }

        @Override
        protected void removeSpi(String key) {
        }

        @Override
        protected void removeNodeSpi() {
        }

        @Override
        protected String[] childrenNamesSpi() {
            return new String[0];
        }

        @Override
        protected AbstractPreferences childSpi(String name) {
            throw new UnsupportedOperationException("no children");
        }

        @Override
        protected void syncSpi() {
        }

        @Override
        protected void flushSpi() {
        }
    }
}
