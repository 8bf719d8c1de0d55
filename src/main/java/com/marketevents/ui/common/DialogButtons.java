package com.marketevents.ui.common;

import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.ButtonType;

/**
 * The dialogs' Cancel and Close buttons, in English like the rest of the window. JavaFX's stock
 * {@code ButtonType.CANCEL} and {@code CLOSE} take their text from the JVM locale ("Abbrechen", "閉じる");
 * these keep their button data, so Esc, Enter and the button order behave as with the stock ones.
 */
public final class DialogButtons {
    public static final ButtonType CANCEL = new ButtonType("Cancel", ButtonData.CANCEL_CLOSE);
    public static final ButtonType CLOSE = new ButtonType("Close", ButtonData.CANCEL_CLOSE);

    private DialogButtons() {
    }
}
