package com.marketevents.ui.events;

import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;

/** How many of some rows each watchlist would show in the quick filter. */
final class WatchlistCounts {
    private WatchlistCounts() {
    }

    /** For each of {@code watchlists}, in their order, the number of {@code rows} its filter matches. */
    static List<Integer> of(List<Watchlist> watchlists, List<EventRow> rows) {
        return watchlists.stream().map(watchlist -> count(QuickQuery.parse(watchlist.filter()), rows)).toList();
    }

    private static int count(QuickQuery query, List<EventRow> rows) {
        int matching = 0;
        for (EventRow row : rows) {
            if (query.matches(row)) {
                matching++;
            }
        }
        return matching;
    }
}
