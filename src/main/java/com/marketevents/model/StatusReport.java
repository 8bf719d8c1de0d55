package com.marketevents.model;

import java.time.Instant;
import java.util.List;

/** The answer of the status operation. {@code results} is never null (empty when absent). */
public record StatusReport(String status, String hostname, Instant timestamp, List<CheckResult> results) {

    public StatusReport {
        results = results == null ? List.of() : List.copyOf(results);
    }

    /** Healthy when the service says "success" and no check failed. */
    public boolean isHealthy() {
        return "success".equalsIgnoreCase(status) && results.stream().allMatch(CheckResult::hasPassed);
    }
}
