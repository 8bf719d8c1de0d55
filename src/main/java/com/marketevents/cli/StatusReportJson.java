package com.marketevents.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.marketevents.model.CheckResult;
import com.marketevents.model.CheckTimeAhead;
import com.marketevents.model.StatusReport;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;

/**
 * The status report as JSON for scripts: the service's fields with its names (times as epoch seconds
 * with fractions, as the service sends them), plus what this program found: source, healthy, stale
 * checks, checks whose time is ahead of the one they are read against (a wrong clock), the fields of a check that
 * could not be read, and the round trip. When there is no report, an object
 * that says why, so stdout is never empty.
 */
final class StatusReportJson {
    private StatusReportJson() {
    }

    static String format(ObjectMapper mapper, StatusReport report, String source, boolean demo, Duration roundTrip,
            Instant now) throws com.fasterxml.jackson.core.JsonProcessingException {
        ObjectNode root = mapper.createObjectNode();
        root.put("source", source);
        root.put("demo", demo);
        root.put("healthy", report.isHealthyOnArrival(now));
        root.put("stale", report.isStaleOnArrival(now));
        root.put("status", report.status());
        root.put("http_status", report.httpStatus());
        root.put("hostname", report.hostname());
        root.put("timestamp", epochSeconds(report.timestamp()));
        root.put("round_trip_ms", roundTrip.toMillis());
        ArrayNode results = root.putArray("results");
        for (CheckResult check : report.results()) {
            ObjectNode node = results.addObject();
            node.put("checker", check.checker());
            node.put("output", check.output());
            node.put("passed", check.passed());
            node.put("timestamp", epochSeconds(check.timestamp()));
            node.put("expires", epochSeconds(check.expires()));
            node.put("stale", check.isStaleAt(report.referenceTimeAt(now)));
            node.put("time_ahead", check.timestamp() != null
                    && CheckTimeAhead.isAhead(Duration.between(check.timestamp(), report.referenceTimeAt(now))));
            check.unreadable().forEach(node.putArray("unreadable")::add);
        }
        return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + System.lineSeparator();
    }

    /**
     * {"status":"unavailable","healthy":false,"error":…,"exit_code":…}: "unavailable" is never a status the
     * service sends, and "healthy" stays a boolean for scripts that test only it.
     */
    static String unavailable(String sentence, ExitCode exitCode) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("status", "unavailable");
        root.put("healthy", false);
        root.put("error", sentence);
        root.put("exit_code", exitCode.code());
        return root.toPrettyString() + System.lineSeparator();
    }

    private static BigDecimal epochSeconds(Instant instant) {
        if (instant == null) {
            return null;
        }
        BigDecimal seconds = BigDecimal.valueOf(instant.getEpochSecond());
        return instant.getNano() == 0
                ? seconds
                : seconds.add(BigDecimal.valueOf(instant.getNano(), 9).stripTrailingZeros());
    }
}
