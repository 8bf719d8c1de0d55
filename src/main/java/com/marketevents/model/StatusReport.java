package com.marketevents.model;

import java.time.Instant;
import java.util.List;

/** The answer of the status operation. {@code results} is never null (empty when absent). */
public record StatusReport(String status, String hostname, Instant timestamp, List<CheckResult> results) {

    public StatusReport {
        results = results == null ? List.of() : List.copyOf(results);
    }

    /** Healthy when the service says "success" and every check says it passed. */
    public boolean isHealthy() {
        return "success".equalsIgnoreCase(status) && results.stream().allMatch(CheckResult::hasPassed);
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
