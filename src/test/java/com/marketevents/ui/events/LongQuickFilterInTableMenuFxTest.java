package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.FakeMarketEventsApi;
import com.marketevents.ui.FakeWindowServices;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.common.Connector;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The table's menu while the quick filter lists a thousand listings (10,000 characters, "Show only" of a month's
 * selected rows): whether "Show only" would change nothing is told by the quick filter's entries read in the
 * background, not by splitting it on the UI thread at each opening of the menu.
 */
@ExtendWith(ApplicationExtension.class)
class LongQuickFilterInTableMenuFxTest {
    private static final List<String> TICKERS = IntStream.range(0, EventsTableMenu.MAX_LISTINGS)
            .mapToObj(i -> String.format("X%04d:US", i)).toList();

    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private EventsViewModel model;
    private EventsTable table;

    @Start
    void start(Stage stage) {
        FakeMarketEventsApi api = new FakeMarketEventsApi(clock).withEvents(range -> IntStream.range(0, TICKERS.size())
                .mapToObj(i -> event(i + 1, TICKERS.get(i))).toList());
        FakeWindowServices services = new FakeWindowServices(api, new InMemoryKeyValueStore());
        model = new EventsViewModel(executor, new Connector(services, executor, connection -> { }), clock);
        table = new EventsTable(model);
        stage.setScene(new Scene(new StackPane(table), 900, 400));
        stage.show();
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8)));
        model.load();
    }

    private static MarketEvent event(long id, String ticker) {
        return new MarketEvent(id, 1L, ticker, null, null, null, null, null, "Results", "earnings",
                EventTime.parse("2024-11-05T16:30:00-05:00"), 2024, "published", "active", null, null);
    }

    @Test
    void showOnlyAThousandListingsTheQuickFilterListsAlreadyIsGreyedOutOnceItsEntriesAreReadInTheBackground(
            FxRobot robot) {
        robot.interact(() -> {
            table.getSelectionModel().selectAll();
            model.showOnlyListings(table.selectedEventsAsRead());
        });
        assertEquals(String.join(", ", TICKERS), model.quickFilterProperty().get());
        robot.interact(() -> {
            executor.holdWork(true); // the background work waits until the test lets it run
            table.getSelectionModel().selectAll();
            table.getContextMenu().show(table, 100, 100);
        });
        assertEquals("Show _only the 1,000 selected listings (checking…)", showOnly().getText(),
                "the quick filter not split on the UI thread as the menu opens");
        assertTrue(showOnly().isDisable());

        robot.interact(() -> executor.runHeldWork());
        assertEquals("Show _only the 1,000 selected listings (the table shows no others)", showOnly().getText());
        assertTrue(showOnly().isDisable(), "the quick filter lists them already");
        robot.interact(() -> table.getContextMenu().hide());

        robot.interact(() -> table.getContextMenu().show(table, 100, 100));
        assertEquals("Show _only the 1,000 selected listings (the table shows no others)", showOnly().getText(),
                "read once, not at each opening");
        assertEquals(0, executor.heldWorkCount(), "nothing read again");
        robot.interact(() -> table.getContextMenu().hide());
    }

    private MenuItem showOnly() {
        return table.getContextMenu().getItems().stream().filter(item -> "table-menu-show-listing".equals(item.getId()))
                .findFirst().orElseThrow();
    }
}
