package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileWriterTest {
    @TempDir
    Path folder;

    private List<Path> filesInFolder() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void writesANewFile() throws IOException {
        Path target = folder.resolve("events.csv");
        AtomicFileWriter.write(target, out -> out.write(bytes("hello")));

        assertEquals("hello", Files.readString(target));
        assertEquals(List.of(target), filesInFolder());
    }

    @Test
    void replacesAnExistingFileWhole() throws IOException {
        Path target = folder.resolve("events.csv");
        Files.writeString(target, "old content that is longer than the new one");

        AtomicFileWriter.write(target, out -> out.write(bytes("new")));

        assertEquals("new", Files.readString(target));
        assertEquals(List.of(target), filesInFolder());
    }

    @Test
    void aBodyFailingHalfwayLeavesTheOldFileUnchangedAndNoTemporaryFile() throws IOException {
        Path target = folder.resolve("events.csv");
        Files.writeString(target, "old");
        IOException diskFull = new IOException("No space left on device");

        IOException thrown = assertThrows(IOException.class, () -> AtomicFileWriter.write(target, out -> {
            out.write(new byte[200_000]);
            throw diskFull;
        }));

        assertSame(diskFull, thrown);
        assertEquals("old", Files.readString(target));
        assertEquals(List.of(target), filesInFolder());
    }

    @Test
    void aBugInTheBodyAlsoLeavesNothingBehind() throws IOException {
        Path target = folder.resolve("events.json");

        assertThrows(IllegalStateException.class, () -> AtomicFileWriter.write(target, out -> {
            out.write(bytes("partial"));
            throw new IllegalStateException("bug");
        }));

        assertEquals(List.of(), filesInFolder());
    }

    @Test
    void aMissingFolderIsReportedAndNothingIsCreated() {
        Path target = folder.resolve("gone").resolve("events.csv");

        NoSuchFileException thrown = assertThrows(NoSuchFileException.class,
                () -> AtomicFileWriter.write(target, out -> out.write(bytes("x"))));

        assertEquals(folder.resolve("gone").toString(), thrown.getFile());
        assertFalse(Files.exists(folder.resolve("gone")));
        assertTrue(ExportErrors.describe(thrown, target).contains("does not exist"));
    }

    @Test
    void aFolderIsNeverReplacedByAFile() throws IOException {
        Path target = Files.createDirectory(folder.resolve("events.csv"));

        assertThrows(FileSystemException.class, () -> AtomicFileWriter.write(target, out -> out.write(bytes("x"))));

        assertTrue(Files.isDirectory(target));
        assertEquals(List.of(target), filesInFolder());
    }

    @Test
    void theBodyMayCloseTheStreamWithoutBreakingTheWrite() throws IOException {
        Path target = folder.resolve("events.csv");
        AtomicFileWriter.write(target, out -> {
            out.write(bytes("complete"));
            out.close();
        });
        assertEquals("complete", Files.readString(target));
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws IOException {
        Path target = folder.resolve("private.csv");
        Files.writeString(target, "old");
        assumeTrue(Files.getFileAttributeView(target, PosixFileAttributeView.class) != null, "POSIX only");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-------"));

        AtomicFileWriter.write(target, out -> out.write(bytes("new")));

        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
    }

    @Test
    void writesThroughASymbolicLinkIntoTheLinkedFile() throws IOException {
        Path real = Files.writeString(folder.resolve("real.csv"), "old");
        Path link;
        try {
            link = Files.createSymbolicLink(folder.resolve("link.csv"), real);
        } catch (UnsupportedOperationException | IOException noLinksHere) {
            assumeTrue(false, "symbolic links not available");
            return;
        }

        AtomicFileWriter.write(link, out -> out.write(bytes("new")));

        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
    }

    @Test
    void aLinkToAMissingFileMakesThatFileAndStaysALink() throws IOException {
        Files.createDirectory(folder.resolve("kept"));
        Path missing = folder.resolve("kept/missing.csv");
        Path link;
        try {
            link = Files.createSymbolicLink(folder.resolve("dangle.csv"), Path.of("kept/missing.csv"));
        } catch (UnsupportedOperationException | IOException noLinksHere) {
            assumeTrue(false, "symbolic links not available");
            return;
        }

        AtomicFileWriter.write(link, out -> out.write(bytes("new")));

        assertTrue(Files.isSymbolicLink(link), "the link was replaced by a file");
        assertEquals("new", Files.readString(missing));
    }

    @Test
    void aLoopOfLinksIsRefusedAndLeftAsItWas() throws IOException {
        Path first = folder.resolve("first.csv");
        Path second = folder.resolve("second.csv");
        try {
            Files.createSymbolicLink(first, second);
            Files.createSymbolicLink(second, first);
        } catch (UnsupportedOperationException | IOException noLinksHere) {
            assumeTrue(false, "symbolic links not available");
            return;
        }

        assertThrows(IOException.class, () -> AtomicFileWriter.write(first, out -> out.write(bytes("new"))));

        assertTrue(Files.isSymbolicLink(first) && Files.isSymbolicLink(second));
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aFileMadeReadOnlyIsNotReplacedEvenByRootAndNothingIsWritten() throws IOException {
        Path target = folder.resolve("kept.csv");
        byte[] kept = bytes("precious\r\nrows\n");
        Files.write(target, kept);
        // The owner's write bit off: root, who may write any file, is refused too.
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("r--r--r--"));
        boolean[] bodyRan = {false};

        assertThrows(ReadOnlyFile.NotReplaced.class, () -> AtomicFileWriter.write(target, out -> {
            bodyRan[0] = true;
            out.write(bytes("new"));
        }));

        assertFalse(bodyRan[0], "nothing was written");
        assertArrayEquals(kept, Files.readAllBytes(target));
        assertEquals("r--r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(target)));
        assertEquals(List.of(target), filesInFolder());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aLinkToAReadOnlyFileIsJudgedByThatFileAndBothAreKept() throws IOException {
        Path real = Files.writeString(folder.resolve("real.csv"), "precious");
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("r--r--r--"));
        Path link = Files.createSymbolicLink(folder.resolve("link.csv"), real);

        assertThrows(ReadOnlyFile.NotReplaced.class, () -> AtomicFileWriter.write(link, out -> out.write(bytes("x"))));

        assertTrue(Files.isSymbolicLink(link));
        assertEquals("precious", Files.readString(real));
        assertEquals(List.of(link, real), filesInFolder());
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aDeviceIsStillWrittenInPlace() throws IOException {
        AtomicFileWriter.write(Path.of("/dev/null"), out -> out.write(bytes("gone")));

        assertTrue(Files.exists(Path.of("/dev/null")) && !Files.isRegularFile(Path.of("/dev/null")));
    }

    @Test
    void aLargeExportArrivesComplete() throws IOException {
        Path target = folder.resolve("big.csv");
        List<MarketEvent> events = java.util.stream.IntStream.range(0, 20_000)
                .mapToObj(i -> SampleEvents.withTitle(i, "Title " + i)).toList();

        AtomicFileWriter.write(target, out -> new CsvEventWriter().write(events, MarketEvent.FIELD_NAMES, out));

        try (Stream<String> lines = Files.lines(target)) {
            assertEquals(20_001, lines.count());
        }
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void aNamedPipeIsWrittenIntoAndStaysAPipe() throws Exception {
        Path pipe = folder.resolve("events.fifo");
        CompletableFuture<byte[]> reader = NamedPipe.readWhole(pipe);

        AtomicFileWriter.write(pipe, out -> out.write(bytes("through the pipe")));

        assertEquals("through the pipe", new String(reader.get(10, TimeUnit.SECONDS), StandardCharsets.UTF_8));
        assertFalse(Files.isRegularFile(pipe), "the pipe was replaced by a file");
        assertEquals(List.of(pipe), filesInFolder());
    }
}
