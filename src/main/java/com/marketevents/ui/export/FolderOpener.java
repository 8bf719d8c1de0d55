package com.marketevents.ui.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/** Shows a folder in the system's file manager; blocking, so called off the UI thread. */
@FunctionalInterface
public interface FolderOpener {

    void open(Path folder) throws IOException;

    /**
     * The platform's own way: {@code xdg-open} on Linux (the desktop's file manager), {@code open} on macOS,
     * Explorer on Windows (whose exit code says nothing, so it is not read).
     */
    static FolderOpener system() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        boolean windows = os.startsWith("windows");
        return running(windows ? "explorer.exe" : os.startsWith("mac") ? "open" : "xdg-open", !windows);
    }

    /** Runs {@code command} with the folder; a failure is read from its exit code when {@code exitCodeSays}. */
    static FolderOpener running(String command, boolean exitCodeSays) {
        return folder -> {
            Process process;
            try {
                process = new ProcessBuilder(List.of(command, folder.toString()))
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            } catch (IOException notThere) {
                throw new IOException("this computer has no " + command + " to open it with", notThere);
            }
            try {
                if (exitCodeSays && process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() != 0) {
                    throw new IOException(command + " could not open it (exit code " + process.exitValue() + ")");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }
}
