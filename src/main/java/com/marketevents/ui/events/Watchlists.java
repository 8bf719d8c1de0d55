package com.marketevents.ui.events;

import com.marketevents.model.Counts;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.UiExecutor;
import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Quick filters kept under a name of the user's (a list of tickers followed every day, most often), in the order
 * of their names. Unlike the recent filters they are never pushed out, and each change is written to the store
 * at once ({@link StoredWatchlists}) rather than when the window closes: as a change (this one added, that one
 * renamed), so that another window of the application, on the same store, keeps what it changed too.
 */
public final class Watchlists {
    private final ObservableList<Watchlist> entries = FXCollections.observableArrayList();
    private final ObservableList<Watchlist> entriesView = FXCollections.unmodifiableObservableList(entries);
    /** Changes shown and not written yet, in the order made: shown on top of the watchlists read meanwhile. */
    private final List<UnaryOperator<List<Watchlist>>> unwritten = new ArrayList<>();
    private final AtomicLong reads = new AtomicLong();
    private long lastShown;
    private Comparator<Watchlist> byName;
    private KeyValueStore store;
    private UiExecutor executor;
    private Consumer<Throwable> onWriteFailure = failure -> { };

    /** In the order of their names. */
    public ObservableList<Watchlist> entries() {
        return entriesView;
    }

    /** How the menus name {@code watchlist}: with how many listings it holds, "Banks (12 listings)". */
    public static String shown(Watchlist watchlist) {
        return shown(watchlist.name(), QuickQuery.countAlternatives(watchlist.filter()));
    }

    /** A watchlist called {@code name} of {@code listings} listings as the menus name it: "Banks (12 listings)". */
    static String shown(String name, long listings) {
        return name + " (" + Counts.of(listings, "listing", "listings") + ")";
    }

    /**
     * How the quick filter's menu names {@code watchlist} once the loaded events it would show are counted:
     * "Banks (12 listings) · 40 events", "Tech (1 listing) · no events".
     */
    public static String shown(Watchlist watchlist, int events) {
        return withEvents(shown(watchlist), events);
    }

    /** {@code shown} ({@link #shown(Watchlist)}) followed by how many loaded events it would show. */
    static String withEvents(String shown, int events) {
        return shown + " · " + (events == 0 ? "no events" : Counts.events(events));
    }

    /** The watchlist called {@code name}, whatever its case. */
    public Optional<Watchlist> named(String name) {
        return named(entries, name == null ? "" : name);
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
        change(listed -> {
            List<Watchlist> updated = without(listed, saved.name());
            updated.add(saved);
            return updated;
        });
        return saved;
    }

    /**
     * Changes the filter of {@code watchlist} by {@code edit} (listings added or taken out), applied to the filter
     * kept as it is now, which another window may have changed too; the watchlist as this window now holds it. An
     * edit that would leave the filter blank changes nothing.
     */
    public Watchlist edit(Watchlist watchlist, UnaryOperator<String> edit) {
        String name = watchlist.name();
        change(listed -> {
            String kept = named(listed, name).map(Watchlist::filter).orElse(watchlist.filter());
            String edited = QuickQuery.asOneLine(edit.apply(kept)).strip();
            if (edited.isEmpty()) {
                return new ArrayList<>(listed);
            }
            List<Watchlist> updated = without(listed, name);
            updated.add(new Watchlist(name, edited));
            return updated;
        });
        return named(name).orElse(watchlist);
    }

    /**
     * Gives {@code watchlist} the name {@code newName}; a watchlist already of that name (another one) is replaced.
     *
     * @throws IllegalArgumentException when the name is not a valid one
     */
    public void rename(Watchlist watchlist, String newName) {
        requireValidName(newName);
        String renamed = newName.strip();
        change(listed -> {
            String filter = named(listed, watchlist.name()).map(Watchlist::filter).orElse(watchlist.filter());
            List<Watchlist> updated = without(without(listed, watchlist.name()), renamed);
            updated.add(new Watchlist(renamed, filter));
            return updated;
        });
    }

