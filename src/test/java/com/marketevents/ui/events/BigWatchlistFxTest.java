package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.WindowFixture;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A watchlist of 5,000 listings (one imported from a file): shown in the quick filter, cut, without freezing the
 * window as it opens, resizes or shows the side panel. The longest the FX thread was kept busy is printed, not
 * asserted: the machine running the tests sets it.
 */
@ExtendWith(ApplicationExtension.class)
class BigWatchlistFxTest {
    private static final String COVERAGE = IntStream.range(0, 5000).mapToObj(i -> String.format("X%04d:US", i))
            .collect(Collectors.joining(", "));

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.watchlists.put("events.watchlists", "Coverage\n" + COVERAGE);
        fixture.windowState.put("events.filter.quick", COVERAGE);
        fixture.windowState.put("window.placement", "0,0,1366,800,false");
        fixture.api.withEvents(range -> IntStream.range(0, 3000).mapToObj(i -> new MarketEvent(i, 1L,
                String.format("X%04d:US", i * 3), null, null, null, null, null, "Results", "earnings",
                EventTime.parse("2024-11-05T16:30:00-05:00"), 2024, "published", "active", null, null)).toList());
        fixture.show(stage);
    }

    @Test
    void aWatchlistOfFiveThousandListingsShowsItsFirstListingsInsideTheQuickFilterAndResizingDoesNotFreezeIt(
            FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertCutInsideTheField(robot, "at start");

        for (int round = 1; round <= 2; round++) { // the first round also loads classes and warms the JIT up
            FxThreadStalls stalls = FxThreadStalls.start();
            for (double width : new double[] {1200, 1024, 1366}) {
                robot.interact(() -> fixture.stage().setWidth(width));
                WaitForAsyncUtils.waitForFxEvents();
                assertCutInsideTheField(robot, "at " + width + " px");
            }
            robot.push(KeyCode.CONTROL, KeyCode.DIGIT0);
            WaitForAsyncUtils.waitForFxEvents();
            assertCutInsideTheField(robot, "with the side panel toggled");
            System.out.printf("5,000 listings, round %d: three resizes and a side panel toggle kept the FX thread"
                    + " busy %d ms at the longest%n", round, stalls.stop());
        }
    }

    @Test
    void aWatchlistOfFiveThousandListingsIsFilteredByAndListedInItsDialogWithoutFreezingTheWindow(FxRobot robot) {
        TextField field = robot.lookup("#quick-filter").queryAs(TextField.class);
        robot.interact(() -> field.setText(""));
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3000);

        FxThreadStalls stalls = FxThreadStalls.start();
        robot.interact(() -> field.setText(COVERAGE));
        WaitForAsyncUtils.waitForFxEvents();
        System.out.printf("5,000 listings put in the quick filter (its predicate built, the rows filtered): FX thread"
                + " busy %d ms at the longest%n", stalls.stop());

        robot.clickOn("#quick-filter").push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> filterMenu().isPresent());
        ContextMenu menu = filterMenu().orElseThrow();
        MenuItem manage = menu.getItems().stream().filter(item -> "_Manage watchlists…".equals(item.getText()))
                .findFirst().orElseThrow();
        stalls = FxThreadStalls.start();
        Platform.runLater(() -> {
            menu.hide();
            manage.fire();
        });
        WindowFixture.waitUntil(() -> robot.lookup("Coverage (5000 listings) · 0 events").tryQuery().isPresent()
                || robot.lookup("#watchlists-list").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        System.out.printf("Manage watchlists opened with 5,000 listings in one: FX thread busy %d ms at the"
                + " longest%n", stalls.stop());
        robot.push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void whatTheFxThreadWorksOutFromAWatchlistOfFiveThousandListingsTakesMillisecondsEachTime() {
        List<EventRow> rows = EventRow.of(IntStream.range(0, 20_000).mapToObj(i -> new MarketEvent(i, 1L,
                String.format("X%04d:US", i % 9000), null, null, null, null, null, "Results", "earnings", null, 2024,
                "published", "active", null, null)).toList());
        Watchlist coverage = new Watchlist("Coverage", COVERAGE);
        for (int round = 1; round <= 3; round++) { // the last, with the classes loaded and the JIT warmed up
            long start = System.nanoTime();
            String cell = Watchlists.shown(coverage, 12) + " " + RecentQueries.shown(COVERAGE);
            long cellTook = System.nanoTime() - start;
            start = System.nanoTime();
            QuickQuery query = QuickQuery.parse(COVERAGE);
            long parseTook = System.nanoTime() - start;
            start = System.nanoTime();
            long matching = rows.stream().filter(query::matches).count();
            long matchTook = System.nanoTime() - start;
            start = System.nanoTime();
            List<Integer> counts = WatchlistCounts.of(List.of(coverage), rows);
            long countTook = System.nanoTime() - start;
            System.out.printf("5,000 listings, round %d: the dialog's row text %.1f ms; the quick filter's query"
                    + " parsed %.1f ms, matched over 20,000 rows %.1f ms; WatchlistCounts (in the background)"
                    + " %.1f ms%n", round, cellTook / 1e6, parseTook / 1e6, matchTook / 1e6, countTook / 1e6);
            assertTrue(cell.startsWith("Coverage (5,000 listings)"), cell);
            assertTrue(matching == 12_000 && counts.get(0) == 12_000, matching + " and " + counts);
        }
    }

    private static java.util.Optional<ContextMenu> filterMenu() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .map(ContextMenu.class::cast).filter(menu -> "recent-filters".equals(menu.getId())).findFirst();
    }

    /** The cut list shows the first listings, an ellipsis after them, within the field; checked as it is drawn. */
    private static void assertCutInsideTheField(FxRobot robot, String when) {
        WindowFixture.waitUntil(() -> robot.lookup("#quick-filter-shortened").queryAs(Label.class).isVisible());
        Label cut = robot.lookup("#quick-filter-shortened").queryAs(Label.class);
        assertTrue(cut.getText().startsWith("X0000:US, ") && cut.getText().endsWith(", …"),
                when + ": " + cut.getText());
        Node field = robot.lookup("#quick-filter").query();
        Bounds fieldBounds = WindowFixture.onFx(() -> field.localToScene(field.getLayoutBounds()));
        Bounds cutBounds = WindowFixture.onFx(() -> cut.localToScene(cut.getLayoutBounds()));
        assertTrue(cutBounds.getMinX() >= fieldBounds.getMinX() && cutBounds.getMaxX() <= fieldBounds.getMaxX(),
                when + ", the cut list at " + cutBounds + " in the field at " + fieldBounds);
    }

    /** Measures, from another thread, how long the FX thread takes to run a task it is given: its longest stall. */
    private static final class FxThreadStalls {
        private final AtomicLong longest = new AtomicLong();
        private volatile boolean running = true;
        private final Thread probe = new Thread(this::probe, "fx-stall-probe");

        static FxThreadStalls start() {
            FxThreadStalls stalls = new FxThreadStalls();
            stalls.probe.setDaemon(true);
            stalls.probe.start();
            return stalls;
        }

        private void probe() {
            while (running) {
                long start = System.nanoTime();
                CountDownLatch ran = new CountDownLatch(1);
                Platform.runLater(ran::countDown);
                try {
                    ran.await();
                    longest.accumulateAndGet(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), Math::max);
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        /** The longest stall seen, in milliseconds. */
        long stop() {
            running = false;
            try {
                probe.join(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return longest.get();
        }
    }
}
