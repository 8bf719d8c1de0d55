package com.marketevents.ui.status;

import com.marketevents.api.Cancellation;
import com.marketevents.api.RetryWaits;
import com.marketevents.model.CheckResult;
import com.marketevents.model.Durations;
import com.marketevents.model.ExpiredChecks;
import com.marketevents.model.FailingChecks;
import com.marketevents.model.StatusReport;
import com.marketevents.report.StatusReportText;
import com.marketevents.ui.common.AtNextMidnight;
import com.marketevents.ui.common.Connection;
import com.marketevents.ui.common.Connector;
import com.marketevents.ui.common.ErrorText;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.ServiceFailure;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.common.ZoneNames;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the service status panel: the last report, each check with a live countdown of its validity,
 * and the refresh cycle (on demand, and by itself when the results expire).
 */
public final class StatusViewModel {

    /**
     * What the panel says overall. UNKNOWN: no answer to go by, whether none came yet (not checked, checking) or the
     * one that came no longer tells how the service is (a stale report, a report not confirmed, an expired hold).
     */
    public enum Health {
        UNKNOWN, HEALTHY, UNHEALTHY, KEY_REJECTED, UNREACHABLE, NO_ANSWER, FAILED
    }

    /** Waits this long after a failure before asking again by itself. */
    static final Duration RETRY_AFTER_FAILURE = Duration.ofSeconds(30);
    /** Where a check's output cut in the copied report is whole. */
    static final String WHOLE_OUTPUT_AT = "the check's Copy output gives the whole output";
    /** Asks again this often when the report gives no expiry. */
    static final Duration REFRESH_WITHOUT_EXPIRY = Duration.ofSeconds(60);
    /** Never asks by itself more often than this, whatever the expiry says. */
    static final Duration MINIMUM_INTERVAL = Duration.ofSeconds(3);
    static final Duration TICK = Duration.ofSeconds(1);
    /** How long a request runs before Refresh offers to stop it ({@link #askingLongProperty}). */
    static final Duration ASKING_LONG_AFTER = Duration.ofSeconds(1);
    /**
     * How long the report may stay expired with no newer answer before the window stops claiming what it said: more
     * than a slow answer to the refresh at expiry takes, so a healthy service never flickers.
     */
    static final Duration UNCONFIRMED_AFTER = Duration.ofSeconds(5);

    private final UiExecutor executor;
    private final Connector connector;
    private final Clock clock;
    /** A wait before asking, said and counted down in the panel: the wait is ours, not the service's silence. */
    private final StatusHold hold;
    /** Says again at the next midnight what the panel said once naming a time of day: it then names its date. */
    private final AtNextMidnight nextDay;

    private final ReadOnlyObjectWrapper<Health> health =
            new ReadOnlyObjectWrapper<>(this, "health", Health.UNKNOWN);
    private final ReadOnlyStringWrapper headline = new ReadOnlyStringWrapper(this, "headline", "Not checked yet");
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper(this, "detail", "");
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(this, "notice");
    private final ReadOnlyStringWrapper hostname = new ReadOnlyStringWrapper(this, "hostname", "");
    private final ReadOnlyStringWrapper reportTime = new ReadOnlyStringWrapper(this, "reportTime", "");
    private final ReadOnlyStringWrapper roundTrip = new ReadOnlyStringWrapper(this, "roundTrip", "");
    private final ReadOnlyStringWrapper source = new ReadOnlyStringWrapper(this, "source", "");
    private final ReadOnlyStringWrapper validity = new ReadOnlyStringWrapper(this, "validity", "");
    private final ReadOnlyBooleanWrapper stale = new ReadOnlyBooleanWrapper(this, "stale");
    private final ReadOnlyStringWrapper earlierAnswer = new ReadOnlyStringWrapper(this, "earlierAnswer", "");
    private final ReadOnlyBooleanWrapper refreshing = new ReadOnlyBooleanWrapper(this, "refreshing");
    private final ReadOnlyBooleanWrapper askingLong = new ReadOnlyBooleanWrapper(this, "askingLong");
    private final ReadOnlyBooleanWrapper hasReport = new ReadOnlyBooleanWrapper(this, "hasReport");
    private final ObservableList<CheckRow> checks = FXCollections.observableArrayList();
    private final ObservableList<CheckRow> checksView = FXCollections.unmodifiableObservableList(checks);

