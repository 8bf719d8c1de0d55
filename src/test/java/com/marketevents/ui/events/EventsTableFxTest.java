package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.Theme;
import com.marketevents.ui.WindowFixture;
import com.marketevents.ui.common.DroppedSettings;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class EventsTableFxTest {
    private static final PseudoClass GREYED_OUT = PseudoClass.getPseudoClass("disabled");
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    private static MarketEvent event(long id, String ticker, String title, String type, String status, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], null, ticker, "XNAS", "US000000000" + id, title,
                type, EventTime.parse(date), 2024, "published", status, null, null);
    }

    @Start
    void start(Stage stage) {
        fixture.api.withEvents(range -> range.from().toString().equals("2025-03-03") ? manyEvents()
                : range.from().toString().equals("2025-06-02") ? largeSelectionEvents()
                : range.from().toString().equals("2024-12-09") ? List.of(
                event(7, "ODD:US", "Line one\r\nLine two", "earnings", "active", "2024-12-09T09:00:00-05:00"),
                event(8, "NIL:US", "", "", "active", "2024-12-10T09:00:00-05:00"))
                : range.from().toString().equals("2026-03-08") ? List.of(
                event(31, "DST:US", "Call in the hour skipped", "earnings", "active", "2026-03-08T02:30:00"))
                : range.from().toString().equals("2024-12-16") ? List.of(
                event(21, "LATE:US", "Late call", "earnings", "active", "2024-12-16T22:00:00-05:00"),
                event(22, "NOTIME:US", "Time not known", "earnings", "active", "2024-12-17T00:00:00-05:00"))
                : range.from().toString().equals("2024-11-04") ? List.of(
                event(1, "MSFT:US", "Microsoft Q1 Earnings Call", "earnings", "active", "2024-11-04T17:30:00-05:00"),
                event(2, "AAPL:US", "Apple Q4 Earnings Call", "earnings", "active", "2024-11-05T16:30:00-05:00"),
                event(3, "ZM:US", "Zoom Investor Day", "investor_meeting", "deleted", "2024-11-06T00:00:00-05:00"))
                : List.of());
        fixture.show(stage);
    }

    private List<String> tickers(FxRobot robot) {
        return eventsTable(robot).getItems().stream().map(row -> row.event().ticker()).toList();
    }

    private void loadNovemberFourth(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);
    }

    @Test
    void inTheUsersTimeZoneTheRowsComeInTheOrderOfTheDatesShownBeforeAnyColumnIsSorted(FxRobot robot) {
        EventsViewModel model = fixture.window.model().events();
        robot.interact(() -> model.timeZoneProperty().set(TimeZoneChoice.LOCAL));
        WindowFixture.loadRange(robot, "2024-12-16", "2024-12-17", 2);

        List<EventRow> shown = List.copyOf(eventsTable(robot).getItems());
        List<EventRow> byDateShown = shown.stream()
                .sorted(EventField.EVENT_DATE.rowComparator(model.timeDisplayProperty().get())).toList();
        assertEquals(byDateShown, shown, "the order right after a load is the Date column's, as shown");
        if (ZoneOffset.UTC.equals(ZoneId.systemDefault().getRules().getOffset(Instant.parse("2024-12-17T00:00:00Z")))) {
            // Tue 17 Dec: the time not known at the start of the day, then 03:00 (22:00 on Monday in New York).
            assertEquals(List.of("NOTIME:US", "LATE:US"), tickers(robot));
        }

        robot.interact(() -> model.timeZoneProperty().set(TimeZoneChoice.SERVICE));
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("LATE:US", "NOTIME:US")));
    }

    @Test
    void loadingARangeShowsItsRowsAndTheCount(FxRobot robot) {
        loadNovemberFourth(robot);
        assertEquals(List.of("MSFT:US", "AAPL:US", "ZM:US"), tickers(robot));
        assertEquals("3 events", robot.lookup("#event-count").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#snapshot-text").queryAs(Label.class).getText()
                .startsWith("2024-11-04 to 2024-11-08 · loaded at"));
    }

    @Test
    void theStatusBarsCountSaysHowManyRowsAreSelectedWhenSeveralAreWithTheSidePanelHidden(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT0); // the side panel, and Details' count with it, hidden
        robot.interact(() -> eventsTable(robot).getSelectionModel().selectIndices(0, 1));
        assertEquals("3 events · 2 selected", robot.lookup("#event-count").queryAs(Label.class).getText());

        robot.clickOn("#quick-filter").write("earnings");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        assertEquals("2 of 3 events · 2 selected", robot.lookup("#event-count").queryAs(Label.class).getText());

        robot.interact(() -> eventsTable(robot).getSelectionModel().clearAndSelect(0));
        assertEquals("2 of 3 events", robot.lookup("#event-count").queryAs(Label.class).getText());
    }

    @Test
    void aValueFilterChosenAndALongCountNeverMoveTheTableAtTheDefaultWidth(FxRobot robot) {
        robot.interact(() -> fixture.window.stage().setWidth(1360)); // the window's first size (WindowPlacement)
        TableView<EventRow> table = eventsTable(robot);
        WaitForAsyncUtils.waitForFxEvents();
        double tableTop = WindowFixture.onFx(() -> table.localToScene(0, 0).getY());
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-02", 1_200);

        robot.interact(() -> fixture.window.model().events().facets().stream()
                .filter(facet -> facet.id().equals("eventType")).findFirst().orElseThrow()
                .choose("shareholder_meeting", true)); // "Type: Shareholder meeting", the longest of the demo's
        robot.clickOn("#quick-filter").write("listing 1");
        WindowFixture.waitUntil(() -> robot.lookup("#event-count").queryAs(Label.class).getText()
                .endsWith(" of 1,200 events"));

        assertEquals(tableTop, WindowFixture.onFx(() -> table.localToScene(0, 0).getY()), 0.5,
                "the filters stay on one line");
        assertTrue(isWithin(robot.lookup("#event-count").query(), robot.lookup("#status-bar").query()),
                "the count is in the status bar, where its room for the longest count cannot push the filters down");
    }

    private static boolean isWithin(Node node, Node container) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == container) {
                return true;
            }
        }
        return false;
    }

    @Test
    void typingInTheQuickFilterNarrowsTheRowsAndSortingReordersThem(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#quick-filter").write("earnings");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        assertEquals("2 of 3 events", robot.lookup("#event-count").queryAs(Label.class).getText());

        robot.clickOn("#col-ticker .label");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US", "MSFT:US")));
        robot.clickOn("#col-ticker .label");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("MSFT:US", "AAPL:US")));

        robot.clickOn("#quick-filter").push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);
        assertEquals(List.of("ZM:US", "MSFT:US", "AAPL:US"), tickers(robot));
    }

    private static MenuItem tableMenuItem(FxRobot robot, String id) {
        return eventsTable(robot).getContextMenu().getItems().stream().filter(item -> id.equals(item.getId()))
                .findFirst().orElseThrow();
    }

    /** The text of the cells marked as the table's current cell. */
    private static List<String> outlinedCells(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(".table-cell").queryAllAs(javafx.scene.control.TableCell.class).stream()
                .filter(cell -> cell.isVisible() && cell.getPseudoClassStates().stream()
                        .anyMatch(state -> state.getPseudoClassName().equals("current")))
                .map(javafx.scene.control.TableCell::getText).toList();
    }

    /** The text drawn in row {@code index}'s cell of {@code field}. */
    private static String cellText(FxRobot robot, TableView<EventRow> table, int index, EventField field) {
        WaitForAsyncUtils.waitForFxEvents();
        return robot.from(table).lookup(".table-cell").queryAllAs(javafx.scene.control.TableCell.class).stream()
                .filter(cell -> cell.isVisible() && cell.getTableRow() != null && cell.getTableRow().getIndex() == index
                        && cell.getTableColumn().getUserData() == field)
                .map(javafx.scene.control.TableCell::getText).findFirst().orElseThrow();
    }

    private static List<String> columnIds(FxRobot robot) {
        return eventsTable(robot).getColumns().stream().map(TableColumn::getId).toList();
    }

    @Test
    void theTablesMenuSortsMovesAndHidesTheCurrentColumnWithoutAMouse(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT); // the first row, the Ticker column
        assertEquals(List.of("MSFT:US"), outlinedCells(robot), "the current cell is outlined, and only it");
        robot.push(KeyCode.DOWN);
        assertEquals(List.of("AAPL:US"), outlinedCells(robot), "the outline follows the focused row");
        robot.push(KeyCode.UP);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        robot.push(KeyCode.RIGHT).push(KeyCode.DOWN).push(KeyCode.UP);
        assertEquals(List.of("MSFT:US"), outlinedCells(robot),
                "arrow keys move in the open menu, never the row or column the menu's items name");

        MenuItem descending = tableMenuItem(robot, "table-menu-sort-descending");
        assertEquals("Sort “Ticker” _descending", descending.getText());
        assertEquals("Move “Ticker” _left", tableMenuItem(robot, "table-menu-move-left").getText());
        assertFalse(tableMenuItem(robot, "table-menu-move-left").isDisable());
        robot.interact(() -> {
            descending.fire();
            eventsTable(robot).getContextMenu().hide();
        });
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US", "MSFT:US", "AAPL:US")));

        robot.interact(() -> tableMenuItem(robot, "table-menu-move-right").fire());
        assertEquals(List.of("col-event-date", "col-title", "col-ticker"), columnIds(robot).subList(0, 3));
        assertEquals(List.of(TableColumn.SortType.DESCENDING), eventsTable(robot).getSortOrder().stream()
                .map(TableColumn::getSortType).toList(), "still sorted by Ticker after the move");
        robot.clickOn("View").clickOn("Columns");
        WindowFixture.waitUntil(() -> robot.lookup("Ticker").tryQuery().isPresent());
        Menu columns = (Menu) robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .flatMap(menu -> menu.getItems().stream()).filter(item -> "menu-columns".equals(item.getId()))
                .findFirst().orElseThrow();
        assertEquals(List.of("Date and time", "Title", "Ticker"),
                columns.getItems().stream().map(MenuItem::getText).toList().subList(0, 3),
                "View ▸ Columns lists the columns in the table's order, as the table's own column menu does");
        robot.push(KeyCode.ESCAPE).push(KeyCode.ESCAPE);

        robot.interact(() -> tableMenuItem(robot, "table-menu-hide").fire());
        TableColumn<EventRow, ?> ticker = eventsTable(robot).getColumns().get(2);
        assertFalse(ticker.isVisible());
        assertEquals(EventField.EVENT_DATE, ((EventsTable) eventsTable(robot)).currentCell().orElseThrow().field(),
                "with its column hidden, the first column shown is the current one");
    }

    private static TableColumn<EventRow, ?> column(FxRobot robot, EventField field) {
        return eventsTable(robot).getColumns().stream().filter(column -> column.getUserData() == field)
                .findFirst().orElseThrow();
    }

    @Test
    void hidingTheSortedColumnSortsByTheNextColumnOrBackInDateOrderShownOnTheDateHeading(FxRobot robot) {
        loadNovemberFourth(robot);
        TableColumn<EventRow, ?> ticker = column(robot, EventField.TICKER);
        TableColumn<EventRow, ?> title = column(robot, EventField.TITLE);
        robot.interact(() -> {
            title.setSortType(TableColumn.SortType.DESCENDING);
            eventsTable(robot).getSortOrder().setAll(List.of(ticker, title));
        });
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US", "MSFT:US", "ZM:US")));

        robot.interact(() -> ticker.setVisible(false)); // as View ▸ Columns ▸ Ticker or the table's column menu do
        assertEquals(List.of(title), eventsTable(robot).getSortOrder(), "the hidden column sorts no more");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US", "MSFT:US", "AAPL:US")));

        robot.interact(() -> title.setVisible(false));
        assertEquals(List.of(column(robot, EventField.EVENT_DATE)), eventsTable(robot).getSortOrder(),
                "no other column sorts the rows: the date order they are loaded in, shown");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("MSFT:US", "AAPL:US", "ZM:US")));
    }

    @Test
    void aRememberedSortByAColumnNowHiddenIsRestoredWithoutIt(FxRobot robot) {
        loadNovemberFourth(robot);
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        store.put(ColumnLayout.KEY, "event_date:250:1,ticker:110:0,title:360:1");
        store.put(ColumnLayout.SORT_KEY, "ticker:asc,title:desc");
        robot.interact(() -> ColumnLayout.restore((EventsTable) eventsTable(robot), store,
                new DroppedSettings()));

        assertEquals(List.of(column(robot, EventField.TITLE)), eventsTable(robot).getSortOrder(),
                "the hidden Ticker column is left out of the sort order");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US", "MSFT:US", "AAPL:US")));
        robot.interact(() -> ColumnLayout.save((EventsTable) eventsTable(robot), store));
        assertEquals("title:desc", store.get(ColumnLayout.SORT_KEY).orElseThrow());
    }

    @Test
    void aColumnTurnedOnPastTheTablesRightEdgeIsScrolledIntoSight(FxRobot robot) {
        loadNovemberFourth(robot);
        TableColumn<EventRow, ?> isin = eventsTable(robot).getColumns().stream()
                .filter(column -> column.getId().equals("col-isin")).findFirst().orElseThrow();
        assertFalse(isin.isVisible(), "ISIN is off by default");

        robot.interact(() -> isin.setVisible(true)); // as View ▸ Columns ▸ ISIN or the table's column menu do
        WaitForAsyncUtils.waitForFxEvents();

        Node header = robot.lookup("#events-table .column-header").queryAll().stream()
                .filter(node -> "col-isin".equals(node.getId())).findFirst().orElseThrow();
        Bounds shown = WindowFixture.sceneBounds(header);
        Bounds table = WindowFixture.sceneBounds(eventsTable(robot));
        assertTrue(shown.getMinX() >= table.getMinX() && shown.getMaxX() <= table.getMaxX(),
                "the ISIN column is in sight: " + shown + " in " + table);
    }

    @Test
    void theTablesMenuShowsOnlyTheRowsListingsOrTheValueInTheCurrentColumnAndClearsTheFilters(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.DOWN).push(KeyCode.RIGHT); // AAPL:US, the Ticker column
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        MenuItem listing = tableMenuItem(robot, "table-menu-show-listing");
        assertEquals("Show _only AAPL:US", listing.getText());
        assertFalse(tableMenuItem(robot, "table-menu-show-value").isVisible(), "Ticker has no value filter");
        assertTrue(tableMenuItem(robot, "table-menu-clear-filters").isDisable(), "nothing to clear yet");
        robot.interact(() -> {
            listing.fire();
            eventsTable(robot).getContextMenu().hide();
        });
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US")));
        assertEquals("AAPL:US", robot.lookup("#quick-filter").queryAs(TextField.class).getText());

        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        MenuItem clear = tableMenuItem(robot, "table-menu-clear-filters");
        assertFalse(clear.isDisable());
        robot.interact(() -> {
            clear.fire();
            eventsTable(robot).getContextMenu().hide();
        });
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);

        robot.push(KeyCode.END).push(KeyCode.RIGHT).push(KeyCode.RIGHT); // ZM:US, the Type column
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        MenuItem value = tableMenuItem(robot, "table-menu-show-value");
        assertTrue(value.isVisible());
        assertEquals("Show only Type “Investor meeting”", value.getText());
        robot.interact(() -> {
            value.fire();
            eventsTable(robot).getContextMenu().hide();
        });
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US")));
        assertInvestorMeetingChosen(robot);

        robot.interact(() -> tableMenuItem(robot, "table-menu-clear-filters").fire());
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);
        robot.interact(() -> {
            eventsTable(robot).getSelectionModel().clearSelection();
            eventsTable(robot).getSelectionModel().selectRange(0, 2); // the first two rows
        });
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        MenuItem selectedListings = tableMenuItem(robot, "table-menu-show-listing");
        assertEquals("Show _only the 2 selected listings", selectedListings.getText());
        robot.interact(() -> {
            selectedListings.fire();
            eventsTable(robot).getContextMenu().hide();
        });
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("MSFT:US", "AAPL:US")));
        assertEquals("MSFT:US, AAPL:US", robot.lookup("#quick-filter").queryAs(TextField.class).getText());
    }

    @Test
    void downInTheTablesMenuPassesOverTheGreyedOutItemsSoAnItemIsAlwaysHighlighted(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        assertTrue(tableMenuItem(robot, "table-menu-clear-filters").isDisable(), "nothing to clear");
        List<String> reached = new java.util.ArrayList<>();
        for (int press = 0; press < 14; press++) {
            robot.push(KeyCode.DOWN);
            Node focused = eventsTable(robot).getContextMenu().getScene().getFocusOwner();
            assertFalse(focused == null || focused.getPseudoClassStates().contains(GREYED_OUT),
                    "after " + reached + ": " + focused);
            reached.add(((Labeled) focused.lookup(".label")).getText());
        }
        assertTrue(reached.containsAll(List.of("_Select all rows (Ctrl+A)", "Move “Ticker” _right")),
                "every enabled item is reached: " + reached);
        closeTableMenu(robot);
    }

    @Test
    void anUnderlinedLetterTypedInTheTablesMenuChoosesItsItemAndNoLetterMovesTheRowBehindIt(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT); // MSFT:US, the Ticker column
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        robot.write("z");
        assertTrue(eventsTable(robot).getContextMenu().isShowing(), "no item has Z: the menu stays open");
        assertEquals("MSFT:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker(),
                "and the letter does not go on to find ZM:US in the table");

        robot.write("a");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US", "MSFT:US", "ZM:US")));
        assertFalse(eventsTable(robot).getContextMenu().isShowing(), "Sort “Ticker” _ascending chosen");
        assertEquals("MSFT:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());

        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        robot.write("h");
        WindowFixture.waitUntil(() -> !eventsTable(robot).getColumns().get(1).isVisible());
        assertFalse(eventsTable(robot).getContextMenu().isShowing());
    }

    @Test
    void aMenuTallerThanTheRoomAboveAndBelowTheRowOpensBesideItsCurrentCellWithoutCoveringIt(FxRobot robot) {
        loadManyEvents(robot);
        robot.interact(() -> {
            Stage stage = fixture.stage();
            stage.setY(0);
            stage.setHeight(javafx.stage.Screen.getPrimary().getVisualBounds().getHeight());
        });
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT);
        double screenMiddle = javafx.stage.Screen.getPrimary().getVisualBounds().getHeight() / 2;
        while (focusedCellOnScreen(robot).getMinY() < screenMiddle - 60) {
            robot.push(KeyCode.DOWN);
        }
        javafx.scene.control.ContextMenu menu = eventsTable(robot).getContextMenu();
        // As with a large font: the menu is taller than the room on either side of the row.
        robot.interact(() -> menu.setStyle("-fx-font-size: 30px"));
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(menu::isShowing);
        Bounds cell = focusedCellOnScreen(robot);
        Node content = menu.getSkin().getNode();
        Bounds shown = WindowFixture.onFx(() -> content.localToScreen(content.getLayoutBounds()));
        assertTrue(shown.getHeight() > javafx.stage.Screen.getPrimary().getVisualBounds().getHeight() / 2,
                "the menu is " + shown.getHeight() + " tall");
        assertTrue(shown.getMinX() >= cell.getMaxX() - 1 || !shown.intersects(cell),
                "the menu at " + shown + " covers the current cell at " + cell);
        assertEquals(cell.getMaxX(), shown.getMinX(), 2, "the menu opens at the current cell's right edge");
        robot.push(KeyCode.ESCAPE);
    }

    private static Bounds focusedCellOnScreen(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        Node cell = robot.lookup(".table-cell").queryAllAs(javafx.scene.control.TableCell.class).stream()
                .filter(each -> each.isVisible() && each.getPseudoClassStates().stream()
                        .anyMatch(state -> state.getPseudoClassName().equals("current")))
                .findFirst().orElseThrow();
        return WindowFixture.onFx(() -> cell.localToScreen(cell.getBoundsInLocal()));
    }

    private MenuItem openTableMenuAt(FxRobot robot, String id) {
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        return tableMenuItem(robot, id);
    }

    private void closeTableMenu(FxRobot robot) {
        robot.interact(() -> eventsTable(robot).getContextMenu().hide());
    }

    @Test
    void showOnlyIsOfferedNoLongerWhenItWouldChangeNothingAndSaysSo(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("Apple Q4 Earnings Call").push(KeyCode.CONTROL, KeyCode.A); // every row, of every listing
        MenuItem showOnly = openTableMenuAt(robot, "table-menu-show-listing");
        assertEquals("Show _only the 3 selected listings (the table shows no others)", showOnly.getText());
        assertTrue(showOnly.isDisable());
        assertFalse(tableMenuItem(robot, "table-menu-add-to-watchlist").isDisable(), "a watchlist of them still helps");
        closeTableMenu(robot);

        robot.interact(() -> eventsTable(robot).getSelectionModel().clearAndSelect(1)); // AAPL:US alone
        showOnly = openTableMenuAt(robot, "table-menu-show-listing");
        assertEquals("Show _only AAPL:US", showOnly.getText());
        assertFalse(showOnly.isDisable(), "the table shows two other listings");
        MenuItem chosen = showOnly;
        robot.interact(() -> {
            chosen.fire();
            eventsTable(robot).getContextMenu().hide();
        });
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US")));

        showOnly = openTableMenuAt(robot, "table-menu-show-listing");
        assertEquals("Show _only AAPL:US (the table shows no others)", showOnly.getText());
        assertTrue(showOnly.isDisable(), "the quick filter lists it already");
        closeTableMenu(robot);

        robot.interact(() -> fixture.window.model().events().quickFilterProperty().set("apple"));
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US")));
        robot.interact(() -> eventsTable(robot).getSelectionModel().clearAndSelect(0));
        showOnly = openTableMenuAt(robot, "table-menu-show-listing");
        assertFalse(showOnly.isDisable(), "a search in the quick filter may hide other events of AAPL:US");
        closeTableMenu(robot);
    }

    @Test
    void aSelectionOfOverAThousandListingsIsOfferedNeitherAsAFilterNorAsAWatchlistAndTheMenuSaysWhy(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-02", 1_200);
        TableView<EventRow> table = eventsTable(robot);
        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().selectAll(); // 1,200 listings
        });
        MenuItem showOnly = openTableMenuAt(robot, "table-menu-show-listing");
        MenuItem add = tableMenuItem(robot, "table-menu-add-to-watchlist");
        assertEquals("Show _only the selected listings (over 1,000: too many for a filter)", showOnly.getText());
        assertTrue(showOnly.isDisable());
        assertEquals("Add the selected listings to a _watchlist (over 1,000: too many for one)", add.getText());
        assertTrue(add.isDisable());
        closeTableMenu(robot);

        robot.interact(() -> {
            table.getSelectionModel().clearSelection();
            table.getSelectionModel().selectRange(0, EventsTableMenu.MAX_LISTINGS);
        });
        openTableMenuAt(robot, "table-menu-show-listing");
        assertEquals("Show _only the 1,000 selected listings", showOnly.getText());
        assertFalse(showOnly.isDisable(), "a thousand listings still make a filter");
        assertEquals("Add the 1,000 selected listings to a _watchlist", add.getText());
        assertFalse(add.isDisable());
        closeTableMenu(robot);
    }

    @Test
    void aWatchlistReplacedInTheQuickFilterComesBackFromItsRecentFilters(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#quick-filter").write("msft, zm").push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("MSFT:US", "ZM:US")));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);

        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> robot.lookup("msft, zm").tryQuery().isPresent());
        robot.clickOn("msft, zm");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("MSFT:US", "ZM:US")));
        assertEquals("msft, zm", robot.lookup("#quick-filter").queryAs(TextField.class).getText());
    }

    @Test
    void aFilterTypedOverAfterAPauseComesBackFromTheRecentFiltersWithoutLeavingTheField(FxRobot robot)
            throws Exception {
        loadNovemberFourth(robot);
        robot.clickOn("#quick-filter").write("earnings call");
        Thread.sleep((long) QuickFilterField.REMEMBER_AFTER.toMillis() + 500);
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL).write("zoom");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US")));

        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> robot.lookup("earnings call").tryQuery().isPresent());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void aListOfTickersPastedFromASpreadsheetColumnShowsTheEventsOfEach(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            javafx.scene.input.ClipboardContent column = new javafx.scene.input.ClipboardContent();
            column.putString("MSFT\r\nZM\r\n");
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(column);
        });
        robot.clickOn("#quick-filter").press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);

        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        assertEquals(List.of("MSFT:US", "ZM:US"), tickers(robot));
        assertEquals("MSFT, ZM", robot.lookup("#quick-filter").queryAs(javafx.scene.control.TextField.class).getText());

        robot.interact(() -> {
            javafx.scene.input.ClipboardContent other = new javafx.scene.input.ClipboardContent();
            other.putString("AAPL\r\n");
            javafx.scene.input.Clipboard.getSystemClipboard().setContent(other);
        });
        robot.push(KeyCode.CONTROL, KeyCode.A).press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US")));
        assertEquals(List.of("MSFT, ZM"), fixture.window.model().events().recentQueries().entries(),
                "the list a paste replaced comes back from the recent filters, the field still focused");
    }

    @Test
    void anEmptyTableSaysWhyItIsEmpty(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#quick-filter").write("no such event");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().isEmpty());
        assertEquals("No loaded event matches the filters. Clear them to see all 3.",
                robot.lookup("#events-placeholder").queryAs(Label.class).getText());
        robot.clickOn("#events-placeholder-clear");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);
        assertEquals("", robot.lookup("#quick-filter").queryAs(javafx.scene.control.TextField.class).getText());

        WindowFixture.typeInto(robot, "#range-from", "2024-12-02");
        WindowFixture.typeInto(robot, "#range-to", "2024-12-06");
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> robot.lookup("#events-placeholder").queryAs(Label.class).getText()
                .equals("The service has no events in this range."));
    }

    @Test
    void sortingKeepsTheSelectedRowSelected(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("Zoom Investor Day");
        WindowFixture.waitUntil(() -> eventsTable(robot).getSelectionModel().getSelectedIndex() == 2);

        robot.clickOn("#col-ticker .label");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US", "MSFT:US", "ZM:US")));
        robot.clickOn("#col-ticker .label");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US", "MSFT:US", "AAPL:US")));

        assertEquals("ZM:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());
        assertEquals(1, eventsTable(robot).getSelectionModel().getSelectedItems().size());
        assertEquals(0, eventsTable(robot).getSelectionModel().getSelectedIndex());
    }

    private static List<MarketEvent> largeSelectionEvents() {
        return java.util.stream.IntStream.range(0, 1_200)
                .mapToObj(i -> event(5000 + i, "L" + i + ":US", "Listing " + i, "earnings", "active",
                        String.format("2025-06-02T%02d:%02d:00-04:00", 8 + i / 120, i / 2 % 60)))
                .toList();
    }

    @Test
    void sortingKeepsALargeSelectionWholeWithTheSameCurrentRow(FxRobot robot) {
        int rows = 1_200;
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-02", rows);
        TableView<EventRow> table = eventsTable(robot);
        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().selectAll();
            table.getSelectionModel().select(7); // the current row, the one the detail pane shows
        });
        assertEquals("L7:US", table.getSelectionModel().getSelectedItem().event().ticker());
        List<String> asLoaded = tickers(robot);

        robot.clickOn("#col-ticker .label").clickOn("#col-ticker .label"); // descending: not the order loaded
        WindowFixture.waitUntil(() -> !tickers(robot).equals(asLoaded));

        assertEquals(rows, table.getSelectionModel().getSelectedIndices().size());
        assertEquals("L7:US", table.getSelectionModel().getSelectedItem().event().ticker());
        assertEquals(tickers(robot).indexOf("L7:US"), table.getSelectionModel().getSelectedIndex());
    }

    @Test
    void filteringKeepsTheSelectedEventSelectedWhileItMatches(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("Apple Q4 Earnings Call");
        WindowFixture.waitUntil(() -> eventsTable(robot).getSelectionModel().getSelectedIndex() == 1);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-title"));
        Label detailTitle = robot.lookup("#detail-title").queryAs(Label.class);

        robot.clickOn("#quick-filter").write("apple");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US")));
        assertEquals("AAPL:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());
        assertEquals(0, eventsTable(robot).getSelectionModel().getSelectedIndex());
        // The detail pane went on showing the same event: it was not emptied and built again on each key.
        assertSame(detailTitle, robot.lookup("#detail-title").queryAs(Label.class));

        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);
        assertEquals("AAPL:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());

        robot.clickOn("#quick-filter").write("zoom");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US")));
        assertTrue(eventsTable(robot).getSelectionModel().isEmpty());
    }

    @Test
    void aSelectionOfSeveralRowsKeepsEveryRowTheFilterStillShows(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().selectIndices(2, 0, 1); // AAPL:US selected last
        });
        robot.clickOn("#quick-filter").write("earnings");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 2);
        assertEquals(List.of("MSFT:US", "AAPL:US"), fixture.window.table().selectedEvents().stream()
                .map(MarketEvent::ticker).toList());
        assertEquals("AAPL:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());
    }

    @Test
    void reloadingKeepsTheSelectedEventSelectedAndShown(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("Apple Q4 Earnings Call");
        WindowFixture.waitUntil(() -> "Apple Q4 Earnings Call".equals(detailTitle(robot)));
        int calls = fixture.api.eventCalls();

        robot.push(KeyCode.F5);
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() > calls && !eventsTable(robot).getItems().isEmpty()
                && !eventsTable(robot).getSelectionModel().isEmpty());
        assertEquals("AAPL:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());
        assertEquals("Apple Q4 Earnings Call", detailTitle(robot));
    }

    @Test
    void theFirstDownArrowInAFreshlyLoadedTableSelectsTheFirstRow(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> eventsTable(robot).requestFocus());
        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> !eventsTable(robot).getSelectionModel().isEmpty());
        assertEquals("MSFT:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());
        robot.push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> eventsTable(robot).getSelectionModel().getSelectedIndex() == 1);
    }

    @Test
    void aValueFilterBuiltFromTheLoadedValuesHidesTheOthers(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#filter-status");
        robot.clickOn("Deleted   (1)");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US")));
        assertEquals("1 of 3 events", robot.lookup("#event-count").queryAs(Label.class).getText());
        robot.push(KeyCode.ESCAPE); // the menu stays open for another value
        robot.clickOn("#clear-filters");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);
    }

    @Test
    void aValueFiltersMenuStaysOpenSoThatASecondValueIsOneMoreClickOrKey(FxRobot robot) {
        loadNovemberFourth(robot);
        MenuButton types = robot.lookup("#filter-event-type").queryAs(MenuButton.class);
        robot.clickOn(types);
        double menuLeft = types.getItems().get(0).getParentPopup().getX();
        robot.clickOn("Investor meeting   (1)");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US")));
        WindowFixture.waitUntil(types::isShowing);
        // The button, longer with a value chosen ("Type: Investor meeting"), waits for the menu to close to say it:
        // the menu stays under the pointer.
        assertEquals(menuLeft, types.getItems().get(0).getParentPopup().getX(), 0.5);
        assertEquals("Type", types.getText(), "the button's name stays whole, not cut to make room for a summary");

        robot.clickOn("Earnings   (2)");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 3);
        WindowFixture.waitUntil(types::isShowing);

        // The keyboard is on the value just ticked: the next one is a key away.
        robot.push(KeyCode.DOWN);
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("MSFT:US", "AAPL:US")));
        WindowFixture.waitUntil(types::isShowing);
        // A click on the table closes the menu, and selects nothing there.
        robot.clickOn(robot.lookup((Node node) -> node instanceof Text text && "AAPL:US".equals(text.getText()))
                .queryAs(Text.class));
        WindowFixture.waitUntil(() -> !types.isShowing());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(eventsTable(robot).getSelectionModel().isEmpty());
        WindowFixture.waitUntil(() -> drawnTexts(robot, "Type:").equals(List.of("Type: Earnings")));
    }

    @Test
    void aValueFiltersMenuOpenedWithSpaceHasTheKeyboardOnItsFirstItem(FxRobot robot) {
        loadNovemberFourth(robot);
        MenuButton types = robot.lookup("#filter-event-type").queryAs(MenuButton.class);
        robot.interact(types::requestFocus);
        robot.push(KeyCode.SPACE);
        WindowFixture.waitUntil(types::isShowing);
        robot.push(KeyCode.DOWN); // from "All (no filter)" past the separator to the first value
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("MSFT:US", "AAPL:US")));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !types.isShowing());
    }

    @Test
    void aValueFiltersMenuOpenedWithEnterHasTheKeyboardOnItsFirstItemAndEachDownGoesOnByOne(FxRobot robot) {
        loadNovemberFourth(robot);
        MenuButton types = robot.lookup("#filter-event-type").queryAs(MenuButton.class);
        robot.interact(types::requestFocus);
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(types::isShowing);
        robot.push(KeyCode.DOWN).push(KeyCode.DOWN); // past "Earnings" to the second value
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US")));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !types.isShowing());
    }

    @Test
    void aValueFiltersCountsFollowTheOtherFiltersWhenItOpens(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("#quick-filter").write("apple");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US")));

        robot.clickOn("#filter-event-type");
        WindowFixture.waitUntil(() -> drawnTexts(robot, "   (").equals(List.of("Earnings   (1)", "Investor meeting   (0)")));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void typesAndStatusesReadAsWordsInTheTableAndInTheValueFilters(FxRobot robot) {
        loadNovemberFourth(robot);
        TableView<EventRow> table = eventsTable(robot);
        assertEquals("Investor meeting", cellText(robot, table, 2, EventField.EVENT_TYPE));
        assertEquals("Deleted", cellText(robot, table, 2, EventField.STATUS));
        assertEquals("Published", cellText(robot, table, 2, EventField.TRANSCRIPTION_STATUS));

        robot.clickOn("#filter-event-type");
        assertEquals(List.of("Earnings   (2)", "Investor meeting   (1)"), drawnTexts(robot, "   ("));
        robot.clickOn("Investor meeting   (1)");
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US")));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !robot.lookup("#filter-event-type").queryAs(MenuButton.class).isShowing());
        assertInvestorMeetingChosen(robot);
    }

    /**
     * The Type filter says "Type: Investor meeting": beside the quick filter at the window's default width the
     * button is cut ("Type: Investor ..."), its whole text in its tooltip.
     */
    private static void assertInvestorMeetingChosen(FxRobot robot) {
        WindowFixture.waitUntil(() -> drawnTexts(robot, "Type:").size() == 1
                && drawnTexts(robot, "Type:").get(0).startsWith("Type: Investor"));
        assertEquals("Type: Investor meeting",
                robot.lookup("#filter-event-type").queryAs(MenuButton.class).getTooltip().getText());
    }

    @Test
    void theSelectedRowStandsOutFromTheStripesAndADeletedOneStaysReadable(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> {
            eventsTable(robot).requestFocus();
            eventsTable(robot).getSelectionModel().select(2); // ZM:US, deleted
        });
        WindowFixture.waitUntil(() -> rowBackground(robot, 2) != null);
        Color selected = rowBackground(robot, 2);
        Color stripe = rowBackground(robot, 1);
        Color plain = rowBackground(robot, 0);
        assertTrue(difference(selected, stripe) > 0.15 && difference(selected, plain) > 0.15,
                "selected " + selected + ", stripe " + stripe + ", plain " + plain);

        Text ticker = robot.lookup((Node node) -> node instanceof Text text && "ZM:US".equals(text.getText())
                && node.getParent() instanceof javafx.scene.control.TableCell).queryAs(Text.class);
        assertTrue(contrast((Color) ticker.getFill(), selected) >= 4.5, "text " + ticker.getFill() + " on " + selected);
    }

    @Test
    void theCurrentCellsOutlineStandsOutOnASelectedRowInTheLightAndTheDarkTheme(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT); // the first row, selected, and its Ticker cell
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK)) {
            robot.interact(() -> fixture.window.model().themeProperty().set(theme));
            WaitForAsyncUtils.waitForFxEvents();
            javafx.scene.control.TableCell<?, ?> current = robot.lookup(".table-cell")
                    .queryAllAs(javafx.scene.control.TableCell.class).stream()
                    .filter(cell -> cell.isVisible() && cell.getPseudoClassStates().stream()
                            .anyMatch(state -> state.getPseudoClassName().equals("current")))
                    .findFirst().orElseThrow();
            assertTrue(current.getTableRow().isSelected(), "the outlined cell is in the selected row");
            BorderStroke outline = current.getBorder().getStrokes().get(0);
            Color row = seenOn(rowBackground(robot, current.getTableRow().getIndex()), pageBackground(robot));

            assertTrue(contrast((Color) outline.getTopStroke(), row) >= 3,
                    theme + ": outline " + outline.getTopStroke() + " on " + row);
            assertTrue(outline.getWidths().getTop() >= 2, theme + ": " + outline.getWidths().getTop() + " px");
        }
    }

    /** The colour {@code top}, which may be see-through, shows over {@code under}. */
    private static Color seenOn(Color top, Color under) {
        double a = top.getOpacity();
        return Color.color(top.getRed() * a + under.getRed() * (1 - a), top.getGreen() * a + under.getGreen() * (1 - a),
                top.getBlue() * a + under.getBlue() * (1 - a));
    }

    private static Color pageBackground(FxRobot robot) {
        Region root = (Region) eventsTable(robot).getScene().getRoot();
        return (Color) root.getBackground().getFills().get(root.getBackground().getFills().size() - 1).getFill();
    }

    @Test
    void aNumberColumnsHeadingIsOnTheSideOfItsNumbers(FxRobot robot) {
        loadNovemberFourth(robot);
        TableView<EventRow> table = eventsTable(robot);
        robot.interact(() -> table.getColumns().forEach(column -> column.setVisible(true)));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : List.of("col-fiscal-year", "col-event-id", "col-equity-id")) {
            Node header = robot.lookup("#events-table .column-header").queryAll().stream()
                    .filter(node -> id.equals(node.getId())).findFirst().orElseThrow();
            Label title = robot.from(header).lookup(".label").queryAs(Label.class);
            assertEquals(javafx.geometry.HPos.RIGHT, title.getAlignment().getHpos(), id + "'s heading");
        }
        Node tickers = robot.lookup("#events-table .column-header").queryAll().stream()
                .filter(node -> "col-ticker".equals(node.getId())).findFirst().orElseThrow();
        assertEquals(javafx.geometry.HPos.LEFT,
                robot.from(tickers).lookup(".label").queryAs(Label.class).getAlignment().getHpos(), "text on the left");
    }

    /** 300 events on 2025-03-03, every third one deleted, every fifth one at a time not known (midnight). */
    private static List<MarketEvent> manyEvents() {
        return java.util.stream.IntStream.range(0, 300).mapToObj(i -> event(1000 + i, "T" + i + ":US",
                "Event " + i, "earnings", i % 3 == 0 ? "deleted" : "active",
                String.format("2025-03-03T%02d:%02d:00-05:00", i % 5 == 0 ? 0 : 8 + i / 60, i % 5 == 0 ? 0 : i % 60)))
                .toList();
    }

    private void loadManyEvents(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-03-03", "2025-03-03", 300);
    }

    @Test
    void shiftF10WithEveryRowSelectedOpensTheMenuBesideTheFocusedRowBelowItWhenThereIsRoom(FxRobot robot) {
        loadManyEvents(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        for (int row = 0; row < 14; row++) {
            robot.push(KeyCode.DOWN);
        }
        robot.push(KeyCode.RIGHT);
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        assertEquals("above", sideOfTheFocusedRowTheMenuOpensOn(robot), "a 14th row has no room for it below");
        robot.push(KeyCode.ESCAPE);

        robot.push(KeyCode.HOME).push(KeyCode.DOWN).push(KeyCode.DOWN);
        robot.push(KeyCode.CONTROL, KeyCode.A);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        assertEquals("below", sideOfTheFocusedRowTheMenuOpensOn(robot));
        robot.push(KeyCode.ESCAPE);
    }

    private static String sideOfTheFocusedRowTheMenuOpensOn(FxRobot robot) {
        javafx.scene.control.ContextMenu menu = eventsTable(robot).getContextMenu();
        WindowFixture.waitUntil(menu::isShowing);
        int focused = eventsTable(robot).getFocusModel().getFocusedIndex();
        Node row = robot.lookup((Node node) -> node instanceof TableRow<?> each && each.isVisible()
                && each.getIndex() == focused).query();
        Bounds rowOnScreen = WindowFixture.onFx(() -> row.localToScreen(row.getBoundsInLocal()));
        Node content = menu.getSkin().getNode();
        Bounds menuOnScreen = WindowFixture.onFx(() -> content.localToScreen(content.getLayoutBounds()));
        return Math.abs(menuOnScreen.getMinY() - rowOnScreen.getMaxY()) <= 2 ? "below"
                : Math.abs(menuOnScreen.getMaxY() - rowOnScreen.getMinY()) <= 2 ? "above"
                : "apart: the menu at " + menuOnScreen + ", the row at " + rowOnScreen;
    }

    @Test
    void theOutlinedCellStaysOnItsRowWhileRowsAreReusedForPaging(FxRobot robot) {
        loadManyEvents(robot);
        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT);
        String first = eventsTable(robot).getItems().get(0).event().ticker();
        assertEquals(List.of(first), outlinedCells(robot));

        robot.interact(() -> eventsTable(robot).scrollTo(299)); // the focus stays on the first row
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), outlinedCells(robot), "no cell reused for another row keeps the outline");
        robot.interact(() -> eventsTable(robot).scrollTo(0));
        assertEquals(List.of(first), outlinedCells(robot));
        robot.push(KeyCode.DOWN);
        assertEquals(List.of(eventsTable(robot).getItems().get(1).event().ticker()), outlinedCells(robot));
    }

    @Test
    void rowsReusedForOtherEventsWhilePagingAreStyledForTheirNewEvent(FxRobot robot) {
        loadManyEvents(robot);
        robot.interact(() -> eventsTable(robot).getSortOrder().clear());
        for (int page = 0; page < 6; page++) {
            int top = page * 37;
            robot.interact(() -> eventsTable(robot).scrollTo(top));
            WaitForAsyncUtils.waitForFxEvents();
            @SuppressWarnings("unchecked")
            java.util.Set<TableRow<?>> shown = (java.util.Set<TableRow<?>>) (java.util.Set<?>) robot.lookup(
                    (Node node) -> node instanceof TableRow<?> row && row.isVisible() && row.getItem() != null)
                    .queryAllAs(TableRow.class);
            assertFalse(shown.isEmpty());
            java.util.Set<Color> odd = new java.util.HashSet<>();
            java.util.Set<Color> even = new java.util.HashSet<>();
            for (TableRow<?> row : shown) {
                MarketEvent event = ((EventRow) row.getItem()).event();
                Text ticker = WindowFixture.onFx(() -> row.lookupAll(".text").stream().filter(Text.class::isInstance)
                        .map(Text.class::cast).filter(text -> event.ticker().equals(text.getText())).findFirst()
                        .orElseThrow());
                assertEquals(event.isDeleted(), ticker.isStrikethrough(), event.ticker() + " struck through");
                Text time = WindowFixture.onFx(() -> row.lookupAll(".text").stream().filter(Text.class::isInstance)
                        .map(Text.class::cast)
                        .filter(text -> text.getText() != null && text.getText().startsWith("Mon 3 Mar 2025"))
                        .findFirst().orElseThrow());
                boolean italic = time.getFont().getStyle().toLowerCase(java.util.Locale.ROOT).contains("italic");
                assertEquals(event.eventDate().isTimeUnknown(), italic, event.ticker() + " time in italics");
                (row.getIndex() % 2 == 1 ? odd : even).add(rowBackground(robot, row.getIndex()));
            }
            assertEquals(1, odd.size(), "every odd row has the stripe: " + odd);
            assertEquals(1, even.size(), "every even row is plain: " + even);
            assertFalse(odd.equals(even), "stripes and plain rows differ");
        }
    }

    @Test
    void aSmallerLoadWhileScrolledFarDownShowsItsRowsFromTheTop(FxRobot robot) {
        loadManyEvents(robot);
        robot.interact(() -> eventsTable(robot).scrollTo(280));
        WaitForAsyncUtils.waitForFxEvents();

        loadNovemberFourth(robot);
        WaitForAsyncUtils.waitForFxEvents();
        TableView<EventRow> table = eventsTable(robot);
        javafx.geometry.Bounds view = WindowFixture.sceneBounds(table);
        for (String ticker : List.of("MSFT:US", "AAPL:US", "ZM:US")) {
            Text text = robot.lookup((Node node) -> node instanceof Text t && ticker.equals(t.getText())
                    && node.getParent() instanceof javafx.scene.control.TableCell).queryAs(Text.class);
            javafx.geometry.Bounds shown = WindowFixture.sceneBounds(text);
            assertTrue(text.isVisible() && shown.getMinY() >= view.getMinY() && shown.getMaxY() <= view.getMaxY(),
                    ticker + " is in sight");
        }
    }

    /** The texts as drawn (what mnemonic parsing leaves of them) that contain {@code part}, sorted. */
    private static List<String> drawnTexts(FxRobot robot, String part) {
        return robot.lookup((Node node) -> node instanceof Text text && node.isVisible() && text.getText() != null
                        && text.getText().contains(part))
                .queryAllAs(Text.class).stream().map(Text::getText).sorted().toList();
    }

    private Color rowBackground(FxRobot robot, int index) {
        return robot.lookup((Node node) -> node instanceof TableRow<?> row && row.getIndex() == index
                        && row.getItem() != null)
                .tryQueryAs(TableRow.class)
                .map(row -> row.getBackground() == null ? null
                        : (Color) row.getBackground().getFills().get(row.getBackground().getFills().size() - 1).getFill())
                .orElse(null);
    }

    private static double difference(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue());
    }

    /** WCAG contrast ratio; 4.5 is the minimum for body text. */
    private static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }

    @Test
    void anUnreadableDateIsMarkedExplainedAndCannotBeLoaded(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        int calls = fixture.api.eventCalls();
        WindowFixture.typeInto(robot, "#range-from", "2024-02-30");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#range-problem"));
        assertEquals("“2024-02-30” is not a day of the calendar; write the start date like "
                + LocalDate.now(EventTime.SERVICE_ZONE) + ".",
                robot.lookup("#range-problem").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#range-from").query().getPseudoClassStates().stream()
                .anyMatch(state -> state.getPseudoClassName().equals("invalid")));
        assertTrue(robot.lookup("#load-button").queryAs(Button.class).isDisabled());
        robot.push(KeyCode.ENTER);
        assertEquals(calls, fixture.api.eventCalls());
    }

    @Test
    void anUnreadableDateIsExplainedBesideTheRangeWithoutMovingTheTable(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Node table = eventsTable(robot);
        robot.interact(() -> table.getScene().getWindow().setWidth(1366)); // a common laptop's screen
        WaitForAsyncUtils.waitForFxEvents();
        double tableTop = WindowFixture.onFx(() -> table.localToScene(0, 0).getY());
        WindowFixture.typeInto(robot, "#range-to", "2026-13-40");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#range-problem"));
        Label problem = robot.lookup("#range-problem").queryAs(Label.class);
        assertTrue(problem.getText().startsWith("“2026-13-40” is not a day of the calendar;"),
                problem.getText());
        assertEquals(problem.getText(), robot.lookup("#range-to").query().getAccessibleHelp(),
                "a screen reader says it with the field");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(tableTop, WindowFixture.onFx(() -> table.localToScene(0, 0).getY()), 0.5,
                "the table stays where it was");
        Bounds toolbar = bounds(robot.lookup("#toolbar").query());
        Bounds shown = bounds(problem);
        assertTrue(toolbar.contains(shown.getMinX(), shown.getMinY()) && toolbar.contains(shown.getMaxX(),
                shown.getMaxY()) && shown.getWidth() > 100, "in the toolbar: " + shown + " in " + toolbar);
        assertShownWhole(problem);

        WindowFixture.typeInto(robot, "#range-to", "2026-01-02"); // before the start: the longest sentence
        WindowFixture.waitUntil(() -> problem.getText().startsWith("The start date"));
        WaitForAsyncUtils.waitForFxEvents();
        assertShownWhole(problem);
        assertEquals(tableTop, WindowFixture.onFx(() -> table.localToScene(0, 0).getY()), 0.5,
                "the table stays where it was");
    }

    private static void assertShownWhole(Label label) {
        String drawn = WindowFixture.onFx(() -> ((Text) label.lookup(".text")).getText())
                .replace("\n", " ").replaceAll(" +", " ");
        assertEquals(label.getText(), drawn.strip(), "the whole sentence is shown, to its last word");
    }

    private static Bounds bounds(Node node) {
        return WindowFixture.sceneBounds(node);
    }

    @Test
    void thePeriodButtonsTooltipsNameTheRangeTheyWouldLoad(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2026-03-02");
        WindowFixture.typeInto(robot, "#range-to", "2026-03-13");

        WindowFixture.waitUntil(() -> robot.lookup("#range-next").queryAs(Button.class).getTooltip().getText()
                .equals("Next period: 14 Mar – 25 Mar 2026 (Alt+→)"));
        assertEquals("Previous period: 18 Feb – 1 Mar 2026 (Alt+←)",
                robot.lookup("#range-previous").queryAs(Button.class).getTooltip().getText());
    }

    @Test
    void aReversedRangeIsExplainedAndCannotBeLoaded(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2024-11-20");
        WindowFixture.typeInto(robot, "#range-to", "2024-11-10");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#range-problem"));
        assertEquals("The start date 2024-11-20 is after the end date 2024-11-10; swap them or change one.",
                robot.lookup("#range-problem").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#load-button").queryAs(Button.class).isDisabled());
        assertTrue(markedInvalid(robot, "#range-from") && markedInvalid(robot, "#range-to"),
                "both dates are outlined, as either may be the one to change");

        WindowFixture.typeInto(robot, "#range-to", "2024-11-30");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#range-problem"));
        assertFalse(robot.lookup("#load-button").queryAs(Button.class).isDisabled());
        assertFalse(markedInvalid(robot, "#range-from") || markedInvalid(robot, "#range-to"));
    }

    private static boolean markedInvalid(FxRobot robot, String query) {
        return robot.lookup(query).query().getPseudoClassStates().stream()
                .anyMatch(state -> state.getPseudoClassName().equals("invalid"));
    }

    @Test
    void aTitleWithLineBreaksIsOneLineInItsRowAndEmptyFieldsAreNamedSoInDetails(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-12-09", "2024-12-13", 2);

        assertTrue(robot.lookup(".table-cell").queryAllAs(javafx.scene.control.TableCell.class).stream()
                .anyMatch(cell -> "Line one Line two".equals(cell.getText())), "the title on one line");
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(1));
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-title"));
        assertEquals("(no title)", robot.lookup("#detail-title").queryAs(Label.class).getText());
        assertEquals("not given", robot.lookup("#detail-event-type").queryAs(Label.class).getText());
        assertEquals("not given", robot.lookup("#detail-created").queryAs(Label.class).getText());
        assertEquals("not given", robot.lookup("#detail-ric").queryAs(javafx.scene.control.TextField.class)
                .getPromptText(), "an empty identifier reads the same");
    }

    @Test
    void aFieldNotGivenInOneEventShowsItsValueUnmutedInTheNextOne(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-12-09", "2024-12-13", 2);
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(1));
        WindowFixture.waitUntil(() -> "(no title)".equals(detailTitle(robot)));

        robot.interact(() -> eventsTable(robot).getSelectionModel().select(0));
        WindowFixture.waitUntil(() -> "Line one\r\nLine two".equals(detailTitle(robot)));
        Label type = robot.lookup("#detail-event-type").queryAs(Label.class);
        assertEquals("Earnings", type.getText());
        assertFalse(type.getStyleClass().contains("muted"), "a value given is not greyed as missing");
        assertEquals("Line one\r\nLine two", robot.lookup("#detail-title").queryAs(Label.class).getText());
    }

    @Test
    void aLiveEventAfterADeletedOneIsNotMarkedDeletedAndShowsItsOwnIdentifiers(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.clickOn("Zoom Investor Day");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-deleted"));

        robot.clickOn("Apple Q4 Earnings Call");
        WindowFixture.waitUntil(() -> "Apple Q4 Earnings Call".equals(detailTitle(robot)));
        assertFalse(WindowFixture.shown(robot, "#detail-deleted"), "a live event is not marked deleted");
        assertEquals("US0000000002", robot.lookup("#detail-isin").queryAs(javafx.scene.control.TextField.class)
                .getText());
        assertFalse(robot.lookup("#detail-event-date").queryAs(Label.class).getText().endsWith("time not known"));

        robot.clickOn("#detail-isin-copy");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("US0000000002", WaitForAsyncUtils.asyncFx(() ->
                javafx.scene.input.Clipboard.getSystemClipboard().getString()).get(), "the ISIN shown is copied");
    }

    @Test
    void aTitleItsColumnCutsShortShowsWholeInATooltipAndAWholeOneHasNone(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> eventsTable(robot).getColumns().stream()
                .filter(column -> column.getId().equals("col-title")).findFirst().orElseThrow().setPrefWidth(90));
        WaitForAsyncUtils.waitForFxEvents();

        Labeled cutTitle = cellShowing(robot, "Microsoft Q1 Earnings Call");
        assertTrue(drawnText(cutTitle).endsWith("…") || drawnText(cutTitle).endsWith("..."), drawnText(cutTitle));
        robot.moveTo(cutTitle);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Microsoft Q1 Earnings Call", cutTitle.getTooltip().getText());

        Labeled wholeTicker = cellShowing(robot, "ZM:US");
        robot.moveTo(wholeTicker);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(null, wholeTicker.getTooltip(), "a value shown whole has no tooltip");

        robot.moveTo(cutTitle);
        robot.interact(() -> eventsTable(robot).getSortOrder().setAll(List.of(eventsTable(robot).getColumns().stream()
                .filter(column -> column.getId().equals("col-title")).findFirst().orElseThrow())));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Apple Q4 Earnings Call", cutTitle.getText(), "the first row's cell shows the first title now");
        assertEquals("Apple Q4 Earnings Call", cutTitle.getTooltip().getText(),
                "the tooltip follows the cell under the pointer to its new event");
    }

    @Test
    void aTitleThatRunsPastTheTablesEdgeShowsWholeInATooltip(FxRobot robot) {
        loadNovemberFourth(robot);
        TableView<EventRow> table = eventsTable(robot);
        // The title column starts 80 px before the table's right edge: wide enough for the title, out of sight.
        robot.interact(() -> {
            TableColumn<EventRow, ?> date = table.getColumns().get(0);
            double ticker = table.getColumns().get(1).getWidth();
            date.setPrefWidth(table.getWidth() - ticker - 80);
        });
        WaitForAsyncUtils.waitForFxEvents();

        Labeled title = cellShowing(robot, "Microsoft Q1 Earnings Call");
        robot.moveTo(robot.point(title).atPosition(javafx.geometry.Pos.CENTER_LEFT)
                .atOffset(new javafx.geometry.Point2D(20, 0)));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Microsoft Q1 Earnings Call", title.getTooltip().getText());
    }

    private static Labeled cellShowing(FxRobot robot, String text) {
        return robot.lookup(".table-cell").queryAllAs(javafx.scene.control.TableCell.class).stream()
                .filter(cell -> text.equals(cell.getText())).findFirst().orElseThrow();
    }

    @Test
    void aTimeWithoutOffsetInTheHourClocksSkippedSaysSoInDetails(FxRobot robot) {
        WindowFixture.loadRange(robot, "2026-03-08", "2026-03-08", 1);

        robot.interact(() -> eventsTable(robot).getSelectionModel().select(0));
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-event-date-no-offset"));
        assertEquals("(no offset given; read as US Eastern, where that time was skipped when clocks went forward, "
                + "so an hour later)", robot.lookup("#detail-event-date-no-offset").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#detail-event-date").queryAs(Label.class).getText().contains("03:30"));
    }

    @Test
    void everyColumnsTitleIsWholeAtItsDefaultWidth(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.interact(() -> eventsTable(robot).getColumns().forEach(column -> column.setVisible(true)));
        WaitForAsyncUtils.waitForFxEvents();

        List<Labeled> titles = robot.lookup(".column-header .label").queryAllAs(Labeled.class).stream()
                .filter(Node::isVisible).toList();
        assertEquals(EventField.values().length, titles.size());
        for (Labeled title : titles) {
            assertEquals(title.getText(), drawnText(title), "a column's title is cut short");
        }
        for (var column : eventsTable(robot).getColumns()) {
            robot.interact(() -> eventsTable(robot).getSortOrder().setAll(List.of(column)));
            WaitForAsyncUtils.waitForFxEvents();
            Labeled title = titles.stream().filter(label -> label.getText().equals(column.getText())).findFirst()
                    .orElseThrow();
            assertEquals(title.getText(), drawnText(title), "a sorted column's title is cut short by its arrow");
        }
    }

    private static String drawnText(Labeled labeled) {
        return WindowFixture.onFx(() -> labeled.lookupAll(".text").stream().map(text -> ((Text) text).getText())
                .findFirst().orElse(""));
    }

    @Test
    void withSeveralRowsSelectedTheDetailPaneSaysHowManyAndWhichItShows(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("Microsoft Q1 Earnings Call");
        robot.press(KeyCode.SHIFT).clickOn("Zoom Investor Day").release(KeyCode.SHIFT);

        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-several-selected"));
        assertEquals("3 events selected; these are the fields of the one chosen last. Copy and Export take all 3.",
                robot.lookup("#detail-several-selected").queryAs(Label.class).getText());
        assertEquals("Zoom Investor Day", robot.lookup("#detail-title").queryAs(Label.class).getText());

        // Ctrl+A keeps the row shown and counts every row.
        robot.press(KeyCode.SHORTCUT, KeyCode.A).release(KeyCode.A, KeyCode.SHORTCUT);
        int rows = eventsTable(robot).getItems().size();
        WindowFixture.waitUntil(() -> robot.lookup("#detail-several-selected").queryAs(Label.class).getText()
                .startsWith(rows + " events selected"));
        assertEquals(rows + " events selected; these are the fields of the one chosen last. Copy and Export take all "
                + rows + ".", robot.lookup("#detail-several-selected").queryAs(Label.class).getText());
        assertEquals("Zoom Investor Day", robot.lookup("#detail-title").queryAs(Label.class).getText());

        robot.clickOn("Apple Q4 Earnings Call");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#detail-several-selected"));
        assertEquals("Apple Q4 Earnings Call", robot.lookup("#detail-title").queryAs(Label.class).getText());
    }

    @Test
    void theSelectedEventShowsEveryFieldAndDeletedRecordsAreMarked(FxRobot robot) throws Exception {
        loadNovemberFourth(robot);
        robot.clickOn("Zoom Investor Day");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-deleted"));
        assertEquals("Zoom Investor Day", robot.lookup("#detail-title").queryAs(Label.class).getText());
        assertEquals("US0000000003",
                robot.lookup("#detail-isin").queryAs(javafx.scene.control.TextField.class).getText());
        assertTrue(robot.lookup("#detail-event-date").queryAs(Label.class).getText().endsWith("time not known"));

        robot.clickOn("#detail-isin-copy");
        assertEquals("US0000000003", WaitForAsyncUtils.asyncFx(() ->
                javafx.scene.input.Clipboard.getSystemClipboard().getString()).get());
        Button copy = robot.lookup("#detail-isin-copy").queryAs(Button.class);
        assertEquals("mdi2c-check", ((org.kordamp.ikonli.javafx.FontIcon) copy.getGraphic()).getIconCode().getDescription(),
                "a check mark says the value was copied");
        WindowFixture.waitUntil(() -> ((org.kordamp.ikonli.javafx.FontIcon) copy.getGraphic()).getIconCode()
                .getDescription().equals("mdi2c-content-copy"));
    }

    @Test
    void theDetailPaneFollowsTheSelectionOnlyInSightAndCatchesUpWhenShownAgain(FxRobot robot) {
        loadNovemberFourth(robot);
        robot.clickOn("Zoom Investor Day");
        WindowFixture.waitUntil(() -> "Zoom Investor Day".equals(detailTitle(robot)));

        robot.clickOn("#health-chip"); // brings the Status tab to the front
        robot.clickOn("Apple Q4 Earnings Call");
        assertEquals("Zoom Investor Day", detailTitle(robot));

        robot.clickOn("Details");
        WindowFixture.waitUntil(() -> "Apple Q4 Earnings Call".equals(detailTitle(robot)));
    }

    @Test
    void overManyRowsTheTablesScrollThumbIsLongEnoughToGrab(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-02", 1_200);
        WaitForAsyncUtils.waitForFxEvents();

        double thumb = WindowFixture.onFx(() -> eventsTable(robot).lookupAll(".scroll-bar").stream()
                .map(javafx.scene.control.ScrollBar.class::cast)
                .filter(each -> each.getOrientation() == javafx.geometry.Orientation.VERTICAL && each.isVisible())
                .findFirst().orElseThrow().lookup(".thumb").getLayoutBounds().getHeight());
        assertTrue(thumb >= 20, "the thumb of 1,200 rows is " + thumb + " px long");
    }

    @Test
    void pageDownsQueuedBeforeAPulseShowOnlyTheRowTheyReachInTheDetailPane(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-02", 1_200);
        robot.clickOn("Listing 3");
        WindowFixture.waitUntil(() -> "Listing 3".equals(detailTitle(robot)));
        TableView<EventRow> table = eventsTable(robot);
        int[] shows = {0};
        robot.lookup("#detail-title").queryAs(Label.class).textProperty().addListener((obs, old, now) -> shows[0]++);

        // Thirty quick presses: all handled before the next pulse, as when they wait in the queue.
        robot.interact(() -> {
            for (int i = 0; i < 30; i++) {
                javafx.event.Event.fireEvent(table, new javafx.scene.input.KeyEvent(javafx.scene.input.KeyEvent
                        .KEY_PRESSED, "", "", KeyCode.PAGE_DOWN, false, false, false, false));
            }
        });
        WaitForAsyncUtils.waitForFxEvents();

        String reached = table.getSelectionModel().getSelectedItem().event().title();
        assertTrue(table.getSelectionModel().getSelectedIndex() > 300, "the page downs moved the selection");
        assertEquals(reached, detailTitle(robot));
        assertEquals(1, shows[0], "the detail pane shows the row reached, not each of the thirty rows passed");
    }

    private static String detailTitle(FxRobot robot) {
        return robot.lookup("#detail-title").queryAs(Label.class).getText();
    }
}
