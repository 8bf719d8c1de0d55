package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileWriterCancellationTest {
    @TempDir
    Path folder;

    private final ExportCancellation cancellation = new ExportCancellation();
    private final AtomicReference<Thread> writer = new AtomicReference<>();

    private List<Path> filesInFolder() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private Path namedPipe() throws Exception {
        Path pipe = folder.resolve("pipe.csv");
        assertEquals(0, new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor());
        return pipe;
    }

    private CompletableFuture<Void> writeInBackground(Path target, AtomicFileWriter.IoConsumer<java.io.OutputStream>
            body) {
        return CompletableFuture.runAsync(() -> {
            writer.set(Thread.currentThread());
            try {
                AtomicFileWriter.write(target, body, cancellation);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static void assertCancelled(CompletableFuture<Void> write) throws Exception {
        ExecutionException thrown = assertThrows(ExecutionException.class, () -> write.get(10, TimeUnit.SECONDS));
        assertInstanceOf(ExportCancelledException.class, thrown.getCause().getCause());
    }

    /** Waits until the writer thread is inside the system's open of the pipe, where no interrupt reaches. */
    private void awaitWriterOpening() throws InterruptedException {
        while (writer.get() == null || Arrays.stream(writer.get().getStackTrace())
                .noneMatch(frame -> frame.getClassName().contains("UnixNativeDispatcher"))) {
            Thread.sleep(10);
        }
    }

    @Test
    void aWriteCancelledWhileItWritesKeepsTheOldFileAndLeavesNoTemporaryFile() throws Exception {
        Path target = folder.resolve("week.csv");
        Files.writeString(target, "old");
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch stopped = new CountDownLatch(1);
        cancellation.onCancel(stopped::countDown);

        CompletableFuture<Void> write = writeInBackground(target, out -> {
            out.write(bytes("new, part one"));
            out.flush();
            started.countDown();
            try {
                stopped.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            out.write(bytes("new, part two"));
        });
        assertTrue(started.await(10, TimeUnit.SECONDS));
        assertTrue(cancellation.cancel());

        assertCancelled(write);
        assertEquals("old", Files.readString(target));
        assertEquals(List.of(target), filesInFolder(), "no temporary file stays");
        assertFalse(cancellation.wroteInPlace());
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void cancellingEndsTheWaitForANamedPipesReaderAndThePipeWorksAfterwards() throws Exception {
        Path pipe = namedPipe();
        CompletableFuture<Void> write = writeInBackground(pipe, out -> out.write(bytes("never read")));
        awaitWriterOpening();

        assertTrue(cancellation.cancel());

        assertCancelled(write);
        assertFalse(cancellation.wroteInPlace(), "nothing reached the pipe");
        assertFalse(Files.isRegularFile(pipe));
        assertEquals(List.of(pipe), filesInFolder());
        // The reader that ended the wait is gone: the next export to the pipe reaches its real reader whole.
        CompletableFuture<byte[]> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readAllBytes(pipe);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        AtomicFileWriter.write(pipe, out -> out.write(bytes("next export")));
        assertEquals("next export", new String(reader.get(10, TimeUnit.SECONDS), StandardCharsets.UTF_8));
    }

    @Test
    @EnabledOnOs({OS.LINUX, OS.MAC})
    void cancellingEndsAWriteBlockedOnAPipeWhoseReaderDoesNotRead() throws Exception {
        Path pipe = namedPipe();
        CompletableFuture<FileChannel> idleReader = CompletableFuture.supplyAsync(() -> {
            try {
                return FileChannel.open(pipe, StandardOpenOption.READ);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        CountDownLatch wrote = new CountDownLatch(1);
        CompletableFuture<Void> write = writeInBackground(pipe, out -> {
            out.write(new byte[1 << 16]);
            wrote.countDown();
            out.write(new byte[1 << 20]); // far more than the pipe holds: blocks until read, or cancelled
        });
        try (FileChannel reader = idleReader.get(10, TimeUnit.SECONDS)) {
            assertTrue(wrote.await(10, TimeUnit.SECONDS));
            assertTrue(cancellation.cancel());

            assertCancelled(write);
            assertTrue(cancellation.wroteInPlace(), "the pipe got part of it");
        }
    }

    @Test
    void aCancelOnceTheNewFileIsInPlaceComesTooLateAndSaysSo() throws Exception {
        Path target = folder.resolve("week.csv");
        AtomicFileWriter.write(target, out -> out.write(bytes("new")), cancellation);

        assertFalse(cancellation.cancel());
        assertEquals("new", Files.readString(target));
    }
}
