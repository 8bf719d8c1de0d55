package com.marketevents.ui.events;

import java.util.AbstractList;
import java.util.BitSet;
import java.util.List;
import java.util.function.IntFunction;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.ObservableListBase;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableColumnBase;
import javafx.scene.control.TablePosition;
import javafx.scene.control.TableView;

/**
 * The table's selection of whole rows, kept as a set of bits. JavaFX 21's own selection model clears a selection
 * one row at a time, each step's cost growing with the selection: with a year's 100,000 rows selected (Ctrl+A),
 * the next click, key, filter or sort froze the window for 5 to 30 s ({@code FxThreadBenchmark --selection-only}).
 * Here every change costs at most one pass over the rows it concerns.
 *
 * <p>A row added to the selection or taken out of it is told to the three selection lists (indices, items, cells)
 * as that one change; any other change as one replacement of their whole content, the selected index already
 * set. The table, its rows and its behaviour read them through the public selection-model methods. Rows only:
 * no cell selection. When the rows are permuted, the selection follows them; when they are replaced (a filter, a
 * load), it is cleared, and {@link EventsTable} selects again, by event id, the rows that remain.
 */
final class RowSelection<S> extends TableView.TableViewSelectionModel<S> {
    /** Where JavaFX's table behaviour keeps the row that Shift+click and Shift+arrows select from. */
    private static final String ANCHOR = "anchor";
    /** Marks an anchor the behaviour set for want of one, which any replacement of the selection drops. */
    private static final String DEFAULT_ANCHOR = "isDefaultAnchor";
    private BitSet selected = new BitSet();
    /** The selected rows in ascending order, made again when first read after a change; null while out of date. */
    private int[] rows = new int[0];
    private final Selected<Integer> indices = new Selected<>(row -> row);
    private final Selected<S> items = new Selected<>(this::getModelItem);
    private final Selected<TablePosition> cells = new Selected<>(row -> new TablePosition<>(getTableView(), row, null));

    RowSelection(TableView<S> table) {
        super(table);
        table.getItems().addListener((ListChangeListener<S>) this::rowsChanged);
    }

    private void rowsChanged(ListChangeListener.Change<? extends S> change) {
        if (selected.isEmpty()) {
            return;
        }
        boolean permutation = change.next() && change.wasPermutated() && !change.next();
        change.reset();
        if (!permutation) {
            change(() -> selected.clear(), -1);
            return;
        }
        change.next();
        BitSet moved = new BitSet();
        for (int row = selected.nextSetBit(0); row >= 0; row = selected.nextSetBit(row + 1)) {
            moved.set(movedTo(change, row));
        }
        int current = movedTo(change, getSelectedIndex());
        TablePosition<S, ?> focused = getTableView().getFocusModel().getFocusedCell();
        int focusedRow = movedTo(change, focused == null ? -1 : focused.getRow());
        Object anchor = getTableView().getProperties().get(ANCHOR);
        int anchorRow = anchor instanceof TablePosition<?, ?> position ? movedTo(change, position.getRow()) : -1;
        change.reset();
        change(() -> selected = moved, current);
        // JavaFX's focus model and the anchor of Shift+click and Shift+arrows keep their row's number through a
        // sort; they follow their events here, or Down and Copy value would act on whatever row took the number.
        if (focusedRow >= 0) {
            focus(focusedRow, focused.getTableColumn());
        }
        if (anchorRow >= 0) {
            getTableView().getProperties().put(ANCHOR,
                    new TablePosition<>(getTableView(), anchorRow, ((TablePosition<S, ?>) anchor).getTableColumn()));
        }
    }

    /** Where {@code row} went in a permutation; -1 stays -1. */
    private static int movedTo(ListChangeListener.Change<?> change, int row) {
        return row >= change.getFrom() && row < change.getTo() ? change.getPermutation(row) : row;
    }

    /**
     * Runs {@code edit} on the set of selected rows and makes {@code current} the selected index, then tells each
     * list the change as one replacement of its content. (When the rows themselves have changed, the items said
     * to be removed are those now at the rows that were selected; no listener in this application reads them.)
     */
    private void change(Runnable edit, int current) {
        List<Integer> removedIndices = indices.snapshot();
        List<S> removedItems = items.snapshot();
        List<TablePosition> removedCells = cells.snapshot();
        edit.run();
        rows = null;
        makeCurrent(selected.isEmpty() ? -1 : current);
        indices.replaced(removedIndices);
        items.replaced(removedItems);
        cells.replaced(removedCells);
    }

