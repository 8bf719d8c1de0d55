package com.marketevents.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether standard error is a terminal, so progress is drawn only where someone watches it, and whether
 * standard output is one, so a binary file is not written to a screen.
 */
public final class Terminal {
    private Terminal() {
    }

    public static boolean standardErrorIsTerminal() {
        return isTerminal(2);
    }

    public static boolean standardOutputIsTerminal() {
        return isTerminal(1);
    }

    private static boolean isTerminal(int fileDescriptor) {
        // Java 17 only tells whether stdin and stdout both are (System.console()); on Linux the file
        // descriptor's target says it for each alone, which matters for "events > file.csv".
        Path stream = Path.of("/proc/self/fd/" + fileDescriptor);
        if (Files.exists(stream)) {
            try {
                String target = Files.readSymbolicLink(stream).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                return System.console() != null;
            }
        }
        return System.console() != null;
    }
}
