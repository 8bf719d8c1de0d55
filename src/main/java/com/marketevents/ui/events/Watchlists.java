package com.marketevents.ui.events;

import com.marketevents.model.Counts;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Quick filters kept under a name of the user's (a list of tickers followed every day, most often), in the order
 * of their names. Unlike the recent filters they are never pushed out, and each change is written to the store
 * at once ({@link StoredWatchlists}) rather than when the window closes.
 */
public final class Watchlists {
    private final ObservableList<Watchlist> entries = FXCollections.observableArrayList();
    private final ObservableList<Watchlist> entriesView = FXCollections.unmodifiableObservableList(entries);
    private Comparator<Watchlist> byName;
    private KeyValueStore store;

    /** In the order of their names. */
    public ObservableList<Watchlist> entries() {
        return entriesView;
    }

    /** How the menus name {@code watchlist}: with how many listings it holds, "Banks (12 listings)". */
    public static String shown(Watchlist watchlist) {
        return watchlist.name() + " (" + Counts.of(QuickQuery.countAlternatives(watchlist.filter()), "listing",
                "listings") + ")";
    }

    /**
     * How the quick filter's menu names {@code watchlist} once the loaded events it would show are counted:
     * "Banks (12 listings) · 40 events", "Tech (1 listing) · no events".
     */
    public static String shown(Watchlist watchlist, int events) {
        return shown(watchlist) + " · " + (events == 0 ? "no events" : Counts.events(events));
    }

    /** The watchlist called {@code name}, whatever its case. */
    public Optional<Watchlist> named(String name) {
        String stripped = name == null ? "" : name.strip();
        return entries.stream().filter(entry -> entry.name().equalsIgnoreCase(stripped)).findFirst();
    }

    /** The watchlist whose filter is {@code filter} (case and outer spaces aside), to mark the one in use. */
    public Optional<Watchlist> holding(String filter) {
        String stripped = filter == null ? "" : filter.strip();
        return entries.stream().filter(entry -> entry.filter().equalsIgnoreCase(stripped)).findFirst();
    }

    /**
     * Keeps {@code filter} under {@code name}, replacing the watchlist of that name if there is one.
     *
     * @throws IllegalArgumentException when the name is not a valid one or the filter is blank
     */
    public Watchlist save(String name, String filter) {
        requireValidName(name);
        if (filter == null || filter.isBlank()) {
            throw new IllegalArgumentException("A watchlist needs a filter.");
        }
        Watchlist saved = new Watchlist(name.strip(), QuickQuery.asOneLine(filter).strip());
        List<Watchlist> updated = new ArrayList<>(entries);
        updated.removeIf(entry -> entry.name().equalsIgnoreCase(saved.name()));
        updated.add(saved);
        replaceAll(updated);
        return saved;
    }

    /**
     * Gives {@code watchlist} the name {@code newName}; a watchlist already of that name (another one) is replaced.
     *
     * @throws IllegalArgumentException when the name is not a valid one
     */
    public void rename(Watchlist watchlist, String newName) {
        requireValidName(newName);
        List<Watchlist> updated = new ArrayList<>(entries);
        updated.remove(watchlist);
        updated.removeIf(entry -> entry.name().equalsIgnoreCase(newName.strip()));
        updated.add(new Watchlist(newName.strip(), watchlist.filter()));
        replaceAll(updated);
    }

    public void delete(Watchlist watchlist) {
        List<Watchlist> updated = new ArrayList<>(entries);
        if (updated.remove(watchlist)) {
            replaceAll(updated);
        }
    }

    /** Reads the watchlists kept in {@code store}, and writes every later change to it. */
    void attach(KeyValueStore store) {
        this.store = store;
        List<Watchlist> restored = new ArrayList<>(StoredWatchlists.read(store));
        if (restored.size() > 1) {
            restored.sort(byName());
        }
        entries.setAll(restored);
    }

    private static void requireValidName(String name) {
        StoredWatchlists.problemWithName(name).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
    }

    /** Made when first needed: a collator takes some 20 ms to make, which a window without watchlists need not pay. */
    private Comparator<Watchlist> byName() {
        if (byName == null) {
            Collator collator = Collator.getInstance();
            collator.setStrength(Collator.SECONDARY);
            byName = Comparator.comparing(Watchlist::name, collator);
        }
        return byName;
    }

    /**
     * Stores the change, then tells it: a listener writes the store to disk when it hears of a change, and found
     * the old watchlists there (a deleted one came back after a crash; a new one waited for the next write).
     */
    private void replaceAll(List<Watchlist> updated) {
        updated.sort(byName());
        if (store != null) {
            StoredWatchlists.write(store, updated);
        }
        entries.setAll(updated);
    }
}