    /** Adds {@code row}, not selected yet, told as the one row added, so that the table's anchor stays right. */
    private void addOne(int row) {
        selected.set(row);
        rows = null;
        makeCurrent(row);
        int at = rankOf(row);
        indices.addedAt(at);
        items.addedAt(at);
        cells.addedAt(at);
    }

    /** Takes out {@code row}, selected, told as the one row removed; the last selected row becomes the current one. */
    private void removeOne(int row) {
        int at = rankOf(row);
        S item = getModelItem(row);
        selected.clear(row);
        rows = null;
        if (getSelectedIndex() == row || selected.isEmpty()) {
            makeCurrent(selected.isEmpty() ? -1 : selected.length() - 1);
        }
        indices.removedAt(at, row);
        items.removedAt(at, item);
        cells.removedAt(at, new TablePosition<>(getTableView(), row, null));
    }

    private int rankOf(int row) {
        return row == 0 ? 0 : selected.get(0, row).cardinality();
    }

    private void makeCurrent(int row) {
        setSelectedIndex(row);
        setSelectedItem(getModelItem(row));
    }

    /** The selected rows in ascending order; the array is shared, and must not be changed. */
    int[] selectedRows() {
        return rows();
    }

    private int[] rows() {
        if (rows == null) {
            rows = selected.stream().toArray();
        }
        return rows;
    }

    private boolean isRow(int row) {
        return row >= 0 && row < getItemCount();
    }

    /** Moves the keyboard's focus to {@code row}, in {@code column} (the one clicked) or none. */
    private void focus(int row, TableColumnBase<S, ?> column) {
        getTableView().getFocusModel().focus(row, column instanceof TableColumn<S, ?> tableColumn ? tableColumn : null);
    }

    // ---- the lists ----------------------------------------------------------------------------------------

    @Override
    public ObservableList<Integer> getSelectedIndices() {
        return indices;
    }

    @Override
    public ObservableList<S> getSelectedItems() {
        return items;
    }

    @Override
    public ObservableList<TablePosition> getSelectedCells() {
        return cells;
    }

    @Override
    public boolean isEmpty() {
        return selected.isEmpty();
    }

    @Override
    public boolean isSelected(int row) {
        return row >= 0 && selected.get(row);
    }

    @Override
    public boolean isSelected(int row, TableColumn<S, ?> column) {
        return isSelected(row);
    }

    // ---- selecting ----------------------------------------------------------------------------------------

    @Override
    public void select(int row) {
        select(row, (TableColumn<S, ?>) null);
    }

    @Override
    public void select(int row, TableColumn<S, ?> column) {
        if (!isRow(row)) {
            return;
        }
        if (getSelectionMode() == SelectionMode.SINGLE) {
            clearAndSelect(row, column);
            return;
        }
        if (isSelected(row)) {
            makeCurrent(row);
        } else {
            addOne(row);
        }
        focus(row, column);
    }

    @Override
    public void select(S item) {
        if (item == null) {
            return;
        }
        for (int row = 0; row < getItemCount(); row++) {
            if (item.equals(getModelItem(row))) {
                select(row);
                return;
            }
        }
    }

    @Override
    public void clearAndSelect(int row) {
        clearAndSelect(row, (TableColumn<S, ?>) null);
    }

    @Override
    public void clearAndSelect(int row, TableColumn<S, ?> column) {
        if (!isRow(row)) {
            return;
        }
        change(() -> {
            selected.clear();
            selected.set(row);
        }, row);
        focus(row, column);
        // Home, End and the page keys select a row this way without moving the anchor, so that Shift+arrows went on
        // from the row selected before them (End, Shift+Home selected 3 rows, not all). The arrows and clicks, which
        // set the anchor themselves after this, are unchanged.
        setAnchor(row, column);
    }

    /** Makes {@code row} the one Shift+click and Shift+arrows select from, as the table's behaviour would. */
    private void setAnchor(int row, TableColumn<S, ?> column) {
        getTableView().getProperties().remove(DEFAULT_ANCHOR);
        getTableView().getProperties().put(ANCHOR, new TablePosition<>(getTableView(), row, column));
    }

    @Override
    public void selectIndices(int row, int... others) {
        int last = row;
        BitSet chosen = new BitSet();
        if (isRow(row)) {
            chosen.set(row);
        }
        for (int other : others) {
            if (isRow(other)) {
                chosen.set(other);
                last = other;
            }
        }
        if (chosen.isEmpty()) {
            return;
        }
        if (getSelectionMode() == SelectionMode.SINGLE) {
            select(last);
            return;
        }
        change(() -> selected.or(chosen), last);
        focus(last, null);
    }

