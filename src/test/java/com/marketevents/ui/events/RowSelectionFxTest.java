package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.ui.WindowFixture;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Selecting rows with the mouse and the keyboard, a large selection included ({@link RowSelection}). */
@ExtendWith(ApplicationExtension.class)
class RowSelectionFxTest {
    private static final int ROWS = 1_200;
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        List<MarketEvent> events = IntStream.range(0, ROWS).mapToObj(i -> new MarketEvent(5000L + i, 1L,
                "L" + i + ":US", null, null, null, "XNAS", null, "Listing " + i, "earnings",
                EventTime.parse(String.format("2025-06-02T%02d:%02d:00-04:00", 8 + i / 120, i / 2 % 60)), 2025,
                "published", "active", null, null)).toList();
        fixture.api.withEvents(range -> events);
        fixture.show(stage);
    }

    private void load(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-02", ROWS);
    }

    private static Node row(FxRobot robot, int index) {
        return robot.lookup(".table-row-cell").queryAll().stream()
                .filter(node -> ((TableRow<?>) node).getIndex() == index).findFirst().orElseThrow();
    }

    private static List<Integer> selectedRows(FxRobot robot) {
        return List.copyOf(eventsTable(robot).getSelectionModel().getSelectedIndices());
    }

    private static void selectEveryRow(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        WindowFixture.waitUntil(() -> eventsTable(robot).getSelectionModel().getSelectedIndices().size() == ROWS);
    }

    @Test
    void afterSelectingEveryRowAClickSelectsThatRowAloneAndTheDetailPaneShowsIt(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 1));
        selectEveryRow(robot);

        robot.clickOn(row(robot, 3));

        assertEquals(List.of(3), selectedRows(robot));
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-title"));
        assertEquals("Listing 3", robot.lookup("#detail-title").queryAs(Label.class).getText());
    }

    @Test
    void downAfterSelectingEveryRowSelectsTheRowBelowTheFocusedOneAlone(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 4));
        selectEveryRow(robot);

        robot.push(KeyCode.DOWN);

        assertEquals(List.of(5), selectedRows(robot));
        assertEquals("L5:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());
    }

    @Test
    void shiftClickSelectsFromTheLastClickedRowAndCtrlClickAddsOrTakesOutOneRow(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 2));
        robot.press(KeyCode.SHIFT).clickOn(row(robot, 5)).release(KeyCode.SHIFT);
        assertEquals(List.of(2, 3, 4, 5), selectedRows(robot));

        robot.press(KeyCode.CONTROL).clickOn(row(robot, 8)).release(KeyCode.CONTROL);
        assertEquals(List.of(2, 3, 4, 5, 8), selectedRows(robot));
        assertEquals(8, eventsTable(robot).getSelectionModel().getSelectedIndex());

        robot.press(KeyCode.CONTROL).clickOn(row(robot, 3)).release(KeyCode.CONTROL);
        assertEquals(List.of(2, 4, 5, 8), selectedRows(robot));

        robot.press(KeyCode.SHIFT).clickOn(row(robot, 6)).release(KeyCode.SHIFT);
        assertEquals(List.of(3, 4, 5, 6), selectedRows(robot), "from the row last clicked, added or taken out");
    }

    @Test
    void shiftDownExtendsTheSelectionAndUpTakesItBack(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 2));
        robot.press(KeyCode.SHIFT).push(KeyCode.DOWN).push(KeyCode.DOWN).release(KeyCode.SHIFT);
        assertEquals(List.of(2, 3, 4), selectedRows(robot));

        robot.press(KeyCode.SHIFT).push(KeyCode.UP).release(KeyCode.SHIFT);
        assertEquals(List.of(2, 3), selectedRows(robot));
    }

    @Test
    void shiftSelectionsGoOnFromTheRowHomeEndAndThePageKeysMovedTo(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 2));
        robot.push(KeyCode.END);
        robot.press(KeyCode.SHIFT).push(KeyCode.HOME).release(KeyCode.SHIFT);
        assertEquals(ROWS, selectedRows(robot).size(), "from the last row to the first");

        robot.push(KeyCode.HOME).push(KeyCode.PAGE_DOWN);
        int paged = eventsTable(robot).getSelectionModel().getSelectedIndex();
        robot.press(KeyCode.SHIFT).push(KeyCode.DOWN).release(KeyCode.SHIFT);
        assertEquals(List.of(paged, paged + 1), selectedRows(robot), "from the row Page Down selected");

        robot.push(KeyCode.PAGE_UP);
        int pagedUp = eventsTable(robot).getSelectionModel().getSelectedIndex();
        robot.press(KeyCode.SHIFT).push(KeyCode.UP).release(KeyCode.SHIFT);
        assertEquals(pagedUp == 0 ? List.of(0) : List.of(pagedUp - 1, pagedUp), selectedRows(robot),
                "from the row Page Up selected");
    }

    @Test
    void typingInTheTableGoesToTheNextRowWhoseValueInTheCurrentColumnStartsWithIt(FxRobot robot) throws Exception {
        load(robot);
        robot.clickOn(robot.lookup(".table-cell").queryAllAs(TableCell.class).stream()
                .filter(cell -> "L2:US".equals(cell.getText())).findFirst().orElseThrow());

        robot.write("l11");
        assertEquals(List.of(11), selectedRows(robot), "l, l1, l11: on to L11:US");

        Thread.sleep(TypeAhead.PAUSE_NANOS / 1_000_000 + 200);
        robot.write("L");
        assertEquals(List.of(12), selectedRows(robot), "after a pause a new search, past the row reached");

        Thread.sleep(TypeAhead.PAUSE_NANOS / 1_000_000 + 200);
        robot.write("l0");
        assertEquals(List.of(0), selectedRows(robot), "round to the first row");
        assertEquals("L0:US", eventsTable(robot).getSelectionModel().getSelectedItem().event().ticker());
    }

    @Test
    void afterASortDownAndShiftClickGoOnFromTheSelectedEventWhereItNowStands(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 2));
        TableView<EventRow> table = eventsTable(robot);
        robot.interact(() -> {
            TableColumn<EventRow, ?> ticker = table.getColumns().stream()
                    .filter(column -> column.getUserData() == EventField.TICKER).findFirst().orElseThrow();
            ticker.setSortType(TableColumn.SortType.DESCENDING);
            table.getSortOrder().setAll(List.of(ticker));
        });
        WindowFixture.waitUntil(() -> "L1199:US".equals(table.getItems().get(0).event().ticker()));
        int l2 = ROWS - 3;
        assertEquals("L2:US", table.getItems().get(l2).event().ticker());
        assertEquals(List.of(l2), selectedRows(robot));
        assertEquals(l2, table.getFocusModel().getFocusedIndex(), "the keyboard's focus went with the event");

        robot.push(KeyCode.DOWN);
        assertEquals("L1:US", table.getSelectionModel().getSelectedItem().event().ticker(), "the next one down");

        robot.press(KeyCode.SHIFT).clickOn(row(robot, l2 - 2)).release(KeyCode.SHIFT);
        assertEquals(List.of(l2 - 2, l2 - 1, l2, l2 + 1), selectedRows(robot), "from the row last chosen, not row 3");
    }

    @Test
    void aFilterOverEveryRowSelectedKeepsEveryRowItStillShowsSelected(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 0));
        selectEveryRow(robot);

        robot.interact(() -> robot.lookup("#quick-filter").queryAs(TextField.class)
                .setText("L11:US, L110:US, L1100:US")); // pasted at once

        TableView<EventRow> table = eventsTable(robot);
        WindowFixture.waitUntil(() -> table.getItems().size() == 3);
        assertEquals(List.of(0, 1, 2), selectedRows(robot));
        assertEquals(List.of("L11:US", "L110:US", "L1100:US"), fixture.window.table().selectedEvents().stream()
                .map(MarketEvent::ticker).toList());
    }

    @Test
    void aFilterThatHidesTheRowLastChosenOfEveryRowSelectedShowsTheFirstRowsNotTheLast(FxRobot robot) {
        load(robot);
        robot.clickOn(row(robot, 0));
        selectEveryRow(robot);

        String eightyOthers = String.join(", ", IntStream.rangeClosed(1, 80).mapToObj(i -> "L" + i + ":US").toList());
        robot.interact(() -> robot.lookup("#quick-filter").queryAs(TextField.class).setText(eightyOthers));

        TableView<EventRow> table = eventsTable(robot);
        WindowFixture.waitUntil(() -> table.getItems().size() == 80 && selectedRows(robot).size() == 80);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, table.getFocusModel().getFocusedIndex(), "the first of the rows kept is the one now chosen");
        assertEquals("L1:US", table.getSelectionModel().getSelectedItem().event().ticker(), "as Details shows it");
        assertTrue(WindowFixture.shown(robot, "#events-table") && row(robot, 0).isVisible(),
                "the table shows its first rows, as after any filter");
    }
}
