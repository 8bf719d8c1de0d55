package com.marketevents.settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * A preferences node as the next start reads it: its file written to disk, copied to a node this run has not opened,
 * and that node opened, so that the JDK parses the file as it does at a start.
 */
public final class ReopenedPreferences {
    private ReopenedPreferences() {
    }

    /** A fresh node under {@code /com/marketevents} reading the file {@code node} wrote; remove it when done. */
    public static Preferences of(Preferences node) throws Exception {
        node.flush();
        String name = "test-" + UUID.randomUUID();
        Path written = folderOf(node.name()).resolve("prefs.xml");
        Files.copy(written, Files.createDirectories(folderOf(name)).resolve("prefs.xml"));
        return Preferences.userRoot().node("/com/marketevents/" + name);
    }

    /** Removes {@code node} and its file. */
    public static void remove(Preferences node) throws BackingStoreException {
        node.removeNode();
        node.flush();
    }

    private static Path folderOf(String name) {
        return Path.of(System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")),
                ".java/.userPrefs/com/marketevents", name);
    }
}
