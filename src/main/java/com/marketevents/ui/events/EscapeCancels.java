package com.marketevents.ui.events;

import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar.ButtonData;
import javafx.scene.control.Dialog;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Esc cancels a dialog whichever of its controls has the focus. JavaFX's dialogs close on Esc only when the focused
 * control lets the key through, and a text field with a {@code TextFormatter} or a list keeps it to itself.
 */
final class EscapeCancels {
    private EscapeCancels() {
    }

    /** Makes Esc press {@code dialog}'s cancel (or close) button, from any of its controls. */
    static void install(Dialog<?> dialog) {
        dialog.getDialogPane().addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() != KeyCode.ESCAPE || event.isShortcutDown() || event.isAltDown()) {
                return;
            }
            dialog.getDialogPane().getButtonTypes().stream()
                    .filter(type -> type.getButtonData() == ButtonData.CANCEL_CLOSE)
                    .map(dialog.getDialogPane()::lookupButton)
                    .filter(Button.class::isInstance)
                    .findFirst()
                    .ifPresent(cancel -> {
                        event.consume();
                        ((Button) cancel).fire();
                    });
        });
    }
}
