package com.marketevents.model;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * One dependency check of a status report; any field may be null when the service left it out or sent something
 * that could not be read, whose names are in {@code unreadable} (never null).
 */
public record CheckResult(String checker, String output, Boolean passed, Instant timestamp, Instant expires,
        List<String> unreadable) {

    public CheckResult {
        unreadable = unreadable == null ? List.of() : List.copyOf(unreadable);
    }

    public CheckResult(String checker, String output, Boolean passed, Instant timestamp, Instant expires) {
        this(checker, output, passed, timestamp, expires, List.of());
    }

    /** This check with its name and output changed. */
    public CheckResult withTexts(UnaryOperator<String> change) {
        return new CheckResult(change.apply(checker), change.apply(output), passed, timestamp, expires, unreadable);
    }

    public boolean hasPassed() {
        return Boolean.TRUE.equals(passed);
    }

    /** True once {@code now} is past {@link #expires()}; a check with no expiry is never stale. */
    public boolean isStaleAt(Instant now) {
        return expires != null && now.isAfter(expires);
    }

    /** How long the result stays valid from {@code now}: zero when stale, null when no expiry is known. */
    public Duration remainingValidityAt(Instant now) {
        if (expires == null) {
            return null;
        }
        Duration left = Duration.between(now, expires);
        return left.isNegative() ? Duration.ZERO : left;
    }
}
