package com.marketevents.ui.status;

import com.marketevents.ui.common.CountdownSpan;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.TryAgainAt;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.common.ZoneNames;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A status request waiting before it asks (a Retry-After the service sent this client), as the panel says it:
 * "Waiting 1 min 26 s to ask (HTTP 429)", counted down, rather than let the wait pass for a service that does not
 * answer; over or dropped, the panel says again what it said before. The wait is ours, not the service's silence,
 * which is counted from its end ({@link #afterTheWait()}).
 */
final class StatusHold {

    /** What the panel says overall. */
    record Shown(StatusViewModel.Health health, String headline, String detail) {
    }

    /** A shorter wait before asking (a back-off after a dropped connection) is not worth a countdown. */
    static final Duration WAIT_WORTH_SAYING = Duration.ofSeconds(1);
    /** How long the service's silence after the wait lasts before the panel says it has not answered. */
    private final Duration silentAfter;

    private final UiExecutor executor;
    private final Clock clock;
    private final Supplier<Notice> notice;
    private final Consumer<Shown> show;
    private final Consumer<Instant> asking;

    /** Until when the request waits, why, and what the panel said before; null while it does not wait. */
    private Instant heldUntil;
    private String heldWhy;
    private Shown beforeHeld;
    private UiExecutor.Scheduled heldTick;
    /** When the running request went out after such a wait, so that the service's silence is counted from then. */
    private Instant askedAfterWait;

    /**
     * {@code notice}: the error the panel shows, said on with the wait; {@code show}: says what the panel says;
     * {@code asking}: told when the wait is over and the request goes out, at the instant given.
     */
    StatusHold(UiExecutor executor, Clock clock, Duration silentAfter, Supplier<Notice> notice,
            Consumer<Shown> show, Consumer<Instant> asking) {
        this.executor = executor;
        this.clock = clock;
        this.silentAfter = silentAfter;
        this.notice = notice;
        this.show = show;
        this.asking = asking;
    }

    /**
     * The running request waits {@code wait}, until {@code end}, for {@code why} ("HTTP 429"), while the panel says
     * {@code shown}: the countdown replaces it.
     */
    void start(Duration wait, Instant end, String why, Shown shown) {
        if (wait.compareTo(WAIT_WORTH_SAYING) < 0) {
            return;
        }
        if (heldUntil == null) {
            beforeHeld = shown;
        }
        heldUntil = end;
        heldWhy = why;
        showHeld();
    }

    /** True while the running request waits before asking. */
    boolean isHeld() {
        return heldUntil != null;
    }

    /**
     * The wait is dropped (or the request it held is done); with {@code restore}, the panel says again what it said
     * before it.
     */
    void end(boolean restore) {
        askedAfterWait = null;
        stopHolding(restore);
    }

    /**
     * "; asking again since 14:01:54 UTC, after the wait the service asked for…", once the running request went out
     * after a wait; else null. Its silence is said only once it has lasted {@code silentAfter}.
     */
    String afterTheWait() {
        if (askedAfterWait == null) {
            return null;
        }
        String at = ZoneNames.clockTime(askedAfterWait, clock);
        return Duration.between(askedAfterWait, clock.instant()).compareTo(silentAfter) < 0
                ? "; asking again since " + at + ", after the wait the service asked for…"
                : "; asked again at " + at + ", after the wait the service asked for, it has not answered since.";
    }

    /** "Waiting 1 min 26 s to ask (HTTP 429)", once a second until the request goes out. */
    private void showHeld() {
        long millis = Duration.between(clock.instant(), heldUntil).toMillis();
        if (millis <= 0) {
            stopHolding(true);
            askedAfterWait = clock.instant();
            asking.accept(askedAfterWait);
            return;
        }
        long seconds = (millis + 999) / 1000;
        boolean asked = heldWhy.equals("HTTP 429") || heldWhy.equals("HTTP 503");
        // The time the status bar's "Try again after" names for the same wait.
        String sentence = "Waiting until " + TryAgainAt.clockTime(heldUntil, clock) + " before asking"
                + (asked ? ": the service asked to wait (" + heldWhy + ")." : " again (" + heldWhy + ").");
        Notice error = notice.get();
        show.accept(new Shown(StatusViewModel.Health.UNKNOWN,
                "Waiting " + CountdownSpan.of(seconds) + " to ask (" + heldWhy + ")",
                error == null ? sentence : error.text() + " " + sentence));
        if (heldTick != null) {
            heldTick.cancel();
        }
        // Next when the number shown goes down by one.
        heldTick = executor.schedule(Duration.ofMillis(millis - (seconds - 1) * 1000), this::showHeld);
    }

    private void stopHolding(boolean restore) {
        if (heldUntil == null) {
            return;
        }
        heldUntil = null;
        if (heldTick != null) {
            heldTick.cancel();
            heldTick = null;
        }
        if (restore) {
            show.accept(beforeHeld);
        }
        beforeHeld = null;
    }
}
