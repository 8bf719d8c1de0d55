package com.marketevents.api;

import java.util.ArrayList;
import java.util.List;

/**
 * A cancellation signal shared between the code that starts work and the code doing it.
 * Thread-safe; callbacks run at most once, on the thread that cancels (or at once when registered
 * after cancellation).
 */
public final class Cancellation {
    private final List<Runnable> callbacks = new ArrayList<>();
    private boolean cancelled;

    /** A signal that is never cancelled, for callers that do not need one. */
    public static Cancellation none() {
        return new Cancellation();
    }

    public void cancel() {
        List<Runnable> toRun;
        synchronized (this) {
            if (cancelled) {
                return;
            }
            cancelled = true;
            toRun = List.copyOf(callbacks);
            callbacks.clear();
        }
        toRun.forEach(Runnable::run);
    }

    public synchronized boolean isCancelled() {
        return cancelled;
    }

    /** Registers a callback run on cancellation; returns a handle that unregisters it. */
    public Runnable onCancel(Runnable callback) {
        synchronized (this) {
            if (!cancelled) {
                callbacks.add(callback);
                return () -> {
                    synchronized (this) {
                        callbacks.remove(callback);
                    }
                };
            }
        }
        callback.run();
        return () -> { };
    }

    /** Throws a {@link ApiException.Kind#CANCELLED} exception when cancelled. */
    public void throwIfCancelled() throws ApiException {
        if (isCancelled()) {
            throw ApiException.cancelled();
        }
    }
}
