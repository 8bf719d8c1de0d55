package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
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
     * tickers, and the table's menu names them when it opens.
     */
    public static List<String> of(List<MarketEvent> events) {
        Map<String, Boolean> whole = new HashMap<>();
        Set<String> listings = new LinkedHashSet<>();
        for (MarketEvent event : events) {
            if (!addIfWhole(event.ticker(), whole, listings)) {
                addIfWhole(event.bloombergTicker(), whole, listings);
            }
        }
        return List.copyOf(listings);
    }

    private static boolean addIfWhole(String identifier, Map<String, Boolean> whole, Set<String> listings) {
        if (identifier == null || !whole.computeIfAbsent(identifier, QuickQuery::isWholeTicker)) {
            return false;
        }
        listings.add(identifier);
        return true;
    }
}
