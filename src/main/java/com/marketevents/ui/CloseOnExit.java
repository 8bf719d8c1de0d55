package com.marketevents.ui;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Closes the window the usual way when the JVM is asked to stop while it is open (SIGTERM at logout, a kill,
 * Ctrl+C in the terminal that started it), so that the range, the columns and the rest are remembered as after
 * Ctrl+Q. Runs as a shutdown hook; waits a moment for the window's own closing to finish. JavaFX's own hook stops
 * the toolkit meanwhile, and when it wins the window cannot close: what it put in its store a few seconds before
 * (see {@code MainWindow#remember}) is what the next start finds.
 */
final class CloseOnExit implements Runnable {
    private static final long WAIT_MILLIS = 1500;

    private final Stage stage;
    private final CountDownLatch closed;

    /**
     * @param closed counted down once the window is hidden, whoever closed it
     */
    CloseOnExit(Stage stage, CountDownLatch closed) {
        this.stage = stage;
        this.closed = closed;
    }

    /** Registers the hook; the returned thread is the one to remove once the window closed by itself. */
    static Thread install(Stage stage, CountDownLatch closed) {
        Thread hook = new Thread(new CloseOnExit(stage, closed), "close-window-on-exit");
        Runtime.getRuntime().addShutdownHook(hook);
        return hook;
    }

    /** Removes the hook once the window has closed: there is nothing left to save. */
    static void uninstall(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running or has run: it finds the window closed.
        }
    }

    @Override
    public void run() {
        if (closed.getCount() == 0) {
            return;
        }
        try {
            Platform.runLater(stage::hide);
            closed.await(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (IllegalStateException toolkitGone) {
            // Nothing can be saved without the toolkit.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
