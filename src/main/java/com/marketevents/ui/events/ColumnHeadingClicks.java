package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.Optional;
import javafx.event.EventTarget;
import javafx.scene.Node;
import javafx.scene.control.TableColumn;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;

/**
 * What a click on a column's heading does with another button than the first. JavaFX's heading sorts its column
 * when any button is released where it was pressed (TableColumnHeader's mouse-released handler), so a right click,
 * which opens the table's menu, sorted the table as well, and so did a middle click: here only the first button
 * sorts, or drags a column; the right click still opens the table's menu, for that column ({@link ClickedColumn}).
 * A right click on the ⋮ button opens its list of columns, as any click there does, and not the table's menu over it.
 */
final class ColumnHeadingClicks {
    private ColumnHeadingClicks() {
    }

    static void install(EventsTable table) {
        // Both halves of the click: the heading, given the press, would block resizing until it had the release.
        table.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            if (event.getButton() != MouseButton.PRIMARY && heading(event.getTarget()).isPresent()) {
                event.consume();
                table.requestFocus(); // as the heading does for a press of any button
            }
        });
        table.addEventFilter(MouseEvent.MOUSE_RELEASED, event -> {
            if (event.getButton() != MouseButton.PRIMARY && heading(event.getTarget()).isPresent()) {
                event.consume();
            }
        });
        table.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, event -> {
            if (!event.isKeyboardTrigger() && inColumnsButton(event.getTarget())) {
                event.consume();
            }
        });
    }

    /** Whether {@code target} is in the ⋮ button (JavaFX's corner region at the headings' end). */
    private static boolean inColumnsButton(EventTarget target) {
        for (Node each = target instanceof Node node ? node : null; each != null; each = each.getParent()) {
            if (each.getStyleClass().contains("show-hide-columns-button")) {
                return true;
            }
        }
        return false;
    }

    /** The column whose heading {@code target} is in, if it is in one. */
    @SuppressWarnings("unchecked")
    static Optional<TableColumn<EventRow, ?>> heading(EventTarget target) {
        for (Node each = target instanceof Node node ? node : null; each != null; each = each.getParent()) {
            if (each instanceof TableColumnHeader header) {
                return header.getTableColumn() instanceof TableColumn<?, ?> column
                        ? Optional.of((TableColumn<EventRow, ?>) column) : Optional.empty();
            }
        }
        return Optional.empty();
    }
}