    private long ticket;
    private Cancellation running;
    /** The headline of the last report, while a newer one is awaited after it expired. */
    private String lastReported = "";
    private Instant arrivedAt;
    /** The last answer, as read (the key already hidden in its texts), for {@link #reportText}; null when none. */
    private Answer lastAnswer;
    /** What the last report said as it arrived ("Healthy, 2 of 2 checks passed"), kept with it after a failure. */
    private String answerSaid = "";
    /** The last report had a check expired when it arrived (read as {@link StatusReport#referenceTimeAt} says). */
    private boolean arrivedStale;
    /** How far the last report's time lagged behind this computer's clock, when too far for skew; else null. */
    private Duration lastBehind;
    private UiExecutor.Scheduled nextRefresh;
    private UiExecutor.Scheduled nextTick;
    private UiExecutor.Scheduled askingLongSoon;
    /** The last report's own time, as "Report time" says it with {@link #reportTimeNote}; null when none is shown. */
    private Instant reportedAt;
    private String reportTimeNote = "";
    /** The detail as said once naming a time of day, and how to say it again; null when the detail names none. */
    private Supplier<String> detailNamingTime;
    private String detailSaidWithTime;
    /** When the user last stopped a request, until the next one starts: the service's silence was the user's. */
    private Instant stoppedAt;
    /** A load was answered since the running request was sent: a failure of that request is out of date on arrival. */
    private boolean answeredSinceAsked;

    public StatusViewModel(UiExecutor executor, Connector connector, Clock clock) {
        this.executor = executor;
        this.connector = connector;
        this.clock = clock;
        this.hold = new StatusHold(executor, clock, UNCONFIRMED_AFTER, notice::get, this::show, this::askingAfterWait);
        this.nextDay = new AtNextMidnight(executor, clock, this::sayTimesAgain);
    }

    /** Asks the service for its status now; a request still running is dropped. */
    public void refresh() {
        if (running != null) {
            running.cancel();
        }
        // The countdown goes on while asking, so a slow answer lets the old results turn stale visibly.
        if (nextRefresh != null) {
            nextRefresh.cancel();
            nextRefresh = null;
        }
        hold.end(true);
        long myTicket = ++ticket;
        stoppedAt = null;
        answeredSinceAsked = false;
        Cancellation cancellation = new Cancellation();
        running = cancellation;
        refreshing.set(true);
        if (askingLongSoon != null) {
            askingLongSoon.cancel();
        }
        askingLongSoon = executor.schedule(ASKING_LONG_AFTER, () -> askingLong.set(myTicket == ticket));
        sayAskingAgainSince(clock.instant());
        executor.submit(() -> {
            Connection connection = connector.get();
            long started = System.nanoTime();
            AtomicLong waited = new AtomicLong(); // the round trip is the service's, not our wait before asking
            StatusReport report = connection.api().status(cancellation, waitsSaid(myTicket, waited));
            Duration took = Duration.ofNanos(Math.max(0, System.nanoTime() - started - waited.get()));
            return new Answer(report, took, connection.source());
        }, answer -> showReport(myTicket, answer), failure -> showFailure(myTicket, failure));
    }

    /** Tells the panel of each wait before asking, and adds it to {@code waited}; called on the request's thread. */
    private RetryWaits waitsSaid(long myTicket, AtomicLong waited) {
        return new RetryWaits() {
            @Override
            public void waiting(Duration wait, String why) {
                waitingUntil(wait, null, why);
            }

            @Override
            public void waitingUntil(Duration wait, Instant end, String why) {
                waited.addAndGet(wait.toNanos());
                executor.post(() -> showWaiting(myTicket, wait, end, why));
            }
        };
    }

    private void sayAskingAgainSince(Instant since) {
        Notice error = notice.get();
        if (error != null) {
            // The error stays until the answer, which a service dripping its bytes may take minutes to give.
            sayDetailNamingTime(() -> error.text() + " Asking again since " + ZoneNames.clockTime(since, clock)
                    + "…");
        }
    }

    private void doneAsking() {
        refreshing.set(false);
        askingLong.set(false);
        if (askingLongSoon != null) {
            askingLongSoon.cancel();
            askingLongSoon = null;
        }
    }

