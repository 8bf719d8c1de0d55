package com.marketevents.ui.events;

import com.marketevents.ui.common.UiExecutor;
import java.time.Duration;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Says that an answer is on its way once it has been for a moment: a fast answer shows no sign, so nothing
 * flickers; a slow one (a filter over a year on a busy computer) shows one until it arrives, and for at least
 * {@link #AT_LEAST} once shown, as a sign gone as soon as seen reads as a flicker too. Waiting for a newer answer in
 * place of the one awaited keeps the sign, and its moment, as they are.
 */
final class PendingSign {
    /** About what a user takes for "at once"; answers faster than this are the usual case. */
    static final Duration AFTER = Duration.ofMillis(180);
    /** The least time a sign shown stays, long enough to be read as a sign. */
    static final Duration AT_LEAST = Duration.ofMillis(400);

    private final UiExecutor executor;
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown");
    private UiExecutor.Scheduled raising;
    /** Until the sign shown has stayed {@link #AT_LEAST}; null once it has, or while it is not shown. */
    private UiExecutor.Scheduled holding;
    private boolean waiting;

    PendingSign(UiExecutor executor) {
        this.executor = executor;
    }

    /** An answer is awaited: the sign shows {@link #AFTER} from the first of an unbroken run of waits. */
    void waiting() {
        if (waiting) {
            return;
        }
        waiting = true;
        if (shown.get()) {
            return; // still held from the last wait: it stays for this one
        }
        raising = executor.schedule(AFTER, () -> {
            raising = null;
            shown.set(true);
            holding = executor.schedule(AT_LEAST, () -> {
                holding = null;
                if (!waiting) {
                    shown.set(false);
                }
            });
        });
    }

    /** The answer awaited arrived: the sign goes, once it has stayed {@link #AT_LEAST}. */
    void answered() {
        waiting = false;
        if (raising != null) {
            raising.cancel();
            raising = null;
        }
        if (holding == null) {
            shown.set(false);
        }
    }

    /** Nothing is awaited any more, and nothing is worth a sign (the filter was cleared): it goes at once. */
    void dropped() {
        answered();
        if (holding != null) {
            holding.cancel();
            holding = null;
        }
        shown.set(false);
    }

    ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }
}
