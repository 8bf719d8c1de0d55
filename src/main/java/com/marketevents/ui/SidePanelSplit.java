package com.marketevents.ui;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * The table beside the side panel. The side panel keeps the width the user gave it as the window is resized,
 * so the table takes the change; it never takes more than a share of the window, so a narrow window still
 * leaves the table most of the room; and once the window grows again it gets back the width it gave up.
 * Hidden, it leaves the whole width to the table and comes back at the width it had.
 */
final class SidePanelSplit extends SplitPane {
    private final Region side;
    private final double maxShare;
    /** The side panel's width as the divider last left it (a drag, or a position set in code). */
    private double chosenWidth = Double.NaN;
    private boolean dividerMoved = true;
    private boolean layingOut;
    private final BooleanProperty sideShown = new SimpleBooleanProperty(this, "sideShown", true);

    SidePanelSplit(Node main, Region side, double maxShare) {
        this.side = side;
        this.maxShare = maxShare;
        getItems().addAll(main, side);
        SplitPane.setResizableWithParent(side, false);
        side.maxWidthProperty().bind(Bindings.max(side.minWidthProperty(), widthProperty().multiply(maxShare)));
        // The skin moves the divider itself while it lays out (to keep the side panel's width); only a move
        // from outside a layout is a choice of width. Shown again, the side panel comes with a new divider.
        getDividers().addListener((ListChangeListener<Divider>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(this::watch);
            }
        });
        getDividers().forEach(this::watch);
        sideShown.addListener((obs, was, shown) -> {
            if (shown) {
                getItems().add(side);
                if (!Double.isNaN(chosenWidth)) {
                    chooseWidth(chosenWidth);
                }
            } else {
                getItems().remove(side);
            }
        });
    }

    private void watch(Divider divider) {
        divider.positionProperty().addListener((obs, old, now) -> dividerMoved |= !layingOut);
    }

    /** Whether the side panel is shown beside the table. */
    BooleanProperty sideShownProperty() {
        return sideShown;
    }

    /** The side panel's width as the user last chose it; NaN before the first layout. */
    double chosenWidth() {
        return chosenWidth;
    }

    /** Gives the side panel a width, as a drag of the divider would (a remembered one, say). */
    void chooseWidth(double width) {
        chosenWidth = width;
        dividerMoved = false;
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        layingOut = true;
        try {
            super.layoutChildren();
            if (getWidth() <= 0 || side.getWidth() <= 0 || !sideShown.get()) {
                return;
            }
            if (dividerMoved) {
                // Read off the divider: in the layout right after a drag the side panel still has its old width.
                chosenWidth = Math.max(side.getMinWidth(), Math.min(side.getMaxWidth(),
                        (1 - getDividerPositions()[0]) * getWidth() - dividerShare()));
                dividerMoved = false;
                return;
            }
            double target = Math.max(side.getMinWidth(), Math.min(chosenWidth, getWidth() * maxShare));
            if (Math.abs(side.getWidth() - target) > 0.5) {
                setDividerPosition(0, 1 - (target + dividerShare()) / getWidth());
                super.layoutChildren();
            }
        } finally {
            layingOut = false;
        }
    }

    /** The side panel's width is (1 - position) x width less this: half the divider, which the position centres. */
    private double dividerShare() {
        return lookup(".split-pane-divider") instanceof Region divider ? divider.getWidth() / 2 : 0;
    }
}