    /**
     * The service has just answered a load, so an error about it may be out of date: asks again when the panel shows
     * one and no request is running, or, when one is, once that request fails (the failure then came after the
     * answer, most likely a time-out begun while the service hung).
     */
    public void serviceAnsweredALoad() {
        if (running != null) {
            answeredSinceAsked = true;
        } else if (notice.get() != null) {
            refresh();
        }
    }

    /**
     * Stops the request running, if any: the panel says again what it said before it, and asks by itself later, as
     * after a failure.
     */
    public void cancelRefresh() {
        if (running == null) {
            return;
        }
        running.cancel();
        running = null;
        ticket++;
        doneAsking();
        hold.end(true);
        stoppedAt = clock.instant();
        Notice error = notice.get();
        if (error != null) {
            detail.set(error.text());
        } else if (arrivedAt == null) {
            health.set(Health.UNKNOWN);
            headline.set("Not checked yet");
            detail.set("Asking for the status was cancelled.");
        } else {
            tick(); // "Not confirmed", saying that asking was stopped
        }
        Duration left = arrivedAt == null || error != null ? null
                : firstExpiry(Duration.between(arrivedAt, clock.instant()));
        // A report still valid is asked again when it expires; else not before a failure's wait, as this one hung.
        scheduleRefresh(left != null && left.compareTo(MINIMUM_INTERVAL) > 0 ? left : RETRY_AFTER_FAILURE);
    }

    /**
     * The window now talks to {@code service} ("127.0.0.1:9999", "the built-in demo service"): the report shown was
     * another service's, so it goes at once, here and in the status bar, which say that this one is being checked
     * until it answers.
     */
    public void checkNewService(String service) {
        cancelTimers();
        hold.end(false);
        forgetReport();
        notice.set(null);
        lastReported = "";
        health.set(Health.UNKNOWN);
        headline.set("Checking…");
        detail.set("Asking " + service + " for its status…");
        refresh();
    }

    /** Stops the automatic refresh and the countdown (the window is closing). */
    public void stop() {
        ticket++;
        if (running != null) {
            running.cancel();
        }
        cancelTimers();
        hold.end(false);
        nextDay.cancel();
    }

    private record Answer(StatusReport report, Duration roundTrip, String source) {
    }

    private void showReport(long myTicket, Answer answer) {
        if (myTicket != ticket) {
            return;
        }
        running = null;
        doneAsking();
        hold.end(false);
        notice.set(null);
        earlierAnswer.set("");
        arrivedAt = clock.instant();
        lastAnswer = answer;
        hasReport.set(true);
        StatusReport report = answer.report();
        List<CheckRow> rows = new ArrayList<>();
        for (CheckResult check : FailingChecks.first(report.results())) {
            rows.add(new CheckRow(check, report.referenceTimeAt(arrivedAt), arrivedAt));
        }
        checks.setAll(rows);
        ExpiredChecks expired = ExpiredChecks.of(report, arrivedAt);
        arrivedStale = report.isStaleOnArrival(arrivedAt);
        lastBehind = report.isBehindLocalClockAt(arrivedAt) ? Duration.between(report.timestamp(), arrivedAt) : null;
        hostname.set(report.hostname() == null ? "not given" : report.hostname());
        reportedAt = report.timestamp();
        reportTimeNote = reportedAt == null ? "" : clockNote(report);
        sayReportTime();
        roundTrip.set(Durations.format(answer.roundTrip()));
        source.set(answer.source());
        long failing = report.failedCount();
        long unreported = report.unreportedCount();
        // A check that does not say whether it passed is neither passed nor failed: it leaves the health unconfirmed.
        String notSaid = unreported == 0 ? ""
                : unreported + " of " + rows.size() + (rows.size() == 1 ? " check" : " checks")
                        + (unreported == 1 ? " does not say whether it passed" : " do not say whether they passed");
        switch (report.verdictAt(arrivedAt)) {
            case STALE -> {
                health.set(Health.UNKNOWN);
                headline.set("Stale report");
                sayDetailNamingTime(() -> "The report says every check passed, but " + staleness(expired) + ".");
            }
            case HEALTHY -> {
                health.set(Health.HEALTHY);
                headline.set("Healthy");
                detail.set(rows.isEmpty() ? "The service answered but listed no checks."
                        : rows.size() == 1 ? "Its one check passed." : "All " + rows.size() + " checks passed.");
            }
            case ERROR_STATUS -> {
                health.set(Health.UNHEALTHY);
                headline.set("Unhealthy");
                detail.set("The service answered with an error (HTTP " + report.httpStatus() + ") although its"
                        + " report says \"" + report.status() + "\" and no check failed.");
            }
            case NOT_CONFIRMED -> {
                health.set(Health.UNKNOWN);
                headline.set("Not confirmed");
                detail.set(notSaid + (unreported == rows.size() ? "." : "; the " + (rows.size() - unreported == 1
                        ? "other passed." : "others passed.")));
            }
            case UNHEALTHY -> {
                health.set(Health.UNHEALTHY);
                headline.set("Unhealthy");
                detail.set(failing == 0
                        ? "The service reports \"" + report.status() + "\" although no check failed"
                                + (notSaid.isEmpty() ? "." : " (" + notSaid + ").")
                        : failing + " of " + rows.size() + (rows.size() == 1 ? " check" : " checks")
                                + (failing == 1 ? " is" : " are") + " failing"
                                + FailingChecks.named(report.results(), StatusViewModel::checkName)
                                + (unreported == 0 ? "" : (failing <= 2 ? "," : "") + " and " + unreported
                                        + " did not say")
                                + "; the service may give incomplete or no data.");
            }
        }
        if (arrivedStale && !report.isHealthy()) {
            String said = detail.get();
            sayDetailNamingTime(() -> said + " The report is stale: " + staleness(expired) + ".");
        }
        long passed = rows.stream().filter(CheckRow::passed).count();
        answerSaid = headline.get() + ", " + (rows.isEmpty() ? "no checks listed"
                : passed + " of " + rows.size() + (rows.size() == 1 ? " check" : " checks") + " passed");
        tick();
        // A report already stale will be as stale a moment later (a cache answers it): not asked again every 3 s.
        scheduleRefresh(arrivedStale ? RETRY_AFTER_FAILURE : untilFirstExpiry());
    }

