package com.marketevents.ui.events;

import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.UiExecutor;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.InvalidationListener;
import javafx.collections.ObservableList;

/**
 * How many listings each watchlist holds, kept by its filter and counted in the background as the watchlists
 * change, so that the quick filter's menu names them ("Coverage (5,000 listings)") without reading a filter on the
 * UI thread: a 5,000-listing filter split there at each opening held the menu up.
 */
final class WatchlistListingCounts {
    private final ObservableList<Watchlist> watchlists;
    private final UiExecutor executor;
    /** Used on the UI thread only. */
    private final Map<String, Long> byFilter = new HashMap<>();

    WatchlistListingCounts(ObservableList<Watchlist> watchlists, UiExecutor executor) {
        this.watchlists = watchlists;
        this.executor = executor;
        InvalidationListener countNew = changed -> countInBackground(List.copyOf(watchlists), () -> { });
        watchlists.addListener(countNew);
    }

    /** How many listings {@code watchlist} holds, once counted. */
    Optional<Long> of(Watchlist watchlist) {
        return Optional.ofNullable(byFilter.get(watchlist.filter()));
    }

    /** "Banks (12 listings)" once its listings are counted, its name alone until then. */
    String shown(Watchlist watchlist) {
        return of(watchlist).map(count -> Watchlists.shown(watchlist.name(), count)).orElse(watchlist.name());
    }

    /**
     * Counts the listings of those of {@code listed} not counted yet in the background, then runs {@code onCounted}
     * on the UI thread; runs it at once when every one is counted already.
     */
    void countInBackground(List<Watchlist> listed, Runnable onCounted) {
        Set<String> kept = watchlists.stream().map(Watchlist::filter).collect(Collectors.toSet());
        byFilter.keySet().retainAll(kept);
        List<String> uncounted = listed.stream().map(Watchlist::filter).filter(filter -> !byFilter.containsKey(filter))
                .distinct().toList();
        if (uncounted.isEmpty()) {
            onCounted.run();
            return;
        }
        executor.submit(() -> uncounted.stream().map(QuickQuery::countAlternatives).toList(), counted -> {
            for (int i = 0; i < uncounted.size(); i++) {
                byFilter.put(uncounted.get(i), counted.get(i));
            }
            onCounted.run();
        }, failure -> { }); // counting a string cannot fail; the menu keeps the names
    }
}
