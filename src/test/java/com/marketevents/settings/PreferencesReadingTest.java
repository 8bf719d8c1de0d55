package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
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
}