    /** A check as the summary names it: as the service does, "Unnamed check" when it gives no name. */
    private static String checkName(String checker) {
        return checker == null || checker.isBlank() ? CheckRow.readableName(checker) : checker;
    }

    private void sayReportTime() {
        reportTime.set(reportedAt == null ? "not given" : ZoneNames.clockTime(reportedAt, clock) + reportTimeNote);
        if (reportedAt != null) {
            nextDay.arm();
        }
    }

    /** Shows {@code sentence}, which names a time of day, and says it again at midnight unless replaced by then. */
    private void sayDetailNamingTime(Supplier<String> sentence) {
        detailNamingTime = sentence;
        detailSaidWithTime = sentence.get();
        detail.set(detailSaidWithTime);
        nextDay.arm();
    }

    /** Midnight: what names a time of day said today would read as the new day's, and is said again with its date. */
    private void sayTimesAgain() {
        if (reportedAt != null) {
            sayReportTime();
        }
        if (detailNamingTime != null && detail.get().equals(detailSaidWithTime)) {
            sayDetailNamingTime(detailNamingTime);
        }
    }

    /**
     * "it expired at 13:00:24 UTC (its time is 1 h 0 min behind this computer's clock: …)" when every check with an
     * expiry had expired on arrival, "its check redis_available expired at …" when one had, "2 of 3 checks expired,
     * the first at …" when some had: a time of day, which stays true while the sentence is shown, where "59 min 33 s
     * ago" fell behind the checks' ticking "expired … ago".
     */
    private String staleness(ExpiredChecks expired) {
        String at = "at " + ZoneNames.clockTime(arrivedAt.minus(expired.firstAgo()), clock);
        String which = expired.said("it expired", at, checker -> checker);
        return lastBehind == null ? which : which + " (its time is " + Durations.span(lastBehind)
                + " behind this computer's clock: an old answer kept by a cache, or a wrong clock)";
    }

    /** Where the report's time is far from this computer's clock, by how much: the checks' times are read on one. */
    private String clockNote(StatusReport report) {
        Duration lag = Duration.between(report.timestamp(), arrivedAt);
        if (lastBehind != null) {
            return " (" + Durations.span(lag) + " behind this computer's clock)";
        }
        return !report.clocksDifferNotablyAt(arrivedAt) ? "" : " (service clock, " + Durations.span(lag.abs())
                + (lag.isNegative() ? " ahead of" : " behind") + " this computer's)";
    }

