package com.marketevents.ui.events;

import com.marketevents.export.ExportErrors;
import com.marketevents.export.WatchlistFile;
import com.marketevents.model.Counts;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.ErrorText;
import com.marketevents.ui.common.UiExecutor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javafx.beans.property.StringProperty;

/**
 * The watchlists as the quick filter uses them: the quick filter saved as one, the one it holds, one made of some
 * events' listings, listings added to a watchlist or taken out of it (the quick filter following the one in use), a
 * deleted one kept among the recent filters, and watchlist files read and written in the background.
 */
public final class WatchlistActions {
    private final StringProperty quickFilter;
    private final Watchlists watchlists;
    private final RecentQueries recentQueries;
    private final UiExecutor executor;
    private final FilterEntriesCache filterEntries;
    private Consumer<String> onChanged = text -> { };
    /** The folder of the last watchlist file read or written, where the next file chooser opens. */
    private Path lastFolder;

    WatchlistActions(StringProperty quickFilter, Watchlists watchlists, RecentQueries recentQueries,
            UiExecutor executor) {
        this.quickFilter = quickFilter;
        this.watchlists = watchlists;
        this.recentQueries = recentQueries;
        this.executor = executor;
        this.filterEntries = new FilterEntriesCache(watchlists.entries(), recentQueries.entries(), executor);
    }

    /** The entries of the watchlists' filters, and of long recent ones, read in the background. */
    FilterEntriesCache filterEntries() {
        return filterEntries;
    }

    /**
     * Keeps the quick filter's listings as the watchlist {@code name}, spelled as the Add field spells them, each
     * once, what it would refuse left out ({@link WatchlistEntries#listingsIn}): "lumo, \"cs; t\"" keeps LUMO
     * alone; the quick filter then holds the watchlist as kept. One of that name is replaced ({@link #keep}).
     *
     * @throws IllegalArgumentException when the quick filter holds no listing
     */
    public void saveQuickFilterAs(String name) {
        quickFilter.set(keep(name, WatchlistEntries.listingsIn(quickFilter.get()).filter()).filter());
    }

    /**
     * Keeps {@code filter} as the watchlist {@code name}. A watchlist of that name is replaced, its filter kept among
     * the recent ones as a deleted one's is, so nothing is lost.
     */
    public Watchlist keep(String name, String filter) {
        Optional<Watchlist> replaced = watchlists.named(name);
        Watchlist kept = watchlists.save(name, filter);
        replaced.ifPresent(this::rememberReplaced);
        return kept;
    }

    /**
     * Gives {@code watchlist} the name {@code newName}; another watchlist of that name is replaced, its filter kept
     * among the recent ones.
     */
    public void rename(Watchlist watchlist, String newName) {
        Optional<Watchlist> replaced = watchlists.named(newName).filter(other -> !other.equals(watchlist));
        watchlists.rename(watchlist, newName);
        replaced.ifPresent(this::rememberReplaced);
    }

    private void rememberReplaced(Watchlist replaced) {
        if (watchlists.holding(replaced.filter()).isEmpty()) {
            recentQueries.remember(replaced.filter());
        }
    }

    /**
     * Adds the listings of {@code events} ({@link Listings#of}) that {@code watchlist} lacks to its end; when it is
     * the quick filter in use, the quick filter follows. Its entries as read in the background are added to
     * ({@link FilterEntriesCache}), once read when they are not yet: its filter is not split on the UI thread.
     */
    public void addListingsTo(Watchlist watchlist, List<MarketEvent> events) {
        List<String> listings = Listings.of(events);
        filterEntries.read(watchlist.filter(), entries -> {
            List<String> lacking = entries.lacking(listings);
            changeWatchlist(watchlist, filter -> filter.equals(watchlist.filter()) ? entries.adding(lacking)
                    : WatchlistEntries.adding(filter, listings)); // another window changed it meanwhile
            onChanged.accept("Added " + listings(events, lacking.size()) + " to “" + watchlist.name() + "”");
        });
    }

    /**
     * Makes the watchlist {@code name} of the listings of {@code events} ({@link Listings#of}), replacing one of that
     * name, and says so.
     */
    public void createWith(String name, List<MarketEvent> events) {
        List<String> listed = Listings.of(events);
        boolean replacing = watchlists.named(name).isPresent();
        Watchlist created = keep(name, String.join(", ", listed));
        onChanged.accept((replacing ? "Replaced “" : "Created “") + created.name() + "” with "
                + listings(events, listed.size()));
    }

    /**
     * Adds {@code listing} at the end of {@code watchlist}, whose {@code entries} ({@link FilterEntriesCache}) lack
     * it (a {@link TypedListing}); the new watchlist.
     */
    Watchlist addListing(Watchlist watchlist, FilterEntries entries, String listing) {
        return changeWatchlist(watchlist, filter -> filter.equals(watchlist.filter())
                ? entries.adding(List.of(listing))
                : WatchlistEntries.adding(filter, List.of(listing))); // another window changed it meanwhile
    }

