package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** A watchlist's filter read as its list of entries, to add listings to it or take out those of some events. */
final class WatchlistEntries {
    private static final Pattern SEPARATORS = Pattern.compile("[,;]");

    private WatchlistEntries() {
    }

    /** The entries of {@code filter}, in order, blank ones left out. */
    static List<String> of(String filter) {
        return SEPARATORS.splitAsStream(filter).map(String::strip).filter(entry -> !entry.isEmpty()).toList();
    }

    /** Whether {@code filter} lists each of {@code listings} already, whatever the case. */
    static boolean holdsAll(String filter, List<String> listings) {
        List<String> entries = of(filter);
        return listings.stream().allMatch(listing -> entries.stream().anyMatch(listing::equalsIgnoreCase));
    }

    /** {@code filter} with each of {@code listings} it does not list yet (whatever the case) added at its end. */
    static String adding(String filter, List<String> listings) {
        List<String> entries = new ArrayList<>(of(filter));
        for (String listing : listings) {
            if (entries.stream().noneMatch(listing::equalsIgnoreCase)) {
                entries.add(listing);
            }
        }
        return String.join(", ", entries);
    }

    /**
     * {@code filter} without the entries that show one of {@code events}: a single word the quick filter matches
     * whole with one of an event's identifiers or its symbol ("T:US" or "t" for T:US). Entries of several words
     * are searches, and stay.
     */
    static String removing(String filter, List<MarketEvent> events) {
        List<EventRow> rows = events.stream().map(EventRow::new).toList();
        return String.join(", ", of(filter).stream().filter(entry -> {
            String word = entry.toLowerCase(Locale.ROOT);
            return word.contains(" ") || rows.stream().noneMatch(row -> row.matchesIdentifier(word));
        }).toList());
    }
}
