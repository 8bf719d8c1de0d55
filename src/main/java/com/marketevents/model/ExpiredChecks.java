package com.marketevents.model;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;

/**
 * The checks of a report that had expired when it arrived, read on the clock {@link StatusReport#referenceTimeAt}
 * gives ({@code reference}): the window and the command line say from it whether the report expired, one of its
 * checks (named), or some of them (counted), and when the first did.
 *
 * @param expired the checks expired on arrival, in the service's order
 * @param expiring how many checks give an expiry
 */
public record ExpiredChecks(List<CheckResult> expired, long expiring, Instant reference) {

    public ExpiredChecks {
        expired = List.copyOf(expired);
    }

    public static ExpiredChecks of(StatusReport report, Instant arrivedAt) {
        Instant reference = report.referenceTimeAt(arrivedAt);
        return new ExpiredChecks(report.results().stream().filter(check -> check.isStaleAt(reference)).toList(),
                report.results().stream().filter(check -> check.expires() != null).count(), reference);
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
}
