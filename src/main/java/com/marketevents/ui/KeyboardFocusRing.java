package com.marketevents.ui;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

/**
 * Marks a control with the pseudo-class {@code :keyboard-focus} from the moment the keyboard brings focus to
 * it until it is clicked or another control takes the focus ({@link KeyboardFocusFollower} takes the mark away
 * then; not when the window merely loses the focus: back in it, the user still sees where the keyboard is).
 * Unlike {@code :focus-visible}, the mark survives the control's own {@code requestFocus()}: a TabPane calls it
 * on every arrow key, which would take the ring away at the first key, just as the user starts using it.
 */
public final class KeyboardFocusRing {
    static final PseudoClass KEYBOARD_FOCUS = PseudoClass.getPseudoClass("keyboard-focus");

    private KeyboardFocusRing() {
    }

    static void install(Control control) {
        control.focusVisibleProperty().addListener((observable, before, visible) -> {
            if (visible) {
                control.pseudoClassStateChanged(KEYBOARD_FOCUS, true);
            }
        });
        control.addEventFilter(MouseEvent.MOUSE_PRESSED,
                event -> control.pseudoClassStateChanged(KEYBOARD_FOCUS, false));
    }

    /**
     * Gives {@code to} the focus that {@code from} (a button about to vanish) has, ringed when the keyboard had
     * brought it there: focused by {@code requestFocus()} alone, the table showed nothing of it.
     */
    static void handOn(Node from, Control to) {
        boolean byKeyboard = from.isFocusVisible();
        to.requestFocus();
        if (byKeyboard && to.isFocused()) {
            to.pseudoClassStateChanged(KEYBOARD_FOCUS, true);
        }
    }

    /**
     * Marks choices that the arrow keys move between (the radio buttons of a group), the mark passing with an arrow
     * key from one to the next: they hand the focus on by {@code requestFocus()}, which is not visible focus.
     */
    public static void installOnChoices(List<? extends Control> choices) {
        boolean[] passing = {false};
        for (Control choice : choices) {
            install(choice);
            choice.addEventFilter(KeyEvent.KEY_PRESSED, event -> passing[0] = event.getCode().isArrowKey()
                    && choice.getPseudoClassStates().contains(KEYBOARD_FOCUS));
            choice.addEventFilter(KeyEvent.KEY_RELEASED, event -> passing[0] = false);
            choice.focusedProperty().addListener((observable, before, focused) -> {
                if (focused && passing[0]) {
                    choice.pseudoClassStateChanged(KEYBOARD_FOCUS, true);
                }
            });
        }
    }
}
