package com.marketevents.ui.events;

import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.UiExecutor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.InvalidationListener;
import javafx.collections.ObservableList;

/**
 * How many listings each watchlist holds, and each long recent filter, kept by filter text and counted in the
 * background (a watchlist's as the watchlists change), so that the quick filter's menu names them ("Coverage (5,000
 * listings)") without reading a filter on the UI thread: a 5,000-listing filter split there at each opening held
 * the menu up. Each filter's entries are kept too ({@link FilterEntries}), for the table's menu to tell which
 * watchlists hold the selected listings already.
 */
final class WatchlistListingCounts {
    private final ObservableList<Watchlist> watchlists;
    private final ObservableList<String> recent;
    private final UiExecutor executor;
    /** Used on the UI thread only. */
    private final Map<String, FilterEntries> byFilter = new HashMap<>();

    WatchlistListingCounts(ObservableList<Watchlist> watchlists, ObservableList<String> recent, UiExecutor executor) {
        this.watchlists = watchlists;
        this.recent = recent;
        this.executor = executor;
        InvalidationListener countNew = changed -> countInBackground(filtersOf(List.copyOf(watchlists)), () -> { });
        watchlists.addListener(countNew);
    }

    static List<String> filtersOf(List<Watchlist> listed) {
        return listed.stream().map(Watchlist::filter).toList();
    }

    /** How many listings {@code watchlist} holds, once counted. */
    Optional<Long> of(Watchlist watchlist) {
        return entriesOf(watchlist.filter()).map(FilterEntries::count);
    }

    /** The entries of {@code filter}, once read. */
    Optional<FilterEntries> entriesOf(String filter) {
        return Optional.ofNullable(byFilter.get(filter));
    }

    /** "Banks (12 listings)" once its listings are counted, its name alone until then. */
    String shown(Watchlist watchlist) {
        return of(watchlist).map(count -> Watchlists.shown(watchlist.name(), count)).orElse(watchlist.name());
    }

    /** A recent filter as {@link RecentQueries#shown} shows it once counted; cut without its count until then. */
    String shownRecent(String entry) {
        FilterEntries entries = byFilter.get(entry);
        return entries == null ? RecentQueries.cut(entry) : RecentQueries.shown(entry, entries.count());
    }

    /**
     * Reads the entries of those of {@code filters} not read yet in the background, then runs {@code onCounted}
     * on the UI thread; runs it at once when every one is counted already.
     */
    void countInBackground(List<String> filters, Runnable onCounted) {
        Set<String> kept = new HashSet<>(filtersOf(watchlists));
        kept.addAll(recent);
        byFilter.keySet().retainAll(kept);
        List<String> uncounted = filters.stream().filter(filter -> !byFilter.containsKey(filter)).distinct().toList();
        if (uncounted.isEmpty()) {
            onCounted.run();
            return;
        }
        executor.submit(() -> uncounted.stream().map(FilterEntries::of).toList(), counted -> {
            for (int i = 0; i < uncounted.size(); i++) {
                byFilter.put(uncounted.get(i), counted.get(i));
            }
            onCounted.run();
        }, failure -> { }); // reading a string cannot fail; the menu keeps the names
    }
}
