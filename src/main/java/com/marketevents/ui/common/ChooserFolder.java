package com.marketevents.ui.common;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The folder a file chooser opens in: the one last used, else the user's Documents folder, else the home folder.
 * Without one, the chooser opens in the folder the application was started from, which for a launcher is
 * anywhere (the installation's folder, or /).
 */
public final class ChooserFolder {
    private ChooserFolder() {
    }

    public static Path of(Optional<Path> lastUsed) {
        return of(lastUsed, Path.of(System.getProperty("user.home")));
    }

    static Path of(Optional<Path> lastUsed, Path home) {
        return lastUsed.orElseGet(() -> {
            Path documents = home.resolve("Documents");
            return Files.isDirectory(documents) ? documents : home;
        });
    }
}
