package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The listings events are traded as, as the quick filter and the watchlists name them ("T:US"). */
public final class Listings {
    private Listings() {
    }

    /**
     * The distinct listings of {@code events}, in their order. An event's listing is its identifier as the quick
     * filter matches it whole: its ticker with the market code ("T:US"), else its Bloomberg ticker; an event with
     * neither in that form has none. Each identifier is tested once: a year's 100,000 events hold some 15,000
     * tickers.
     */
    public static List<String> of(List<MarketEvent> events) {
        return upTo(events, Integer.MAX_VALUE);
    }

    /**
     * The first {@code max} + 1 distinct listings of {@code events} ({@link #of}), or all of them when there are
     * no more: enough to tell a list of up to {@code max} from a longer one without reading every event. A year's
     * rows give their first thousand listings in a few thousand events.
     */
    public static List<String> upTo(List<MarketEvent> events, int max) {
        Map<String, Boolean> whole = new HashMap<>();
        Set<String> listings = new LinkedHashSet<>();
        for (MarketEvent event : events) {
            String listing = listingOf(event, whole);
            if (listing != null && listings.add(listing) && listings.size() > max) {
                break;
            }
        }
        return List.copyOf(listings);
    }

    /** Whether each of {@code rows} has one of {@code listings} as its listing ({@link #of}). */
    static boolean eachAmong(List<EventRow> rows, Set<String> listings) {
        Map<String, Boolean> whole = new HashMap<>();
        for (EventRow row : rows) {
            String listing = listingOf(row.event(), whole);
            if (listing == null || !listings.contains(listing)) {
                return false;
            }
        }
        return true;
    }

    /** The listing of {@code event}, or null; {@code whole} remembers which identifiers the quick filter matches. */
    private static String listingOf(MarketEvent event, Map<String, Boolean> whole) {
        return isWhole(event.ticker(), whole) ? event.ticker()
                : isWhole(event.bloombergTicker(), whole) ? event.bloombergTicker() : null;
    }

    private static boolean isWhole(String identifier, Map<String, Boolean> whole) {
        return identifier != null && whole.computeIfAbsent(identifier, QuickQuery::isWholeTicker);
    }
}
