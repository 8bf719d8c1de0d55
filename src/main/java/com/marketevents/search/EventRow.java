package com.marketevents.search;

import com.marketevents.model.MarketEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A loaded event as the table holds it, with its quick-filter keys computed once at load (and shared
 * between rows, see {@link SearchKeys}) so that each keystroke is at most two {@code contains} per row.
 */
public final class EventRow {
    private final MarketEvent event;
    private final String identifiersKey;
    private final String titleKey;

    /** A row whose keys are shared with the other rows made with the same {@code keys}. */
    private EventRow(MarketEvent event, SearchKeys keys) {
        this.event = event;
        this.identifiersKey = keys.identifiers(event);
        this.titleKey = keys.title(event);
    }

    public EventRow(MarketEvent event) {
        this(event, new SearchKeys());
    }

    /** Rows for the events of one load, in the same order, sharing their search keys. */
    public static List<EventRow> of(List<MarketEvent> events) {
        SearchKeys keys = new SearchKeys();
        List<EventRow> rows = new ArrayList<>(events.size());
        for (MarketEvent event : events) {
            rows.add(new EventRow(event, keys));
        }
        return rows;
    }

    /**
     * Orders rows by title as a spreadsheet does: without regard to case or accents ("Éclair" among the e's, "Öresund"
     * among the o's), by the folded key the quick filter already holds (a Collator is several times slower over a
     * year's rows); titles alike but for those, case-insensitively, then as written. Rows without a title come last.
     */
    public static final Comparator<EventRow> BY_TITLE = EventRow::compareTitles;

    private static int compareTitles(EventRow a, EventRow b) {
        if (a.titleKey == null || b.titleKey == null) {
            return a.titleKey == null ? (b.titleKey == null ? 0 : 1) : -1;
        }
        int folded = a.titleKey.compareTo(b.titleKey);
        if (folded != 0) {
            return folded;
        }
        String aTitle = a.event.title();
        String bTitle = b.event.title();
        int cased = String.CASE_INSENSITIVE_ORDER.compare(aTitle, bTitle);
        return cased != 0 ? cased : aTitle.compareTo(bTitle);
    }

    public MarketEvent event() {
        return event;
    }

    /**
     * True when the quick filter's word (already folded by SearchText, not blank) occurs in the title, or starts a
     * word of an identifier: "aap" in AAPL:US, "us" in AAPL:US and US0378331005, "equity" in "AAPL US Equity", "700"
     * in 0700:HK (a number code's zeros skipped); but not "q4" inside the ISIN GB00BXQ4H276, which "q4 2025 call"
     * would otherwise find among every quarter's calls.
     */
    public boolean matches(String lowerCaseWord) {
        return titleKey != null && titleKey.contains(lowerCaseWord) || startsAnIdentifierWord(lowerCaseWord);
    }

    private boolean startsAnIdentifierWord(String lowerCaseWord) {
        String key = identifiersKey;
        boolean number = Character.isDigit(lowerCaseWord.charAt(0));
        for (int at = key.indexOf(lowerCaseWord); at >= 0; at = key.indexOf(lowerCaseWord, at + 1)) {
            int before = at - 1;
            while (number && before >= 0 && key.charAt(before) == '0') {
                before--;
            }
            if (before < 0 || !Character.isLetterOrDigit(key.charAt(before))) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when the ticker ends in the market code {@code lowerCaseMarket} ("hk": 0700:HK), whatever the case; not
     * when another identifier or the title holds it.
     */
    public boolean isListedOn(String lowerCaseMarket) {
        String ticker = event.ticker();
        int colon = ticker == null ? -1 : ticker.length() - lowerCaseMarket.length() - 1;
        return colon > 0 && ticker.charAt(colon) == ':'
                && ticker.regionMatches(true, colon + 1, lowerCaseMarket, 0, lowerCaseMarket.length());
    }

    /**
     * True when the word (folded, not blank) is one of the identifiers whole, or the symbol of one before
     * its market code: "aapl" in AAPL:US or AAPL.O, but not in AAPLX; "t" in T:US, not in TSLA:US.
     */
    public boolean matchesIdentifier(String lowerCaseWord) {
        String key = identifiersKey;
        for (int at = key.indexOf(lowerCaseWord); at >= 0; at = key.indexOf(lowerCaseWord, at + 1)) {
            int end = at + lowerCaseWord.length();
            char next = end < key.length() ? key.charAt(end) : SearchKeys.SEPARATOR;
            if ((at == 0 || key.charAt(at - 1) == SearchKeys.SEPARATOR)
                    && (next == SearchKeys.SEPARATOR || next == ':' || next == '.')) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when one of the words (folded) matches as {@link #matchesIdentifier} has it: the same test for a
     * long list at the cost of one set lookup per identifier and symbol instead of one search per word.
     */
    public boolean matchesAnIdentifierIn(Set<String> lowerCaseWords) {
        return anyIdentifierWord(lowerCaseWords::contains);
    }

    /**
     * Adds to {@code words} every word {@link #matchesIdentifier} is true for: each identifier whole, and each start
     * of one up to a ':' or '.' (its symbol), lower-case.
     */
    public void addIdentifierWordsTo(Set<String> words) {
        anyIdentifierWord(word -> {
            words.add(word);
            return false;
        });
    }

    /** Whether {@code test} holds for one of the words {@link #matchesIdentifier} is true for, tried in order. */
    private boolean anyIdentifierWord(Predicate<String> test) {
        String key = identifiersKey;
        int start = 0;
        for (int at = 0; at <= key.length(); at++) {
            char c = at < key.length() ? key.charAt(at) : SearchKeys.SEPARATOR;
            if ((c == SearchKeys.SEPARATOR || c == ':' || c == '.') && at > start
                    && test.test(key.substring(start, at))) {
                return true;
            }
            if (c == SearchKeys.SEPARATOR) {
                start = at + 1;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "EventRow[" + event.eventId() + "]";
    }
}
