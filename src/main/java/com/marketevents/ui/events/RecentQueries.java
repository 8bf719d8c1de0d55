package com.marketevents.ui.events;

import com.marketevents.model.Counts;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.KeyValueStore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The quick filter's recent texts, the latest first, each once (a watchlist typed or pasted, a listing shown
 * from the table's menu), so that one replaced by another can be had back. Kept with the window's state.
 */
public final class RecentQueries {
    static final int MAX = 10;
    private static final String KEY = "events.filter.recent";
    /** A recent filter longer than this (a long watchlist) is shown cut. */
    private static final int SHOWN_LENGTH = 60;

    private final ObservableList<String> entries = FXCollections.observableArrayList();
    private final ObservableList<String> entriesView = FXCollections.unmodifiableObservableList(entries);

    /** The latest first. */
    public ObservableList<String> entries() {
        return entriesView;
    }

    /** Puts {@code text} first (blank text is not kept); the oldest entry goes beyond {@value #MAX}. */
    public void remember(String text) {
        String stripped = text == null ? "" : text.strip();
        if (stripped.isEmpty()) {
            return;
        }
        List<String> updated = new ArrayList<>(entries);
        updated.removeIf(stripped::equalsIgnoreCase);
        updated.add(0, stripped);
        entries.setAll(updated.subList(0, Math.min(MAX, updated.size())));
    }

    /** {@code entry} as a menu shows it: a long one cut, with how many listings its list holds. */
    public static String shown(String entry) {
        return isCut(entry) ? shown(entry, QuickQuery.countAlternatives(entry)) : entry;
    }

    /** {@code entry} as {@link #shown} shows it, its {@code alternatives} counted already. */
    static String shown(String entry, long alternatives) {
        if (!isCut(entry)) {
            return entry;
        }
        return cut(entry) + (alternatives > 1 ? " (" + Counts.of(alternatives, "listing", "listings") + ")" : "");
    }

    /** True when {@code entry} is too long to be shown whole: then {@link #shown} counts its listings. */
    static boolean isCut(String entry) {
        return entry.length() > SHOWN_LENGTH;
    }

    /** {@code entry} as {@link #shown} shows it, without counting its listings: a long one cut with an ellipsis. */
    static String cut(String entry) {
        return entry.length() <= SHOWN_LENGTH ? entry : entry.substring(0, SHOWN_LENGTH - 1).strip() + "…";
    }

    public void clear() {
        entries.clear();
    }

    void restore(KeyValueStore store) {
        // The quick filter's text never holds a line break (see QuickQuery.asOneLine): one entry a line.
        store.get(KEY).ifPresent(saved -> entries.setAll(Arrays.stream(saved.split("\n"))
                .map(String::strip).filter(entry -> !entry.isEmpty()).distinct().limit(MAX).toList()));
    }

    void save(KeyValueStore store) {
        if (entries.isEmpty()) {
            store.remove(KEY);
        } else {
            store.put(KEY, String.join("\n", entries));
        }
    }
}
