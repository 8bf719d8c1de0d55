package com.marketevents.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.stage.Window;

/**
 * Takes the focus off what had it in every window closed during a test, once the test is over, as a desktop does
 * when a window closes. Monocle leaves it: a text field that had it (a date, the settings' key) kept its caret
 * blinking, and so the toolkit pulsing 60 times a second, through later test classes, whose pulse counts it spoilt.
 * Only after the test, so that the test sees focus as the window left it. Used on the FX thread only.
 */
final class ClosedWindowsUnfocused {
    private static final List<Scene> CLOSED = new ArrayList<>();
    private static boolean watching;

    private ClosedWindowsUnfocused() {
    }

    /** From now on keeps the scene of every window that closes. */
    static void watch() {
        if (watching) {
            return;
        }
        watching = true;
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                change.getRemoved().stream().map(Window::getScene).filter(scene -> scene != null)
                        .forEach(CLOSED::add);
            }
        });
    }

    /** Closes the windows a test left open, then takes the focus off every closed window's focused node. */
    static void closeAllAndUnfocus() {
        List.copyOf(Window.getWindows()).forEach(Window::hide);
        CLOSED.forEach(scene -> scene.getRoot().requestFocus());
        CLOSED.clear();
    }
}
