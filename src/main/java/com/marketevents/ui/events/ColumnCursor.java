package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TablePosition;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The table's current column: the one a click last went to (a right click on a heading too, {@link ClickedColumn}),
 * moved with Left and Right (the first visible column until then). The table selects whole rows, and JavaFX then
 * neither moves a focused column with the keys nor shows one, so the value Ctrl+Shift+C copies and the column the
 * table's menu sorts by could only be chosen with a mouse. The focused row's cell in it has the pseudo-class
 * {@code :current} (outlined); the column stays current through a change of rows, when JavaFX forgets the focused
 * column.
 */
final class ColumnCursor {
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");

    private final EventsTable table;
    private final ReadOnlyObjectWrapper<TableColumn<EventRow, ?>> current = new ReadOnlyObjectWrapper<>();
    /** Whether a click or a key chose the current column; until then it follows the first visible one. */
    private boolean chosen;
    /** The one cell with the pseudo-class :current, or null. */
    private TableCell<EventRow, ?> marked;

    ColumnCursor(EventsTable table) {
        this.table = table;
        current.addListener((obs, old, now) -> moveMark());
        table.getFocusModel().focusedIndexProperty().addListener((obs, old, now) -> moveMark());
        // A focus the table moves with its rows keeps its column, hidden meanwhile when hiding it ended a sort by it.
        table.getFocusModel().focusedCellProperty().addListener((obs, old, now) -> {
            if (now != null && now.getTableColumn() != null && now.getTableColumn().isVisible() && now.getRow() >= 0) {
                chosen = true;
                current.set(now.getTableColumn());
            }
        });
        current.set(firstVisible());
        table.getVisibleLeafColumns().addListener((ListChangeListener<TableColumn<EventRow, ?>>) change -> {
            if (!chosen || current.get() == null || !current.get().isVisible()) {
                current.set(firstVisible());
            }
        });
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::moveWithArrowKeys);
    }

    /** The current column: the first visible one until another is chosen; null only with no column shown. */
    ReadOnlyObjectProperty<TableColumn<EventRow, ?>> currentProperty() {
        return current.getReadOnlyProperty();
    }

    /** Makes {@code column} the current one, in sight, in the focused row too. */
    void moveTo(TableColumn<EventRow, ?> column) {
        chosen = true;
        current.set(column);
        table.scrollToColumn(column);
        int row = table.getFocusModel().getFocusedIndex();
        if (row >= 0) {
            table.getFocusModel().focus(new TablePosition<>(table, row, column));
        }
    }

    /**
     * Gives {@code cell} the pseudo-class :current if it is the focused row's cell in the current column (called
     * as the table moves a cell to another row).
     */
    void mark(TableCell<EventRow, ?> cell) {
        int index = cell.getIndex();
        boolean isCurrent = index >= 0 && index == table.getFocusModel().getFocusedIndex()
                && cell.getTableColumn() == current.get();
        if (isCurrent && marked != cell) {
            unmark();
            marked = cell;
        } else if (!isCurrent && marked == cell) {
            marked = null;
        }
        cell.pseudoClassStateChanged(CURRENT, isCurrent);
    }

    /** The cell marked :current, when it is on screen. */
    Optional<TableCell<EventRow, ?>> markedCell() {
        return Optional.ofNullable(marked);
    }

    /**
     * Moves the mark to the focused row's cell in the current column, found through the row in sight rather than
     * among all the table's cells: the focused row changes with every filter keystroke that keeps a selection.
     * Only the pseudo-class of one cell changes, never a style class of a column: that restyles all its cells
     * after the pulse laid them out (LayoutBeforeCss), and their text stood askew.
     */
    private void moveMark() {
        unmark();
        int index = table.getFocusModel().getFocusedIndex();
        if (index < 0 || current.get() == null || !(table.getSkin() instanceof EventsTableSkin skin)) {
            return;
        }
        skin.rowInSight(index).ifPresent(row -> {
            for (Node node : row.getChildrenUnmodifiable()) {
                if (node instanceof TableCell<?, ?> cell && cell.getTableColumn() == current.get()) {
                    @SuppressWarnings("unchecked")
                    TableCell<EventRow, ?> ours = (TableCell<EventRow, ?>) cell;
                    mark(ours);
                }
            }
        });
    }

    private void unmark() {
        if (marked != null) {
            marked.pseudoClassStateChanged(CURRENT, false);
            marked = null;
        }
    }

    private TableColumn<EventRow, ?> firstVisible() {
        return table.getVisibleLeafColumns().isEmpty() ? null : table.getVisibleLeafColumn(0);
    }

    private void moveWithArrowKeys(KeyEvent event) {
        boolean left = event.getCode() == KeyCode.LEFT;
        if (!left && event.getCode() != KeyCode.RIGHT || event.isShortcutDown() || event.isAltDown()
                || event.isShiftDown() || table.getVisibleLeafColumns().isEmpty() || menuOpen()) {
            return;
        }
        int index = table.getVisibleLeafIndex(current.get()) + (left ? -1 : 1);
        moveTo(table.getVisibleLeafColumn(Math.max(0, Math.min(table.getVisibleLeafColumns().size() - 1, index))));
        event.consume();
    }

    /** Whether the table's menu is open: its items name the current column, so keys leave it as it is. */
    private boolean menuOpen() {
        return table.getContextMenu() != null && table.getContextMenu().isShowing();
    }
}
