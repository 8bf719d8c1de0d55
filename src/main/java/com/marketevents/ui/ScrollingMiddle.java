package com.marketevents.ui;

import atlantafx.base.theme.Tweaks;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * The middle of a dialog, between its heading and its buttons: as tall as what it holds while the screen has room,
 * scrolled when {@link DialogsOnOwnersScreen} shortens the dialog to a short screen (Export with a row selected was
 * 631 px tall on a 600 px one), so that the buttons stay on the screen.
 */
public final class ScrollingMiddle {
    private ScrollingMiddle() {
    }

    public static ScrollPane of(Node content) {
        ScrollPane scrolled = new ScrollPane(content);
        scrolled.getStyleClass().addAll(Tweaks.EDGE_TO_EDGE, "dialog-middle");
        scrolled.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // As wide as the viewport, so that wrapped text wraps clear of the bar when it shows.
        scrolled.setFitToWidth(true);
        return scrolled;
    }
}
