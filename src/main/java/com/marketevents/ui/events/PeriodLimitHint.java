package com.marketevents.ui.events;

import com.marketevents.model.DateRange;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.StackPane;

/**
 * Says why a period button is greyed out at the first or last day a range may have: "No earlier period: dates start
 * at 1900-01-01". A disabled control shows no tooltip, so the reason is the tooltip of a pane round the button, and
 * the button's help for a screen reader. A range refused is not one: its field already says why.
 */
final class PeriodLimitHint {
    private PeriodLimitHint() {
    }

    /** The reason there is no period in {@code direction} (-1 earlier, +1 later) of a valid range. */
    static String reason(int direction) {
        return direction < 0 ? "No earlier period: dates start at " + DateInput.format(DateRange.FIRST_DAY)
                : "No later period: dates end at " + DateInput.format(DateRange.LAST_DAY);
    }

    /** {@code button} in a pane that tells why it is disabled when {@code typed} has no period in {@code direction}. */
    static StackPane around(Button button, TypedRange typed, int direction) {
        StackPane holder = new StackPane(button);
        holder.setId(button.getId() + "-holder");
        Tooltip hint = new Tooltip(reason(direction));
        ReadOnlyObjectProperty<DateRange> shifted = typed.shiftedProperty(direction);
        ReadOnlyObjectProperty<DateRange> range = typed.rangeProperty();
        Runnable show = () -> {
            boolean atLimit = range.get() != null && shifted.get() == null;
            if (atLimit) {
                Tooltip.install(holder, hint);
            } else {
                Tooltip.uninstall(holder, hint);
            }
            button.setAccessibleHelp(atLimit ? hint.getText() : null);
        };
        range.addListener((Observable changed) -> show.run());
        shifted.addListener((Observable changed) -> show.run());
        show.run();
        return holder;
    }
}
