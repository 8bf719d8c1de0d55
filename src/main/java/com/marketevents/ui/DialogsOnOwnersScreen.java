package com.marketevents.ui;

import com.marketevents.ui.common.RoomOnScreen;
import com.marketevents.ui.common.ScrollingMiddle;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.event.EventHandler;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Centres every dialog a window owns on its owner and keeps it whole on the window's screen, the one way all its
 * dialogs are placed. JavaFX centres a {@link javafx.scene.control.Dialog} on its owner but a plain stage (Settings)
 * on the screen, which put Settings beside a window at the screen's left; such a stage is centred here as JavaFX
 * centres a Dialog. Centred, one wider than the window (F1's two columns, about 1,280 px, over a window 1,024 px wide)
 * reached past the screen's edge. A dialog is moved into the screen's visual bounds (without the panels); one taller
 * than them is shortened to them, its middle scrolling ({@link ScrollingMiddle}) between its heading and its
 * buttons; one wider is narrowed to them, its text wrapping (a laptop's half screen, 683 px wide).
 */
final class DialogsOnOwnersScreen {
    private DialogsOnOwnersScreen() {
    }

    /** From now on, until {@code window} is hidden, each dialog it comes to own is kept on its screen. */
    static void install(Stage window) {
        ListChangeListener<Window> shown = change -> {
            while (change.next()) {
                change.getAddedSubList().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                        .filter(dialog -> dialog.getScene() != null && isOwnedBy(dialog, window))
                        .forEach(dialog -> keepOnScreen(dialog, window));
            }
        };
        Window.getWindows().addListener(shown);
        window.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> Window.getWindows().removeListener(shown));
    }

    private static void keepOnScreen(Stage dialog, Window window) {
        new Placement(dialog, window).follow();
    }

    /**
     * Fits a dialog while JavaFX places it: as it is shown, and each time its size changes until that pulse's layout
     * is over, since a dialog whose size follows its content is centred on its owner again. A move on its own is the
     * user's (a dialog dragged partly off the screen) and is left where the user put it. A plain stage is centred on
     * its owner only as it opens, until its first layout with its size known: after that, one that grows (Settings
     * with a problem said) keeps its top left corner, as a Dialog does, and one the user resizes does not jump.
     */
    private static final class Placement {
        private final Stage dialog;
        private final Window window;
        private boolean placing = true;
        private boolean opening;
        private boolean moving;

        Placement(Stage dialog, Window window) {
            this.dialog = dialog;
            this.window = window;
            this.opening = !(dialog.getScene().getRoot() instanceof DialogPane);
        }

        void follow() {
            InvalidationListener resized = observable -> {
                placing = true;
                place();
            };
            InvalidationListener moved = observable -> {
                if (placing) {
                    place();
                }
            };
            Runnable laidOut = () -> {
                placing = false;
                opening = opening && !sizeKnown(dialog);
            };
            Scene scene = dialog.getScene();
            dialog.widthProperty().addListener(resized);
            dialog.heightProperty().addListener(resized);
            dialog.xProperty().addListener(moved);
            dialog.yProperty().addListener(moved);
            scene.addPostLayoutPulseListener(laidOut);
            // A dialog shown again is followed afresh, so nothing is left listening to it in between.
            dialog.addEventHandler(WindowEvent.WINDOW_HIDDEN, new EventHandler<>() {
                @Override
                public void handle(WindowEvent event) {
                    dialog.widthProperty().removeListener(resized);
                    dialog.heightProperty().removeListener(resized);
                    dialog.xProperty().removeListener(moved);
                    dialog.yProperty().removeListener(moved);
                    scene.removePostLayoutPulseListener(laidOut);
                    dialog.removeEventHandler(WindowEvent.WINDOW_HIDDEN, this);
                }
            });
            place();
        }

        /**
         * Works out where the dialog goes and puts it there once: each move it makes fires the listeners above, which
         * would otherwise place it again within this placing, centred, then fitted, then centred, without end.
         */
        private void place() {
            if (moving || !sizeKnown(dialog)) {
                return;
            }
            WindowBounds placed = new WindowBounds(dialog.getX(), dialog.getY(), dialog.getWidth(), dialog.getHeight());
            WindowBounds wanted = opening ? centredOnOwner(dialog) : placed;
            if (Double.isNaN(wanted.x()) || Double.isNaN(wanted.y())) {
                return;
            }
            moving = true;
            try {
                fit(dialog, placed, wanted, RoomOnScreen.screenOf(window));
            } finally {
                moving = false;
            }
        }
    }

    /**
     * Centred on its owner as JavaFX centres a Dialog: across, and down but for half its title bar's height, which
     * JavaFX leaves out of a Dialog's height.
     */
    private static WindowBounds centredOnOwner(Stage dialog) {
        Window owner = dialog.getOwner();
        double x = owner.getX() + owner.getWidth() / 2 - dialog.getWidth() / 2;
        double y = owner.getY() + owner.getHeight() / 2 - dialog.getHeight() / 2 + dialog.getScene().getY() / 2;
        return new WindowBounds(x, y, dialog.getWidth(), dialog.getHeight());
    }

    private static boolean sizeKnown(Stage dialog) {
        return !Double.isNaN(dialog.getWidth()) && !Double.isNaN(dialog.getHeight());
    }

    /** Gives the dialog, now at {@code placed}, the bounds {@code wanted} kept within {@code area}. */
    private static void fit(Stage dialog, WindowBounds placed, WindowBounds wanted, Rectangle2D area) {
        // Also the most a dialog grows to when its size follows its content.
        if (dialog.getMaxHeight() != area.getHeight()) {
            dialog.setMaxHeight(area.getHeight());
        }
        if (dialog.getMaxWidth() != area.getWidth()) {
            dialog.setMaxWidth(area.getWidth());
        }
        WindowBounds fitted = wanted.keptWithin(new WindowBounds(area.getMinX(), area.getMinY(), area.getWidth(),
                area.getHeight()));
        if (fitted.width() != placed.width() || fitted.height() != placed.height()) {
            // A window manager keeps a window of fixed size (a Dialog's) at that size, whatever it is asked.
            dialog.setResizable(true);
        }
        if (fitted.width() != placed.width()) {
            dialog.setWidth(fitted.width());
        }
        if (fitted.height() != placed.height()) {
            dialog.setHeight(fitted.height());
        }
        if (fitted.x() != placed.x()) {
            dialog.setX(fitted.x());
        }
        if (fitted.y() != placed.y()) {
            dialog.setY(fitted.y());
        }
    }

    static boolean isOwnedBy(Stage dialog, Window window) {
        for (Window owner = dialog.getOwner(); owner != null;
                owner = owner instanceof Stage stage ? stage.getOwner() : null) {
            if (owner == window) {
                return true;
            }
        }
        return false;
    }
}
