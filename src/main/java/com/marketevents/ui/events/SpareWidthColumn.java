package com.marketevents.ui.events;

import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.util.Callback;

/**
 * The table's column resize policy: each column keeps the width the user gives it, the table scrolling sideways
 * when they are wider than it, and one column (the title) takes the width they leave spare in a wide table and
 * gives it back as the table narrows. That column's own width, the one remembered, stays the one the user gave it.
 */
final class SpareWidthColumn implements Callback<TableView.ResizeFeatures, Boolean> {
    private static final String FILLS = "spare-width-column";

    private final TableColumn<?, ?> filler;

    private SpareWidthColumn(TableColumn<?, ?> filler) {
        this.filler = filler;
    }

    /** Gives {@code filler} the spare width of {@code table}, now and as the table or its columns change. */
    static <S> void install(TableView<S> table, TableColumn<S, ?> filler) {
        SpareWidthColumn policy = new SpareWidthColumn(filler);
        filler.getProperties().put(FILLS, Boolean.TRUE);
        table.setColumnResizePolicy(policy);
        InvalidationListener refill = obs -> policy.call(new TableView.ResizeFeatures<>(table, null, 0.0));
        table.widthProperty().addListener(refill);
        table.getVisibleLeafColumns().addListener((ListChangeListener<TableColumn<S, ?>>) change -> refill
                .invalidated(null));
        for (TableColumn<S, ?> column : table.getColumns()) {
            column.prefWidthProperty().addListener(refill);
        }
    }

    /**
     * The width the user gave {@code column}, to be remembered: the title's without the spare width it took.
     */
    static double chosenWidth(TableColumn<?, ?> column) {
        return column.getProperties().containsKey(FILLS) ? column.getPrefWidth() : column.getWidth();
    }

    @Override
    @SuppressWarnings({"rawtypes", "unchecked"})
    public Boolean call(TableView.ResizeFeatures features) {
        TableColumn<?, ?> column = features.getColumn();
        boolean resized = false;
        if (column != null && features.getDelta() != 0 && column.isResizable()) {
            // Dragged, the title is given the width it is shown at: narrowed while it fills the table, it shows no
            // change, but gives up less once the table narrows.
            double width = Math.max(column.getMinWidth(), Math.min(column.getMaxWidth(),
                    column.getWidth() + features.getDelta()));
            resized = width != column.getWidth();
            column.setPrefWidth(width);
        }
        fill(features);
        return resized;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private void fill(TableView.ResizeFeatures features) {
        TableView<?> table = features.getTable();
        if (table == null || !table.getVisibleLeafColumns().contains(filler)) {
            return;
        }
        double others = 0;
        for (TableColumn<?, ?> column : table.getVisibleLeafColumns()) {
            if (column != filler) {
                others += column.getWidth();
            }
        }
        double spare = Math.floor(features.getContentWidth() - others - filler.getPrefWidth());
        features.setColumnWidth(filler, filler.getPrefWidth() + Math.max(0, spare));
    }
}
