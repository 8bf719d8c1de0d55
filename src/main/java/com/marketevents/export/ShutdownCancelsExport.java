package com.marketevents.export;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Cancels a write when the JVM stops while it runs (SIGTERM at logout or shutdown, a {@code kill}, Ctrl+C in the
 * terminal that started the window), and waits a moment for the writer to remove its temporary file: the file it
 * was replacing stays as it was. The window cannot be counted on to do it as it closes: JavaFX's own shutdown hook
 * may stop the toolkit first, while the writer's daemon thread goes on writing until the JVM halts. One hook for
 * each write, removed once it ends, so that a long session adds none ({@code File.deleteOnExit} would keep a path
 * for each export). Thread-safe.
 */
public final class ShutdownCancelsExport {
    /** How long the hook waits for the writer: enough to close its file and remove it, not to hold up a logout. */
    static final long WAIT_MILLIS = 3000;

    /** Where the hooks go: the JVM's, or a test's. */
    public interface Hooks {
        /** @throws IllegalStateException when the JVM is already stopping */
        void add(Thread hook);

        void remove(Thread hook);
    }

    /** The JVM's shutdown hooks. */
    public static final Hooks JVM = new Hooks() {
        @Override
        public void add(Thread hook) {
            Runtime.getRuntime().addShutdownHook(hook);
        }

        @Override
        public void remove(Thread hook) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException stopping) {
                // The hook is running or has run: it found the write ended, or ended it.
            }
        }
    };

    private final Hooks hooks;

    public ShutdownCancelsExport(Hooks hooks) {
        this.hooks = hooks;
    }

    /**
     * Cancels {@code cancellation} if the JVM stops before the returned handle is run; the writing thread runs it
     * once the write has ended, however it ended. Call on the writing thread, before the write.
     */
    public Runnable watch(ExportCancellation cancellation) {
        CountDownLatch ended = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            // Cancelled or too late to stop (the new file is being moved into place), the writer soon ends.
            cancellation.cancel();
            try {
                ended.await(WAIT_MILLIS, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "cancel-export-on-exit");
        try {
            hooks.add(hook);
        } catch (IllegalStateException stopping) {
            cancellation.cancel();
            return ended::countDown;
        }
        return () -> {
            hooks.remove(hook);
            ended.countDown();
        };
    }
}
