package com.marketevents.demo;

import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The status report as the Python {@code healthcheck} library produces it: two checks, each result cached
 * for 27 s after a pass and 9 s after a failure, so a report can be older than the request. Switching the
 * health flag takes effect at once, so the unhealthy path can be shown on demand.
 */
final class DemoStatus {
    static final Duration PASSED_TTL = Duration.ofSeconds(27);
    static final Duration FAILED_TTL = Duration.ofSeconds(9);
    static final String HOSTNAME = "market-events-demo";
    static final String DATABASE_ERROR = "(psycopg2.OperationalError) could not connect to server: Connection refused."
            + " Is the server running on host \"events-db\" and accepting TCP/IP connections on port 5432?";
    private static final Duration BETWEEN_CHECKS = Duration.ofNanos(10_137_400);

    private final Clock clock;
    private boolean healthy = true;
    private CheckResult redis;
    private CheckResult database;

    DemoStatus(Clock clock) {
        this.clock = clock;
    }

    synchronized void setHealthy(boolean healthy) {
        if (this.healthy != healthy) {
            this.healthy = healthy;
            database = null;
        }
    }

    synchronized boolean isHealthy() {
        return healthy;
    }

    synchronized StatusReport report() {
        Instant now = clock.instant();
        if (redis == null || now.isAfter(redis.expires())) {
            redis = check("redis_available", true, "redis ok", now.minus(BETWEEN_CHECKS));
        }
        if (database == null || now.isAfter(database.expires())) {
            database = check("database_available", healthy, healthy ? "database ok" : DATABASE_ERROR, now);
        }
        boolean passed = redis.hasPassed() && database.hasPassed();
        return new StatusReport(passed ? "success" : "failure", HOSTNAME, now, List.of(redis, database));
    }

    private static CheckResult check(String checker, boolean passed, String output, Instant at) {
        return new CheckResult(checker, output, passed, at, at.plus(passed ? PASSED_TTL : FAILED_TTL));
    }
}
