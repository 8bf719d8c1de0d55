package com.marketevents.ui.common;

import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The grid of names beside their values that Details, the status panel and Settings share: the names keep their
 * width, and the values take the rest of it.
 */
public final class NamesBesideValues {

    private NamesBesideValues() {
    }

    /** A two-column grid, names then values, {@code hgap} apart and its rows {@code vgap} apart. */
    public static GridPane grid(double hgap, double vgap) {
        GridPane grid = new GridPane();
        grid.setHgap(hgap);
        grid.setVgap(vgap);
        ColumnConstraints names = new ColumnConstraints();
        names.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(names, values);
        return grid;
    }

    /** The same grid whose values may narrow below their own width, to wrap in whatever width is left. */
    public static GridPane wrappingGrid(double hgap, double vgap) {
        GridPane grid = grid(hgap, vgap);
        grid.getColumnConstraints().get(1).setMinWidth(0);
        return grid;
    }
}
