package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.marketevents.api.Cancellation;
import com.marketevents.export.AtomicFileWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl+C while an export is being written: the file it would replace stays as it was, nothing is left over. */
class CancellableOutputTest {
    @TempDir
    Path folder;

    private final Cancellation cancellation = new Cancellation();

    private List<Path> filesInFolder() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }

    @Test
    void aCancellationHalfwayStopsTheWriteAndLeavesTheOldFileAlone() throws IOException {
        Path target = Files.writeString(folder.resolve("events.csv"), "the export of last week");

        assertThrows(CancellableOutput.Cancelled.class, () -> AtomicFileWriter.write(target, out -> {
            CancellableOutput cancellable = new CancellableOutput(out, cancellation);
            cancellable.write("event_id\n".getBytes(StandardCharsets.UTF_8));
            cancellation.cancel();
            cancellable.write("1\n".getBytes(StandardCharsets.UTF_8));
        }));

        assertEquals("the export of last week", Files.readString(target));
        assertEquals(List.of(target), filesInFolder());
    }

    @Test
    void aCancellationAfterTheLastWriteStillKeepsTheFileFromTakingTheTargetsPlace() throws IOException {
        Path target = Files.writeString(folder.resolve("events.csv"), "the export of last week");

        assertThrows(CancellableOutput.Cancelled.class, () -> AtomicFileWriter.write(target, out -> {
            CancellableOutput cancellable = new CancellableOutput(out, cancellation);
            cancellable.write("event_id\n1\n".getBytes(StandardCharsets.UTF_8));
            cancellation.cancel();
            cancellable.throwIfCancelled();
        }));

        assertEquals("the export of last week", Files.readString(target));
        assertEquals(List.of(target), filesInFolder());
    }
}
