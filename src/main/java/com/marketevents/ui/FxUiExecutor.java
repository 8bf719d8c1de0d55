package com.marketevents.ui;

import com.marketevents.concurrent.DaemonThreads;
import com.marketevents.ui.common.UiExecutor;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.concurrent.Task;

/**
 * The real {@link UiExecutor}: JavaFX tasks on a small pool of daemon threads, and timers on one daemon thread of
 * their own that hands each action to the FX thread when it falls due. A JavaFX animation as a timer (a
 * PauseTransition) kept the toolkit pulsing 60 times a second while any played, and one always does (the midnight
 * timer, the window's saving, the status clock): an idle window woke the processor constantly, on battery too.
 */
public final class FxUiExecutor implements UiExecutor, AutoCloseable {
    private final ExecutorService pool;
    private final ScheduledThreadPoolExecutor timers;

    public FxUiExecutor(int threads) {
        this.pool = Executors.newFixedThreadPool(threads, DaemonThreads.named("ui-background"));
        this.timers = new ScheduledThreadPoolExecutor(1, DaemonThreads.named("ui-timer"));
        // A cancelled timer (the midnight one is re-armed often, a day ahead) is dropped, not kept until it falls due.
        timers.setRemoveOnCancelPolicy(true);
    }

    @Override
    public <T> void submit(Work<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        Task<T> task = new Task<>() {
            @Override
            protected T call() throws Exception {
                return work.call();
            }
        };
        task.setOnSucceeded(event -> onSuccess.accept(task.getValue()));
        task.setOnFailed(event -> onFailure.accept(task.getException()));
        pool.execute(task);
    }

    @Override
    public void post(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            Platform.runLater(action);
        }
    }

    /**
     * A cancel also stops an action already due but still waiting its turn on the FX thread: cancelled there, it
     * does not run. Once the executor is closed, nothing scheduled runs.
     */
    @Override
    public Scheduled schedule(Duration delay, Runnable action) {
        AtomicBoolean cancelled = new AtomicBoolean();
        Runnable unlessCancelled = () -> {
            if (!cancelled.get() && !timers.isShutdown()) {
                action.run();
            }
        };
        ScheduledFuture<?> due;
        try {
            due = timers.schedule(() -> Platform.runLater(unlessCancelled), Math.max(1, delay.toMillis()),
                    TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException closed) {
            return () -> { };
        }
        return () -> {
            cancelled.set(true);
            due.cancel(false);
        };
    }

    @Override
    public void close() {
        pool.shutdownNow();
        timers.shutdownNow();
    }
}
