package com.marketevents.model;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The checks of a report that had expired when it arrived, read on the clock {@link StatusReport#referenceTimeAt}
 * gives ({@code reference}): the window and the command line say from it whether the report expired, one of its
 * checks (named), or some of them (counted), and when the first did.
 *
 * @param expired the checks expired on arrival, in the service's order
 * @param expiring how many checks give an expiry
 * @param checks how many checks the report gives
 */
public record ExpiredChecks(List<CheckResult> expired, long expiring, int checks, Instant reference) {

    public ExpiredChecks {
        expired = List.copyOf(expired);
    }

    public static ExpiredChecks of(StatusReport report, Instant arrivedAt) {
        Instant reference = report.referenceTimeAt(arrivedAt);
        return new ExpiredChecks(report.results().stream().filter(check -> check.isStaleAt(reference)).toList(),
                report.results().stream().filter(check -> check.expires() != null).count(), report.results().size(),
                reference);
    }

    public boolean any() {
        return !expired.isEmpty();
    }

    /** Every check that gives an expiry had expired: the report expired as a whole. */
    public boolean all() {
        return any() && expired.size() == expiring;
    }

    /** The check that expired first (the longest before {@code reference}); null when none had. */
    public CheckResult first() {
        return expired.stream().max(Comparator.comparing(check -> Duration.between(check.expires(), reference)))
                .orElse(null);
    }

    /** How long before {@code reference} the first check expired; null when none had. */
    public Duration firstAgo() {
        CheckResult first = first();
        return first == null ? null : Duration.between(first.expires(), reference);
    }

    /**
     * "{@code whole} {@code when}" when every check with an expiry had expired ("the report expired 1 h ago"), "its
     * check redis_available expired {@code when}" when one had, "2 of 3 checks expired, the first {@code when}" when
     * some had: the status panel, the Settings test and the command line say it alike, each with its own time ("at
     * 13:00:24 UTC", "1 h ago") and way of showing a check's name; a check the service gave no name is "its check
     * with no name" in all three. Only for a report with an expired check ({@link #any}).
     */
    public String said(String whole, String when, UnaryOperator<String> checkName) {
        if (all()) {
            return whole + " " + when;
        }
        if (expired.size() == 1) {
            String checker = first().checker();
            boolean named = checker != null && !checker.isBlank();
            return "its check " + (named ? checkName.apply(checker) : "with no name") + " expired " + when;
        }
        return expired.size() + " of " + checks + " checks expired, the first " + when;
    }
}
