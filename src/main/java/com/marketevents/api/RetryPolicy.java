package com.marketevents.api;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * When to try a GET again and how long to wait first: exponential back-off with jitter, bounded by a count
 * and by the total time since the first attempt. Only statuses that say "try later" are retried.
 */
final class RetryPolicy {
    /** The first back-off for a default budget; smaller budgets (tests) scale it down. */
    static final Duration BASE_DELAY = Duration.ofMillis(500);
    static final Duration MAX_DELAY = Duration.ofSeconds(8);

    private final int maxRetries;
    private final Duration maxRetryTime;
    private final Duration baseDelay;
    private final DoubleSupplier jitter;

    RetryPolicy(int maxRetries, Duration maxRetryTime, Duration baseDelay, DoubleSupplier jitter) {
        this.maxRetries = maxRetries;
        this.maxRetryTime = maxRetryTime;
        this.baseDelay = baseDelay;
        this.jitter = jitter;
    }

    /** The first back-off is a 32nd of the retry budget, at most {@link #BASE_DELAY}, so all waits fit in it. */
    static RetryPolicy from(ApiConfig config) {
        Duration scaled = config.maxRetryTime().dividedBy(32);
        Duration base = scaled.compareTo(BASE_DELAY) < 0 ? scaled : BASE_DELAY;
        return new RetryPolicy(config.maxRetries(), config.maxRetryTime(), base,
                () -> ThreadLocalRandom.current().nextDouble());
    }

    /** 429 and the gateway statuses that mean "not now"; never another 4xx, never a plain 500. */
    static boolean isRetryableStatus(int code) {
        return code == 429 || code == 502 || code == 503 || code == 504;
    }

    /**
     * The wait before the next attempt, or null when no attempt is left: the count is used up, or the wait
     * (Retry-After when it asks for one, else back-off) would end past the time budget.
     *
     * @param attemptsMade attempts so far, at least 1
     * @param retryAfter   what the service asked for, or null
     * @param elapsed      time since the first attempt started
     */
    Duration delayBeforeNextAttempt(int attemptsMade, Duration retryAfter, Duration elapsed) {
        if (attemptsMade > maxRetries) {
            return null;
        }
        // No wait at all (0, or a date already past) would spend every retry within milliseconds.
        Duration delay = retryAfter != null && !retryAfter.isZero() ? retryAfter : backoff(attemptsMade);
        return elapsed.plus(delay).compareTo(maxRetryTime) > 0 ? null : delay;
    }

    /** Equal jitter: half the exponential step for sure, the other half at random, so clients spread out. */
    private Duration backoff(int attemptsMade) {
        long step = baseDelay.toNanos() << Math.min(attemptsMade - 1, 20);
        step = Math.min(step, MAX_DELAY.toNanos());
        return Duration.ofNanos(step / 2 + (long) (step / 2 * jitter.getAsDouble()));
    }
}
