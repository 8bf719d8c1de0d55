package com.marketevents.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * Whether standard error is a terminal, so progress is drawn only where someone watches it, and whether
 * standard output is one, so a binary file is not written to a screen; and how wide the terminal is.
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

    /**
     * The columns of the process's controlling terminal as {@code stty size} tells them, if it can; it starts a
     * process (some milliseconds), so it is asked only when needed and once.
     */
    static OptionalInt columns() {
        File tty = new File("/dev/tty");
        if (!tty.exists()) {
            return OptionalInt.empty();
        }
        try {
            Process stty = new ProcessBuilder("stty", "size").redirectInput(tty)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String answer = new String(stty.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            if (!stty.waitFor(1, TimeUnit.SECONDS)) {
                stty.destroy();
                return OptionalInt.empty();
            }
            String[] rowsAndColumns = answer.split("\\s+");
            int columns = rowsAndColumns.length == 2 ? Integer.parseInt(rowsAndColumns[1]) : 0;
            return columns > 0 ? OptionalInt.of(columns) : OptionalInt.empty();
        } catch (IOException | NumberFormatException | SecurityException | UnsupportedOperationException e) {
            return OptionalInt.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.empty();
        }
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
