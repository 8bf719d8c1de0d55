package com.marketevents.ui;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.EventsAnswer;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.api.RetryWaits;
import com.marketevents.model.CheckResult;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.StatusReport;
import com.marketevents.ui.common.Connection;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/** A scriptable service for tests: events per range, a status report, failures, and a gate to hold a load. */
public final class FakeMarketEventsApi implements MarketEventsApi {
    private final Clock clock;
    private volatile Function<DateRange, List<MarketEvent>> events =
            range -> SampleEvents.between(range.from(), range.to(), 6);
    private volatile boolean healthy = true;
    private volatile boolean onlyOneCheck;
    private volatile boolean statusAtGate;
    private volatile ApiException eventsFailure;
    private volatile ApiException statusFailure;
    private volatile Duration waitBeforeStatus;
    private volatile Instant waitBeforeStatusEnds;
    private volatile Runnable duringStatusWait;
    private volatile boolean statusWaitTold;
    private volatile Function<Instant, StatusReport> scriptedStatus;
    private volatile boolean gateClosed;
    private final java.util.Set<CountDownLatch> waiters = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private volatile String source = "fake service";
    private final AtomicInteger eventCalls = new AtomicInteger();
    private final AtomicInteger statusCalls = new AtomicInteger();
    private final AtomicInteger waiting = new AtomicInteger();

    public FakeMarketEventsApi(Clock clock) {
        this.clock = clock;
    }

    public FakeMarketEventsApi withEvents(Function<DateRange, List<MarketEvent>> byRange) {
        this.events = byRange;
        return this;
    }

    public void setHealthy(boolean value) {
        healthy = value;
    }

    /** From now on the status report lists only its database check. */
    public void reportOnlyOneCheck() {
        onlyOneCheck = true;
    }

    public void failEvents(ApiException failure) {
        eventsFailure = failure;
    }

    /** From now on the status report is the one {@code report} makes for the clock's time (null: the usual). */
    public void reportStatus(Function<Instant, StatusReport> report) {
        scriptedStatus = report;
    }

    public void failStatus(ApiException failure) {
        statusFailure = failure;
    }

    public void failEverything(ApiException failure) {
        eventsFailure = failure;
        statusFailure = failure;
    }

    public void setSource(String value) {
        source = value;
    }

    /** From now on every events call waits until {@link #openGate()} or its cancellation. */
    public void closeGate() {
        gateClosed = true;
    }

    /** From now on every status call waits at the gate too, while it is closed. */
    public void holdStatusAtGate() {
        statusAtGate = true;
    }

    public void openGate() {
        gateClosed = false;
        waiters.forEach(CountDownLatch::countDown);
    }

    /** Events calls now blocked at the gate. */
    public int waitingAtGate() {
        return waiting.get();
    }

    public int eventCalls() {
        return eventCalls.get();
    }

    public int statusCalls() {
        return statusCalls.get();
    }

    /**
     * The next status call first waits {@code wait} before asking, as one held back by a Retry-After does, telling its
     * RetryWaits so, and runs {@code meanwhile} (the test's look at the window during the wait); then it asks, unless
     * cancelled meanwhile.
     */
    public void waitBeforeNextStatus(Duration wait, Runnable meanwhile) {
        waitBeforeNextStatus(wait, null, meanwhile);
    }

    /**
     * As {@link #waitBeforeNextStatus(Duration, Runnable)}, telling also the instant the wait ends, where the answer
     * that asked for it arrived ({@link RetryWaits#waitingUntil}); {@code wait} as the call computed it, a moment
     * before the window hears of it.
     */
    public void waitBeforeNextStatus(Duration wait, Instant end, Runnable meanwhile) {
        waitBeforeStatus = wait;
        waitBeforeStatusEnds = end;
        duringStatusWait = meanwhile;
    }

    /** Whether a status call told its RetryWaits of the wait {@link #waitBeforeNextStatus} set up. */
    public boolean statusWaitTold() {
        return statusWaitTold;
    }

    @Override
    public StatusReport status(Cancellation cancellation, RetryWaits waits) throws ApiException {
        Runnable meanwhile = duringStatusWait;
        if (meanwhile != null) {
            duringStatusWait = null;
            statusWaitTold = true;
            if (waitBeforeStatusEnds == null) {
                waits.waiting(waitBeforeStatus, "HTTP 429");
            } else {
                waits.waitingUntil(waitBeforeStatus, waitBeforeStatusEnds, "HTTP 429");
            }
            meanwhile.run();
            cancellation.throwIfCancelled();
        }
        return status(cancellation);
    }

    @Override
    public StatusReport status(Cancellation cancellation) throws ApiException {
        statusCalls.incrementAndGet();
        if (gateClosed && statusAtGate) {
            waitAtGate(cancellation);
        }
        if (statusFailure != null) {
            throw statusFailure;
        }
        Instant now = clock.instant();
        if (scriptedStatus != null) {
            return scriptedStatus.apply(now);
        }
        Duration validity = Duration.ofSeconds(healthy ? 27 : 9);
        Instant ran = now.minusSeconds(3);
        CheckResult redis = new CheckResult("redis_available", "redis ok", true, ran, ran.plus(validity));
        CheckResult database = new CheckResult("database_available",
                healthy ? "database ok" : "OperationalError: could not connect to server: Connection refused",
                healthy, ran, ran.plus(validity));
        return new StatusReport(healthy ? "success" : "failure", "ip-10-0-12-34", now,
                onlyOneCheck ? List.of(database) : List.of(redis, database));
    }

    @Override
    public EventsAnswer events(DateRange range, Cancellation cancellation) throws ApiException {
        eventCalls.incrementAndGet();
        if (gateClosed) {
            waitAtGate(cancellation);
        }
        if (eventsFailure != null) {
            throw eventsFailure;
        }
        return EventsAnswer.of(events.apply(range));
    }

    /** Waits until {@link #openGate()} or the cancellation. */
    private void waitAtGate(Cancellation cancellation) throws ApiException {
        CountDownLatch current = new CountDownLatch(1);
        waiters.add(current);
        if (!gateClosed) {
            current.countDown();
        }
        Runnable unregister = cancellation.onCancel(current::countDown);
        waiting.incrementAndGet();
        try {
            while (!current.await(5, TimeUnit.SECONDS)) {
                cancellation.throwIfCancelled();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw ApiException.cancelled();
        } finally {
            waiting.decrementAndGet();
            waiters.remove(current);
            unregister.run();
        }
        cancellation.throwIfCancelled();
    }

    @Override
    public String describeSource() {
        return source;
    }
}
