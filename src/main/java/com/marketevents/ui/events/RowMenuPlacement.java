package com.marketevents.ui.events;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.stage.PopupWindow.AnchorLocation;
import javafx.stage.Screen;
import javafx.stage.WindowEvent;

/**
 * Opens a menu from the keyboard beside a row: below it, or above it when the screen has no room below. The menu's
 * own placement beside a node flips it with the height it had before its items were named for this row, and a menu
 * of many selected rows opened far above the row, over the menu bar. A menu taller than the room on either side (a
 * short screen, a large font) opens to the right of the row's current cell, as low as the screen lets it, rather
 * than pushed by the screen's edge over the row.
 */
final class RowMenuPlacement {
    private final ContextMenu menu;
    private final AnchorLocation usual;

    RowMenuPlacement(ContextMenu menu) {
        this.menu = menu;
        this.usual = menu.getAnchorLocation();
        // A right click opens the menu at the pointer as always.
        menu.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> menu.setAnchorLocation(usual));
    }

    /**
     * Shows the menu under {@code owner}, its left edge at {@code x}, beside {@code row}; at {@code besideX} (the
     * current cell's right edge) when it fits neither below nor above the row. Screen coordinates.
     */
    void show(Node owner, double x, double besideX, Bounds row) {
        menu.setAnchorLocation(AnchorLocation.CONTENT_TOP_LEFT);
        menu.show(owner, x, row.getMaxY());
        Node content = menu.getSkin() == null ? null : menu.getSkin().getNode();
        if (content == null) {
            return;
        }
        // Shown, it has its height; pushed up to fit on the screen, it would cover the row.
        Bounds shown = content.localToScreen(content.getLayoutBounds());
        if (shown == null || shown.getMinY() >= row.getMaxY() - 1) {
            return;
        }
        if (shown.getHeight() <= row.getMinY() - screenTop(row)) {
            menu.setAnchorLocation(AnchorLocation.CONTENT_BOTTOM_LEFT);
            menu.setAnchorY(row.getMinY());
        } else {
            menu.setAnchorX(besideX);
            menu.setAnchorY(row.getMinY());
        }
    }

    private static double screenTop(Bounds row) {
        return Screen.getScreensForRectangle(row.getMinX(), row.getMinY(), row.getWidth(), row.getHeight()).stream()
                .findFirst().orElse(Screen.getPrimary()).getVisualBounds().getMinY();
    }
}
