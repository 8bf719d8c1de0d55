package com.marketevents.ui;

import java.util.function.Supplier;
import javafx.collections.ListChangeListener;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Fills each dialog a window owns with the theme's background as it is shown: a dialog's scene is white until its
 * first frame is drawn, a flash of white in the dark theme.
 */
final class DialogsInTheme {
    private DialogsInTheme() {
    }

    /** From now on, until {@code window} is hidden, each dialog it comes to own is filled in {@code theme}. */
    static void install(Stage window, Supplier<Theme> theme) {
        ListChangeListener<Window> shown = change -> {
            while (change.next()) {
                change.getAddedSubList().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                        .filter(dialog -> dialog.getScene() != null && DialogsOnOwnersScreen.isOwnedBy(dialog, window))
                        .forEach(dialog -> theme.get().fill(dialog.getScene()));
            }
        };
        Window.getWindows().addListener(shown);
        window.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> Window.getWindows().removeListener(shown));
    }
}
