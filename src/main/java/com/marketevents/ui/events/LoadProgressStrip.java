package com.marketevents.ui.events;

import javafx.geometry.HPos;
import javafx.geometry.VPos;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;

/**
 * A running load's bar, its Cancel button beside it and its text after them. The text gives way first: where it
 * cannot be shown whole it is not shown (cut, "93 of 365 days · 2,551 e…", it read as broken; the status bar says
 * it whole), then the bar; where the toolbar leaves the bar less than {@link #USEFUL_BAR_WIDTH} (a window 1,024 px
 * wide left it a 24 px pill), Cancel shows its icon alone, as it does when the whole toolbar shows icons, and the bar
 * takes its label's room.
 * An HBox shrank the bar and the text alike, down to the bar's minimum while the text kept some of its own.
 */
final class LoadProgressStrip extends HBox {
    /** The narrowest bar that still reads as a bar filling up, not as a pill. */
    static final double USEFUL_BAR_WIDTH = 64;

    private final ProgressBar bar;
    private final Button cancel;
    private final Label text;
    private final Button load;
    /** What Cancel's label adds to its width, measured when the label was hidden. */
    private double labelWidth;

    /** {@code load}, the toolbar's Load button, tells whether the toolbar shows its buttons' icons alone. */
    LoadProgressStrip(ProgressBar bar, Button cancel, Label text, Button load) {
        super(6, bar, cancel, text);
        this.bar = bar;
        this.cancel = cancel;
        this.text = text;
        this.load = load;
        cancel.setMinWidth(USE_PREF_SIZE);
    }

    @Override
    protected void layoutChildren() {
        boolean iconOnly = cancel.getContentDisplay() == ContentDisplay.GRAPHIC_ONLY;
        double barWithLabel = barRoom() - (iconOnly ? labelWidth : 0);
        boolean wantIconOnly = load.getContentDisplay() == ContentDisplay.GRAPHIC_ONLY
                || barWithLabel < USEFUL_BAR_WIDTH;
        if (wantIconOnly != iconOnly) {
            double labelled = cancel.prefWidth(-1);
            cancel.setContentDisplay(wantIconOnly ? ContentDisplay.GRAPHIC_ONLY : ContentDisplay.LEFT);
            if (wantIconOnly) {
                labelWidth = labelled - cancel.prefWidth(-1);
            }
        }
        double top = snappedTopInset();
        double height = getHeight() - top - snappedBottomInset();
        double room = barRoom();
        double barWidth = Math.max(bar.minWidth(-1), Math.min(bar.prefWidth(-1), room));
        double textWidth = text.prefWidth(-1);
        text.setVisible(textWidth <= room - barWidth + 0.5);
        if (!text.isVisible()) {
            textWidth = 0;
        }
        double x = snappedLeftInset();
        layoutInArea(bar, x, top, barWidth, height, 0, HPos.LEFT, VPos.CENTER);
        x += barWidth + getSpacing();
        double cancelWidth = cancel.prefWidth(-1);
        layoutInArea(cancel, x, top, cancelWidth, height, 0, HPos.LEFT, VPos.CENTER);
        x += cancelWidth + getSpacing();
        layoutInArea(text, x, top, textWidth, height, 0, HPos.LEFT, VPos.CENTER);
    }

    /** The width left to the bar and the text together, beside Cancel as it is shown now. */
    private double barRoom() {
        return getWidth() - snappedLeftInset() - snappedRightInset() - cancel.prefWidth(-1) - 2 * getSpacing();
    }
}
