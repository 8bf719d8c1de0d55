package com.marketevents.settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The folder the JDK keeps the user's preferences in on Linux, and what to say when it cannot be written. The JDK
 * then throws a {@link SecurityException} ("Could not lock User prefs. Lock file access denied."), typically after
 * the application once ran with sudo and left the folder to root: reading still works, only saving fails.
 */
final class PreferencesFolder {
    private PreferencesFolder() {
    }

    /** The folder as the JDK finds it: {@code java.util.prefs.userRoot}, else the home folder. */
    static Path userRoot() {
        return Path.of(System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")),
                ".java", ".userPrefs");
    }

    /**
     * Whether this user can write in {@code folder} as the JDK must to save: create a file there (tried, and removed
     * again) and open its lock file, or create the folder when it does not exist yet. Blocks on the disk.
     */
    static boolean canBeWritten(Path folder) {
        if (!Files.exists(folder)) {
            Path existing = folder.getParent();
            while (existing != null && !Files.exists(existing)) {
                existing = existing.getParent();
            }
            return existing != null && Files.isDirectory(existing) && Files.isWritable(existing);
        }
        Path lock = folder.resolve(".user.lock." + System.getProperty("user.name")); // the JDK's name for it
        if (Files.exists(lock) && !Files.isWritable(lock)) {
            return false;
        }
        try {
            Files.delete(Files.createTempFile(folder, ".write-check", ".tmp"));
            return true;
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** Why nothing could be saved, in words a user can act on, without a full stop. */
    static String cannotBeWritten() {
        return cannotBeWritten(userRoot());
    }

    /** Why nothing could be saved to {@code folder}, in words a user can act on, without a full stop. */
    static String cannotBeWritten(Path folder) {
        String named = Files.isDirectory(folder) ? "the settings folder " + folder : "the settings folder";
        return named + " cannot be written (it may belong to another user, as after running the application with"
                + " sudo); make it yours again or writable to keep your settings";
    }
}