    /**
     * Takes {@code entry} out of {@code watchlist}, whose {@code entries} ({@link FilterEntriesCache}) list it; the
     * new watchlist, or empty when it is the only entry: a watchlist is never left empty (it is deleted instead).
     */
    Optional<Watchlist> removeEntry(Watchlist watchlist, FilterEntries entries, String entry) {
        String remaining = entries.without(entry);
        if (remaining.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(changeWatchlist(watchlist, filter -> filter.equals(watchlist.filter()) ? remaining
                : WatchlistEntries.without(filter, entry))); // another window changed it meanwhile
    }

    /** Tells {@code say} what each change from the table's menu did ("Added ZM:US to “Tech”"), for the status bar. */
    public void setOnChanged(Consumer<String> say) {
        onChanged = say;
    }

    /** "ZM:US" for one listing, else how many: "3 listings". */
    private static String listings(List<MarketEvent> events, int count) {
        List<String> listed = Listings.of(events);
        return count == 1 && listed.size() == 1 ? listed.get(0) : Counts.of(count, "listing", "listings");
    }

    /** The watchlist the quick filter holds, when it holds one. */
    public Optional<Watchlist> inUse() {
        return watchlists.holding(quickFilter.get());
    }

    /**
     * Takes out of the watchlist in use in the quick filter the entries that show {@code events}; does nothing
     * when that would take none out or leave it empty ({@link FilterEntries#losesSomeButNotAll} says so before).
     * Its entries as read in the background are taken from, once read when they are not yet: its filter is not split
     * on the UI thread.
     */
    public void removeFromTheOneInUse(List<MarketEvent> events) {
        List<MarketEvent> removed = List.copyOf(events);
        inUse().ifPresent(inUse -> filterEntries.read(inUse.filter(), entries -> {
            Set<String> identifierWords = WatchlistEntries.identifierWords(removed);
            if (entries.losesSomeButNotAll(identifierWords)) {
                changeWatchlist(inUse, filter -> filter.equals(inUse.filter()) ? entries.removing(identifierWords)
                        : WatchlistEntries.removing(filter, removed)); // another window changed it meanwhile
                int count = (int) entries.removedBy(identifierWords);
                onChanged.accept("Removed " + listings(removed, count) + " from “" + inUse.name() + "”");
            }
        }));
    }

    /** Edits the filter of {@code watchlist} as kept ({@link Watchlists#edit}); the quick filter follows. */
    private Watchlist changeWatchlist(Watchlist watchlist, UnaryOperator<String> edit) {
        boolean inUse = inUse().filter(watchlist::equals).isPresent();
        Watchlist changed = watchlists.edit(watchlist, edit);
        if (inUse) {
            quickFilter.set(changed.filter());
        }
        return changed;
    }

    /**
     * Deletes {@code watchlist}, its filter kept among the recent ones: a watchlist deleted by mistake can be
     * saved again from there.
     */
    public void delete(Watchlist watchlist) {
        watchlists.delete(watchlist);
        recentQueries.remember(watchlist.filter());
    }

    /**
     * Reads a watchlist from {@code file} in the background ({@link WatchlistFile}); then gives its listings, each
     * spelled as the table spells it (aapl:us as AAPL:US), and the entries left out as no listing, as the Add field
     * would refuse them ({@link ImportedListings}), to {@code onRead}; or a sentence saying why it could not, or
     * that the file holds no listing, to {@code onFailure}.
     */
    public void readFile(Path file, Consumer<ImportedListings> onRead, Consumer<String> onFailure) {
        rememberFolderOf(file);
        executor.submit(() -> ImportedListings.of(WatchlistFile.read(file)), imported -> {
            if (imported.listings().isEmpty()) {
                onFailure.accept(file.getFileName() + " holds no listing (" + imported.notListings() + "). Give a"
                        + " list of tickers, one a line, such as AAPL:US.");
            } else {
                onRead.accept(imported);
            }
        }, failure -> onFailure.accept(failure instanceof WatchlistFile.Unreadable ? failure.getMessage()
                : ErrorText.noticeFor(failure, "reading " + file.getFileName()).text()));
    }

    /** Writes {@code watchlist} to {@code file} in the background, one entry a line; then one of the callbacks. */
    public void writeFile(Watchlist watchlist, Path file, Runnable onWritten, Consumer<String> onFailure) {
        rememberFolderOf(file);
        executor.submit(() -> {
            WatchlistFile.write(file, WatchlistEntries.of(watchlist.filter()));
            return null;
        }, written -> onWritten.run(), failure -> onFailure.accept(failure instanceof IOException io
                ? ExportErrors.describe(io, file)
                : ErrorText.noticeFor(failure, "writing " + file.getFileName()).text()));
    }

    private void rememberFolderOf(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null && Files.isDirectory(folder)) {
            lastFolder = folder;
        }
    }

    /**
     * Gives the listings of {@code watchlist} to {@code onRead}, at once when read already, else once read in the
     * background ({@link FilterEntriesCache}): a long watchlist is never read on the UI thread. None for none, given
     * after a trip through the background all the same: the selection passes through none as the watchlists change,
     * and the watchlist selected next replaces that none before it clears the listings shown.
     */
    void listingsInBackground(Watchlist watchlist, Consumer<List<String>> onRead) {
        if (watchlist == null) {
            executor.submit(List::<String>of, onRead, failure -> { });
        } else {
            filterEntries.read(watchlist.filter(), entries -> onRead.accept(entries.entries()));
        }
    }

    /** Where the last watchlist file was read or written, while that folder is still there. */
    public Optional<Path> lastFolder() {
        return Optional.ofNullable(lastFolder).filter(Files::isDirectory);
    }
}
