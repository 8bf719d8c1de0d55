package com.marketevents.ui.events;

import com.marketevents.search.QuickQuery;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A watchlist's filter read once as its entries ({@link WatchlistEntries#of}), kept so that what the dialog and the
 * menus ask of it (its listings in order, how many, whether it holds some already, what adding or taking out some
 * leaves) takes as long as the listings asked about, or one join, not a split of the filter: a 5,000-listing filter
 * is 45,000 characters.
 *
 * @param entries the entries, in order, repeats included
 * @param lowerCase each entry in lower case, with how many times the filter lists it
 * @param listings each entry as the listing it names ({@link QuickQuery#listingKey}: "0147:HK" and "147:hk" alike)
 */
record FilterEntries(List<String> entries, Map<String, Integer> lowerCase, Set<String> listings) {
    FilterEntries {
        entries = List.copyOf(entries);
        lowerCase = Map.copyOf(lowerCase);
        listings = Set.copyOf(listings);
    }

    /** Reads {@code filter}: the whole of it, so in the background for a long one. */
    static FilterEntries of(String filter) {
        List<String> entries = WatchlistEntries.of(filter);
        Map<String, Integer> lowerCase = new HashMap<>();
        entries.forEach(entry -> lowerCase.merge(entry.toLowerCase(Locale.ROOT), 1, Integer::sum));
        Set<String> listings = new HashSet<>();
        entries.forEach(entry -> listings.add(QuickQuery.listingKey(entry)));
        return new FilterEntries(entries, lowerCase, listings);
    }

    /** How many entries the filter lists, repeats included. */
    long count() {
        return entries.size();
    }

    /** Whether the filter lists each of {@code asked} already, however written ({@link QuickQuery#listingKey}). */
    boolean holdsAll(List<String> asked) {
        return asked.stream().allMatch(listing -> listings.contains(QuickQuery.listingKey(listing)));
    }

    /** Whether the filter lists just {@code asked}, however written, in whatever order, with whatever repeats. */
    boolean sameListings(List<String> asked) {
        Set<String> named = new HashSet<>();
        asked.forEach(listing -> named.add(QuickQuery.listingKey(listing)));
        return listings.equals(named);
    }

    /** Those of {@code asked} the filter does not list (however written), each once, in their order. */
    List<String> lacking(List<String> asked) {
        Set<String> seen = new HashSet<>();
        return asked.stream().filter(listing -> {
            String key = QuickQuery.listingKey(listing);
            return !listings.contains(key) && seen.add(key);
        }).toList();
    }

    /** The filter with {@code lacking} ({@link #lacking}) added at its end, as {@link WatchlistEntries#adding}. */
    String adding(List<String> lacking) {
        List<String> added = new ArrayList<>(entries);
        added.addAll(lacking);
        return String.join(", ", added);
    }

    /** The filter without {@code entry} (whatever the case), as {@link WatchlistEntries#without} leaves it. */
    String without(String entry) {
        return String.join(", ", entries.stream().filter(listed -> !listed.equalsIgnoreCase(entry)).toList());
    }

    /**
     * How many entries {@link #removing} the events of {@code identifierWords} ({@link
     * WatchlistEntries#identifierWords}) takes out of the filter.
     */
    long removedBy(Set<String> identifierWords) {
        return identifierWords.stream().filter(word -> !word.contains(" "))
                .mapToLong(word -> lowerCase.getOrDefault(word, 0)).sum();
    }

    /** Whether {@link #removing} the events of {@code identifierWords} would take some entries out and leave some. */
    boolean losesSomeButNotAll(Set<String> identifierWords) {
        long removed = removedBy(identifierWords);
        return removed > 0 && removed < count();
    }

    /**
     * The filter without the entries that show the events of {@code identifierWords}, as
     * {@link WatchlistEntries#removing} leaves it.
     */
    String removing(Set<String> identifierWords) {
        return String.join(", ", entries.stream()
                .filter(entry -> entry.contains(" ") || !identifierWords.contains(entry.toLowerCase(Locale.ROOT)))
                .toList());
    }
}
