package com.marketevents.ui;

import javafx.css.PseudoClass;
import javafx.scene.control.Control;
import javafx.scene.input.MouseEvent;

/**
 * Marks a control with the pseudo-class {@code :keyboard-focus} from the moment the keyboard brings focus to
 * it until it loses focus or is clicked. Unlike {@code :focus-visible}, the mark survives the control's own
 * {@code requestFocus()}: a TabPane calls it on every arrow key, which would take the ring away at the first
 * key, just as the user starts using it.
 */
final class KeyboardFocusRing {
    static final PseudoClass KEYBOARD_FOCUS = PseudoClass.getPseudoClass("keyboard-focus");

    private KeyboardFocusRing() {
    }

    static void install(Control control) {
        control.focusVisibleProperty().addListener((observable, before, visible) -> {
            if (visible) {
                control.pseudoClassStateChanged(KEYBOARD_FOCUS, true);
            }
        });
        control.focusedProperty().addListener((observable, before, focused) -> {
            if (!focused) {
                control.pseudoClassStateChanged(KEYBOARD_FOCUS, false);
            }
        });
        control.addEventFilter(MouseEvent.MOUSE_PRESSED,
                event -> control.pseudoClassStateChanged(KEYBOARD_FOCUS, false));
    }
}
