package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PreferencesFolderTest {
    @TempDir
    Path home;

    @Test
    void aFolderThisUserCanWriteIsFoundWritableAndTheCheckLeavesNothingBehind() throws Exception {
        Path folder = Files.createDirectories(home.resolve(".java/.userPrefs"));

        assertTrue(PreferencesFolder.canBeWritten(folder));
        try (Stream<Path> left = Files.list(folder)) {
            assertEquals(List.of(), left.toList());
        }
    }

    @Test
    void aFolderNotCreatedYetIsWritableWhenTheFolderItWouldBeCreatedInIs() {
        assertTrue(PreferencesFolder.canBeWritten(home.resolve("prefs/.java/.userPrefs")));
    }

    @Test
    void aFolderThatCannotBeCreatedIsNotWritable() throws Exception {
        Path file = Files.writeString(home.resolve("prefs"), "a file, not a folder");

        assertFalse(PreferencesFolder.canBeWritten(file.resolve(".java/.userPrefs")));
    }
}
