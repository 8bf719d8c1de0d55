package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * Shows the order the rows are in when no column is sorted: they are in date order (the load's), so the "Date and
 * time" heading shows the ascending arrow, and a first click on it visibly turns the rows to the newest first. The
 * table starts so; a sort that ends (its column hidden, or its heading clicked a third time) comes back to it. With
 * the Date column hidden no heading shows it, and the sort order stays empty until the column is shown again.
 */
final class DateOrderShown {
    private DateOrderShown() {
    }

    static void install(TableView<EventRow> table, TableColumn<EventRow, ?> date) {
        // The date column is added after the list's other listeners have seen it emptied: JavaFX's own, added with
        // the table, sorts by nothing and then again by the date column, both in the background.
        table.getSortOrder().addListener((ListChangeListener<TableColumn<EventRow, ?>>) change -> showIfUnsorted(
                table, date));
        date.visibleProperty().addListener((obs, was, now) -> showIfUnsorted(table, date));
        showIfUnsorted(table, date);
    }

    private static void showIfUnsorted(TableView<EventRow> table, TableColumn<EventRow, ?> date) {
        if (table.getSortOrder().isEmpty() && date.isVisible() && table.getColumns().contains(date)) {
            date.setSortType(TableColumn.SortType.ASCENDING);
            table.getSortOrder().setAll(List.of(date));
        }
    }

    /** Whether {@code sortOrder} is the date order the rows come in: the Date column alone, ascending. */
    static boolean isDateOrder(List<TableColumn<EventRow, ?>> sortOrder) {
        return sortOrder.size() == 1 && sortOrder.get(0).getUserData() == EventField.EVENT_DATE
                && sortOrder.get(0).getSortType() == TableColumn.SortType.ASCENDING;
    }
}
