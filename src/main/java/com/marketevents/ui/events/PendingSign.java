package com.marketevents.ui.events;

import com.marketevents.ui.UiExecutor;
import java.time.Duration;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Says that an answer is on its way once it has been for a moment: a fast answer shows no sign, so nothing
 * flickers; a slow one (a filter over a year on a busy computer) shows one until it arrives. Waiting for a newer
 * answer in place of the one awaited keeps the sign, and its moment, as they are.
 */
final class PendingSign {
    /** About what a user takes for "at once"; answers faster than this are the usual case. */
    static final Duration AFTER = Duration.ofMillis(180);

    private final UiExecutor executor;
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown");
    private UiExecutor.Scheduled raising;
    private boolean waiting;

    PendingSign(UiExecutor executor) {
        this.executor = executor;
    }

    /** An answer is awaited: the sign shows {@link #AFTER} from the first of an unbroken run of waits. */
    void waiting() {
        if (!waiting) {
            waiting = true;
            raising = executor.schedule(AFTER, () -> {
                raising = null;
                shown.set(true);
            });
        }
    }

    /** The answer awaited arrived, or nothing is awaited any more. */
    void answered() {
        if (!waiting) {
            return;
        }
        waiting = false;
        if (raising != null) {
            raising.cancel();
            raising = null;
        }
        shown.set(false);
    }

    ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }
}
