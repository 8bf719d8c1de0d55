package com.marketevents.ui.events;

import atlantafx.base.theme.Styles;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.VBox;

/**
 * A watchlist in Manage watchlists: its name with how many listings and loaded events it holds, over its filter cut
 * short. Both counts come from the background; until its listings are counted a row shows its name and the start
 * of its filter, which take no reading of the filter.
 */
final class WatchlistCell extends ListCell<Watchlist> {
    private final Map<Watchlist, Integer> counts;
    private final Function<Watchlist, Optional<Long>> listings;
    private final Label name = new Label();
    private final Label filter = new Label();
    private final VBox lines = new VBox(2, name, filter);

    /**
     * {@code counts} as the dialog last had them from the background, and each watchlist's {@code listings} once
     * read there ({@link FilterEntriesCache#of}).
     */
    WatchlistCell(Map<Watchlist, Integer> counts, Function<Watchlist, Optional<Long>> listings) {
        this.counts = counts;
        this.listings = listings;
        // No width of its own, so a long filter is cut with an ellipsis instead of widening the list.
        setPrefWidth(0);
        name.getStyleClass().add(Styles.TEXT_BOLD);
        name.setMnemonicParsing(false);
        filter.getStyleClass().add(Styles.TEXT_MUTED);
        filter.setMnemonicParsing(false);
    }

    @Override
    protected void updateItem(Watchlist item, boolean empty) {
        super.updateItem(item, empty);
        if (empty || item == null) {
            setGraphic(null);
            setAccessibleText(null);
            return;
        }
        Optional<Long> listed = listings.apply(item);
        Integer events = counts.get(item);
        if (listed.isEmpty()) {
            name.setText(item.name());
            filter.setText(RecentQueries.cut(item.filter()));
        } else {
            String named = Watchlists.shown(item.name(), listed.get());
            name.setText(events == null ? named : Watchlists.withEvents(named, events));
            filter.setText(RecentQueries.shown(item.filter(), listed.get()));
        }
        setGraphic(lines);
        setAccessibleText(item.name() + ": " + item.filter());
    }
}
