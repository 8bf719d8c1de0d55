package com.marketevents.ui.events;

import com.marketevents.ui.AtNextMidnight;
import com.marketevents.ui.UiExecutor;
import com.marketevents.ui.ZoneNames;
import java.time.Clock;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;

/**
 * What the table holds, in one line: "2024-11-04 to 2024-11-10 · loaded at 09:41:05 CET from api.example.com", said
 * again once its day is over on this computer's clock, when "loaded at 23:53:00" would read as today's: then it
 * names its date.
 */
final class SnapshotDescription {
    private final Clock clock;
    private final ObservableValue<LoadedSnapshot> snapshot;
    private final ObservableValue<TimeDisplay> timeDisplay;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "snapshotText", "");
    private final AtNextMidnight nextDay;

    SnapshotDescription(UiExecutor executor, Clock clock, ObservableValue<LoadedSnapshot> snapshot,
            ObservableValue<TimeDisplay> timeDisplay) {
        this.clock = clock;
        this.snapshot = snapshot;
        this.timeDisplay = timeDisplay;
        this.nextDay = new AtNextMidnight(executor, clock, this::redescribe);
    }

    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** Describes {@code loaded}, the snapshot now shown (null: none), and again at the next midnight. */
    void show(LoadedSnapshot loaded) {
        text.set(describe(loaded));
        if (loaded == null) {
            nextDay.cancel();
        } else {
            nextDay.arm();
        }
    }

    /** Describes the snapshot shown again, in the time display's zone (which changed). */
    void redescribe() {
        text.set(describe(snapshot.getValue()));
    }

    /** Stops waiting for midnight (the window is closing). */
    void stop() {
        nextDay.cancel();
    }

    private String describe(LoadedSnapshot loaded) {
        if (loaded == null) {
            return "";
        }
        // Shown in another zone, a row can fall on a date outside the range, which the service reads in its own.
        String dates = timeDisplay.getValue().inServiceZone() ? "" : " (US Eastern dates)";
        return loaded.range() + dates + " · loaded at " + ZoneNames.clockTime(loaded.loadedAt(), clock)
                + " from " + loaded.source();
    }
}
