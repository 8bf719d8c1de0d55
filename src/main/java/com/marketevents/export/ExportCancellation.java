package com.marketevents.export;

import com.marketevents.concurrent.DaemonThreads;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadFactory;

/**
 * Stops an {@link AtomicFileWriter} write from another thread, and settles at one moment whether the write was
 * cancelled or went through: once the new file is about to take the target's place, a cancel comes too late and
 * says so. Thread-safe; {@link #cancel()} never blocks, since what it unblocks (a channel stuck on a hung share,
 * a named pipe nobody opens) is ended on a daemon thread.
 */
public final class ExportCancellation {
    private static final ThreadFactory STOPPERS = DaemonThreads.named("export-cancel");

    private final List<Runnable> onCancel = new ArrayList<>();
    private boolean cancelled;
    private boolean committed;
    private volatile boolean wroteInPlace;

    /** A cancellation nobody will use, for callers that cannot cancel. */
    public static ExportCancellation none() {
        return new ExportCancellation();
    }

    /**
     * Cancels the write unless the new file is already taking the target's place.
     *
     * @return true when the write is cancelled (now or before), false when it was too late to stop
     */
    public boolean cancel() {
        List<Runnable> toRun;
        synchronized (this) {
            if (cancelled || committed) {
                return cancelled;
            }
            cancelled = true;
            toRun = List.copyOf(onCancel);
            onCancel.clear();
        }
        if (!toRun.isEmpty()) {
            STOPPERS.newThread(() -> toRun.forEach(Runnable::run)).start();
        }
        return true;
    }

    public synchronized boolean isCancelled() {
        return cancelled;
    }

    /**
     * Whether some bytes went to a target written in place (a named pipe, a device), which a cancel cannot take
     * back; never for a file written through a temporary one.
     */
    public boolean wroteInPlace() {
        return wroteInPlace;
    }

    /**
     * Runs {@code stop} on a daemon thread if the write is cancelled, at once if it already is; the returned
     * handle unregisters it. The writer uses it to close its channel; a test's writer to stop waiting.
     */
    public Runnable onCancel(Runnable stop) {
        synchronized (this) {
            if (!cancelled) {
                onCancel.add(stop);
                return () -> {
                    synchronized (this) {
                        onCancel.remove(stop);
                    }
                };
            }
        }
        STOPPERS.newThread(stop).start();
        return () -> { };
    }

    void throwIfCancelled() throws ExportCancelledException {
        if (isCancelled()) {
            throw new ExportCancelledException();
        }
    }

    /** The point of no return: from here the write goes through and {@link #cancel()} answers false. */
    synchronized void commit() throws ExportCancelledException {
        throwIfCancelled();
        committed = true;
    }

    void markWroteInPlace() {
        wroteInPlace = true;
    }
}
