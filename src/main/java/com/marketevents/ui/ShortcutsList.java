package com.marketevents.ui;

import atlantafx.base.theme.Tweaks;
import com.marketevents.ui.common.DialogButtons;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.KeyboardScrolling;
import com.marketevents.ui.common.ScrollingMiddle;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.geometry.Insets;
import javafx.geometry.Rectangle2D;
import javafx.geometry.VPos;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The keyboard shortcuts dialog (Help ▸ Keyboard shortcuts, F1), keys drawn as the menus draw them (Alt+←).
 * Written out rather than read off the menus: it groups related keys and lists those no menu shows (in a date,
 * in the table, Esc); a test checks that every menu accelerator is in it.
 */
final class ShortcutsList {
    private record Shortcut(String keys, String action) {
    }

    private record Group(String title, List<Shortcut> shortcuts) {
    }

    private static final List<Group> GROUPS = List.of(
            new Group("Dates and loading", List.of(
                    new Shortcut("Ctrl+L", "Go to the dates"),
                    new Shortcut("Enter (in a date), Ctrl+Enter", "Load the range"),
                    new Shortcut("↑ / ↓ (in a date)", "One day later / earlier"),
                    new Shortcut("Ctrl+V (in a date)", "Paste a date, a date and time, or a range (fills both)"),
                    new Shortcut("Alt+↓ (in a date)", "Open the calendar"),
                    new Shortcut("Alt+← / Alt+→", "Previous / next period"),
                    new Shortcut("F5, Ctrl+R", "Reload"),
                    new Shortcut("Esc", "Cancel loading or an export; in the quick filter, clear it first"))),
            new Group("Table", List.of(
                    new Shortcut("Ctrl+T", "Go to the events table"),
                    new Shortcut("Alt+Home", "Go to today's events in the table"),
                    new Shortcut("← / → (in the table)", "Move the current column (outlined in the focused row)"),
                    new Shortcut("Shift+F10, Menu key (in the table)",
                            "The table's menu: copy, show only, sort, move or hide a column"),
                    new Shortcut("Ctrl+A (in the table)", "Select all rows"),
                    new Shortcut("Ctrl+C (in the table)", "Copy the selected rows (tab-separated and as a table)"),
                    new Shortcut("Ctrl+Shift+C (in the table)", "Copy the value in the focused row's current column"))),
            new Group("Filters", List.of(
                    new Shortcut("Ctrl+F", "Find (the quick filter)"),
                    new Shortcut("↓ (in the quick filter)", "Watchlists (saved quick filters) and recent filters"),
                    new Shortcut("Ctrl+Shift+F", "Clear all filters"))),
            new Group("Export and files", List.of(
                    new Shortcut("Ctrl+E", "Export the selected rows, or all shown rows"),
                    new Shortcut("Ctrl+,", "Settings"),
                    new Shortcut("Ctrl+Q", "Quit"))),
            new Group("Window", List.of(
                    new Shortcut("Ctrl+1 / Ctrl+2", "Details / service status"),
                    new Shortcut("Ctrl+0", "Hide or show the side panel"),
                    new Shortcut("Shift+F5", "Refresh the service status"),
                    new Shortcut("Esc (in the status)", "Stop asking for the service status"),
                    new Shortcut("Shift+F10 (host, check)",
                            "Copy the host name or a check's whole output"),
                    new Shortcut("A letter (in a menu)", "Choose the item it underlines, without Alt"),
                    new Shortcut("F1", "This list"))));

    /**
     * Below {@link #ROOMY_FROM}, an action wider than this wraps onto a second line ("The table's menu: copy, show
     * only, sort, …").
     */
    private static final double ACTION_WIDTH = 280;
    /**
     * From a 1366x768 laptop's width, each action is on one line: the longest ("The table's menu: …", 420 px) still
     * leaves the dialog some 1,280 px wide.
     */
    private static final double ROOMY_FROM = 1_366;

    /** Dates and the table on the left, the three shorter groups on the right: 17 lines beside 16. */
    private static final int LEFT_GROUPS = 2;
    /** The narrowest screen the two columns fit on, with the dialog's margins and a window frame. */
    static final double TWO_COLUMNS_FROM = 1_200;
    /** What the dialog takes of a screen's height besides its list: title bar, heading, Close, margins. */
    private static final double DIALOG_FRAME_HEIGHT = 240;

    private ShortcutsList() {
    }

    /** The keys column, row by row. */
    static List<String> keys() {
        return GROUPS.stream().flatMap(group -> group.shortcuts().stream()).map(Shortcut::keys).toList();
    }

    static void show(Stage owner) {
        show(owner, Screen.getScreensForRectangle(owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight())
                .stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds());
    }

    /**
     * Shows the list as it fits {@code screen}, the usable area of the owner's screen: in the widest layout whose
     * dialog is no wider than the screen, the last being one scrolled column.
     */
    static void show(Stage owner, Rectangle2D screen) {
        Alert alert = new Alert(Alert.AlertType.NONE, null, DialogButtons.CLOSE);
        alert.initOwner(owner);
        alert.setTitle("Keyboard shortcuts");
        alert.getDialogPane().setId("shortcuts-dialog");
        alert.getDialogPane().getStyleClass().add("app-dialog");
        alert.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        Region list = null;
        for (Supplier<Region> layout : layoutsFor(screen.getWidth(), screen.getHeight())) {
            list = layout.get();
            // Measured in the dialog's own type (a bold key is wider in GTK's fonts than in the estimates, and at
            // a UI scale the screen is fewer pixels wide), so that two columns are kept only where they fit.
            alert.getDialogPane().setContent(new VBox(16, DialogHeading.of("Keyboard shortcuts"), middle(list)));
            alert.getDialogPane().applyCss();
            if (alert.getDialogPane().prefWidth(-1) <= screen.getWidth()) {
                break;
            }
        }
        if (list instanceof ScrollPane scrolled) {
            // The list too long to show whole opens focused, so the keys scroll it from the start; Esc still
            // closes, and Tab goes to Close. The button bar's skin gives Close the focus when it is made: made
            // now, then overruled.
            scrolled.requestFocus();
        }
        alert.showAndWait();
    }

