package com.marketevents.model;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The answer of the status operation. {@code results} is never null (empty when absent); {@code httpStatus} is the
 * HTTP status it came with (500 when a check fails), 200 when it did not come over HTTP.
 */
public record StatusReport(String status, String hostname, Instant timestamp, List<CheckResult> results,
        int httpStatus) {
    /**
     * How far the report's own time may lag behind this computer's clock and still be taken for clock skew
     * (Kerberos allows the same between machines that should agree); a longer lag is an old answer.
     */
    public static final Duration CLOCK_SKEW_TOLERANCE = Duration.ofMinutes(5);
    /** A difference between the report's clock and this computer's beyond what a round trip explains. */
    public static final Duration NOTABLE_SKEW = Duration.ofSeconds(30);

    public StatusReport {
        results = results == null ? List.of() : List.copyOf(results);
    }

    public StatusReport(String status, String hostname, Instant timestamp, List<CheckResult> results) {
        this(status, hostname, timestamp, results, 200);
    }

    /** This report with each text the service wrote (status, host name, checks' names and outputs) changed. */
    public StatusReport withTexts(UnaryOperator<String> change) {
        return new StatusReport(change.apply(status), change.apply(hostname), timestamp,
                results.stream().map(check -> check.withTexts(change)).toList(), httpStatus);
    }

    /**
     * Healthy when the service answered without an error status, says "success" and every check says it passed. An
     * error status with a report is the service's sign of a failing check, whatever the report says.
     */
    public boolean isHealthy() {
        return !answeredWithError() && "success".equalsIgnoreCase(status)
                && results.stream().allMatch(CheckResult::hasPassed);
    }

    /**
     * The time, on the clock the report's times are read against, at which it arrived ({@code arrivedAt}, on this
     * computer's clock). One rule for the window and the command line:
     * <ul>
     * <li>Normally the report's own time: the service stamps it when it answers, so its checks' ages and expiries are
     * read on the service's clock and a computer whose clock is a few minutes off does not make fresh results look
     * stale (or stale ones fresh).</li>
     * <li>But when the report's time lags behind this computer's clock by more than {@link #CLOCK_SKEW_TOLERANCE},
     * the answer itself is old (a cache in front of the service kept it), or a clock is badly wrong; either way the
     * report cannot vouch for now, so it is read on this computer's clock, where it is stale. A report time ahead of
     * this computer's clock is skew only: an old answer cannot come from the future.</li>
     * <li>Without a report time, this computer's clock.</li>
     * </ul>
     */
    public Instant referenceTimeAt(Instant arrivedAt) {
        return timestamp == null || isBehindLocalClockAt(arrivedAt) ? arrivedAt : timestamp;
    }

    /** True when the report's time lags behind {@code arrivedAt} by more than {@link #CLOCK_SKEW_TOLERANCE}. */
    public boolean isBehindLocalClockAt(Instant arrivedAt) {
        return timestamp != null && Duration.between(timestamp, arrivedAt).compareTo(CLOCK_SKEW_TOLERANCE) > 0;
    }

    /**
     * True when the report's time and {@code arrivedAt} differ, either way, by more than a round trip explains
     * ({@link #NOTABLE_SKEW}), so that a message names the difference; false without a report time.
     */
    public boolean clocksDifferNotablyAt(Instant arrivedAt) {
        return timestamp != null && Duration.between(timestamp, arrivedAt).abs().compareTo(NOTABLE_SKEW) >= 0;
    }

    /** True when a check had expired when the report arrived, read by {@link #referenceTimeAt}. */
    public boolean isStaleOnArrival(Instant arrivedAt) {
        Instant reference = referenceTimeAt(arrivedAt);
        return results.stream().anyMatch(check -> check.isStaleAt(reference));
    }

    /** Healthy, and no check expired when it arrived: the only report that confirms the service is well now. */
    public boolean isHealthyOnArrival(Instant arrivedAt) {
        return verdictAt(arrivedAt) == StatusVerdict.HEALTHY;
    }

    /** What this report, arrived at {@code arrivedAt}, says of the service's health. */
    public StatusVerdict verdictAt(Instant arrivedAt) {
        if (isHealthy()) {
            return isStaleOnArrival(arrivedAt) ? StatusVerdict.STALE : StatusVerdict.HEALTHY;
        }
        if (failedCount() == 0 && contradictsItsHttpStatus()) {
            // The health check answers an error status when a check fails, so the answer outweighs the report's word.
            return StatusVerdict.ERROR_STATUS;
        }
        if (failedCount() == 0 && unreportedCount() > 0 && "success".equalsIgnoreCase(status)) {
            return StatusVerdict.NOT_CONFIRMED;
        }
        return StatusVerdict.UNHEALTHY;
    }

    /** True when the report came with an HTTP error status (4xx, 5xx). */
    public boolean answeredWithError() {
        return httpStatus >= 400;
    }

    /** True when the service's status is "success" although it answered with an error status. */
    public boolean contradictsItsHttpStatus() {
        return answeredWithError() && "success".equalsIgnoreCase(status);
    }

    /** The checks that say they failed; one that does not say (no or no readable "passed") is not counted. */
    public long failedCount() {
        return results.stream().filter(check -> Boolean.FALSE.equals(check.passed())).count();
    }

    /** The checks that do not say whether they passed: neither passed nor failed, so the health is not confirmed. */
    public long unreportedCount() {
        return results.stream().filter(check -> check.passed() == null).count();
    }
}
