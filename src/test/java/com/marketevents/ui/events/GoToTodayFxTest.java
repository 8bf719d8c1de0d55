package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.ui.WindowFixture;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Events ▸ Go to today's events (Alt+Home). */
@ExtendWith(ApplicationExtension.class)
class GoToTodayFxTest {
    private static final LocalDate TODAY = LocalDate.now(EventTime.SERVICE_ZONE);
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    /** 100 events at midday on {@code date}, ids from {@code firstId}. */
    private static Stream<MarketEvent> day(LocalDate date, long firstId) {
        return IntStream.range(0, 100).mapToObj(i -> new MarketEvent(firstId + i, 1L, "T" + (firstId + i) + ":US",
                null, null, null, "XNAS", null, "Event " + i, "earnings",
                EventTime.parse(String.format("%sT12:%02d:00-05:00", date, i % 60)), 2025, "published", "active",
                null, null));
    }

    @Start
    void start(Stage stage) {
        List<MarketEvent> threeDays = Stream.of(day(TODAY.minusDays(1), 1000), day(TODAY, 2000),
                day(TODAY.plusDays(1), 3000)).flatMap(events -> events).toList();
        fixture.api.withEvents(range -> threeDays.stream()
                .filter(event -> range.contains(event.eventDate().serviceDate())).toList());
        fixture.show(stage);
    }

    @Test
    void altHomeSelectsTheFirstOfTodaysEventsAndBringsItIntoSight(FxRobot robot) {
        WindowFixture.loadRange(robot, TODAY.minusDays(1).toString(), TODAY.plusDays(1).toString(), 300);
        robot.clickOn("#events-table").push(KeyCode.ALT, KeyCode.HOME);

        WindowFixture.waitUntil(() -> eventsTable(robot).getSelectionModel().getSelectedIndex() == 100);
        EventRow selected = eventsTable(robot).getSelectionModel().getSelectedItem();
        assertEquals(2000, selected.event().eventId(), "the first event of today, in date order");
        assertEquals(1, eventsTable(robot).getSelectionModel().getSelectedIndices().size());
        VirtualFlow<?> flow = (VirtualFlow<?>) eventsTable(robot).lookup(".virtual-flow");
        WindowFixture.waitUntil(() -> flow.getFirstVisibleCell() != null
                && flow.getFirstVisibleCell().getIndex() == 100);
        assertTrue(eventsTable(robot).isFocused(), "the keyboard goes on from there");
    }

    @Test
    void outsideTheLoadedDatesItSaysSoAndOffersToLoadTheWeekThatHoldsToday(FxRobot robot) {
        LocalDate lastMonth = TODAY.minusMonths(1);
        WindowFixture.loadRange(robot, lastMonth.withDayOfMonth(1).toString(), lastMonth.withDayOfMonth(10).toString(),
                0);
        EventsViewModel events = fixture.window.model().events();
        WindowFixture.waitUntil(() -> !events.loadingProperty().get() && events.snapshotProperty().get() != null
                && events.snapshotProperty().get().range().from().equals(lastMonth.withDayOfMonth(1)));
        robot.clickOn("#events-table").push(KeyCode.ALT, KeyCode.HOME);

        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice-text"));
        String notice = robot.lookup("#notice-text").queryAs(Label.class).getText();
        assertTrue(notice.startsWith("Today, " + TODAY + ", is not among the loaded dates"), notice);
        assertEquals(-1, eventsTable(robot).getSelectionModel().getSelectedIndex());

        robot.clickOn("#notice-load-this-week");
        WindowFixture.waitUntil(() -> eventsTable(robot).getSelectionModel().getSelectedItem() != null);
        assertTrue(events.snapshotProperty().get().range().contains(TODAY));
        assertEquals(2000, eventsTable(robot).getSelectionModel().getSelectedItem().event().eventId(),
                "the week loaded, the first of today's events is selected");
    }
}
