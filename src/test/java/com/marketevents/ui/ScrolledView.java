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
        return WindowFixture.onFx(() -> pane.getVvalue()
                * (pane.getContent().getLayoutBounds().getHeight() - pane.getViewportBounds().getHeight()));
    }

    /** Whether {@code node} is wholly within the pane's view. */
    public static boolean inView(ScrollPane pane, Node node) {
        Bounds viewport = WindowFixture.sceneBounds(pane);
        Bounds bounds = WindowFixture.sceneBounds(node);
        return bounds.getMinY() >= viewport.getMinY() && bounds.getMaxY() <= viewport.getMaxY();
    }
}
