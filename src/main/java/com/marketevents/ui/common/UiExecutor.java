package com.marketevents.ui.common;

import java.time.Duration;
import java.util.function.Consumer;

/**
 * The one bridge between the UI thread and background work. View-models submit blocking work here and
 * get the outcome back on the UI thread; tests use an implementation that runs everything inline.
 */
public interface UiExecutor {

    /** Blocking work run in the background. */
    @FunctionalInterface
    interface Work<T> {
        T call() throws Exception;
    }

    /** A scheduled action that has not run yet can be cancelled. */
    @FunctionalInterface
    interface Scheduled {
        void cancel();
    }

    /** Runs {@code work} in the background, then one of the callbacks on the UI thread. */
    <T> void submit(Work<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure);

    /** Runs {@code action} on the UI thread soon; safe to call from any thread. */
    void post(Runnable action);

    /** Runs {@code action} on the UI thread after {@code delay}, unless cancelled first. */
    Scheduled schedule(Duration delay, Runnable action);
}
