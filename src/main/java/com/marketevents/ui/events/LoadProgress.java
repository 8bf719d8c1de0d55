package com.marketevents.ui.events;

import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import com.marketevents.ui.common.UiExecutor;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Whether a load runs, and what the toolbar's progress bar and its text say of it. */
final class LoadProgress {
    /** Shorter waits to try again (a dropped connection's back-off) pass without a word. */
    private static final Duration WAIT_WORTH_SAYING = Duration.ofSeconds(1);

    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final ReadOnlyStringWrapper loadLine = new ReadOnlyStringWrapper(this, "loadLineText", "");
    /** The range the running load asks for, named by the status bar's line on the load. */
    private DateRange range;
    private final Clock clock;
    private final WaitCountdown waitCountdown;

    LoadProgress(UiExecutor executor, Clock clock) {
        this.clock = clock;
        this.waitCountdown = new WaitCountdown(executor, clock, progressText::set);
        loading.addListener(obs -> sayLoadLine());
        progressText.addListener(obs -> sayLoadLine());
    }

    ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** Share of the days of the range answered so far, 0 to 1; -1 while unknown. */
    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /**
     * The status bar's line on the running load, naming its range ("Loading 2026-01-01 to 2026-12-31 · 93 of 365
     * days · 2,551 events"), or empty while none runs.
     */
    ReadOnlyStringProperty loadLineProperty() {
        return loadLine.getReadOnlyProperty();
    }

    boolean isLoading() {
        return loading.get();
    }

    /** A load of {@code range} started: the bar keeps moving, and the text says what is loading. */
    void started(DateRange range) {
        this.range = range;
        loading.set(true);
        progress.set(-1);
        showText("Loading " + range.label() + "…"); // the toolbar's progress says a load runs beside the notice
    }

    /** The load ended, whichever way. */
    void ended() {
        loading.set(false);
        showText("");
    }

    /**
     * Shows how many days have been answered. Until the first answer the bar keeps moving and the text says what is
     * loading: "0 of 7 days" on a still bar would look stuck while a slow service thinks. Once every day is in, it
     * says the rows are being prepared.
     */
    void daysDone(int done, int total, int eventsSoFar) {
        if (!loading.get() || done == 0) {
            return;
        }
        if (done == total && eventsSoFar > 0) {
            // Merging, sorting and filtering a year's rows take seconds on a slow computer: a full bar would look
            // stuck, so the bar moves by itself again and says what is left.
            progress.set(-1);
            showText("Preparing " + Counts.events(eventsSoFar) + " for the table…");
            return;
        }
        progress.set(total == 0 ? -1 : (double) done / total);
        showText(String.format(Locale.ROOT, "%,d of %s · %s", done, Counts.of(total, "day", "days"),
                Counts.events(eventsSoFar)));
    }

    /**
     * A wait of a second or more before a request is tried again (a service's Retry-After): "Waiting 20 s to try
     * again (HTTP 429)…", counted down, so that a load held back does not look stuck. The next day answered shows the
     * days again. It ends at {@code end} where the wait came with one (where the answer asking for it arrived, the
     * instant a failure's "Try again after" names), else {@code wait} from now.
     */
    void waiting(Duration wait, Instant end, String why) {
        if (!loading.get() || wait.compareTo(WAIT_WORTH_SAYING) < 0) {
            return;
        }
        waitCountdown.start(end == null ? clock.instant().plus(wait) : end, why);
    }

    private void sayLoadLine() {
        String now = progressText.get();
        // Until the first day is answered the progress ("Loading 2026-01-01 to 2026-12-31…") names the range itself.
        loadLine.set(!loading.get() ? "" : now.startsWith("Loading ") ? now : "Loading " + range.label() + " · " + now);
    }

    /** Shows {@code text} beside the load's progress bar, in place of a wait counted down there. */
    private void showText(String text) {
        waitCountdown.stop();
        progressText.set(text);
    }
}
