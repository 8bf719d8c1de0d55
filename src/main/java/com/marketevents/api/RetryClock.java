package com.marketevents.api;

import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Time as the retry loop sees it: elapsed time, the wall clock (for Retry-After dates), and waiting. */
interface RetryClock {

    long nanoTime();

    Instant now();

    /** Waits, returning early with kind CANCELLED when the cancellation fires or the thread is interrupted. */
    void sleep(Duration duration, Cancellation cancellation) throws ApiException;

    static RetryClock system() {
        return new RetryClock() {
            @Override
            public long nanoTime() {
                return System.nanoTime();
            }

            @Override
            public Instant now() {
                return Instant.now();
            }

            @Override
            public void sleep(Duration duration, Cancellation cancellation) throws ApiException {
                CountDownLatch cancelled = new CountDownLatch(1);
                Runnable unregister = cancellation.onCancel(cancelled::countDown);
                try {
                    cancelled.await(duration.toNanos(), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw ApiException.cancelled();
                } finally {
                    unregister.run();
                }
                cancellation.throwIfCancelled();
            }
        };
    }
}
