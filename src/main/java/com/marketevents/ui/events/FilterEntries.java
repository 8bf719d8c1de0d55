package com.marketevents.ui.events;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A watchlist's filter read once as its entries ({@link WatchlistEntries#of}), kept so that what the menus ask of
 * it (how many listings, whether it holds some already, whether taking some out would change it) takes as long as
 * the listings asked about, not the filter: a 5,000-listing filter is 45,000 characters.
 *
 * @param count how many entries the filter lists, repeats included
 * @param lowerCase each entry in lower case, with how many times the filter lists it
 */
record FilterEntries(long count, Map<String, Integer> lowerCase) {
    FilterEntries {
        lowerCase = Map.copyOf(lowerCase);
    }

    /** Reads {@code filter}: the whole of it, so in the background for a long one. */
    static FilterEntries of(String filter) {
        List<String> entries = WatchlistEntries.of(filter);
        Map<String, Integer> lowerCase = new HashMap<>();
        entries.forEach(entry -> lowerCase.merge(entry.toLowerCase(Locale.ROOT), 1, Integer::sum));
        return new FilterEntries(entries.size(), lowerCase);
    }

    /** Whether the filter lists each of {@code listings} already, whatever the case. */
    boolean holdsAll(List<String> listings) {
        return listings.stream().allMatch(listing -> lowerCase.containsKey(listing.toLowerCase(Locale.ROOT)));
    }

    /**
     * Whether {@link WatchlistEntries#removing} the events of {@code identifierWords}
     * ({@link WatchlistEntries#identifierWords}) would take some entries out of the filter and leave some.
     */
    boolean losesSomeButNotAll(Set<String> identifierWords) {
        long removed = identifierWords.stream().filter(word -> !word.contains(" "))
                .mapToLong(word -> lowerCase.getOrDefault(word, 0)).sum();
        return removed > 0 && removed < count;
    }
}
