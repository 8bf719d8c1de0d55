package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Manage watchlists with a watchlist of 5,000 listings: its listings are read in the background, so the dialog
 * opens without waiting for them (read on the UI thread, they held it up most of a second).
 */
@ExtendWith(ApplicationExtension.class)
class BigWatchlistListingsFxTest {
    private static final List<String> LISTINGS = IntStream.range(0, 5000).mapToObj(i -> String.format("X%04d:US", i))
            .toList();
    private static final Watchlist COVERAGE = new Watchlist("Coverage", String.join(", ", LISTINGS));

    private final InlineUiExecutor executor = new InlineUiExecutor(new MutableClock(Instant.EPOCH));

    @Start
    void start(Stage stage) {
        executor.holdWork(true); // the background work waits until the test lets it run
    }

    @Test
    void theListingsOfAWatchlistOfFiveThousandAreReadInTheBackgroundAndAppearOnceRead(FxRobot robot) {
        WatchlistActions actions = new WatchlistActions(new SimpleStringProperty(""), new Watchlists(),
                new RecentQueries(), executor);
        WatchlistListingsPane[] pane = new WatchlistListingsPane[1];
        robot.interact(() -> pane[0] = new WatchlistListingsPane(actions, new SimpleObjectProperty<>(COVERAGE),
                changed -> { }, (text, problem) -> { }));
        @SuppressWarnings("unchecked")
        ListView<String> listings = (ListView<String>) pane[0].lookup("#watchlist-listings");
        Label title = (Label) pane[0].lookup("#watchlist-listings-title");

        assertEquals("Listings of “Coverage”", title.getText(), "the title at once");
        assertTrue(listings.getItems().isEmpty(), "not read on the UI thread: " + listings.getItems().size());
        assertEquals(1, executor.heldWorkCount(), "read in the background");

        robot.interact(() -> executor.runHeldWork());
        assertEquals(LISTINGS, listings.getItems());
    }

    @Test
    void aRowOfManageWatchlistsShowsItsNameAtOnceAndHowManyListingsOnceTheyAreCountedInTheBackground(
            FxRobot robot) {
        Map<Watchlist, Integer> counts = new HashMap<>();
        Map<Watchlist, Long> listings = new HashMap<>();
        ListView<Watchlist> list = new ListView<>();
        WatchlistCell cell = new WatchlistCell(counts, watchlist -> Optional.ofNullable(listings.get(watchlist)));
        cell.updateListView(list);
        robot.interact(() -> cell.updateItem(COVERAGE, false));
        assertEquals(List.of("Coverage", "X0000:US, X0001:US, X0002:US, X0003:US, X0004:US, X0005:US,…"),
                texts(cell), "the name and the start of the filter, which take no reading of it");

        listings.put(COVERAGE, FilterEntries.of(COVERAGE.filter()).count());
        counts.put(COVERAGE, 1234);
        robot.interact(() -> cell.updateItem(COVERAGE, false));
        assertEquals(List.of("Coverage (5,000 listings) · 1,234 events",
                "X0000:US, X0001:US, X0002:US, X0003:US, X0004:US, X0005:US,… (5,000 listings)"), texts(cell));
    }

    @Test
    void addingAListingToAWatchlistOfFiveThousandNotReadYetWaitsForItsEntriesReadInTheBackground(FxRobot robot) {
        Watchlists watchlists = new Watchlists();
        WatchlistActions actions = new WatchlistActions(new SimpleStringProperty(""), watchlists,
                new RecentQueries(), executor);
        List<String> said = new ArrayList<>();
        robot.interact(() -> {
            Watchlist coverage = watchlists.save(COVERAGE.name(), COVERAGE.filter());
            WatchlistListingsPane pane = new WatchlistListingsPane(actions, new SimpleObjectProperty<>(coverage),
                    changed -> { }, (text, problem) -> said.add(text));
            TextField field = (TextField) pane.lookup("#watchlist-listing-field");
            field.setText("zm:us");
            ((Button) pane.lookup("#watchlist-listing-add")).fire();
        });
        assertFalse(watchlists.named("Coverage").orElseThrow().filter().contains("ZM:US"),
                "its filter not split on the UI thread to add to it");
        assertEquals(List.of(), said);

        robot.interact(() -> executor.runHeldWork());
        assertEquals(COVERAGE.filter() + ", ZM:US", watchlists.named("Coverage").orElseThrow().filter());
        assertEquals(List.of("Added ZM:US to “Coverage”."), said);
    }

    private static List<String> texts(WatchlistCell cell) {
        return cell.getGraphic().lookupAll(".label").stream().map(node -> ((Label) node).getText())
                .collect(Collectors.toList());
    }
}
