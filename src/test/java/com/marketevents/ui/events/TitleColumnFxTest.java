package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.search.EventRow;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.WindowFixture;
import java.util.List;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The Title column takes the width a wide table leaves spare, and gives it back. */
@ExtendWith(ApplicationExtension.class)
class TitleColumnFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void inATableWiderThanItsColumnsTheTitleTakesTheSpareWidthAndGivesItBackAsTheTableNarrows(FxRobot robot) {
        TableView<EventRow> table = wideTable(robot);
        TableColumn<EventRow, ?> title = column(table, "title");
        assertTrue(title.getWidth() > 360 + 50, "the title, " + title.getWidth() + " px, took the spare width");
        assertEquals(contentWidth(table), columnsWidth(table), 1, "the columns reach the table's right edge");
        assertEquals(false, horizontalScrollBar(table).isVisible(), "and no further");

        resize(robot, 900);
        assertEquals(360, title.getWidth(), 0.5, "in a narrow table the title has its own width again");
    }

    @Test
    void aColumnWidenedByTheUserTakesItsWidthFromTheTitlesSpareWidth(FxRobot robot) {
        TableView<EventRow> table = wideTable(robot);
        TableColumn<EventRow, ?> date = column(table, "event_date");
        TableColumn<EventRow, ?> title = column(table, "title");
        double titleBefore = title.getWidth();

        robot.interact(() -> table.resizeColumn(date, 40)); // as a drag of its header's edge does
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(290, date.getWidth(), 0.5);
        assertEquals(titleBefore - 40, title.getWidth(), 1, "the title gave the 40 px");
        assertEquals(contentWidth(table), columnsWidth(table), 1);
    }

    @Test
    void theTitleIsRememberedAtItsOwnWidthNotTheSpareWidthItTook(FxRobot robot) {
        TableView<EventRow> table = wideTable(robot);
        TableColumn<EventRow, ?> title = column(table, "title");
        assertTrue(title.getWidth() > 400, "shown wider: " + title.getWidth());
        assertTrue(saved(robot, table).contains("title:360:1"), saved(robot, table));

        robot.interact(() -> table.resizeColumn(title, 300)); // widened past the table's edge: its own width now
        WaitForAsyncUtils.waitForFxEvents();
        double widened = title.getWidth();
        resize(robot, 900);
        assertEquals(widened, title.getWidth(), 0.5, "a title the user widened keeps that width");
        assertTrue(saved(robot, table).contains("title:" + Math.round(widened) + ":1"), saved(robot, table));
    }

    private static String saved(FxRobot robot, TableView<EventRow> table) {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        robot.interact(() -> ColumnLayout.save((EventsTable) table, store));
        return store.get(ColumnLayout.KEY).orElseThrow();
    }

    /** The table in a window 1270 px wide (818 px), with only Date and time, Title and Status shown (695 px). */
    private TableView<EventRow> wideTable(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        TableView<EventRow> table = eventsTable(robot);
        robot.interact(() -> {
            for (String hidden : List.of("ticker", "event_type", "exchange_mic", "fiscal_year",
                    "transcription_status")) {
                column(table, hidden).setVisible(false);
            }
        });
        resize(robot, 1270); // the headless screen is 1280 wide
        return table;
    }

    private void resize(FxRobot robot, double width) {
        robot.interact(() -> fixture.stage().setWidth(width));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TableColumn<EventRow, ?> column(TableView<EventRow> table, String wireName) {
        return table.getColumns().stream().filter(column -> column.getId().equals("col-" + wireName.replace('_', '-')))
                .findFirst().orElseThrow();
    }

    private static double columnsWidth(TableView<EventRow> table) {
        return table.getVisibleLeafColumns().stream().mapToDouble(TableColumn::getWidth).sum();
    }

    /** The table's width for its columns: within its border, less the vertical scroll bar when shown. */
    private static double contentWidth(TableView<EventRow> table) {
        ScrollBar vertical = table.lookupAll(".scroll-bar").stream().map(ScrollBar.class::cast)
                .filter(bar -> bar.getOrientation() == javafx.geometry.Orientation.VERTICAL).findFirst().orElseThrow();
        return table.getWidth() - table.snappedLeftInset() - table.snappedRightInset()
                - (vertical.isVisible() ? vertical.getWidth() : 0);
    }

    private static ScrollBar horizontalScrollBar(TableView<EventRow> table) {
        return table.lookupAll(".scroll-bar").stream().map(ScrollBar.class::cast)
                .filter(bar -> bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL).findFirst()
                .orElseThrow();
    }
}
