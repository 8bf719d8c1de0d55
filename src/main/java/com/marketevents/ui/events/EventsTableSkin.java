package com.marketevents.ui.events;

import javafx.scene.control.TableRow;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.control.skin.VirtualFlow;

/**
 * The events table's skin: a row given another item is styled by the pulse's CSS pass with everything else,
 * rather than there and then, each on its own.
 *
 * <p>Why: JavaFX's {@link VirtualFlow} applies CSS on the spot to every row it moves to another item whose
 * layout that invalidated, which a new text always does: the whole row and each of its cells and texts,
 * though nothing about their style changed. After a load, a filter or a sort that is every visible row, and a
 * page of scrolling costs the same. JavaFX does it so that a cell measures itself with its current style;
 * this table's rows have a fixed height and its cells the width of their column, so nothing is measured. A
 * row whose pseudo-classes do change (:odd, :selected, :deleted, a cell's :unknown-time) is marked for the
 * CSS pass by that change, and the pass styles it before anything is drawn. A row still without a skin, just
 * made, is styled at once as before. A tenth to a fifth less of the FX thread's time per page of new rows
 * (benchmarks/RESULTS.md, "Rows styled by the pulse").
 */
final class EventsTableSkin extends TableViewSkin<EventRow> {
    EventsTableSkin(EventsTable table) {
        super(table);
    }

    @Override
    protected VirtualFlow<TableRow<EventRow>> createVirtualFlow() {
        return new VirtualFlow<>() {
            @Override
            protected void setCellIndex(TableRow<EventRow> row, int index) {
                if (row.getSkin() == null || getFixedCellSize() <= 0) {
                    super.setCellIndex(row, index);
                } else {
                    row.updateIndex(index);
                }
            }
        };
    }
}
