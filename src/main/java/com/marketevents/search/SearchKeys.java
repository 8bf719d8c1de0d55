package com.marketevents.search;

import com.marketevents.model.MarketEvent;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The quick filter's keys for the rows of one load (lower-case, without accents: {@link SearchText}), each distinct
 * key made once and shared: a company's events share one identifiers key, and a title repeated across events is
 * held once. For a year of events this keeps about 120 bytes per row off the heap. Not thread-safe: one load uses
 * one instance.
 */
final class SearchKeys {
    /** A separator no one types keeps a query from matching across the end of one field and the next. */
    static final char SEPARATOR = '\u0001';

    private final Map<String, String> shared = new HashMap<>();
    /*
     * A key made once is looked up again by the text it was made from, rather than built and folded
     * anew for every row: that was some 380 bytes of garbage per row, 38 MB for a year, in one burst as a
     * load ends. A company's identifiers are found by its ticker, then checked field by field.
     */
    private final Map<String, Identifiers> identifiersByTicker = new HashMap<>();
    private final Map<String, String> titleKeys = new HashMap<>();

    private record Identifiers(MarketEvent madeFrom, String key) {
    }

    /** Ticker, local ticker, ISIN, RIC and Bloomberg ticker, folded, separated. */
    String identifiers(MarketEvent event) {
        Identifiers known = event.ticker() == null ? null : identifiersByTicker.get(event.ticker());
        if (known != null && sameIdentifiers(known.madeFrom(), event)) {
            return known.key();
        }
        StringBuilder key = new StringBuilder(48);
        append(key, event.ticker());
        append(key, event.localTicker());
        append(key, event.isin());
        append(key, event.ric());
        append(key, event.bloombergTicker());
        String made = share(key.toString());
        if (event.ticker() != null) {
            identifiersByTicker.put(event.ticker(), new Identifiers(event, made));
        }
        return made;
    }

    /** The title, folded; null when there is none. */
    String title(MarketEvent event) {
        String title = event.title();
        if (title == null) {
            return null;
        }
        String known = titleKeys.get(title);
        if (known != null) {
            return known;
        }
        String made = share(title);
        titleKeys.put(title, made);
        return made;
    }

    private static boolean sameIdentifiers(MarketEvent a, MarketEvent b) {
        return Objects.equals(a.localTicker(), b.localTicker()) && Objects.equals(a.isin(), b.isin())
                && Objects.equals(a.ric(), b.ric()) && Objects.equals(a.bloombergTicker(), b.bloombergTicker());
    }

    private static void append(StringBuilder key, String part) {
        if (part != null) {
            key.append(part).append(SEPARATOR);
        }
    }

    private String share(String text) {
        String key = SearchText.folded(text);
        String known = shared.putIfAbsent(key, key);
        return known == null ? key : known;
    }
}
