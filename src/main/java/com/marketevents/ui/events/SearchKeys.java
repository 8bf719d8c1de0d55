package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The quick filter's lower-case keys for the rows of one load, each distinct key held once and numbered: a
 * company's events share one identifiers key, and a title repeated across events is held once. A query is
 * then tested once per distinct key, not once per row: a year of 100,041 events has 26,767 distinct keys,
 * so a keystroke scans an eighth of the text it would row by row, plus a table look-up per row.
 *
 * <p>Keys are added while the rows are made (one thread, at load) until {@link #doneAdding}; afterwards
 * {@link #matches} may be called from any thread.
 */
final class SearchKeys {
    /** A separator no one types keeps a query from matching across the end of one field and the next. */
    private static final char SEPARATOR = '\u0001';

    /** Only while keys are added: for a year, 26,767 entries, about 13 bytes per event once dropped. */
    private Map<String, Integer> numbers = new HashMap<>();
    private final List<String> keys = new ArrayList<>();
    /** The keys the last query matched; replaced whole, so a reader on another thread never sees a mix. */
    private QueryHits lastHits = new QueryHits(null, new boolean[0]);

    /** The number of the key for ticker, local ticker, ISIN, RIC and Bloomberg ticker, separated. */
    int identifiers(MarketEvent event) {
        StringBuilder key = new StringBuilder(48);
        for (String part : new String[] {event.ticker(), event.localTicker(), event.isin(), event.ric(),
                event.bloombergTicker()}) {
            if (part != null) {
                key.append(part).append(SEPARATOR);
            }
        }
        return number(key.toString());
    }

    /** The number of the key for the title; -1 when there is none. */
    int title(MarketEvent event) {
        return event.title() == null ? -1 : number(event.title());
    }

    /** No more keys will be added: drops what only adding needs. */
    void doneAdding() {
        numbers = null;
    }

    /** True when {@code lowerCaseQuery} occurs in the key numbered {@code first} or in that numbered {@code second}. */
    boolean matches(String lowerCaseQuery, int first, int second) {
        QueryHits hits = hitsFor(lowerCaseQuery);
        return hits.matched[first] || second >= 0 && hits.matched[second];
    }

    private QueryHits hitsFor(String query) {
        QueryHits hits = lastHits;
        if ((hits.query == query || query.equals(hits.query)) && hits.matched.length == keys.size()) {
            return hits;
        }
        boolean[] matched = new boolean[keys.size()];
        for (int i = 0; i < matched.length; i++) {
            matched[i] = keys.get(i).contains(query);
        }
        hits = new QueryHits(query, matched);
        lastHits = hits;
        return hits;
    }

    private int number(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        Integer known = numbers.get(lower);
        if (known != null) {
            return known;
        }
        keys.add(lower);
        numbers.put(lower, keys.size() - 1);
        return keys.size() - 1;
    }

    private record QueryHits(String query, boolean[] matched) {
    }
}
