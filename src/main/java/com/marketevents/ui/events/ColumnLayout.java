package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.ui.common.DroppedSettings;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.scene.control.TableColumn;

/**
 * Remembers the table's column order, widths and visibility as one line ("ticker:110:1,title:380:1,…"),
 * and the sort order as another ("event_date:asc"), which holds only columns shown: a column hidden is not sorted.
 * Unknown or missing names are skipped, so a layout saved by another version still restores what it can; a width or
 * sort that cannot be read is noted, for the window to say.
 */
public final class ColumnLayout {
    static final String KEY = "events.columns";
    static final String SORT_KEY = "events.sort";

    private ColumnLayout() {
    }

    public static void save(EventsTable table, KeyValueStore store) {
        List<String> parts = new ArrayList<>();
        for (TableColumn<EventRow, ?> column : table.getColumns()) {
            EventField field = (EventField) column.getUserData();
            parts.add(field.wireName() + ":" + Math.round(SpareWidthColumn.chosenWidth(column)) + ":"
                    + (column.isVisible() ? 1 : 0));
        }
        store.put(KEY, String.join(",", parts));
        List<String> sort = new ArrayList<>();
        for (TableColumn<EventRow, ?> column : table.getSortOrder()) {
            if (!column.isVisible()) {
                continue;
            }
            sort.add(((EventField) column.getUserData()).wireName() + ":"
                    + (column.getSortType() == TableColumn.SortType.DESCENDING ? "desc" : "asc"));
        }
        store.put(SORT_KEY, String.join(",", sort));
    }

    public static void restore(EventsTable table, KeyValueStore store, DroppedSettings dropped) {
        String saved = store.get(KEY).orElse(null);
        if (saved == null || saved.isBlank()) {
            return;
        }
        Map<EventField, TableColumn<EventRow, ?>> byField = new HashMap<>();
        for (TableColumn<EventRow, ?> column : table.getColumns()) {
            byField.put((EventField) column.getUserData(), column);
        }
        List<TableColumn<EventRow, ?>> ordered = new ArrayList<>();
        for (String part : saved.split(",")) {
            String[] bits = part.split(":");
            EventField field = EventField.byWireName(bits[0].strip().toLowerCase(Locale.ROOT));
            TableColumn<EventRow, ?> column = field == null ? null : byField.remove(field);
            if (column == null) { // another version's column, or one named twice: the rest of the layout still holds
                continue;
            }
            if (bits.length > 1) {
                try {
                    double width = Double.parseDouble(bits[1]);
                    if (width >= 30 && width <= 2000) {
                        column.setPrefWidth(width);
                    } else {
                        dropped.add("the column widths");
                    }
                } catch (NumberFormatException unreadable) {
                    dropped.add("the column widths");
                }
            }
            if (bits.length > 2) {
                column.setVisible(!"0".equals(bits[2]));
            }
            ordered.add(column);
        }
        // Columns the saved line does not know (added in a later version) keep their place at the end.
        for (EventField field : EventField.values()) {
            TableColumn<EventRow, ?> rest = byField.get(field);
            if (rest != null) {
                ordered.add(rest);
            }
        }
        table.getColumns().setAll(ordered);
        restoreSort(table, store, dropped);
    }

    private static void restoreSort(EventsTable table, KeyValueStore store, DroppedSettings dropped) {
        String saved = store.get(SORT_KEY).orElse("");
        List<TableColumn<EventRow, ?>> sortOrder = new ArrayList<>();
        for (String part : saved.split(",")) {
            String[] bits = part.split(":");
            EventField field = EventField.byWireName(bits[0].strip());
            if (field == null) {
                if (!bits[0].isBlank()) {
                    dropped.add("the sort order");
                }
                continue;
            }
            for (TableColumn<EventRow, ?> column : table.getColumns()) {
                if (column.getUserData() == field && column.isVisible() && !sortOrder.contains(column)) {
                    column.setSortType(bits.length > 1 && bits[1].equals("desc")
                            ? TableColumn.SortType.DESCENDING : TableColumn.SortType.ASCENDING);
                    sortOrder.add(column);
                }
            }
        }
        table.getSortOrder().setAll(sortOrder);
    }
}
