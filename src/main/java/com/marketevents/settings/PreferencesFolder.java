package com.marketevents.settings;

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

    /** Why nothing could be saved, in words a user can act on, without a full stop. */
    static String cannotBeWritten() {
        Path folder = userRoot();
        String named = Files.isDirectory(folder) ? "the settings folder " + folder : "the settings folder";
        return named + " cannot be written (it may belong to another user, as after running the application with"
                + " sudo); make it yours again or writable to keep your settings";
    }
}
