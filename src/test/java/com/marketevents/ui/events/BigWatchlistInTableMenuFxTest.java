package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.concurrent.atomic.AtomicReference;
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
 * The table's menu with a watchlist of 5,000 listings: its "Add … to a watchlist" and "Remove … from" items, shown or
 * chosen, do not read the watchlist's filter on the UI thread (45,000 characters split there), but its entries read
 * once in the background; the items stay where they are while it is read.
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
    void removingAListingFromAWatchlistOfFiveThousandListingsInUseIsInTheMenuAtOnceGreyedOutUntilReadInTheBackground(
            FxRobot robot) {
        robot.interact(() -> {
            model.watchlists().save("Coverage", COVERAGE);
            model.replaceQuickFilter(COVERAGE);
            selectRowOf("X0001:US");
        });

        robot.interact(this::openMenu);
        assertTrue(removeItem().isVisible(), "there as the menu opens: it does not appear under the pointer later");
        assertTrue(removeItem().isDisable(), "not known yet to change the watchlist, read off the UI thread");
        assertEquals("Remove X0001:US from “Coverage” (checking…)", removeItem().getText());

        robot.interact(() -> executor.runHeldWork());
        assertTrue(removeItem().isVisible());
        assertFalse(removeItem().isDisable(), "enabled once read in the background");
        assertEquals("Remove X0001:US from “Coverage”", removeItem().getText());
        robot.interact(() -> table.getContextMenu().hide());
    }

    @Test
    void removingEveryListingOfAWatchlistNotReadYetStaysInTheMenuGreyedOutSayingWhy(FxRobot robot) {
        robot.interact(() -> {
            model.watchlists().save("Pair", "X0001:US, X0002:US");
            model.replaceQuickFilter("X0001:US, X0002:US");
            selectRowOf("X0001:US");
            table.getSelectionModel().select(table.getItems().indexOf(table.getItems().stream()
                    .filter(row -> row.event().ticker().equals("X0002:US")).findFirst().orElseThrow()));
        });

        robot.interact(this::openMenu);
        assertTrue(removeItem().isVisible());
        robot.interact(() -> executor.runHeldWork());
        assertTrue(removeItem().isVisible(), "still there: the items under it stay where they were");
        assertTrue(removeItem().isDisable(), "a watchlist is never emptied");
        assertEquals("Remove the 2 selected listings from “Pair” (it would be left empty)", removeItem().getText());
        robot.interact(() -> table.getContextMenu().hide());
    }

    @Test
    void addingAListingToAWatchlistOfFiveThousandListingsNotReadYetWaitsForItsEntriesReadInTheBackground(
            FxRobot robot) {
        AtomicReference<String> said = new AtomicReference<>();
        robot.interact(() -> {
            model.watchlistActions().setOnChanged(said::set);
            model.watchlists().save("Coverage", COVERAGE);
            selectRowOf("ZM:US");
        });
        robot.interact(this::openMenu);

        robot.interact(() -> watchlistItem().fire());
        assertFalse(model.watchlists().named("Coverage").orElseThrow().filter().contains("ZM:US"),
                "its filter not split on the UI thread to add to it");

        robot.interact(() -> executor.runHeldWork());
        assertEquals(COVERAGE + ", ZM:US", model.watchlists().named("Coverage").orElseThrow().filter());
        assertEquals("Added ZM:US to “Coverage”", said.get());
        robot.interact(() -> table.getContextMenu().hide());
    }

    @Test
    void takingAListingOutOfAWatchlistOfFiveThousandListingsInUseNotReadYetWaitsForItsEntriesReadInTheBackground(
            FxRobot robot) {
        AtomicReference<String> said = new AtomicReference<>();
        robot.interact(() -> {
            model.watchlistActions().setOnChanged(said::set);
            model.watchlists().save("Coverage", COVERAGE);
            model.replaceQuickFilter(COVERAGE);
            selectRowOf("X0001:US");
        });

        robot.interact(() -> model.watchlistActions().removeFromTheOneInUse(List.of(eventOf("X0001:US"))));
        assertTrue(model.watchlists().named("Coverage").orElseThrow().filter().startsWith("X0000:US, X0001:US,"),
                "its filter not split on the UI thread to take from it");

        robot.interact(() -> executor.runHeldWork());
        assertEquals(COVERAGE.replace("X0001:US, ", ""), model.watchlists().named("Coverage").orElseThrow().filter());
        assertEquals(COVERAGE.replace("X0001:US, ", ""), model.quickFilterProperty().get(), "the quick filter follows");
        assertEquals("Removed X0001:US from “Coverage”", said.get());
    }

    private MarketEvent eventOf(String ticker) {
        return table.getItems().stream().map(row -> row.event()).filter(event -> event.ticker().equals(ticker))
                .findFirst().orElseThrow();
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
