package com.marketevents.ui.events;

import com.marketevents.ui.Notice;
import com.marketevents.ui.ZoneNames;
import java.time.Clock;

/**
 * A load's error said again: a load tried again (Try again, F5) that fails the same way while the notice of the last
 * failure is shown says when it failed last and how often, or the same sentence in the same place would not show
 * that it ran at all.
 */
final class RepeatedFailure {
    private final Clock clock;
    private String sentence;
    private int times;
    private Notice shown;

    RepeatedFailure(Clock clock) {
        this.clock = clock;
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
        if (times == 1) {
            return failed;
        }
        String at = ZoneNames.clockTime(clock.instant(), clock);
        return failed + (times == 2 ? " Tried again at " + at + "." : " Tried " + times + " times, the last at " + at
                + ".");
    }

    /** The notice now shown for the failure, which a load started under it may fail again. */
    void shown(Notice notice) {
        shown = notice;
    }
}
