package com.marketevents.ui;

import com.marketevents.concurrent.DaemonThreads;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.concurrent.Task;

/** The real {@link UiExecutor}: JavaFX tasks on a small pool of daemon threads. */
public final class FxUiExecutor implements UiExecutor, AutoCloseable {
    private final ExecutorService pool;

    public FxUiExecutor(int threads) {
        this.pool = Executors.newFixedThreadPool(threads, DaemonThreads.named("ui-background"));
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

    @Override
    public Scheduled schedule(Duration delay, Runnable action) {
        PauseTransition pause = new PauseTransition(javafx.util.Duration.millis(Math.max(1, delay.toMillis())));
        pause.setOnFinished(event -> action.run());
        post(pause::play);
        return () -> post(pause::stop);
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
