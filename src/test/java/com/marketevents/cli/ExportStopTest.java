package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.Cancellation;
import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.ExportCancelledException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl+C (the command's cancellation) while an export is written: a file it would replace stays as it was. */
class ExportStopTest {
    @TempDir
    Path folder;

    private final Cancellation ctrlC = new Cancellation();

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private List<Path> filesInFolder() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }

    @Test
    void aCancelledExportLeavesTheEarlierFileAsItWas() throws IOException {
        Path target = Files.writeString(folder.resolve("events.csv"), "the export of last week");

        try (ExportStop stop = new ExportStop(ctrlC)) {
            assertThrows(ExportCancelledException.class, () -> AtomicFileWriter.write(target, out -> {
                out.write(bytes("event_id\n"));
                ctrlC.cancel();
                out.write(bytes("1\n"));
            }, stop.cancellation()));
        }

        assertEquals("the export of last week", Files.readString(target));
        assertEquals(List.of(target), filesInFolder(), "no temporary file stays");
    }

    @Test
    void aCancelAfterTheLastWriteStillKeepsTheNewFileFromTakingTheTargetsPlace() throws IOException {
        Path target = Files.writeString(folder.resolve("events.csv"), "the export of last week");

        try (ExportStop stop = new ExportStop(ctrlC)) {
            assertThrows(ExportCancelledException.class, () -> AtomicFileWriter.write(target, out -> {
                out.write(bytes("event_id\n1\n"));
                ctrlC.cancel();
            }, stop.cancellation()));
        }

        assertEquals("the export of last week", Files.readString(target));
        assertEquals(List.of(target), filesInFolder(), "no temporary file stays");
    }

    @Test
    void anExportStartedAfterTheCommandWasCancelledWritesNothing() {
        Path target = folder.resolve("never.csv");
        ctrlC.cancel();

        try (ExportStop stop = new ExportStop(ctrlC)) {
            assertThrows(ExportCancelledException.class,
                    () -> AtomicFileWriter.write(target, out -> out.write(bytes("event_id\n")), stop.cancellation()));
        }

        assertFalse(Files.exists(target));
    }

    @Test
    void aCancelAfterTheExportEndedNoLongerReachesIt() {
        ExportStop stop = new ExportStop(ctrlC);
        stop.close();

        ctrlC.cancel();

        assertFalse(stop.cancellation().isCancelled());
    }

    @Test
    void aCancelledExportToStandardOutputStopsAtTheNextWriteAndSaysCancelled() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliIo io = new CliIo(out, new PrintStream(err, true, StandardCharsets.UTF_8), false);

        ExitCode code;
        try (ExportStop stop = new ExportStop(ctrlC)) {
            code = StandardOutput.write(io, stream -> {
                stream.write(bytes("event_id\n"));
                ctrlC.cancel();
                stream.write(bytes("1\n"));
            }, stop.cancellation());
        }

        assertEquals(ExitCode.CANCELLED, code);
        assertEquals("event_id\n", out.toString(StandardCharsets.UTF_8));
        assertEquals("Cancelled.", err.toString(StandardCharsets.UTF_8).strip());
        assertTrue(ctrlC.isCancelled());
    }
}
