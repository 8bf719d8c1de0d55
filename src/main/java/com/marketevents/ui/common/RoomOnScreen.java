package com.marketevents.ui.common;

import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Window;

/**
 * Lets a dialog's part that keeps its preferred width (so that a window manager giving the dialog its least width
 * does not squeeze it) narrow to what the screen has room for: on a laptop's half screen, 683 px wide, Watchlists
 * and the third-party notices asked for more, and their buttons were cut off at the screen's edge.
 */
public final class RoomOnScreen {
    private RoomOnScreen() {
    }

    /** The visual bounds (without the panels) of the screen {@code window} is on, the main one if none. */
    public static Rectangle2D screenOf(Window window) {
        return Screen.getScreensForRectangle(window.getX(), window.getY(), window.getWidth(), window.getHeight())
                .stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds();
    }

    /**
     * Gives {@code part}, in {@code pane}, its preferred width as its least, or less where the screen of
     * {@code owner} is narrower. To be called with the pane's style applied, its parts' sizes known.
     */
    public static void leastWidthAsPreferredWithin(Region part, DialogPane pane, Window owner) {
        leastWidthAsPreferredWithin(part, pane, screenOf(owner).getWidth());
    }

    static void leastWidthAsPreferredWithin(Region part, DialogPane pane, double screenWidth) {
        double room = screenWidth;
        for (Parent around = part.getParent(); around != null; around = around.getParent()) {
            if (around instanceof Region region) {
                room -= region.snappedLeftInset() + region.snappedRightInset();
            }
            if (around == pane) {
                break;
            }
        }
        part.setMinWidth(Math.min(part.prefWidth(-1), room));
    }
}
