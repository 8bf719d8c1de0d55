package com.marketevents.ui.common;

import atlantafx.base.theme.Tweaks;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/**
 * The middle of a dialog, between its heading and its buttons: as tall as what it holds while the screen has room,
 * scrolled when the window (its DialogsOnOwnersScreen) shortens the dialog to a short screen (Export with a row
 * selected was 631 px tall on a 600 px one), so that the buttons stay on the screen.
 */
public final class ScrollingMiddle extends ScrollPane {
    private ScrollingMiddle(Node content) {
        super(content);
        getStyleClass().addAll(Tweaks.EDGE_TO_EDGE, "dialog-middle");
        setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // As wide as the viewport, so that wrapped text wraps clear of the bar when it shows.
        setFitToWidth(true);
        KeyboardScrolling.followFocus(this); // Tab to a choice below the view brings it into view
    }

    public static ScrollPane of(Node content) {
        return new ScrollingMiddle(content);
    }

    /**
     * As the content's, so that the dialog asks its height for the width it has: a scroll pane has none, and its
     * content's wrapped sentences were measured at their own preferred widths, in more lines than they take (the
     * watchlists dialog grew 40 px taller than the smallest window).
     */
    @Override
    public Orientation getContentBias() {
        return getContent() == null ? null : getContent().getContentBias();
    }

    /** Never narrower than what it holds can be: it scrolls only up and down. */
    @Override
    protected double computeMinWidth(double height) {
        Node content = getContent();
        return content == null ? super.computeMinWidth(height)
                : snappedLeftInset() + content.minWidth(-1) + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        Node content = getContent();
        if (width < 0 || content == null || content.getContentBias() != Orientation.HORIZONTAL) {
            return super.computePrefHeight(width);
        }
        return snappedTopInset() + content.prefHeight(width - snappedLeftInset() - snappedRightInset())
                + snappedBottomInset();
    }
}
