package com.marketevents.export;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Opens a target in place for writing so that a cancel can end the wait of a named pipe's opening: the system
 * blocks that open until a reader comes, and no interrupt reaches it. Cancelling opens the pipe for reading for
 * a moment, which lets the writer's open return, and the first write then stops.
 */
final class PipeOpening {
    private static final int FILE_TYPE = 0170000;
    private static final int NAMED_PIPE = 0010000;

    private final Path pipe;
    private boolean opening = true;
    private boolean unblocking;

    private PipeOpening(Path pipe) {
        this.pipe = pipe;
    }

    static FileChannel open(Path target, ExportCancellation cancellation) throws IOException {
        if (!isNamedPipe(target)) {
            return FileChannel.open(target, StandardOpenOption.WRITE);
        }
        return new PipeOpening(target).openCancellably(cancellation);
    }

    private FileChannel openCancellably(ExportCancellation cancellation) throws IOException {
        Runnable unregister = cancellation.onCancel(this::unblock);
        FileChannel channel = null;
        try {
            channel = FileChannel.open(pipe, StandardOpenOption.WRITE);
            return channel;
        } finally {
            unregister.run();
            opened(channel != null);
        }
    }

    /** Ends the wait; our reader opens while the writer holds its end (see {@link #opened}), so never waits. */
    private void unblock() {
        synchronized (this) {
            if (!opening) {
                return;
            }
            unblocking = true;
        }
        try (FileChannel reader = FileChannel.open(pipe, StandardOpenOption.READ)) {
            // Opening was all it takes.
        } catch (IOException | RuntimeException gone) {
            // The pipe went away; the writer's open has ended with it.
        } finally {
            synchronized (this) {
                unblocking = false;
                notifyAll();
            }
        }
    }

    /** Keeps the writer's end open until a reader opened to unblock it is in, so that reader never waits on. */
    private synchronized void opened(boolean holdingTheWriteEnd) {
        opening = false;
        boolean interrupted = false;
        while (unblocking && holdingTheWriteEnd) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static boolean isNamedPipe(Path target) {
        try {
            Object mode = Files.getAttribute(target, "unix:mode");
            return mode instanceof Integer bits && (bits & FILE_TYPE) == NAMED_PIPE;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException notUnix) {
            return false;
        }
    }
}
