package com.marketevents.ui.common;

import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.layout.HBox;

/**
 * A row of controls that keeps its buttons whole in a narrow window. While the row is narrower than its
 * controls want with every label, the buttons in it marked {@value #ICON_WHEN_NARROW} show their icon alone
 * (their tooltips still name them) instead of shrinking to an ellipsis; they never shrink. Nodes marked
 * {@value #GIVES_WAY} (a progress text, say) shrink first and do not count towards the labels' room. When the
 * icons cannot be drawn (see {@link IconFont}) the labels stay, since an icon alone would be an empty box (the
 * window then keeps the row's width as its least).
 */
public final class IconsWhenNarrowBar extends HBox {
    public static final String ICON_WHEN_NARROW = "icon-when-narrow";
    public static final String GIVES_WAY = "gives-way-when-narrow";

    private final BooleanSupplier iconsDrawn;
    private boolean iconsOnly;
    /** What the hidden labels would add to the row's preferred width, measured when they were hidden. */
    private double labelsWidth;

    public IconsWhenNarrowBar(double spacing) {
        this(spacing, IconFont::isLoaded);
    }

    IconsWhenNarrowBar(double spacing, BooleanSupplier iconsDrawn) {
        super(spacing);
        this.iconsDrawn = iconsDrawn;
    }

    /** The row adapts to what it is given (the window's minimum size keeps the icons-only row whole). */
    @Override
    protected double computeMinWidth(double height) {
        return snappedLeftInset() + snappedRightInset();
    }

    @Override
    protected void layoutChildren() {
        boolean iconsShown = iconsDrawn.getAsBoolean();
        keepButtonsWhole();
        double wanted = wantedWidth();
        boolean narrow = iconsShown && getWidth() < wanted + (iconsOnly ? labelsWidth : 0);
        if (narrow != iconsOnly) {
            showLabels(!narrow);
            iconsOnly = narrow;
            if (narrow) {
                // Measured on the whole row: a button inside a hidden part of it takes no room either way.
                labelsWidth = wanted - wantedWidth();
            }
        }
        super.layoutChildren();
    }

    /**
     * The row's preferred width from its children's own: the row's cached one misses a change its children
     * made during its layout (switching labels, say), which JavaFX does not pass up to a parent mid-layout.
     */
    private double wantedWidth() {
        double width = snappedLeftInset() + snappedRightInset();
        int managed = 0;
        for (Node child : getChildren()) {
            if (child.isManaged()) {
                width += child.prefWidth(-1);
                managed++;
            }
        }
        width += getSpacing() * Math.max(0, managed - 1);
        for (Node node : lookupAll("." + GIVES_WAY)) {
            if (takesRoom(node)) {
                width -= node.prefWidth(-1) - node.minWidth(-1);
            }
        }
        return width;
    }

    /**
     * Whether {@code node} counts in this row's preferred width: it and every parent up to the row managed. Hidden,
     * it still counts (a load's progress text the toolbar has no room for, hidden while its room is kept).
     */
    private boolean takesRoom(Node node) {
        for (Node part = node; part != null && part != this; part = part.getParent()) {
            if (!part.isManaged()) {
                return false;
            }
        }
        return true;
    }

    private void keepButtonsWhole() {
        for (Node node : lookupAll("." + ICON_WHEN_NARROW)) {
            if (node instanceof Labeled labeled && labeled.getMinWidth() != USE_PREF_SIZE) {
                labeled.setMinWidth(USE_PREF_SIZE);
            }
        }
    }

    private void showLabels(boolean show) {
        for (Node node : lookupAll("." + ICON_WHEN_NARROW)) {
            if (node instanceof Labeled labeled) {
                labeled.setContentDisplay(show ? ContentDisplay.LEFT : ContentDisplay.GRAPHIC_ONLY);
            }
        }
    }
}