    private void showFailure(long myTicket, Throwable failure) {
        if (myTicket != ticket) {
            return;
        }
        running = null;
        doneAsking();
        hold.end(true);
        Notice failed = ErrorText.noticeFor(failure, "checking the service status", connector.environmentOverrides(),
                clock);
        if (failed == null) {
            return;
        }
        ServiceFailure verdict = ServiceFailure.of(failure);
        health.set(switch (verdict) {
            case KEY_REJECTED -> Health.KEY_REJECTED;
            case NO_ANSWER -> Health.NO_ANSWER;
            case UNREACHABLE -> Health.UNREACHABLE;
            case WRONG_ADDRESS, UNUSABLE_SETTINGS, OTHER, OUT_OF_MEMORY, UNEXPECTED -> Health.FAILED;
        });
        headline.set(verdict.headline());
        detail.set(failed.text());
        notice.set(failed);
        // The last report stays, said to be an earlier answer: a blip is then told from an outage.
        tick();
        if (answeredSinceAsked) {
            refresh(); // once: this request starts with no answer since
        } else {
            scheduleRefresh(RETRY_AFTER_FAILURE);
        }
    }

    private void forgetReport() {
        checks.clear();
        hostname.set("");
        reportTime.set("");
        reportedAt = null;
        roundTrip.set("");
        validity.set("");
        stale.set(false);
        arrivedAt = null;
        lastAnswer = null;
        hasReport.set(false);
        arrivedStale = false;
        lastBehind = null;
        earlierAnswer.set("");
    }

    private Duration untilFirstExpiry() {
        Duration first = firstExpiry(Duration.ZERO);
        if (first == null) {
            return REFRESH_WITHOUT_EXPIRY;
        }
        return first.compareTo(MINIMUM_INTERVAL) < 0 ? MINIMUM_INTERVAL : first;
    }

    /** The shortest time a check has left, {@code since} the report arrived; null when none expires. */
    private Duration firstExpiry(Duration since) {
        CheckRow first = firstExpiring(since);
        return first == null ? null : first.remaining(since);
    }

    /** The check with the shortest time left, {@code since} the report arrived; null when none expires. */
    private CheckRow firstExpiring(Duration since) {
        CheckRow first = null;
        for (CheckRow row : checks) {
            Duration left = row.remaining(since);
            if (left != null && (first == null || left.compareTo(first.remaining(since)) < 0)) {
                first = row;
            }
        }
        return first;
    }

    private void scheduleRefresh(Duration delay) {
        long myTicket = ticket;
        nextRefresh = executor.schedule(delay, () -> {
            if (myTicket == ticket) {
                refresh();
            }
        });
    }

    private void tick() {
        if (arrivedAt == null) {
            return;
        }
        Duration since = Duration.between(arrivedAt, clock.instant());
        checks.forEach(row -> row.update(since));
        boolean anyStale = checks.stream().anyMatch(row -> row.staleProperty().get());
        stale.set(anyStale);
        CheckRow firstRow = firstExpiring(since);
        Duration first = firstRow == null ? null : firstRow.remaining(since);
        // Said to the unit that check's row gives it, beside the time it ran: the two texts read alike.
        Duration firstAge = firstRow == null ? null : firstRow.age(since);
        validity.set(checks.isEmpty() ? "" : first == null ? "no expiry given" : anyStale ? "stale"
                : CheckRow.validFor(first, firstAge));
        if (notice.get() != null) {
            // The error is the current truth: the report is said as an earlier answer, not as "Not confirmed".
            earlierAnswer.set("Last answer at " + ZoneNames.clockTime(arrivedAt, clock) + ", " + Durations.span(since)
                    + " ago: " + answerSaid + ".");
        } else if (!arrivedStale && first != null && first.negated().compareTo(UNCONFIRMED_AFTER) >= 0
                && !hold.isHeld()) {
            showUnconfirmed(first.negated(), firstAge);
        }
        if (nextTick != null) {
            nextTick.cancel();
        }
        nextTick = executor.schedule(TICK, this::tick);
    }

