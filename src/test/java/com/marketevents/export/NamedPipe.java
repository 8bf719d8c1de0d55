package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/** A named pipe made for a test, with a reader that takes all that is written into it until it is closed. */
public final class NamedPipe {
    private NamedPipe() {
    }

    /** Makes the pipe {@code pipe} (mkfifo) and starts reading it whole in the background. */
    public static CompletableFuture<byte[]> readWhole(Path pipe) throws IOException, InterruptedException {
        assertEquals(0, new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor());
        return CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readAllBytes(pipe);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
