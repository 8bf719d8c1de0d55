package com.marketevents.settings;

import com.marketevents.model.PrintableText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The watchlists as the window keeps them among its state: quick filters under names of the user's, which the
 * window edits and the command line reads ({@code events --watchlist NAME}).
 */
public final class StoredWatchlists {
    /** A name longer than this would not fit the quick filter's menu. */
    public static final int MAX_NAME_LENGTH = 40;
    static final String KEY = "events.watchlists";

    /** A quick filter's text kept under a name. */
    public record Watchlist(String name, String filter) {
    }

    private StoredWatchlists() {
    }

    /**
     * Why {@code name} cannot name a watchlist, or empty when it can: a name is some printable text
     * ({@link PrintableText}) on one line, which the user's preferences can keep and a menu can show.
     */
    public static Optional<String> problemWithName(String name) {
        Optional<String> problem = problemWithStoredName(name);
        if (problem.isPresent()) {
            return problem;
        }
        return PrintableText.firstUnprintable(name.strip()).map(character -> "A name cannot hold the character "
                + PrintableText.number(character) + ", which is not text.");
    }

    /** Why {@code name} cannot name a watchlist read from the store, or empty when it can. */
    private static Optional<String> problemWithStoredName(String name) {
        String stripped = name == null ? "" : name.strip();
        if (stripped.isEmpty()) {
            return Optional.of("Type a name.");
        }
        if (stripped.length() > MAX_NAME_LENGTH) {
            return Optional.of("Use at most " + MAX_NAME_LENGTH + " characters.");
        }
        if (stripped.chars().anyMatch(Character::isISOControl)) {
            return Optional.of("A name is one line, without tabs.");
        }
        return Optional.empty();
    }

    /**
     * The watchlists kept in {@code store}, in the order kept; an entry that does not read (no name, no filter, a
     * name used twice) is left out. A name kept before names were held to printable text is still read.
     */
    public static List<Watchlist> read(KeyValueStore store) {
        List<Watchlist> read = new ArrayList<>();
        store.get(KEY).ifPresent(saved -> {
            String[] lines = saved.split("\n", -1);
            for (int i = 0; i + 1 < lines.length; i += 2) {
                String name = lines[i].strip();
                String filter = lines[i + 1].strip();
                boolean usable = problemWithStoredName(name).isEmpty() && !filter.isEmpty();
                if (usable && read.stream().noneMatch(entry -> entry.name().equalsIgnoreCase(name))) {
                    read.add(new Watchlist(name, filter));
                }
            }
        });
        return read;
    }

    /**
     * Applies {@code change} to the watchlists kept in {@code store} as they are now, another window's changes
     * read first, and writes the outcome to the disk: each window's changes are kept, where writing a window's
     * whole list would take away another's. Blocks; the watchlists as written.
     */
    public static List<Watchlist> update(KeyValueStore store, UnaryOperator<List<Watchlist>> change)
            throws SettingsException {
        synchronized (store) {
            store.refresh();
            List<Watchlist> updated = change.apply(read(store));
            write(store, updated);
            store.flush();
            return updated;
        }
    }

    /** The watchlists kept in {@code store}, another window's changes read first. Blocks. */
    public static List<Watchlist> reread(KeyValueStore store) throws SettingsException {
        synchronized (store) {
            store.refresh();
            return read(store);
        }
    }

    /** Keeps {@code watchlists} in {@code store}, replacing those kept before. */
    public static void write(KeyValueStore store, List<Watchlist> watchlists) {
        if (watchlists.isEmpty()) {
            store.remove(KEY);
            return;
        }
        // Neither a name nor a quick filter holds a line break: a name on one line, its filter on the next.
        StringBuilder text = new StringBuilder();
        for (Watchlist entry : watchlists) {
            text.append(text.isEmpty() ? "" : "\n").append(entry.name()).append('\n').append(entry.filter());
        }
        store.put(KEY, text.toString());
    }
}
