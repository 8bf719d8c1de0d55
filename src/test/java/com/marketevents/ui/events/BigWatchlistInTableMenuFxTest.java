package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.Connector;
import com.marketevents.ui.FakeMarketEventsApi;
import com.marketevents.ui.FakeWindowServices;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The table's menu with a watchlist of 5,000 listings: its "Add … to a watchlist" and "Remove … from" items do not
 * read the watchlist's filter on the UI thread at each opening (45,000 characters split there), but its entries read
 * once in the background.
 */
@ExtendWith(ApplicationExtension.class)
class BigWatchlistInTableMenuFxTest {
    private static final String COVERAGE = String.join(", ", IntStream.range(0, 5000)
            .mapToObj(i -> String.format("X%04d:US", i)).toList());

    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private EventsViewModel model;
    private EventsTable table;

    @Start
    void start(Stage stage) {
        FakeMarketEventsApi api = new FakeMarketEventsApi(clock).withEvents(range -> List.of(
                event(1, "X0001:US"), event(2, "X0002:US"), event(3, "ZM:US")));
        FakeWindowServices services = new FakeWindowServices(api, new InMemoryKeyValueStore());
        model = new EventsViewModel(executor, new Connector(services, executor, connection -> { }), clock);
        table = new EventsTable(model);
        stage.setScene(new Scene(new StackPane(table), 900, 400));
        stage.show();
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8)));
        model.load();
        executor.holdWork(true); // the background work waits until the test lets it run
    }

    private static MarketEvent event(long id, String ticker) {
        return new MarketEvent(id, 1L, ticker, null, null, null, null, null, "Results", "earnings",
                EventTime.parse("2024-11-05T16:30:00-05:00"), 2024, "published", "active", null, null);
    }

    @Test
    void addingAListingOfAWatchlistOfFiveThousandListingsNamesItAtOnceAndGreysItOutOnceReadInTheBackground(
            FxRobot robot) {
        robot.interact(() -> model.watchlists().save("Coverage", COVERAGE));
        robot.interact(() -> selectRowOf("X0001:US"));

        robot.interact(this::openMenu);
        assertEquals("Coverage", watchlistItem().getText(), "its name at once, its filter not read on the UI thread");
        assertFalse(watchlistItem().isDisable(), "not known yet to hold X0001:US");

        robot.interact(() -> executor.runHeldWork());
        assertEquals("Coverage (5,000 listings)", watchlistItem().getText(), "read in the background");
        assertTrue(watchlistItem().isDisable(), "it holds X0001:US already");
        robot.interact(() -> table.getContextMenu().hide());

        robot.interact(() -> selectRowOf("ZM:US"));
        robot.interact(this::openMenu);
        assertEquals("Coverage (5,000 listings)", watchlistItem().getText(), "read once, not at each opening");
        assertFalse(watchlistItem().isDisable(), "it lacks ZM:US");
        assertEquals(0, executor.heldWorkCount(), "nothing read again");
        robot.interact(() -> table.getContextMenu().hide());
    }

    @Test
    void removingAListingFromAWatchlistOfFiveThousandListingsInUseIsOfferedOnceItIsReadInTheBackground(
            FxRobot robot) {
        robot.interact(() -> {
            model.watchlists().save("Coverage", COVERAGE);
            model.replaceQuickFilter(COVERAGE);
            selectRowOf("X0001:US");
        });

        robot.interact(this::openMenu);
        assertFalse(removeItem().isVisible(), "not offered before the watchlist is read, off the UI thread");

        robot.interact(() -> executor.runHeldWork());
        assertTrue(removeItem().isVisible(), "offered once read in the background");
        assertEquals("Remove X0001:US from “Coverage”", removeItem().getText());
        robot.interact(() -> table.getContextMenu().hide());
    }

    private void selectRowOf(String ticker) {
        int index = IntStream.range(0, table.getItems().size())
                .filter(i -> table.getItems().get(i).event().ticker().equals(ticker)).findFirst().orElseThrow();
        table.getSelectionModel().clearAndSelect(index);
    }

    private void openMenu() {
        table.getContextMenu().show(table, 100, 100);
    }

    private MenuItem watchlistItem() {
        Menu add = (Menu) item("table-menu-add-to-watchlist");
        return add.getItems().get(0);
    }

    private MenuItem removeItem() {
        return item("table-menu-remove-from-watchlist");
    }

    private MenuItem item(String id) {
        return table.getContextMenu().getItems().stream().filter(item -> id.equals(item.getId())).findFirst()
                .orElseThrow();
    }
}
