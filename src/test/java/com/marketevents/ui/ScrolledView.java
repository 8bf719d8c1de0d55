package com.marketevents.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/** What a scroll pane shows, for tests of its scrolling. */
public final class ScrolledView {
    private ScrolledView() {
    }

    /** How far down its content the pane's view starts, in pixels. */
    public static double shownTop(ScrollPane pane) {
        double hidden = pane.getContent().getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight();
        return pane.getVvalue() * hidden;
    }

    /** Whether {@code node} is wholly within the pane's view. */
    public static boolean inView(ScrollPane pane, Node node) {
        Bounds viewport = pane.localToScene(pane.getBoundsInLocal());
        Bounds bounds = node.localToScene(node.getBoundsInLocal());
        return bounds.getMinY() >= viewport.getMinY() && bounds.getMaxY() <= viewport.getMaxY();
    }
}
