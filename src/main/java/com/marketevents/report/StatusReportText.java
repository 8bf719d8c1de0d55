package com.marketevents.report;

import com.marketevents.model.CheckResult;
import com.marketevents.model.CheckTimeAhead;
import com.marketevents.model.Durations;
import com.marketevents.model.ExpiredChecks;
import com.marketevents.model.FailingChecks;
import com.marketevents.model.StatusReport;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The status report as a readable plain text, for the terminal ({@code status}) and the clipboard (the panel's Copy
 * report): overall state, host, time, round trip, checks (the failing ones first, as the window lists them;
 * {@code --json} keeps the service's order for scripts). The report's texts are the service's, with the key already
 * hidden in them as it was read (see {@code HttpMarketEventsApi#status}).
 */
public final class StatusReportText {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss xxx");

    private StatusReportText() {
    }

    /**
     * The report read at {@code now} and its times said in {@code zone}; a check's output too long to show whole
     * says where it is ({@code wholeOutputAt}: "--json gives the whole output").
     */
    public static String format(StatusReport report, String source, Duration roundTrip, Instant now, ZoneId zone,
            String wholeOutputAt) {
        return format(report, source, roundTrip, now, now, zone, wholeOutputAt);
    }

    /**
     * The report that arrived at {@code arrivedAt}, read at {@code now}, as the window's panel reads it: the overall
     * state and the clocks' difference as they were on arrival, the times since (the report's age, each check's) as
     * they are now.
     */
    public static String format(StatusReport report, String source, Duration roundTrip, Instant arrivedAt,
            Instant now, ZoneId zone, String wholeOutputAt) {
        StringBuilder text = new StringBuilder();
        // Ages and expiries are read on one clock, the report's own unless it lags too far (StatusReport explains).
        Instant atArrival = report.referenceTimeAt(arrivedAt);
        Instant reference = atArrival.plus(Duration.between(arrivedAt, now));
        boolean readOnLocalClock = CheckTimeAhead.readOnLocalClock(atArrival, arrivedAt);
        line(text, "Service", source);
        line(text, "Overall", overall(report, arrivedAt));
        line(text, "Host", TerminalText.clean(report.hostname(), "not given"));
        line(text, "Report time", report.timestamp() == null
                ? "not given"
                : TIME.format(report.timestamp().atZone(zone)) + " (" + reportAge(report, arrivedAt, now) + ")");
        line(text, "Round trip", Durations.format(roundTrip));
        if (report.results().isEmpty()) {
            line(text, "Checks", "none reported");
            return text.toString();
        }
        text.append("Checks:\n");
        for (CheckResult check : FailingChecks.first(report.results())) {
            String mark = check.passed() == null ? "[ ?? ]" : check.hasPassed() ? "[pass]" : "[FAIL]";
            text.append("  ").append(mark).append(' ').append(checkName(check.checker()));
            CheckOutputText.append(text, check.output(), wholeOutputAt);
            text.append("         ").append(timing(check, reference, readOnLocalClock)).append('\n');
            if (!check.unreadable().isEmpty()) {
                text.append("         could not read: ").append(String.join(", ", check.unreadable())).append('\n');
            }
        }
        return text.toString();
    }

    /**
     * "healthy", "UNHEALTHY" when a check failed (one or two named, as the window does: "1 of 30 checks failed:
     * check_29_available") or the status is not success, else "NOT CONFIRMED" when a check did not say whether it
     * passed: such a check counts as neither passed nor failed.
     */
    private static String overall(StatusReport report, Instant now) {
        String said = "\"" + TerminalText.clean(report.status(), "none given") + "\"";
        String status = "status " + said;
        String stale = staleness(report, now);
        return switch (report.verdictAt(now)) {
            case HEALTHY -> "healthy (" + status + ")";
            case STALE -> "STALE (" + status + " and every check passed, but " + stale + ")";
            case ERROR_STATUS -> "UNHEALTHY (the service answered HTTP " + report.httpStatus() + ", an error, although"
                    + " its status is " + said + " and no check failed)" + andStale(stale);
            case NOT_CONFIRMED -> "NOT CONFIRMED (" + status + ", " + report.unreportedCount() + ofChecks(report)
                    + " did not say whether " + (report.unreportedCount() == 1 ? "it" : "they") + " passed)"
                    + andStale(stale);
            case UNHEALTHY -> unhealthy(report, status) + andStale(stale);
        };
    }

    /** "UNHEALTHY (status \"failure\", 2 of 30 checks failed: a and b, and 1 did not say)"; 3 or more only counted. */
    private static String unhealthy(StatusReport report, String status) {
        String named = FailingChecks.named(report.results(), StatusReportText::checkName);
        long unreported = report.unreportedCount();
        return "UNHEALTHY (" + status + ", " + report.failedCount() + ofChecks(report) + " failed" + named
                + (unreported == 0 ? "" : (named.isEmpty() ? ", " : ", and ") + unreported + " did not say") + ")";
    }

    /**
     * "the report expired 1 h ago" when every check with an expiry had expired on arrival, "its check redis_available
     * expired 1 h ago" when one had, "2 of 3 checks expired, the first 1 h ago" when some had, else "": to the unit
     * the line of the check that expired first gives it, beside the time that check ran.
     */
    private static String staleness(StatusReport report, Instant now) {
        ExpiredChecks expired = ExpiredChecks.of(report, now);
        if (!expired.any()) {
            return "";
        }
        CheckResult first = expired.first();
        Duration ran = first.timestamp() == null ? null : Duration.between(first.timestamp(), expired.reference());
        String ago = Durations.span(expired.firstAgo(), ran) + " ago";
        return expired.said("the report expired", ago, StatusReportText::checkName);
    }

    private static String andStale(String staleness) {
        return staleness.isEmpty() ? "" : ", and " + staleness;
    }

    /** " of 3 checks". */
    private static String ofChecks(StatusReport report) {
        int checks = report.results().size();
        return " of " + checks + (checks == 1 ? " check" : " checks");
    }

    /**
     * "ran 5 min ago, STALE: expired 4 min ago": the two times to the same unit, as the window's check rows; a check
     * whose time is ahead of {@code reference} by more than a round trip explains says by how much, as they do.
     */
    private static String timing(CheckResult check, Instant reference, boolean readOnLocalClock) {
        Duration age = check.timestamp() == null ? null : Duration.between(check.timestamp(), reference);
        Duration left = check.expires() == null ? null : Duration.between(reference, check.expires());
        String ran = ran(age, left, readOnLocalClock);
        if (left == null) {
            return ran + ", no expiry given";
        }
        if (check.isStaleAt(reference)) {
            return ran + ", STALE: expired " + Durations.span(left.negated(), age) + " ago";
        }
        return ran + ", valid for " + Durations.span(left, age) + " more";
    }

    /** "ran 5 min ago"; "just now" when ahead by less than a round trip explains; else by how much it is ahead. */
    private static String ran(Duration age, Duration left, boolean readOnLocalClock) {
        if (age == null) {
            return "run time not given";
        }
        if (CheckTimeAhead.isAhead(age)) {
            return CheckTimeAhead.sentence(age, left, readOnLocalClock);
        }
        return "ran " + (age.isNegative() ? "just now" : Durations.span(age, left) + " ago");
    }

    /**
     * How old the report is by this computer's clock; where the two clocks differ by more than a round trip explains,
     * which clock the checks' times are read on.
     */
    private static String reportAge(StatusReport report, Instant arrivedAt, Instant now) {
        if (report.isBehindLocalClockAt(arrivedAt)) {
            return Durations.span(Duration.between(report.timestamp(), now))
                    + " ago by this computer's clock: an old answer, or a wrong clock";
        }
        if (!report.clocksDifferNotablyAt(arrivedAt)) {
            return ago(report.timestamp(), now);
        }
        Duration lag = Duration.between(report.timestamp(), arrivedAt);
        return "the service's clock is " + Durations.span(lag) + (lag.isNegative() ? " ahead of" : " behind")
                + " this computer's; its checks' times are read on its own";
    }

    private static String ago(Instant then, Instant now) {
        Duration age = Duration.between(then, now);
        return age.isNegative() ? "just now" : Durations.span(age) + " ago";
    }

    /** The check's name as the service gives it, made safe for the terminal; "unnamed check" when it gives none. */
    private static String checkName(String checker) {
        String cleaned = TerminalText.clean(checker, "");
        return cleaned.isEmpty() ? "unnamed check" : cleaned;
    }

    private static void line(StringBuilder text, String label, String value) {
        text.append(String.format(Locale.ROOT, "%-12s %s%n", label + ":", value));
    }
}
