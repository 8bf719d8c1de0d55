package com.marketevents.ui.events;

import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.UiExecutor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.InvalidationListener;
import javafx.collections.ObservableList;

/**
 * The entries of each watchlist's filter and of each long recent filter ({@link FilterEntries}), kept by filter text
 * and read in the background (a watchlist's as the watchlists change): Manage watchlists lists them, the quick
 * filter's menu counts them ("Coverage (5,000 listings)"), the table's menu tells which watchlists hold the selected
 * listings and adds or takes them out, and none of them splits a filter on the UI thread, where a 5,000-listing one
 * split at each opening held the menu or the dialog up.
 */
final class FilterEntriesCache {
    private final ObservableList<Watchlist> watchlists;
    private final ObservableList<String> recent;
    private final UiExecutor executor;
    /** Used on the UI thread only. */
    private final Map<String, FilterEntries> byFilter = new HashMap<>();

    FilterEntriesCache(ObservableList<Watchlist> watchlists, ObservableList<String> recent, UiExecutor executor) {
        this.watchlists = watchlists;
        this.recent = recent;
        this.executor = executor;
        watchlists.addListener((InvalidationListener) changed ->
                readInBackground(filtersOf(List.copyOf(watchlists)), () -> { }));
    }

    static List<String> filtersOf(List<Watchlist> listed) {
        return listed.stream().map(Watchlist::filter).toList();
    }

    /** How many listings {@code watchlist} holds, once read. */
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

    /** Gives the entries of {@code filter} to {@code onRead}: at once when read already, else once read. */
    void read(String filter, Consumer<FilterEntries> onRead) {
        readInBackground(List.of(filter), () -> onRead.accept(byFilter.get(filter)));
    }

    /**
     * Reads the entries of those of {@code filters} not read yet in the background, then runs {@code onRead} on the
     * UI thread; runs it at once when every one is read already.
     */
    void readInBackground(List<String> filters, Runnable onRead) {
        Set<String> kept = new HashSet<>(filtersOf(watchlists));
        kept.addAll(recent);
        kept.addAll(filters);
        byFilter.keySet().retainAll(kept);
        List<String> unread = filters.stream().filter(filter -> !byFilter.containsKey(filter)).distinct().toList();
        if (unread.isEmpty()) {
            onRead.run();
            return;
        }
        executor.submit(() -> unread.stream().map(FilterEntries::of).toList(), read -> {
            for (int i = 0; i < unread.size(); i++) {
                byFilter.put(unread.get(i), read.get(i));
            }
            onRead.run();
        }, failure -> { }); // reading a string cannot fail; the menus keep the names
    }
}
