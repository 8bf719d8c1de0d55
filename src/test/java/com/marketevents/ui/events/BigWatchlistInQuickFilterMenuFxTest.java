package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.FakeMarketEventsApi;
import com.marketevents.ui.FakeWindowServices;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.common.Connector;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The quick filter's menu with a watchlist, or a recent filter, of 5,000 listings: they are counted in the
 * background, not on the UI thread at each opening of the menu (45,000 characters split there).
 */
@ExtendWith(ApplicationExtension.class)
class BigWatchlistInQuickFilterMenuFxTest {
    private static final String COVERAGE = String.join(", ", IntStream.range(0, 5000)
            .mapToObj(i -> String.format("X%04d:US", i)).toList());

    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private EventsViewModel model;
    private QuickFilterField field;

    @Start
    void start(Stage stage) {
        FakeWindowServices services = new FakeWindowServices(new FakeMarketEventsApi(clock),
                new InMemoryKeyValueStore());
        model = new EventsViewModel(executor, new Connector(services, executor, connection -> { }), clock);
        field = new QuickFilterField(model, executor);
        stage.setScene(new Scene(new StackPane(field), 600, 200));
        stage.show();
        executor.holdWork(true); // the background work waits until the test lets it run
    }

    @Test
    void theMenuNamesAWatchlistOfFiveThousandListingsAtOnceAndHowManyListingsOnceCountedInTheBackground(
            FxRobot robot) {
        robot.interact(() -> model.watchlists().save("Coverage", COVERAGE));

        robot.interact(() -> new QuickFilterMenu(field, model).show());
        assertEquals("Coverage", watchlistItem().getText(), "its name at once, its filter not read on the UI thread");

        robot.interact(() -> executor.runHeldWork());
        assertEquals("Coverage (5,000 listings)", watchlistItem().getText(), "counted in the background");
        robot.interact(() -> openMenu().hide());

        robot.interact(() -> new QuickFilterMenu(field, model).show());
        assertEquals("Coverage (5,000 listings)", watchlistItem().getText(), "counted once, not at each opening");
        assertEquals(0, executor.heldWorkCount(), "nothing counted again");
        robot.interact(() -> openMenu().hide());
    }

    @Test
    void aRecentFilterOfFiveThousandListingsIsShownCutAtOnceAndWithHowManyListingsOnceCountedInTheBackground(
            FxRobot robot) {
        robot.interact(() -> model.recentQueries().remember(COVERAGE)); // a deleted watchlist's, say

        robot.interact(() -> new QuickFilterMenu(field, model).show());
        String cut = "X0000:US, X0001:US, X0002:US, X0003:US, X0004:US, X0005:US,…";
        assertEquals(cut, recentItem().getText(), "cut at once, its filter not read on the UI thread");

        robot.interact(() -> executor.runHeldWork());
        assertEquals(cut + " (5,000 listings)", recentItem().getText(), "counted in the background");
        robot.interact(() -> openMenu().hide());
    }

    private static MenuItem recentItem() {
        return openMenu().getItems().stream().filter(item -> item.getText() != null
                && item.getText().startsWith("X0000:US")).findFirst().orElseThrow();
    }

    private static MenuItem watchlistItem() {
        List<MenuItem> items = openMenu().getItems();
        return items.get(0);
    }

    private static ContextMenu openMenu() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .map(ContextMenu.class::cast).filter(menu -> "recent-filters".equals(menu.getId())).findFirst()
                .orElseThrow();
    }
}
