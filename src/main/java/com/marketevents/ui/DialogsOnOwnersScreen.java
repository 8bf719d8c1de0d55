package com.marketevents.ui;

import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Keeps every dialog a window owns whole on the window's screen, the one way all its dialogs are placed. JavaFX
 * centres a dialog on its owner, so one wider than the window (F1's two columns, about 1,280 px, over a window
 * 1,024 px wide) reached past the screen's edge. A dialog is moved, never resized, into the screen's visual bounds
 * (without the panels); one larger than the screen keeps its top left corner, its title bar, on it.
 */
final class DialogsOnOwnersScreen {
    private DialogsOnOwnersScreen() {
    }

    /** From now on, until {@code window} is hidden, each dialog it comes to own is kept on its screen. */
    static void install(Stage window) {
        ListChangeListener<Window> shown = change -> {
            while (change.next()) {
                change.getAddedSubList().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                        .filter(dialog -> isOwnedBy(dialog, window)).forEach(dialog -> keepOnScreen(dialog, window));
            }
        };
        Window.getWindows().addListener(shown);
        window.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> Window.getWindows().removeListener(shown));
    }

    private static void keepOnScreen(Stage dialog, Window window) {
        // Also after it is shown: a dialog is centred again when its size follows its content.
        InvalidationListener fit = observable -> fit(dialog, window);
        dialog.xProperty().addListener(fit);
        dialog.yProperty().addListener(fit);
        dialog.widthProperty().addListener(fit);
        dialog.heightProperty().addListener(fit);
        fit(dialog, window);
    }

    private static void fit(Stage dialog, Window window) {
        WindowBounds placed = new WindowBounds(dialog.getX(), dialog.getY(), dialog.getWidth(), dialog.getHeight());
        if (Double.isNaN(placed.x()) || Double.isNaN(placed.y()) || Double.isNaN(placed.width())
                || Double.isNaN(placed.height())) {
            return;
        }
        Rectangle2D area = Screen.getScreensForRectangle(window.getX(), window.getY(), window.getWidth(),
                window.getHeight()).stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds();
        WindowBounds fitted = placed.fittedInto(new WindowBounds(area.getMinX(), area.getMinY(), area.getWidth(),
                area.getHeight()), placed.width(), placed.height());
        if (fitted.x() != placed.x()) {
            dialog.setX(fitted.x());
        }
        if (fitted.y() != placed.y()) {
            dialog.setY(fitted.y());
        }
    }

    private static boolean isOwnedBy(Stage dialog, Window window) {
        for (Window owner = dialog.getOwner(); owner != null;
                owner = owner instanceof Stage stage ? stage.getOwner() : null) {
            if (owner == window) {
                return true;
            }
        }
        return false;
    }
}
