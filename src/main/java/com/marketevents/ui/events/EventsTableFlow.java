package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.skin.VirtualFlow;

/**
 * The events table's rows in sight. Besides JavaFX's own:
 * <ul>
 * <li>A row given another item is styled by the pulse's CSS pass rather than there and then (see
 * {@link EventsTableSkin}).</li>
 * <li>The row at the top stays there when the view gets shorter or taller (a notice above the table, the window
 * resized), and a row asked to be at the top is there once laid out. JavaFX keeps the scroll bar's fraction
 * instead, which moves the rows by that fraction of the change: a notice appearing with a reload put the selected
 * row, just brought to the top, out of sight above it.</li>
 * </ul>
 */
final class EventsTableFlow extends VirtualFlow<TableRow<EventRow>> {
    private double laidOutHeight = -1;
    private double laidOutPosition = -1;
    /** The row to keep at the top: the first in sight at the last layout, or the one asked for since. */
    private int topIndex = -1;
    /** Where its top is in the view: 0, or less when it is partly scrolled out. */
    private double topY;
    private boolean topAsked;

    @Override
    protected void setCellIndex(TableRow<EventRow> row, int index) {
        if (row.getSkin() == null || getFixedCellSize() <= 0) {
            super.setCellIndex(row, index);
        } else {
            row.updateIndex(index);
        }
    }

    @Override
    public void scrollToTop(int index) {
        super.scrollToTop(index);
        topIndex = index;
        topY = 0;
        topAsked = true;
    }

    @Override
    protected void layoutChildren() {
        boolean resized = laidOutHeight >= 0 && getHeight() != laidOutHeight;
        // A scroll (the position moved) decides where the rows are, not the row that was at the top.
        boolean keepTop = topIndex >= 0 && (topAsked || resized && getPosition() == laidOutPosition);
        super.layoutChildren();
        IndexedCell<?> first = getFirstVisibleCell();
        double rowHeight = getFixedCellSize();
        if (keepTop && first != null && rowHeight > 0 && topIndex < getCellCount()) {
            double off = first.getLayoutY() + (topIndex - first.getIndex()) * rowHeight - topY;
            if (Math.abs(off) >= 0.5) {
                scrollPixels(off);
                first = getFirstVisibleCell();
            }
        }
        topAsked = false;
        laidOutHeight = getHeight();
        laidOutPosition = getPosition();
        topIndex = first == null ? -1 : first.getIndex();
        topY = first == null ? 0 : first.getLayoutY();
    }
}
