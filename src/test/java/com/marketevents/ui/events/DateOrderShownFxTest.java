package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.column;
import static com.marketevents.ui.WindowFixture.eventsTable;
import static com.marketevents.ui.WindowFixture.heading;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.ui.WindowFixture;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.TableColumn;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The rows come in date order, and the "Date and time" heading says so before any sort is chosen. */
@ExtendWith(ApplicationExtension.class)
class DateOrderShownFxTest {
    private static final List<String> OLDEST_FIRST = List.of("MSFT:US", "AAPL:US", "ZM:US");
    private static final List<String> NEWEST_FIRST = List.of("ZM:US", "AAPL:US", "MSFT:US");

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.api.withEvents(range -> List.of(
                event(1, "MSFT:US", "2024-11-04T17:30:00-05:00"),
                event(2, "AAPL:US", "2024-11-05T16:30:00-05:00"),
                event(3, "ZM:US", "2024-11-06T10:00:00-05:00")));
        fixture.show(stage);
    }

    private static MarketEvent event(long id, String ticker, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], null, ticker, "XNAS", "US000000000" + id,
                ticker + " event", "earnings", EventTime.parse(date), 2024, "published", "active", null, null);
    }

    @Test
    void withNoSortRememberedTheDateHeadingShowsAscendingAndOneClickShowsTheNewestFirst(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);
        assertEquals(OLDEST_FIRST, tickers(robot));
        assertDateArrow(robot, TableColumn.SortType.ASCENDING);

        robot.clickOn(dateHeading(robot));
        WindowFixture.waitUntil(() -> tickers(robot).equals(NEWEST_FIRST));
        assertDateArrow(robot, TableColumn.SortType.DESCENDING);

        robot.clickOn(dateHeading(robot)); // JavaFX's click that ends a sort: back to the date order, shown
        WindowFixture.waitUntil(() -> tickers(robot).equals(OLDEST_FIRST));
        assertDateArrow(robot, TableColumn.SortType.ASCENDING);
    }

    @Test
    void aSortEndedByAThirdClickOnAnotherHeadingComesBackToTheDateOrderShown(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);
        Node ticker = heading(robot, "col-ticker");
        robot.clickOn(ticker).clickOn(ticker);
        WindowFixture.waitUntil(() -> tickers(robot).equals(List.of("ZM:US", "MSFT:US", "AAPL:US")));

        robot.clickOn(ticker);
        WindowFixture.waitUntil(() -> tickers(robot).equals(OLDEST_FIRST));
        assertDateArrow(robot, TableColumn.SortType.ASCENDING);
    }

    @Test
    void withTheDateColumnHiddenNoHeadingShowsASortAndShowingItShowsTheDateOrderAgain(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);
        TableColumn<EventRow, ?> date = column(robot, "col-event-date");

        robot.interact(() -> date.setVisible(false));
        assertEquals(List.of(), eventsTable(robot).getSortOrder(), "no heading to show the order on");
        assertEquals(OLDEST_FIRST, tickers(robot));

        robot.interact(() -> date.setVisible(true));
        assertDateArrow(robot, TableColumn.SortType.ASCENDING);
        assertEquals(OLDEST_FIRST, tickers(robot));
    }

    private static void assertDateArrow(FxRobot robot, TableColumn.SortType direction) {
        WaitForAsyncUtils.waitForFxEvents();
        TableColumn<EventRow, ?> date = column(robot, "col-event-date");
        assertEquals(List.of(date), eventsTable(robot).getSortOrder(), "the Date column alone sorts the rows");
        assertEquals(direction, date.getSortType());
        Node arrow = dateHeading(robot).lookup(".arrow");
        assertTrue(arrow != null && arrow.isVisible(), "the Date heading shows its arrow");
        // JavaFX draws the arrow of an ascending sort turned half round, pointing up.
        assertEquals(direction == TableColumn.SortType.ASCENDING ? 180 : 0, arrow.getRotate(), 0.5);
    }

    private static Node dateHeading(FxRobot robot) {
        return heading(robot, "col-event-date");
    }

    private static List<String> tickers(FxRobot robot) {
        return eventsTable(robot).getItems().stream().map(row -> row.event().ticker()).toList();
    }
}
