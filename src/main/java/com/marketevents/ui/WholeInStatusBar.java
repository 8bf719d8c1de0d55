package com.marketevents.ui;

import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Label;

/**
 * The status bar's copy of a text the toolbar may cut short, shown whole there for as long as the toolbar cuts it:
 * a tooltip alone left nothing in the window to read.
 */
public final class WholeInStatusBar {
    private WholeInStatusBar() {
    }

    public static Label of(String id, ObservableStringValue text, ObservableBooleanValue cutElsewhere) {
        Label whole = new Label();
        whole.setId(id);
        whole.textProperty().bind(text);
        whole.visibleProperty().bind(cutElsewhere);
        whole.managedProperty().bind(whole.visibleProperty());
        return whole;
    }
}