    /**
     * The two columns scroll between the heading and Close when the dialog is shortened to a short screen (at a UI
     * scale of 1.5 a 1280x800 screen is 533 px tall): they ran off its bottom, and Close with them.
     */
    private static Region middle(Region list) {
        return list instanceof ScrollPane ? list : ScrollingMiddle.of(list);
    }

    /** The layouts that could fit a screen this wide, the widest first. */
    private static List<Supplier<Region>> layoutsFor(double screenWidth, double screenHeight) {
        List<Supplier<Region>> layouts = new ArrayList<>();
        if (screenWidth >= ROOMY_FROM) {
            layouts.add(() -> twoColumns(true));
        }
        if (screenWidth >= TWO_COLUMNS_FROM) {
            layouts.add(() -> twoColumns(false));
        }
        layouts.add(() -> oneColumn(screenHeight));
        return layouts;
    }

    /**
     * The groups in two columns: one list of all was 730 px tall, more than a 1366x768 laptop's screen leaves. On a
     * screen too narrow for two (1,100 px), one column, scrolled within the screen's height. The widest layout the
     * screen could take: {@link #show} falls back to a narrower one when the dialog measures wider than the screen.
     */
    static Region listFor(double screenWidth, double screenHeight) {
        return layoutsFor(screenWidth, screenHeight).get(0).get();
    }

    private static Region twoColumns(boolean oneLine) {
        HBox list = new HBox(40, unsqueezable(column(GROUPS.subList(0, LEFT_GROUPS), oneLine)),
                unsqueezable(column(GROUPS.subList(LEFT_GROUPS, GROUPS.size()), oneLine)));
        list.setId("shortcuts-list");
        return list;
    }

    /**
     * Never narrower than its preferred width: on a 1280 px screen the dialog came out at its least width, the
     * actions some 30 px wide, a word or less a line.
     */
    private static GridPane unsqueezable(GridPane column) {
        column.setMinWidth(Region.USE_PREF_SIZE);
        return column;
    }

    private static Region oneColumn(double screenHeight) {
        GridPane list = column(GROUPS, false);
        list.setId("shortcuts-list");
        list.setPadding(new Insets(0, 16, 0, 0)); // a gap before the scroll bar
        ScrollPane scrolled = new ScrollPane(list);
        scrolled.getStyleClass().add(Tweaks.EDGE_TO_EDGE);
        scrolled.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // As wide as the viewport, which leaves out the scroll bar: the descriptions wrap before it, however
        // narrow the dialog. At its own width the list ran under the bar when the dialog came out narrower.
        scrolled.setFitToWidth(true);
        // Nor is the dialog made narrower than the column, as two columns were (600 px on a 1280 px screen).
        scrolled.setMinWidth(Region.USE_PREF_SIZE);
        scrolled.setPrefViewportHeight(Math.max(200, screenHeight - DIALOG_FRAME_HEIGHT));
        // In the tab order, so that ↑/↓, Page Up/Down, Home and End scroll it: not focusable, it left what was
        // below its first screenful to the mouse.
        scrolled.setFocusTraversable(true);
        scrolled.getStyleClass().add("shortcuts-scroll");
        KeyboardScrolling.install(scrolled);
        return scrolled;
    }

    /**
     * {@code oneLine}: the actions as wide as the longest, else {@link #ACTION_WIDTH} (less, in a scrolled list
     * narrower than that), wrapped.
     */
    private static GridPane column(List<Group> groups, boolean oneLine) {
        GridPane column = new GridPane();
        column.setHgap(24);
        column.setVgap(6);
        ColumnConstraints actions = new ColumnConstraints();
        if (!oneLine) {
            actions.setPrefWidth(ACTION_WIDTH);
        }
        column.getColumnConstraints().setAll(new ColumnConstraints(), actions);
        int row = 0;
        for (Group group : groups) {
            Label title = new Label(group.title());
            title.getStyleClass().add("shortcut-group");
            GridPane.setMargin(title, new Insets(row == 0 ? 0 : 12, 0, 0, 0));
            column.add(title, 0, row++, 2, 1);
            for (Shortcut shortcut : group.shortcuts()) {
                Label keys = new Label(shortcut.keys());
                keys.getStyleClass().add("shortcut-keys");
                keys.setMinWidth(Region.USE_PREF_SIZE);
                Label action = new Label(shortcut.action());
                action.setWrapText(true);
                if (oneLine) {
                    action.setMinWidth(Region.USE_PREF_SIZE);
                }
                action.setMinHeight(Region.USE_PREF_SIZE);
                GridPane.setValignment(keys, VPos.TOP); // level with an action's first line
                column.addRow(row++, keys, action);
            }
        }
        return column;
    }
}
