package com.marketevents.ui.status;

import com.marketevents.model.CheckResult;
import com.marketevents.model.CheckTimeAhead;
import com.marketevents.model.Durations;
import com.marketevents.model.StatusReport;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * One dependency check as the status panel shows it. Its age and remaining validity are counted from the report's
 * reference time at the moment it arrived ({@link com.marketevents.model.StatusReport#referenceTimeAt}: the
 * service's own clock, unless the report lags too far behind this computer's), then on by the local clock.
 */
public final class CheckRow {
    private static final Map<String, String> KNOWN_NAMES = Map.of(
            "database_available", "Database",
            "redis_available", "Redis cache");

    private static final Duration LAST_SECOND = Duration.ofSeconds(1);

    private final CheckResult check;
    private final Duration ageAtArrival;
    /** The reference is this computer's clock, or the report's time within a round trip of it. */
    private final boolean readOnLocalClock;
    private final Duration validityAtArrival;
    private final ReadOnlyStringWrapper ranText = new ReadOnlyStringWrapper(this, "ranText", "");
    private final ReadOnlyStringWrapper validityText = new ReadOnlyStringWrapper(this, "validityText", "");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");

    /**
     * {@code reference}: the time the report's times are read against, as it arrived; {@code arrivedAt}: the same
     * moment on this computer's clock.
     */
    CheckRow(CheckResult check, Instant reference, Instant arrivedAt) {
        this.check = check;
        this.ageAtArrival = check.timestamp() == null ? null : Duration.between(check.timestamp(), reference);
        this.readOnLocalClock = CheckTimeAhead.readOnLocalClock(reference, arrivedAt);
        this.validityAtArrival = check.expires() == null ? null : Duration.between(reference, check.expires());
    }

    public String name() {
        return readableName(check.checker());
    }

    public String technicalName() {
        return check.checker() == null ? "" : check.checker();
    }

    public String output() {
        return check.output() == null ? "" : check.output();
    }

    public boolean passed() {
        return check.hasPassed();
    }

    /** True when the check says it failed; false when it passed or did not say (see {@link #reported()}). */
    public boolean failed() {
        return Boolean.FALSE.equals(check.passed());
    }

    /** False when the service did not say (or not readably) whether the check passed. */
    public boolean reported() {
        return check.passed() != null;
    }

    /**
     * "Could not read when it ran.": the fields the service sent in a form that could not be read, or "". The row
     * otherwise says of them what it says of a field not given.
     */
    public String unreadableText() {
        return check.unreadable().isEmpty() ? "" : "Could not read " + check.unreadable().stream()
                .map(CheckRow::whatTheFieldSays).collect(Collectors.joining(", ")) + ".";
    }

    private static String whatTheFieldSays(String field) {
        return switch (field) {
            case "passed" -> "whether it passed";
            case "timestamp" -> "when it ran";
            case "expires" -> "until when it is valid";
            default -> "its " + field;
        };
    }

    /**
     * Whether {@code other} shows as this row does but for its times: the same check, verdict, output and fields not
     * read. Its cell can then stay, and with it a menu open on it, when the report is refreshed.
     */
    boolean showsAs(CheckRow other) {
        return Objects.equals(check.checker(), other.check.checker())
                && Objects.equals(check.output(), other.check.output())
                && Objects.equals(check.passed(), other.check.passed())
                && check.unreadable().equals(other.check.unreadable());
    }

    /** "ran 12 s ago". */
    public ReadOnlyStringProperty ranTextProperty() {
        return ranText.getReadOnlyProperty();
    }

    /** "valid for 15 s", "expired 3 s ago" (time gone by, as "ran 12 s ago" beside it), "no expiry given". */
    public ReadOnlyStringProperty validityTextProperty() {
        return validityText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    /** Time left before this result expires, {@code sinceArrival} after the report came; null when unknown. */
    Duration remaining(Duration sinceArrival) {
        return validityAtArrival == null ? null : validityAtArrival.minus(sinceArrival);
    }

    /** How long ago the check ran, {@code sinceArrival} after the report came (negative ahead); null when unknown. */
    Duration age(Duration sinceArrival) {
        return ageAtArrival == null ? null : ageAtArrival.plus(sinceArrival);
    }

    /** Both times to the same unit ({@link Durations#span(Duration, Duration)}), as they read side by side. */
    void update(Duration sinceArrival) {
        Duration age = age(sinceArrival);
        Duration left = remaining(sinceArrival);
        ranText.set(age == null ? "time not given" : ranText(age, left));
        if (left == null) {
            validityText.set("no expiry given");
            stale.set(false);
        } else if (left.isNegative() || left.isZero()) {
            validityText.set(expiredAgo(left.negated(), age));
            stale.set(true);
        } else {
            validityText.set(validFor(left, age));
            stale.set(false);
        }
    }

    /**
     * "valid for 7 s", beside {@code beside} ({@link Durations#span(Duration, Duration)}). A result still valid is
     * never said to be valid for nought: in its last half second, which the rounding would give as "0 s", it is valid
     * for "1 s" (its {@link #staleProperty} and the refresh at expiry agree it has not expired yet).
     */
    static String validFor(Duration left, Duration beside) {
        return "valid for " + Durations.span(left.compareTo(LAST_SECOND) < 0 ? LAST_SECOND : left, beside);
    }

    /**
     * "expired 3 s ago", beside {@code beside}: as {@link #validFor}, never nought; in its first half second, which the
     * rounding would give as "0 s", a result has expired "1 s ago" (its {@link #staleProperty} says it has expired).
     */
    static String expiredAgo(Duration ago, Duration beside) {
        return "expired " + Durations.span(ago.compareTo(LAST_SECOND) < 0 ? LAST_SECOND : ago, beside) + " ago";
    }

    /**
     * "ran 12 s ago"; for a time to come (beyond what a round trip explains), how far ahead: "its time is 3 days
     * ahead of this computer's clock", or "of the report's" where the report's own clock is notably off.
     */
    private String ranText(Duration age, Duration left) {
        if (CheckTimeAhead.isAhead(age)) {
            return CheckTimeAhead.sentence(age, left, readOnLocalClock);
        }
        // Ahead by less than a round trip explains is taken as just run: "ran 0 s ago".
        return "ran " + Durations.span(age.isNegative() ? Duration.ZERO : age, left) + " ago";
    }

    static String readableName(String checker) {
        if (checker == null || checker.isBlank()) {
            return "Unnamed check";
        }
        String known = KNOWN_NAMES.get(checker);
        if (known != null) {
            return known;
        }
        String words = checker.replaceAll("_(available|check|ok)$", "").replace('_', ' ').strip();
        return words.isEmpty() ? checker : words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }
}
