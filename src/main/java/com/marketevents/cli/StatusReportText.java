package com.marketevents.cli;

import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** The status report as a readable text for the terminal: overall state, host, time, round trip, checks. */
final class StatusReportText {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss xxx");

    private StatusReportText() {
    }

    static String format(StatusReport report, String source, Duration roundTrip, Instant now, ZoneId zone) {
        StringBuilder text = new StringBuilder();
        long failed = report.results().stream().filter(check -> !check.hasPassed()).count();
        String status = TerminalText.clean(report.status(), "none given");
        String overall = report.isHealthy()
                ? "healthy (status \"" + status + "\")"
                : "UNHEALTHY (status \"" + status + "\", " + failed + " of " + report.results().size()
                        + " checks failed)";
        line(text, "Service", source);
        line(text, "Overall", overall);
        line(text, "Host", TerminalText.clean(report.hostname(), "not given"));
        line(text, "Report time", report.timestamp() == null
                ? "not given"
                : TIME.format(report.timestamp().atZone(zone)) + " (" + ago(report.timestamp(), now) + ")");
        line(text, "Round trip", Durations.format(roundTrip));
        if (report.results().isEmpty()) {
            line(text, "Checks", "none reported");
            return text.toString();
        }
        text.append("Checks:\n");
        for (CheckResult check : report.results()) {
            String mark = check.passed() == null ? "[ ?? ]" : check.hasPassed() ? "[pass]" : "[FAIL]";
            text.append("  ").append(mark).append(' ').append(TerminalText.clean(check.checker(), "unnamed check"));
            String output = TerminalText.clean(check.output(), "");
            text.append(output.isEmpty() ? "" : ": " + output).append('\n');
            text.append("         ").append(timing(check, now)).append('\n');
            if (!check.unreadable().isEmpty()) {
                text.append("         could not read: ").append(String.join(", ", check.unreadable())).append('\n');
            }
        }
        return text.toString();
    }

    private static String timing(CheckResult check, Instant now) {
        String ran = check.timestamp() == null ? "run time not given" : "ran " + ago(check.timestamp(), now);
        if (check.expires() == null) {
            return ran + ", no expiry given";
        }
        if (check.isStaleAt(now)) {
            return ran + ", STALE: expired " + Durations.format(Duration.between(check.expires(), now)) + " ago";
        }
        return ran + ", valid for " + Durations.format(check.remainingValidityAt(now)) + " more";
    }

    private static String ago(Instant then, Instant now) {
        Duration age = Duration.between(then, now);
        return age.isNegative() ? "just now" : Durations.format(age) + " ago";
    }

    private static void line(StringBuilder text, String label, String value) {
        text.append(String.format("%-12s %s%n", label + ":", value));
    }
}
