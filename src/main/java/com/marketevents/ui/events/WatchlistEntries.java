package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A watchlist's filter read as its list of entries, to add listings to it, take out one or those of some events,
 * and count those that find nothing.
 */
final class WatchlistEntries {
    private WatchlistEntries() {
    }

    /** The entries of {@code filter}, in order, blank ones left out: the quick filter's alternatives. */
    static List<String> of(String filter) {
        return QuickQuery.alternatives(filter);
    }

    /**
     * The entries of {@code filter} sorted as the Add field and an import sort them ({@link ImportedListings}): the
     * listings, spelled as the Add field spells them ("lumo" as LUMO), each once, and those it would refuse.
     */
    static ImportedListings listingsIn(String filter) {
        return ImportedListings.of(of(filter));
    }

    /** {@code filter} with each of {@code listings} it does not list yet (whatever the case) added at its end. */
    static String adding(String filter, List<String> listings) {
        List<String> entries = new ArrayList<>(of(filter));
        Set<String> listed = lowerCase(entries);
        for (String listing : listings) {
            if (listed.add(listing.toLowerCase(Locale.ROOT))) {
                entries.add(listing);
            }
        }
        return String.join(", ", entries);
    }

    /**
     * {@code filter} without the entries that show one of {@code events}: a single word the quick filter matches
     * whole with one of an event's identifiers or its symbol ("T:US" or "t" for T:US). Entries of several words
     * are searches, and stay. Linear in the entries and the events: a selection of a year's rows takes no longer
     * than reading it.
     */
    static String removing(String filter, List<MarketEvent> events) {
        Set<String> identifierWords = identifierWords(events);
        return String.join(", ", of(filter).stream()
                .filter(entry -> entry.contains(" ") || !identifierWords.contains(entry.toLowerCase(Locale.ROOT)))
                .toList());
    }

    /** The words of {@code events}' identifiers and symbols that an entry of a list matches whole, in lower case. */
    static Set<String> identifierWords(List<MarketEvent> events) {
        Set<String> identifierWords = new HashSet<>();
        EventRow.of(events).forEach(row -> row.addIdentifierWordsTo(identifierWords));
        return identifierWords;
    }

    /** {@code filter} without {@code entry} (whatever the case); the other entries as they were. */
    static String without(String filter, String entry) {
        return String.join(", ", of(filter).stream().filter(listed -> !listed.equalsIgnoreCase(entry)).toList());
    }

    /**
     * How many of {@code entries} match none of {@code rows} in the quick filter, read as a list's entries: a
     * watchlist's listings that the loaded events do not hold. Each row is read once, and a whole identifier is then
     * looked up: a 1,000-listing list over a year's rows takes about as long as one pass over them.
     */
    static int notAmong(List<String> entries, List<EventRow> rows) {
        Set<String> identifierWords = new HashSet<>();
        rows.forEach(row -> row.addIdentifierWordsTo(identifierWords));
        return (int) entries.stream()
                .filter(entry -> !QuickQuery.ofListEntry(entry).matchesOneOf(rows, identifierWords)).count();
    }

    private static Set<String> lowerCase(List<String> entries) {
        Set<String> lower = new HashSet<>();
        entries.forEach(entry -> lower.add(entry.toLowerCase(Locale.ROOT)));
        return lower;
    }
}
