package com.marketevents.model;

import java.time.Instant;
import java.util.List;

/**
 * The answer of the status operation. {@code results} is never null (empty when absent); {@code httpStatus} is the
 * HTTP status it came with (500 when a check fails), 200 when it did not come over HTTP.
 */
public record StatusReport(String status, String hostname, Instant timestamp, List<CheckResult> results,
        int httpStatus) {

    public StatusReport {
        results = results == null ? List.of() : List.copyOf(results);
    }

    public StatusReport(String status, String hostname, Instant timestamp, List<CheckResult> results) {
        this(status, hostname, timestamp, results, 200);
    }

    /**
     * Healthy when the service answered without an error status, says "success" and every check says it passed. An
     * error status with a report is the service's sign of a failing check, whatever the report says.
     */
    public boolean isHealthy() {
        return !answeredWithError() && "success".equalsIgnoreCase(status)
                && results.stream().allMatch(CheckResult::hasPassed);
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
