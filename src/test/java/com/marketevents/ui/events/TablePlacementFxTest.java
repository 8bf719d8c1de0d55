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
import java.util.stream.Stream;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Where the table's view stands after its rows are replaced: a load, a reload, a filter. */
@ExtendWith(ApplicationExtension.class)
class TablePlacementFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    /** 300 events on one day, ids from {@code firstId}; every tenth one's title says "special". */
    private static List<MarketEvent> day(String date, long firstId) {
        return IntStream.range(0, 300).mapToObj(i -> new MarketEvent(firstId + i, 1L, "T" + (firstId + i) + ":US",
                "T" + i, null, null, "XNAS", null, (i % 10 == 0 ? "Special " : "Event ") + i, "earnings",
                EventTime.parse(String.format("%sT%02d:%02d:00-05:00", date, 8 + i / 60, i % 60)), 2025,
                "published", "active", null, null)).toList();
    }

    /** An event whose date cannot be read, which makes a load end with a notice above the table. */
    private static final MarketEvent UNDATED = new MarketEvent(9999L, 1L, "U:US", "U", null, null, "XNAS", null,
            "Undated", "earnings", EventTime.parse("not a date"), 2025, "published", "active", null, null);
    private volatile boolean withUndated;

    @Start
    void start(Stage stage) {
        fixture.api.withEvents(range -> switch (range.from().toString()) {
            case "2025-03-03" -> withUndated
                    ? Stream.concat(day("2025-03-03", 1000).stream(), Stream.of(UNDATED)).toList()
                    : day("2025-03-03", 1000);
            case "2025-03-04" -> day("2025-03-04", 5000);
            default -> List.of();
        });
        fixture.show(stage);
    }

    private void load(FxRobot robot, String date, long firstId) {
        WindowFixture.loadRange(robot, date, date, 300);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().get(0).event().eventId() == firstId);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void scrollTo(FxRobot robot, int index) {
        robot.interact(() -> eventsTable(robot).scrollTo(index));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The index of the first row wholly in sight. */
    private int topRow(FxRobot robot) {
        VirtualFlow<?> flow = robot.lookup(".virtual-flow").queryAs(VirtualFlow.class);
        IndexedCell<?> first = flow.getFirstVisibleCell();
        return first.getLayoutY() < 0 ? first.getIndex() + 1 : first.getIndex();
    }

    private boolean inSight(FxRobot robot, int index) {
        VirtualFlow<?> flow = robot.lookup(".virtual-flow").queryAs(VirtualFlow.class);
        return index >= topRow(robot) && index <= flow.getLastVisibleCell().getIndex();
    }

    @Test
    void anotherRangeShowsItsFirstRows(FxRobot robot) {
        load(robot, "2025-03-03", 1000);
        scrollTo(robot, 250);
        load(robot, "2025-03-04", 5000);
        assertEquals(0, topRow(robot));
    }

    @Test
    void reloadingKeepsTheSelectedRowInSight(FxRobot robot) {
        load(robot, "2025-03-03", 1000);
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(150));
        scrollTo(robot, 150);
        EventRow before = eventsTable(robot).getItems().get(0);
        int calls = fixture.api.eventCalls();
        robot.push(javafx.scene.input.KeyCode.F5);
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() > calls && eventsTable(robot).getItems().size() == 300
                && !eventsTable(robot).getItems().get(0).equals(before));
        WaitForAsyncUtils.waitForFxEvents();
        int index = eventsTable(robot).getSelectionModel().getSelectedIndex();
        assertEquals(1150, eventsTable(robot).getItems().get(index).event().eventId());
        assertTrue(inSight(robot, index), "the selected row " + index + " is in sight");
    }

    @Test
    void aNoticeAppearingWithTheReloadedRowsLeavesTheSelectedRowInSight(FxRobot robot) {
        load(robot, "2025-03-03", 1000);
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(150));
        scrollTo(robot, 150);
        withUndated = true;
        robot.push(javafx.scene.input.KeyCode.F5);
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 301
                && robot.lookup("#notice-text").tryQuery().map(javafx.scene.Node::isVisible).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
        int index = eventsTable(robot).getSelectionModel().getSelectedIndex();
        assertEquals(1150, eventsTable(robot).getItems().get(index).event().eventId());
        assertTrue(inSight(robot, index), "the selected row " + index + " is in sight, the top row " + topRow(robot));
    }

    @Test
    void aFilterShowsItsFirstMatchesAndKeepsTheSelectedRowInSight(FxRobot robot) {
        load(robot, "2025-03-03", 1000);
        scrollTo(robot, 280);
        robot.clickOn("#quick-filter").write("special");
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 30);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, topRow(robot), "the first matches are in sight");

        robot.interact(() -> eventsTable(robot).getSelectionModel().select(25));
        long selected = eventsTable(robot).getSelectionModel().getSelectedItem().event().eventId();
        robot.interact(() -> eventsTable(robot).scrollTo(0));
        robot.push(javafx.scene.input.KeyCode.ESCAPE); // clears the quick filter: 300 rows again
        WindowFixture.waitUntil(() -> eventsTable(robot).getItems().size() == 300);
        WaitForAsyncUtils.waitForFxEvents();
        int index = eventsTable(robot).getSelectionModel().getSelectedIndex();
        assertEquals(selected, eventsTable(robot).getItems().get(index).event().eventId());
        assertTrue(inSight(robot, index), "the selected row " + index + " is in sight");
    }

    @Test
    void sortingKeepsTheSelectedRowInSight(FxRobot robot) {
        load(robot, "2025-03-03", 1000);
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(5)); // "Event 5", in sight at the top
        robot.clickOn("#col-title .label"); // by title: "Event 5" goes far down, after "Event 299"...
        WindowFixture.waitUntil(() -> eventsTable(robot).getSelectionModel().getSelectedIndex() != 5);
        WaitForAsyncUtils.waitForFxEvents();
        int index = eventsTable(robot).getSelectionModel().getSelectedIndex();
        assertEquals(1005, eventsTable(robot).getItems().get(index).event().eventId());
        assertTrue(index > 40, "the row moved far: " + index);
        assertTrue(inSight(robot, index), "the selected row " + index + " is in sight");
    }
}
