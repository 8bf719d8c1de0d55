package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.export.ExportCancellation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class StandardOutputTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final CliIo io = new CliIo(out, new PrintStream(err, true, StandardCharsets.UTF_8), false);

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    @Test
    void aLeadingByteOrderMarkIsDroppedForPipes() {
        assertEquals(ExitCode.OK, StandardOutput.write(io, bytes(0xEF, 0xBB, 0xBF, 'a', ',', 'b')));

        assertEquals("a,b", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void everythingElseIsWrittenUnchangedEvenWhenWrittenByteByByte() {
        byte[] text = "\u00efa,\u00e9\uFEFF".getBytes(StandardCharsets.UTF_8);

        StandardOutput.write(io, stream -> {
            for (byte b : text) {
                stream.write(b);
            }
        }, ExportCancellation.none());

        assertArrayEquals(text, out.toByteArray());
    }

    @Test
    void aShortOutputThatLooksLikeTheStartOfAMarkIsKept() {
        StandardOutput.write(io, bytes(0xEF, 0xBB));

        assertArrayEquals(bytes(0xEF, 0xBB), out.toByteArray());
    }

    @Test
    void aCancelledWriteStopsAtTheNextWriteAndSaysCancelled() {
        ExportCancellation cancellation = new ExportCancellation();

        ExitCode code = StandardOutput.write(io, stream -> {
            stream.write(bytes('a', ',', 'b'));
            cancellation.cancel();
            stream.write(bytes('c'));
        }, cancellation);

        assertEquals(ExitCode.CANCELLED, code);
        assertEquals("a,b", out.toString(StandardCharsets.UTF_8));
        assertEquals("Cancelled.", err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void aCancelAfterTheLastWriteStillEndsInCancelled() {
        ExportCancellation cancellation = new ExportCancellation();

        ExitCode code = StandardOutput.write(io, stream -> {
            stream.write(bytes('a', ',', 'b'));
            cancellation.cancel();
        }, cancellation);

        assertEquals(ExitCode.CANCELLED, code);
        assertEquals("Cancelled.", err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void aReaderThatWentAwayIsNotAnError() {
        CliIo closedPipe = new CliIo(failing("Broken pipe"), io.err(), false);

        assertEquals(ExitCode.OK, StandardOutput.write(closedPipe, bytes('a')));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aFullDiskIsReportedWithItsOwnExitCode() {
        CliIo fullDisk = new CliIo(failing("No space left on device"), io.err(), false);

        assertEquals(ExitCode.OUTPUT_FAILED, StandardOutput.write(fullDisk, bytes('a')));
        assertEquals("Could not write to standard output (No space left on device).",
                err.toString(StandardCharsets.UTF_8).strip());
    }

    private static OutputStream failing(String message) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException(message);
            }
        };
    }
}
