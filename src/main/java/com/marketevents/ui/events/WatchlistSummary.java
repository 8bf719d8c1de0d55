package com.marketevents.ui.events;

import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;

/**
 * What Manage watchlists shows of a watchlist, read from its filter: its listings, its name with how many they are
 * ("Banks (12 listings)") and its filter as a line cut short. Worked out in the background: a 5,000-listing filter
 * read on the UI thread, again each time a row of the dialog is drawn, held the dialog up as it opened.
 */
record WatchlistSummary(List<String> entries, String named, String filter) {
    static WatchlistSummary of(Watchlist watchlist) {
        return new WatchlistSummary(WatchlistEntries.of(watchlist.filter()), Watchlists.shown(watchlist),
                RecentQueries.shown(watchlist.filter()));
    }
}