    /**
     * The report expired {@code ago} (its check that ran {@code ranAgo}, as its row says it) and the service has not
     * answered since (a hung service answers nothing until a time-out): the window stops claiming what the report
     * said, here and in the status bar.
     */
    private void showUnconfirmed(Duration ago, Duration ranAgo) {
        if (health.get() == Health.HEALTHY || health.get() == Health.UNHEALTHY) {
            lastReported = headline.get();
        }
        health.set(Health.UNKNOWN);
        headline.set("Not confirmed");
        String expired = "The last report (" + lastReported + ") expired " + Durations.span(ago, ranAgo) + " ago";
        String afterTheWait = hold.afterTheWait();
        detail.set(expired + (stoppedAt != null
                ? "; asking again was stopped at " + ZoneNames.clockTime(stoppedAt, clock) + "."
                : afterTheWait != null ? afterTheWait
                : ", and the service has not answered since" + (refreshing.get() ? "; asking again." : ".")));
    }

    /**
     * The running request waits {@code wait} before asking, for {@code why} ("HTTP 429"), until {@code end} as the
     * answer that asked for it was read (the instant a load's "Try again after" names), else from now: the panel and
     * the status bar count it down.
     */
    private void showWaiting(long myTicket, Duration wait, Instant end, String why) {
        if (myTicket == ticket) {
            hold.start(wait, end == null ? clock.instant().plus(wait) : end, why,
                    new StatusHold.Shown(health.get(), headline.get(), detail.get()));
        }
    }

    private void show(StatusHold.Shown shown) {
        health.set(shown.health());
        headline.set(shown.headline());
        detail.set(shown.detail());
    }

    /** The wait before asking is over: the request goes out {@code at}. */
    private void askingAfterWait(Instant at) {
        sayAskingAgainSince(at);
        tick();
    }

    private void cancelTimers() {
        if (nextRefresh != null) {
            nextRefresh.cancel();
            nextRefresh = null;
        }
        if (nextTick != null) {
            nextTick.cancel();
            nextTick = null;
        }
    }

    public ReadOnlyObjectProperty<Health> healthProperty() {
        return health.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty headlineProperty() {
        return headline.getReadOnlyProperty();
    }

    /** One sentence under the headline: what passed or failed, or what went wrong and what to do. */
    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** Set when the status could not be read at all (with its way out), else null. */
    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty hostnameProperty() {
        return hostname.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty reportTimeProperty() {
        return reportTime.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty roundTripProperty() {
        return roundTrip.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty sourceProperty() {
        return source.getReadOnlyProperty();
    }

    /** "valid for 12 s" (the first check to expire), "stale", "no expiry given", or empty when no check is listed. */
    public ReadOnlyStringProperty validityProperty() {
        return validity.getReadOnlyProperty();
    }

    /**
     * "Last answer at 08:33:45 CET, 40 s ago: Healthy, 2 of 2 checks passed.": the facts and checks shown are that
     * earlier answer's, kept under the error of a later request; empty while they are the current answer's.
     */
    public ReadOnlyStringProperty earlierAnswerProperty() {
        return earlierAnswer.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty staleProperty() {
        return stale.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty refreshingProperty() {
        return refreshing.getReadOnlyProperty();
    }

    /**
     * True once a request has run for {@link #ASKING_LONG_AFTER}: then Refresh offers to stop it. An answer as prompt
     * as a service's usually is leaves the button as it was, rather than flash "Cancel" at every automatic ask.
     */
    public ReadOnlyBooleanProperty askingLongProperty() {
        return askingLong.getReadOnlyProperty();
    }

    /**
     * The last report as plain text to paste into a ticket, as the command line's {@code status} prints it, its
     * checks' times read now as their rows say them. When the panel no longer goes by it (a later request failed, a
     * check expired), what the panel says comes first ("Status unknown: …", "Last answer at …"). Empty when there is
     * no report ({@link #hasReportProperty}).
     */
    public String reportText() {
        if (lastAnswer == null) {
            return "";
        }
        String report = StatusReportText.format(lastAnswer.report(), lastAnswer.source(), lastAnswer.roundTrip(),
                arrivedAt, clock.instant(), clock.getZone(), WHOLE_OUTPUT_AT);
        String line = "\n"; // as the report's own lines end: one kind of line end in the text copied
        Notice error = notice.get();
        if (error != null) {
            return headline.get() + ": " + error.text() + line + earlierAnswer.get() + line + line + report;
        }
        return stale.get() ? headline.get() + ": " + detail.get() + line + line + report : report;
    }

    /** True while there is a report to copy: one came from the current service, even if a later request failed. */
    public ReadOnlyBooleanProperty hasReportProperty() {
        return hasReport.getReadOnlyProperty();
    }

    public ObservableList<CheckRow> checks() {
        return checksView;
    }
}
