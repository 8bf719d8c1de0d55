package com.marketevents.ui.events;

import java.util.Locale;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.text.Text;

/**
 * How many events the filters show of those loaded ("2,089 of 2,315 events"), and how many are selected when
 * several are ("· 12 selected"), in the status bar, where spreadsheet users look for a filter's count. It is as wide
 * as the longest count of the load from the start, so that what follows it does not move at each keystroke of a
 * filter, nor at each row added to a selection.
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
            String selected = model.selectedCountProperty().get() > 1
                    ? String.format(Locale.ROOT, " · %,d selected", loaded) : "";
            Text widest = new Text(String.format(Locale.ROOT, "%,d of %,d events", loaded, loaded) + selected);
            widest.setFont(count.getFont());
            count.setMinWidth(Math.ceil(widest.getLayoutBounds().getWidth()) + count.snappedLeftInset()
                    + count.snappedRightInset());
        };
        model.loadedCountProperty().addListener((obs, old, now) -> reserve.run());
        // Room for the selection's count is kept while several rows are selected, not remade at each row added.
        model.selectedCountProperty().addListener((obs, old, now) -> {
            if ((old.intValue() > 1) != (now.intValue() > 1)) {
                reserve.run();
            }
        });
        count.fontProperty().addListener((obs, old, now) -> reserve.run());
        reserve.run();
        return count;
    }
}
