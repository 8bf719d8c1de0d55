package com.marketevents.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether standard error is a terminal, so progress is drawn only where someone watches it. */
public final class Terminal {
    private Terminal() {
    }

    public static boolean standardErrorIsTerminal() {
        // Java 17 only tells whether stdin and stdout both are (System.console()); on Linux the file
        // descriptor's target says it for stderr alone, which matters for "events > file.csv".
        Path stderr = Path.of("/proc/self/fd/2");
        if (Files.exists(stderr)) {
            try {
                String target = Files.readSymbolicLink(stderr).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                return System.console() != null;
            }
        }
        return System.console() != null;
    }
}
