package com.marketevents.ui;

import java.util.Arrays;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;

/**
 * The keyboard shortcuts dialog (Help ▸ Keyboard shortcuts, F1), keys drawn as the menus draw them (Alt+←).
 * Written out rather than read off the menus: it groups related keys and lists those no menu shows (in a date,
 * in the table, Esc); a test checks that every menu accelerator is in it.
 */
final class ShortcutsList {
    private static final String[][] SHORTCUTS = {
        {"Enter (in a date), Ctrl+Enter (Ctrl+↵)", "Load the range"},
        {"↑ / ↓ (in a date)", "One day later / earlier"},
        {"Alt+↓ (in a date)", "Open the calendar"},
        {"F5, Ctrl+R", "Reload"},
        {"Esc", "Cancel loading or an export; in the quick filter, clear it"},
        {"Alt+← / Alt+→", "Previous / next period"},
        {"Alt+Home", "Go to today's events in the table"},
        {"Ctrl+L", "Go to the dates"},
        {"Ctrl+F", "Find (the quick filter)"},
        {"↓ (in the quick filter)", "Watchlists (saved quick filters) and recent filters"},
        {"Ctrl+Shift+F", "Clear all filters"},
        {"Ctrl+T", "Go to the events table"},
        {"← / → (in the table)", "Move the current column (outlined in the focused row)"},
        {"Shift+F10, Menu key (in the table)", "The table's menu: copy, show only, sort, move or hide a column"},
        {"Ctrl+A (in the table)", "Select all rows"},
        {"Ctrl+C (in the table)", "Copy the selected rows (tab-separated, with a header)"},
        {"Ctrl+Shift+C (in the table)", "Copy the value in the focused row's current column"},
        {"Ctrl+E", "Export the selected rows, or all shown rows"},
        {"Ctrl+1 / Ctrl+2", "Details / service status"},
        {"Shift+F5", "Refresh the service status"},
        {"Ctrl+,", "Settings"},
        {"F1", "This list"},
        {"Ctrl+Q", "Quit"},
    };

    private ShortcutsList() {
    }

    /** The keys column, row by row. */
    static List<String> keys() {
        return Arrays.stream(SHORTCUTS).map(row -> row[0]).toList();
    }

    static void show(Stage owner) {
        GridPane list = new GridPane();
        list.setId("shortcuts-list");
        list.setHgap(24);
        list.setVgap(6);
        list.setPadding(new Insets(14, 18, 6, 18));
        for (int row = 0; row < SHORTCUTS.length; row++) {
            Label keys = new Label(SHORTCUTS[row][0]);
            keys.getStyleClass().add("shortcut-keys");
            Label action = new Label(SHORTCUTS[row][1]);
            keys.setMinWidth(Region.USE_PREF_SIZE);
            action.setMinWidth(Region.USE_PREF_SIZE);
            list.addRow(row, keys, action);
        }
        Alert alert = new Alert(Alert.AlertType.NONE, null, ButtonType.CLOSE);
        alert.initOwner(owner);
        alert.setTitle("Keyboard shortcuts");
        alert.getDialogPane().setContent(list);
        alert.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        alert.showAndWait();
    }
}
