package com.marketevents.ui.events;

import com.marketevents.ui.common.AtNextMidnight;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.common.ZoneNames;
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
    private final ObservableValue<Boolean> loading;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "snapshotText", "");
    private final ReadOnlyStringWrapper shownLine = new ReadOnlyStringWrapper(this, "shownLineText", "");
    private final AtNextMidnight nextDay;

    SnapshotDescription(UiExecutor executor, Clock clock, ObservableValue<LoadedSnapshot> snapshot,
            ObservableValue<TimeDisplay> timeDisplay, ObservableValue<Boolean> loading) {
        this.clock = clock;
        this.snapshot = snapshot;
        this.timeDisplay = timeDisplay;
        this.loading = loading;
        this.nextDay = new AtNextMidnight(executor, clock, this::redescribe);
        text.addListener(obs -> sayShownLine());
        loading.addListener(obs -> sayShownLine());
    }

    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /**
     * The status bar's line on the rows shown: the description, and while a load runs, "Still showing 2026-11-22 to
     * 2026-11-28", so that the range shown does not read as the one just loaded.
     */
    ReadOnlyStringProperty shownLineProperty() {
        return shownLine.getReadOnlyProperty();
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

    private void sayShownLine() {
        LoadedSnapshot shown = snapshot.getValue();
        shownLine.set(Boolean.TRUE.equals(loading.getValue()) && shown != null
                ? "Still showing " + datesOf(shown) : text.get());
    }

    private String describe(LoadedSnapshot loaded) {
        if (loaded == null) {
            return "";
        }
        return datesOf(loaded) + " · loaded at " + ZoneNames.clockTime(loaded.loadedAt(), clock) + " from "
                + loaded.source();
    }

    private String datesOf(LoadedSnapshot loaded) {
        // Shown in another zone, a row can fall on a date outside the range, which the service reads in its own.
        return loaded.range().label() + (timeDisplay.getValue().inServiceZone() ? "" : " (US Eastern dates)");
    }
}
