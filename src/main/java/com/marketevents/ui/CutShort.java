package com.marketevents.ui;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.control.Label;

/**
 * Whether a label shows its text cut short: narrower than its one line, or, when it wraps, with more lines than its
 * height holds. Told again after each layout of the label: its preferred size is not a property to bind to, and a
 * label measured before it has a skin (the first load's text) has no size at all.
 */
public final class CutShort {
    private CutShort() {
    }

    public static ReadOnlyBooleanProperty of(Label label) {
        ReadOnlyBooleanWrapper cut = new ReadOnlyBooleanWrapper(label, "cutShort");
        label.needsLayoutProperty().addListener((obs, needed, needs) -> {
            if (!needs) {
                cut.set(isCut(label));
            }
        });
        return cut.getReadOnlyProperty();
    }

    static boolean isCut(Label label) {
        boolean narrower = label.getWidth() < label.prefWidth(-1) - 0.5;
        if (!label.isWrapText()) {
            return narrower;
        }
        return narrower && label.prefHeight(label.getWidth()) > label.getHeight() + 0.5;
    }
}
