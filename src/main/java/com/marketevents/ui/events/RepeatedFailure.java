package com.marketevents.ui.events;

import com.marketevents.ui.AtNextMidnight;
import com.marketevents.ui.Notice;
import com.marketevents.ui.UiExecutor;
import com.marketevents.ui.ZoneNames;
import java.time.Clock;
import java.time.Instant;
import javafx.beans.property.ObjectProperty;

/**
 * A load's error said again: a load tried again (Try again, F5) that fails the same way while the notice of the last
 * failure is shown says when it failed last and how often, or the same sentence in the same place would not show
 * that it ran at all. Still shown once its day is over, that time names its date.
 */
final class RepeatedFailure {
    private final Clock clock;
    private final ObjectProperty<Notice> notice;
    private final AtNextMidnight nextDay;
    private String sentence;
    private int times;
    private Instant lastAt;
    private Notice shown;

    /** {@code notice}: where the window shows a load's notice, which this says again at midnight while it is shown. */
    RepeatedFailure(UiExecutor executor, Clock clock, ObjectProperty<Notice> notice) {
        this.clock = clock;
        this.notice = notice;
        this.nextDay = new AtNextMidnight(executor, clock, this::sayAgain);
    }

    /**
     * The text to show for a failure said as {@code sentence}, when the load that failed started with {@code before}
     * shown: the sentence alone the first time, else with "Tried again at 07:32:10 UTC." or "Tried 3 times, the last
     * at 07:32:15 UTC.".
     */
    String text(String failed, Notice before) {
        if (before != null && before == shown && failed.equals(sentence)) {
            times++;
        } else {
            sentence = failed;
            times = 1;
        }
        lastAt = clock.instant();
        return said();
    }

    /** The notice now shown for the failure, which a load started under it may fail again. */
    void shown(Notice notice) {
        shown = notice;
        if (times > 1) {
            nextDay.arm();
        } else {
            nextDay.cancel();
        }
    }

    /** Stops waiting for midnight (the window is closing). */
    void stop() {
        nextDay.cancel();
    }

    private String said() {
        if (times == 1) {
            return sentence;
        }
        String at = ZoneNames.clockTime(lastAt, clock);
        return sentence + (times == 2 ? " Tried again at " + at + "." : " Tried " + times + " times, the last at " + at
                + ".");
    }

    private void sayAgain() {
        if (shown != null && notice.get() == shown) {
            shown = new Notice(shown.severity(), said(), shown.actions(), shown.dismissible());
            notice.set(shown);
        }
    }
}
