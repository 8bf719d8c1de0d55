package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.Optional;
import javafx.scene.control.TableRow;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.control.skin.VirtualFlow;

/**
 * The events table's skin: where the view stands after the rows are replaced, and rows given another item styled by
 * the pulse's CSS pass with everything else, rather than there and then, each on its own.
 *
 * <p>After a replacement (a load, a reload, a filter) the view starts at the first row, and after a sort it stays;
 * either way the selected row, when there is one still shown, is then brought into sight. JavaFX's own table keeps the
 * index it was scrolled to, which shows another range from wherever the last one was left, the end of a short one, or
 * a filter's matches from the middle (and logs "index exceeds maxCellCount" when the rows got fewer).
 *
 * <p>The styling (done by its flow, {@link EventsTableFlow}): JavaFX's {@link VirtualFlow} applies CSS on the spot to
 * every row it moves to another item whose layout that invalidated, which a new text always does: the whole row and
 * each of its cells and texts, though nothing about their style changed. After a load, a filter or a sort that is
 * every visible row, and a page of scrolling costs the same. JavaFX does it so that a cell measures itself with its
 * current style; this table's rows have a fixed height and its cells the width of their column, so nothing is
 * measured. A row whose pseudo-classes do change (:odd, :selected, :deleted, a cell's :unknown-time) is marked for the
 * CSS pass by that change, and the pass styles it before anything is drawn. A row still without a skin, just made, is
 * styled at once as before. A tenth to a fifth less of the FX thread's time per page of new rows
 * (benchmarks/RESULTS.md, "Rows styled by the pulse").
 */
final class EventsTableSkin extends TableViewSkin<EventRow> {
    /** Whether the next layout brings the selected row into sight: the rows were replaced or reordered. */
    private boolean revealSelection;
    /** Whether the view was sent to the top for that (the rows were replaced). */
    private boolean sentToTop;

    EventsTableSkin(EventsTable table) {
        super(table);
    }

    /**
     * To be called as the rows are being replaced, before the table has taken the change in: the view goes to
     * the top before the rows are laid out again, so they are never laid out at an index the new rows lack.
     */
    void rowsReplacing() {
        getVirtualFlow().setPosition(0);
        sentToTop = true;
        revealSelection = true;
    }

    /** To be called as the rows are being reordered (a sort): the view stays, the selected row is brought in. */
    void rowsReordering() {
        revealSelection = true;
    }

    @Override
    protected void layoutChildren(double x, double y, double w, double h) {
        super.layoutChildren(x, y, w, h); // takes the new row count in; the rows are laid out after this
        if (revealSelection) {
            revealSelection = false;
            revealSelected(sentToTop);
            sentToTop = false;
        }
    }

    private void revealSelected(boolean viewSentToTop) {
        int selected = getSkinnable().getSelectionModel().getSelectedIndex();
        if (selected < 0) {
            return;
        }
        VirtualFlow<TableRow<EventRow>> flow = getVirtualFlow();
        if (!viewSentToTop) {
            flow.scrollTo(selected); // the rows in sight are where they were, so the flow knows which they are
            return;
        }
        // The view is at the top, though its rows may not be laid out there yet.
        double rowHeight = getSkinnable().getFixedCellSize();
        if (rowHeight <= 0 || selected >= (int) (flow.getHeight() / rowHeight)) {
            flow.scrollToTop(selected);
        }
    }

    /** Scrolls no more than it takes to show the row at {@code index}. */
    void bringIntoSight(int index) {
        getVirtualFlow().scrollTo(index);
    }

    /** The row showing item {@code index}, when it is in sight. */
    Optional<TableRow<EventRow>> rowInSight(int index) {
        return Optional.ofNullable(getVirtualFlow().getVisibleCell(index));
    }

    @Override
    protected VirtualFlow<TableRow<EventRow>> createVirtualFlow() {
        return new EventsTableFlow();
    }
}
