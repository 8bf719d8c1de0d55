package com.marketevents.ui;

import javafx.geometry.HPos;
import javafx.geometry.VPos;
import javafx.scene.Node;
import javafx.scene.layout.Region;

/**
 * A line that may be cut short, shown only while it gets the width to say something: cut to "S…" or "…" beside a
 * separator (the status bar's "Still showing …" in a window 1,024 px wide during a load), it read as broken. It
 * needs no width of its own, so it gives way before its neighbours, which then keep their places.
 */
final class ReadableOrNothing extends Region {
    private final Node content;
    private final double leastReadable;

    /** {@code leastReadable}: below this width (or the content's whole width, if less) nothing is shown. */
    ReadableOrNothing(Node content, double leastReadable) {
        this.content = content;
        this.leastReadable = leastReadable;
        getChildren().add(content);
        setMinWidth(0);
    }

    @Override
    protected double computePrefWidth(double height) {
        return content.prefWidth(height);
    }

    @Override
    protected double computePrefHeight(double width) {
        return content.prefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        double width = getWidth();
        content.setVisible(width >= Math.min(content.prefWidth(-1), leastReadable) - 0.5);
        layoutInArea(content, 0, 0, width, getHeight(), 0, HPos.LEFT, VPos.CENTER);
    }
}
