package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.Optional;
import javafx.event.EventTarget;
import javafx.scene.Node;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.input.ContextMenuEvent;

/**
 * The table's menu opened with the mouse is for the column clicked: a right click on a column's heading, or on a row's
 * cell, makes that column the current one before the menu opens, so that its items name and act on it (sort, move,
 * hide, the value copied or shown only), as a spreadsheet's do; the keyboard's menu stays on the current column.
 * JavaFX moves the focused cell on a right click only in a row not yet selected, and never from a heading, so a user
 * who right-clicked Type to hide it hid the column the focus was in.
 */
final class ClickedColumn {
    private ClickedColumn() {
    }

    static void install(EventsTable table, ColumnCursor cursor) {
        table.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, event -> {
            if (!event.isKeyboardTrigger()) {
                ColumnHeadingClicks.heading(event.getTarget()).or(() -> cellColumn(event.getTarget()))
                        .ifPresent(cursor::moveTo);
            }
        });
    }

    /** The column of the row's cell {@code target} is in, if it is in one (not in the empty rows below the last). */
    @SuppressWarnings("unchecked")
    private static Optional<TableColumn<EventRow, ?>> cellColumn(EventTarget target) {
        for (Node each = target instanceof Node node ? node : null; each != null; each = each.getParent()) {
            if (each instanceof TableCell<?, ?> cell) {
                return cell.isEmpty() || cell.getTableColumn() == null ? Optional.empty()
                        : Optional.of((TableColumn<EventRow, ?>) cell.getTableColumn());
            }
        }
        return Optional.empty();
    }
}