    public void delete(Watchlist watchlist) {
        if (named(watchlist.name()).isPresent()) {
            change(listed -> without(listed, watchlist.name()));
        }
    }

    /**
     * Reads the watchlists kept in {@code store}, and writes every later change to it through {@code executor}, in
     * the background; a write that fails is told to {@code onWriteFailure}.
     */
    void attach(KeyValueStore store, UiExecutor executor, Consumer<Throwable> onWriteFailure) {
        this.store = store;
        this.executor = executor;
        this.onWriteFailure = onWriteFailure;
        show(StoredWatchlists.read(store));
    }

    /**
     * Reads the watchlists kept again in the background, and shows them with the changes not written yet: those
     * another window of the application made since appear. Done as a menu or the dialog of the watchlists opens.
     */
    public void refresh() {
        if (store == null) {
            return;
        }
        KeyValueStore read = store;
        executor.submit(() -> readAt(read, () -> StoredWatchlists.reread(read)), this::showNewer,
                failure -> { }); // the watchlists shown stay; a change writes (and reads) them again
    }

    private static void requireValidName(String name) {
        StoredWatchlists.problemWithName(name).ifPresent(problem -> {
            throw new IllegalArgumentException(problem);
        });
    }

    /** Made when first needed: a collator takes some 20 ms to make, which a window without watchlists need not pay. */
    private Comparator<Watchlist> byName() {
        if (byName == null) {
            byName = newByName();
        }
        return byName;
    }

    /** A comparator of its own for each thread: a collator is not safe to share. */
    private static Comparator<Watchlist> newByName() {
        Collator collator = Collator.getInstance();
        collator.setStrength(Collator.SECONDARY);
        return Comparator.comparing(Watchlist::name, collator);
    }

    /**
     * Shows {@code change} at once, and applies it to the watchlists kept in the background, the changes there of
     * another window read first; then shows the watchlists written, with the changes not written yet.
     */
    private void change(UnaryOperator<List<Watchlist>> change) {
        List<Watchlist> updated = change.apply(entries);
        updated.sort(byName());
        if (store == null) {
            entries.setAll(updated);
            return;
        }
        unwritten.add(change);
        entries.setAll(updated);
        KeyValueStore written = store;
        UnaryOperator<List<Watchlist>> keptInOrder = listed -> {
            List<Watchlist> changed = change.apply(listed);
            changed.sort(newByName());
            return changed;
        };
        executor.submit(() -> readAt(written, () -> StoredWatchlists.update(written, keptInOrder)), stored -> {
            unwritten.remove(change);
            showNewer(stored);
        }, failure -> {
            unwritten.remove(change);
            onWriteFailure.accept(failure);
        });
    }

    /**
     * The watchlists kept, numbered in the order they were read: one read in the background may come back after
     * another read later, and must not undo it.
     */
    private record Read(long number, List<Watchlist> watchlists) {
    }

    private Read readAt(KeyValueStore read, UiExecutor.Work<List<Watchlist>> reading) throws Exception {
        synchronized (read) {
            return new Read(reads.incrementAndGet(), reading.call());
        }
    }

    private void showNewer(Read read) {
        if (read.number() > lastShown) {
            lastShown = read.number();
            show(read.watchlists());
        }
    }

    private void show(List<Watchlist> stored) {
        List<Watchlist> shown = new ArrayList<>(stored);
        for (UnaryOperator<List<Watchlist>> change : unwritten) {
            shown = change.apply(shown);
        }
        if (shown.size() > 1) {
            shown.sort(byName());
        }
        if (!shown.equals(entries)) {
            entries.setAll(shown);
        }
    }

    private static List<Watchlist> without(List<Watchlist> listed, String name) {
        List<Watchlist> left = new ArrayList<>(listed);
        left.removeIf(entry -> entry.name().equalsIgnoreCase(name.strip()));
        return left;
    }

    private static Optional<Watchlist> named(List<Watchlist> listed, String name) {
        return listed.stream().filter(entry -> entry.name().equalsIgnoreCase(name.strip())).findFirst();
    }
}
