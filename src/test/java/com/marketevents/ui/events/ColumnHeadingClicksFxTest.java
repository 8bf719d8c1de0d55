package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.column;
import static com.marketevents.ui.WindowFixture.eventsTable;
import static com.marketevents.ui.WindowFixture.heading;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.ui.WindowFixture;
import java.util.List;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A click on a column's heading with another button than the first: the table's menu for that column, no sort. */
@ExtendWith(ApplicationExtension.class)
class ColumnHeadingClicksFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.api.withEvents(range -> List.of(
                event(1, "MSFT:US", "Microsoft Q1 Earnings Call", "earnings", "2024-11-04T17:30:00-05:00"),
                event(2, "AAPL:US", "Apple Q4 Earnings Call", "earnings", "2024-11-05T16:30:00-05:00"),
                event(3, "ZM:US", "Zoom Investor Day", "investor_meeting", "2024-11-06T10:00:00-05:00")));
        fixture.show(stage);
    }

    private static MarketEvent event(long id, String ticker, String title, String type, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], null, ticker, "XNAS", "US000000000" + id, title,
                type, EventTime.parse(date), 2024, "published", "active", null, null);
    }

    @Test
    void aRightClickOnAColumnHeadingLeavesTheRowsInTheirOrder(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);

        rightClickOn(robot, heading(robot, "col-ticker"));
        robot.push(KeyCode.ESCAPE);

        assertUnsorted(robot);
        robot.clickOn(heading(robot, "col-ticker"));
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("AAPL:US", "MSFT:US", "ZM:US")));
        assertEquals(List.of(column(robot, "col-ticker")), eventsTable(robot).getSortOrder(), "a left click sorts");
    }

    @Test
    void aMiddleClickOnAColumnHeadingLeavesTheRowsInTheirOrder(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);

        robot.clickOn(heading(robot, "col-ticker"), MouseButton.MIDDLE);

        assertUnsorted(robot);
    }

    private static void assertUnsorted(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        TableColumn<EventRow, ?> date = column(robot, "col-event-date");
        assertEquals(List.of(date), eventsTable(robot).getSortOrder(), "no column is sorted but the date, as loaded");
        assertEquals(TableColumn.SortType.ASCENDING, date.getSortType());
        assertEquals(List.of("MSFT:US", "AAPL:US", "ZM:US"), tickers(robot));
    }

    @Test
    void theMenuOpenedFromAColumnHeadingNamesThatColumnAndHidesIt(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);

        rightClickOn(robot, heading(robot, "col-event-type"));

        assertEquals("Sort “Type” _ascending", tableMenuItem(robot, "table-menu-sort-ascending").getText());
        assertEquals("_Hide column “Type”", tableMenuItem(robot, "table-menu-hide").getText());
        assertEquals(EventField.EVENT_TYPE, currentField(robot), "the heading clicked is the current column now");
        robot.interact(() -> {
            tableMenuItem(robot, "table-menu-hide").fire();
            eventsTable(robot).getContextMenu().hide();
        });
        assertFalse(column(robot, "col-event-type").isVisible(), "Type is hidden");
        assertTrue(column(robot, "col-event-date").isVisible(), "not the column the cell focus was in");
    }

    @Test
    void theMenuOpenedFromAColumnHeadingMovesAndSortsThatColumn(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);

        rightClickOn(robot, heading(robot, "col-ticker"));
        robot.interact(() -> {
            tableMenuItem(robot, "table-menu-move-right").fire();
            eventsTable(robot).getContextMenu().hide();
        });
        assertEquals(List.of("col-event-date", "col-title", "col-ticker"), columnIds(robot).subList(0, 3));

        rightClickOn(robot, heading(robot, "col-title"));
        robot.interact(() -> {
            tableMenuItem(robot, "table-menu-sort-descending").fire();
            eventsTable(robot).getContextMenu().hide();
        });
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US", "MSFT:US", "AAPL:US")));
        assertEquals(List.of(column(robot, "col-title")), eventsTable(robot).getSortOrder());
    }

    @Test
    void theMoveItemsNameTheirColumnAndAreGreyedOutAtEitherEnd(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);

        rightClickOn(robot, heading(robot, "col-event-date"));
        MenuItem left = tableMenuItem(robot, "table-menu-move-left");
        MenuItem right = tableMenuItem(robot, "table-menu-move-right");
        assertEquals("Move “Date and time” _left", left.getText());
        assertEquals("Move “Date and time” _right", right.getText());
        assertTrue(left.isDisable(), "the first column goes no further left");
        assertFalse(right.isDisable());
        robot.push(KeyCode.ESCAPE);

        List<TableColumn<EventRow, ?>> shown = eventsTable(robot).getVisibleLeafColumns();
        String last = shown.get(shown.size() - 1).getText();
        for (int column = 1; column < shown.size(); column++) {
            robot.push(KeyCode.RIGHT);
        }
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
        assertEquals("Move “" + last + "” _left", left.getText());
        assertEquals("Move “" + last + "” _right", right.getText());
        assertFalse(left.isDisable());
        assertTrue(right.isDisable(), "the last shown column goes no further right");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void aRightClickOnTheColumnsButtonOpensItsListOfColumnsAlone(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);
        Node button = robot.lookup("#events-table .show-hide-columns-button").query();

        robot.rightClickOn(button);
        requestMenuAt(robot, button);

        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, robot.listWindows().stream().filter(window -> window instanceof ContextMenu
                && window.isShowing() && window != eventsTable(robot).getContextMenu()).count(),
                "the list of columns is open");
        assertFalse(eventsTable(robot).getContextMenu().isShowing(), "the table's menu did not open over it");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theMenuOpenedFromACellOfTheSelectedRowNamesThatCellsColumn(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);

        rightClickOn(robot, robot.lookup("Microsoft Q1 Earnings Call").query());

        assertEquals("_Hide column “Title”", tableMenuItem(robot, "table-menu-hide").getText());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void shiftF10AfterAHeadingsMenuNamesTheFocusedColumnAgain(FxRobot robot) {
        loadWithDateAndTimeCurrent(robot);
        rightClickOn(robot, heading(robot, "col-event-type"));
        robot.push(KeyCode.ESCAPE);

        robot.push(KeyCode.LEFT).push(KeyCode.SHIFT, KeyCode.F10);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());

        assertEquals("_Hide column “Title”", tableMenuItem(robot, "table-menu-hide").getText(),
                "the keyboard's menu names the current column, moved left from Type");
        robot.push(KeyCode.ESCAPE);
    }

    /** Loads three rows (unsorted) and puts the cell focus in the first row's date ("Date and time" current). */
    private void loadWithDateAndTimeCurrent(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);
        robot.clickOn("Microsoft Q1 Earnings Call").push(KeyCode.LEFT).push(KeyCode.LEFT);
        assertEquals(EventField.EVENT_DATE, currentField(robot));
    }

    /**
     * A right click, and the request for a menu the platform makes of it (on a press on Linux); Monocle makes none.
     */
    private static void rightClickOn(FxRobot robot, Node node) {
        robot.rightClickOn(node);
        requestMenuAt(robot, node);
        WindowFixture.waitUntil(() -> eventsTable(robot).getContextMenu().isShowing());
    }

    private static void requestMenuAt(FxRobot robot, Node node) {
        robot.interact(() -> {
            Bounds scene = node.localToScene(node.getLayoutBounds());
            Bounds screen = node.localToScreen(node.getLayoutBounds());
            Event.fireEvent(node, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, scene.getCenterX(),
                    scene.getCenterY(), screen.getCenterX(), screen.getCenterY(), false, null));
        });
    }

    private static EventField currentField(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        return ((EventsTable) eventsTable(robot)).currentCell().orElseThrow().field();
    }

    private static List<String> columnIds(FxRobot robot) {
        return eventsTable(robot).getColumns().stream().map(TableColumn::getId).toList();
    }

    private static List<String> tickers(FxRobot robot) {
        return eventsTable(robot).getItems().stream().map(row -> row.event().ticker()).toList();
    }

    private static MenuItem tableMenuItem(FxRobot robot, String id) {
        return eventsTable(robot).getContextMenu().getItems().stream().filter(item -> id.equals(item.getId()))
                .findFirst().orElseThrow();
    }
}