    @Override
    public void selectRange(int minRow, TableColumnBase<S, ?> minColumn, int maxRow, TableColumnBase<S, ?> maxColumn) {
        if (getSelectionMode() == SelectionMode.SINGLE) {
            clearAndSelect(maxRow, maxColumn);
            return;
        }
        int from = Math.max(0, Math.min(minRow, maxRow));
        int to = Math.min(getItemCount() - 1, Math.max(minRow, maxRow));
        if (from > to) {
            return;
        }
        int last = maxRow < minRow ? from : to; // the range's end, selected last, is the current row
        change(() -> selected.set(from, to + 1), last);
        focus(last, maxColumn);
    }

    @Override
    public void selectAll() {
        int count = getItemCount();
        if (getSelectionMode() == SelectionMode.SINGLE || count <= 0) {
            return;
        }
        int focused = getFocusedIndex();
        int current = isRow(focused) ? focused : count - 1;
        change(() -> selected.set(0, count), current);
        focus(current, null);
    }

    @Override
    public void selectFirst() {
        if (getItemCount() > 0) {
            clearAndSelect(0);
        }
    }

    @Override
    public void selectLast() {
        if (getItemCount() > 0) {
            clearAndSelect(getItemCount() - 1);
        }
    }

    @Override
    public void selectPrevious() {
        int focused = getFocusedIndex();
        select(focused == -1 ? getItemCount() - 1 : focused - 1);
    }

    @Override
    public void selectNext() {
        select(getFocusedIndex() + 1);
    }

    @Override
    public void selectAboveCell() {
        selectPrevious();
    }

    @Override
    public void selectBelowCell() {
        selectNext();
    }

    /** Rows only: moving left or right stays on the row, so the selection does not change. */
    @Override
    public void selectLeftCell() {
    }

    @Override
    public void selectRightCell() {
    }

    // ---- clearing -----------------------------------------------------------------------------------------

    @Override
    public void clearSelection() {
        if (!selected.isEmpty()) {
            change(() -> selected.clear(), -1);
        }
    }

    @Override
    public void clearSelection(int row) {
        if (isSelected(row)) {
            removeOne(row);
        }
    }

    @Override
    public void clearSelection(int row, TableColumn<S, ?> column) {
        clearSelection(row);
    }

    /** One of the three views of the selected rows: their indices, their items or their cells. */
    private final class Selected<E> extends ObservableListBase<E> {
        private final IntFunction<E> valueOf;

        Selected(IntFunction<E> valueOf) {
            this.valueOf = valueOf;
        }

        @Override
        public E get(int index) {
            return valueOf.apply(rows()[index]);
        }

        @Override
        public int size() {
            return rows().length;
        }

        /**
         * The content as it is now, as a view read when asked: the selected rows are fixed now, their values read
         * later (the items of rows that have just changed are those now at the rows that were selected).
         */
        List<E> snapshot() {
            int[] now = rows();
            return new AbstractList<>() {
                @Override
                public E get(int index) {
                    return valueOf.apply(now[index]);
                }

                @Override
                public int size() {
                    return now.length;
                }
            };
        }

        void addedAt(int at) {
            beginChange();
            nextAdd(at, at + 1);
            endChange();
        }

        void removedAt(int at, E value) {
            beginChange();
            nextRemove(at, value);
            endChange();
        }

        /** Tells the listeners that {@code removed} is replaced by the whole content, without going through either. */
        void replaced(List<E> removed) {
            if (removed.isEmpty() && selected.isEmpty()) {
                return;
            }
            fireChange(new WholeReplacement<>(this, removed));
        }
    }

    /** A list's whole content replaced, told as one change; its removed elements are read only if a listener asks. */
    private static final class WholeReplacement<E> extends ListChangeListener.Change<E> {
        private final List<E> removed;
        private boolean onTheChange;

        WholeReplacement(ObservableList<E> list, List<E> removed) {
            super(list);
            this.removed = removed;
        }

        @Override
        public boolean next() {
            if (onTheChange) {
                return false;
            }
            onTheChange = true;
            return true;
        }

        @Override
        public void reset() {
            onTheChange = false;
        }

        @Override
        public int getFrom() {
            return 0;
        }

        @Override
        public int getTo() {
            return getList().size();
        }

        @Override
        public List<E> getRemoved() {
            return removed;
        }

        @Override
        protected int[] getPermutation() {
            return new int[0];
        }
    }
}
