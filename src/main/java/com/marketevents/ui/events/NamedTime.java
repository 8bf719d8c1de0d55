package com.marketevents.ui.events;

import java.util.function.DoubleSupplier;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * A time's name beside its value, as the other rows of Details are, or its value below its name, across the whole
 * width, when the values' column is too narrow for the time on one line: a narrow side panel broke "Mon 23 Nov
 * 2026, 03:30 EST" between its date and its time, and the time as published before its offset.
 *
 * <p>It spans both columns of the grid; {@code namesWidth} is the width of the names' column, so that its value
 * starts where the others do.
 */
final class NamedTime extends Region {
    private final Label name;
    private final DetailFields.TimeValue value;
    private final DoubleSupplier namesWidth;
    private final DoubleSupplier wholeLineWidth;
    private final double gap;

    /**
     * {@code wholeLineWidth} is the width its value needs beside the name: its own longest line, or the longest
     * of several times that are to be laid out alike.
     */
    NamedTime(Label name, DetailFields.TimeValue value, DoubleSupplier namesWidth, DoubleSupplier wholeLineWidth,
            double gap) {
        this.name = name;
        this.value = value;
        this.namesWidth = namesWidth;
        this.wholeLineWidth = wholeLineWidth;
        this.gap = gap;
        getChildren().addAll(name, value);
    }

    /** Whether the value goes below the name in a row {@code width} wide. */
    boolean stackedAt(double width) {
        return width - namesWidth.getAsDouble() - gap < wholeLineWidth.getAsDouble();
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.HORIZONTAL;
    }

    @Override
    protected double computeMinWidth(double height) {
        return name.minWidth(-1);
    }

    @Override
    protected double computePrefWidth(double height) {
        return namesWidth.getAsDouble() + gap + value.prefWidth(-1);
    }

    @Override
    protected double computePrefHeight(double width) {
        double rowWidth = rowWidth(width);
        double nameHeight = boundedHeight(name, -1);
        if (stackedAt(rowWidth)) {
            return nameHeight + boundedHeight(value, rowWidth);
        }
        return Math.max(nameHeight, boundedHeight(value, rowWidth - namesWidth.getAsDouble() - gap));
    }

    @Override
    protected void layoutChildren() {
        double width = getWidth();
        double nameWidth = namesWidth.getAsDouble();
        double nameHeight = boundedHeight(name, -1);
        name.resizeRelocate(0, 0, nameWidth, nameHeight);
        if (stackedAt(width)) {
            value.resizeRelocate(0, nameHeight, width, boundedHeight(value, width));
        } else {
            double valueWidth = width - nameWidth - gap;
            value.resizeRelocate(nameWidth + gap, 0, valueWidth, boundedHeight(value, valueWidth));
        }
    }

    /**
     * The row spans the grid, so its width is the grid's: the grid asks for its height at other widths too, and a
     * height for a narrower row (the time below its name) left a line's gap under the time laid out beside it.
     */
    private double rowWidth(double asked) {
        if (getParent() instanceof Region grid && grid.getWidth() > 0) {
            return grid.getWidth() - grid.snappedLeftInset() - grid.snappedRightInset();
        }
        return asked < 0 ? computePrefWidth(-1) : asked;
    }

    private static double boundedHeight(Region region, double width) {
        return Math.min(Math.max(region.minHeight(width), region.prefHeight(width)), region.maxHeight(width));
    }
}
