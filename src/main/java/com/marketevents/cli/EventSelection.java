package com.marketevents.cli;

import com.marketevents.export.ExportTitle;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.TypedText;
import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Which of the fetched events a command writes: all of them, those the window's quick filter would show for
 * {@code --filter TEXT}, or those of a watchlist saved in the window ({@code --watchlist NAME}).
 */
final class EventSelection {
    /** Every event; it loads none of the quick filter's classes, which a plain export does not need. */
    static final EventSelection ALL = new EventSelection(null, "", null);
    /** A filter longer than this is named by its start in the summary line. */
    private static final int SHOWN_LENGTH = 60;

    /** Null for every event. */
    private final QuickQuery query;
    private final String description;
    /** Null unless the events are a watchlist's. */
    private final String watchlistName;

    private EventSelection(QuickQuery query, String description, String watchlistName) {
        this.query = query;
        this.description = description;
        this.watchlistName = watchlistName;
    }

    /** A selection could not be made of the options given: the sentence says why. */
    static final class Unusable extends Exception {
        Unusable(String sentence) {
            super(sentence);
        }
    }

    /**
     * The selection {@code --filter} or {@code --watchlist} asks for (at most one of them is given), the
     * watchlists read from {@code watchlists}.
     */
    static EventSelection of(String filter, String watchlistName, KeyValueStore watchlists) throws Unusable {
        if (filter != null && watchlistName != null) {
            throw new Unusable("Give --filter or --watchlist, not both.");
        }
        if (filter != null) {
            String oneLine = TypedText.trimmed(QuickQuery.asOneLine(filter)); // a no-break space too
            QuickQuery query = QuickQuery.parse(oneLine);
            if (query.isEmpty()) {
                throw new Unusable("The --filter text is empty: give the words or the list of tickers to keep,"
                        + " e.g. --filter \"T:US, F:US\".");
            }
            return new EventSelection(query, "the filter “" + cut(oneLine) + "”", null);
        }
        if (watchlistName != null) {
            Watchlist watchlist = watchlist(watchlistName, watchlists);
            return new EventSelection(QuickQuery.parse(watchlist.filter()), "the watchlist “" + watchlist.name() + "”",
                    watchlist.name());
        }
        return ALL;
    }

    /** The name of the watchlist selecting the events, as saved in the window; empty for another selection. */
    private Optional<String> watchlistName() {
        return Optional.ofNullable(watchlistName);
    }

    /**
     * What the events selected are, in words, which names a calendar, as the window names it: the watchlist's name,
     * if they are its events, "demo" for the demo service's made-up events, and the dates; "(filtered)" after them
     * when a --filter left events out ("Market events demo 2026-11-23 to 2026-11-27 (filtered)").
     */
    String title(DateRange range, int selected, int fetched, boolean demo) {
        String title = ExportTitle.of(watchlistName(), Optional.of(range), demo);
        boolean filtered = query != null && watchlistName == null && selected < fetched;
        return filtered ? ExportTitle.remarked(title, List.of(ExportTitle.FILTERED)) : title;
    }

    private static Watchlist watchlist(String name, KeyValueStore watchlists) throws Unusable {
        Optional<String> unreadable = watchlists.readProblem();
        if (unreadable.isPresent()) {
            throw new Unusable("The watchlists saved in the window could not be read (" + unreadable.get() + ").");
        }
        List<Watchlist> saved = StoredWatchlists.read(watchlists);
        Optional<Watchlist> named = saved.stream().filter(entry -> entry.name().equalsIgnoreCase(name.strip()))
                .findFirst();
        if (named.isPresent()) {
            return named.get();
        }
        throw new Unusable(saved.isEmpty()
                ? "There is no watchlist “" + name.strip() + "”: none is saved yet. Save one in the window, from the"
                        + " menu of the quick filter's magnifier."
                : "There is no watchlist “" + name.strip() + "”. The saved ones are: " + saved.stream()
                        .map(Watchlist::name).collect(Collectors.joining(", ")) + ".");
    }

    private static String cut(String text) {
        return text.length() <= SHOWN_LENGTH ? text : text.substring(0, SHOWN_LENGTH - 1).strip() + "…";
    }

    /** The events selected, in their order. */
    List<MarketEvent> apply(List<MarketEvent> events) {
        if (query == null) {
            return events;
        }
        return EventRow.of(events).stream().filter(query::matches).map(EventRow::event).toList();
    }

    /**
     * What a summary line adds after its count: empty when every event is written, else which selection and how
     * many of the fetched events it kept (" (the watchlist “Banks”: 12 of 1,234)").
     */
    String summary(int selected, int fetched) {
        return query == null ? "" : String.format(Locale.ROOT, " (%s: %,d of %,d)", description,
                selected, fetched);
    }
}
