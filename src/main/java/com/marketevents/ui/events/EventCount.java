package com.marketevents.ui.events;

import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.text.Text;

/**
 * How many events the filters show of those loaded ("2,089 of 2,315 events"), and how many are selected when
 * several are ("· 12 selected"), in the status bar, where spreadsheet users look for a filter's count. It is as wide
 * as the longest count of the load from the start, a selection of every row included, so that the line on the range
 * after it does not move at each keystroke of a filter, nor when a selection's count appears, grows or goes.
 */
public final class EventCount {
    private EventCount() {
    }

    public static Label of(EventsViewModel model) {
        Label count = new Label();
        count.setId("event-count");
        count.getStyleClass().add("event-count");
        count.setAlignment(Pos.CENTER_LEFT);
        count.textProperty().bind(model.countTextProperty());
        Runnable reserve = () -> {
            int loaded = model.loadedCountProperty().get();
            String selected = loaded > 1 ? String.format(Locale.ROOT, " · %,d selected", loaded) : "";
            Text widest = new Text(String.format(Locale.ROOT, "%,d of %,d events", loaded, loaded) + selected);
            widest.setFont(count.getFont());
            count.setMinWidth(Math.ceil(widest.getLayoutBounds().getWidth()) + count.snappedLeftInset()
                    + count.snappedRightInset());
        };
        model.loadedCountProperty().addListener((obs, old, now) -> reserve.run());
        count.fontProperty().addListener((obs, old, now) -> reserve.run());
        reserve.run();
        return count;
    }
}
