package com.marketevents.ui.events;

import com.marketevents.ui.common.AtNextMidnight;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.common.ZoneNames;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;

/**
 * A load's error said again: a load tried again (Try again, F5) that fails the same way while the notice of the last
 * failure is shown says when it failed last and how often, or the same sentence in the same place would not show
 * that it ran at all. Still shown at midnight, it is said again: that time, and a "Try again after" in the sentence,
 * then name their date when it is not the new day's, as the window's other times of day do.
 */
final class RepeatedFailure {
    private final Clock clock;
    private final ObjectProperty<Notice> notice;
    private final AtNextMidnight nextDay;
    private Supplier<String> sentence;
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
     * The text to show for a failure said as {@code failed} says it (again at midnight, for a time of day it names),
     * when the load that failed started with {@code before} shown: the sentence alone the first time, else with
     * "Tried again at 07:32:10 UTC." or "Tried 3 times, the last at 07:32:15 UTC.".
     */
    String text(Supplier<String> failed, Notice before) {
        if (before != null && before == shown && failed.get().equals(sentence.get())) {
            times++;
        } else {
            times = 1;
        }
        sentence = failed;
        lastAt = clock.instant();
        return said();
    }

    /** The notice now shown for the failure, which a load started under it may fail again. */
    void shown(Notice notice) {
        shown = notice;
        nextDay.arm();
    }

    /** Takes the failure's notice away if it is still shown: it told of a service the settings no longer name. */
    void withdraw() {
        if (shown != null && notice.get() == shown) {
            notice.set(null);
        }
        shown = null;
        nextDay.cancel();
    }

    /** Stops waiting for midnight (the window is closing). */
    void stop() {
        nextDay.cancel();
    }

    private String said() {
        if (times == 1) {
            return sentence.get();
        }
        String at = ZoneNames.clockTime(lastAt, clock);
        return sentence.get() + (times == 2 ? " Tried again at " + at + "."
                : " Tried " + times + " times, the last at " + at + ".");
    }

    private void sayAgain() {
        if (shown == null || notice.get() != shown) {
            return;
        }
        String again = said();
        if (!again.equals(shown.text())) {
            shown = new Notice(shown.severity(), again, shown.actions(), shown.dismissible());
            notice.set(shown);
        }
        nextDay.arm(); // a wait ending tomorrow is said without its date then, and with it the day after
    }
}
