package com.marketevents.ui.events;

import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.MenuKeys;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyEvent;
import javafx.stage.WindowEvent;

/**
 * The table's own menu (right click, Shift+F10 or the menu key): select all; show only the current row's
 * listing or its value in the current column; add the listings to a watchlist, or take them out of the one in use;
 * and sort, move or hide the current column ({@link ColumnCursor}),
 * so that all of it can be done from the keyboard. Other features add their items (copy, export) with
 * {@link #add}.
 */
final class EventsTableMenu {
    /**
     * The most listings "Show only" and "Add to a watchlist" take from a selection: a watchlist of a thousand
     * tickers is the longest the quick filter is measured with (FilterBenchmark), the length of a broad index's
     * constituents; the listings of a month or a year selected, thousands, make neither a filter nor a watchlist.
     */
    static final int MAX_LISTINGS = 1_000;
    private static final String OVER_MAX = String.format(Locale.ROOT, " (over %,d", MAX_LISTINGS);
    private final EventsTable table;
    private final ColumnCursor cursor;
    private final EventsViewModel model;
    private final ContextMenu menu = new ContextMenu();
    private final RowMenuPlacement besideRow;
    /** How many times the menu has been named: a background read tells only the opening that asked for it. */
    private long namings;
    private final MenuItem showListing = item("Show only this listing", "table-menu-show-listing");
    private final MenuItem showValue = item("Show only this value", "table-menu-show-value");
    private final Menu addToWatchlist = new Menu("Add to a _watchlist");
    private final MenuItem removeFromWatchlist = item("Remove from the watchlist", "table-menu-remove-from-watchlist");
    private final MenuItem clearFilters = item("Clear all _filters (Ctrl+Shift+F)", "table-menu-clear-filters");
    private final MenuItem sortAscending = item("Sort _ascending", "table-menu-sort-ascending");
    private final MenuItem sortDescending = item("Sort _descending", "table-menu-sort-descending");
    private final MenuItem moveLeft = item("Move column _left", "table-menu-move-left");
    private final MenuItem moveRight = item("Move column _right", "table-menu-move-right");
    private final MenuItem hide = item("_Hide column", "table-menu-hide");

    EventsTableMenu(EventsTable table, ColumnCursor cursor, EventsViewModel model) {
        this.table = table;
        this.cursor = cursor;
        this.model = model;
        MenuItem selectAll = item("_Select all rows (Ctrl+A)", "table-menu-select-all");
        selectAll.setOnAction(event -> table.getSelectionModel().selectAll());
        sortAscending.setOnAction(event -> sortByCurrent(TableColumn.SortType.ASCENDING));
        sortDescending.setOnAction(event -> sortByCurrent(TableColumn.SortType.DESCENDING));
        moveLeft.setOnAction(event -> moveCurrent(-1));
        moveRight.setOnAction(event -> moveCurrent(+1));
        hide.setOnAction(event -> cursor.currentProperty().get().setVisible(false));
        showListing.setOnAction(event -> model.showOnlyListings(listingSource()));
        showValue.setOnAction(event -> table.currentCell().ifPresent(cell -> model.facetOf(cell.field())
                .ifPresent(facet -> model.showOnlyValue(facet, cell.event()))));
        clearFilters.setOnAction(event -> model.clearFilters());
        addToWatchlist.setId("table-menu-add-to-watchlist");
        removeFromWatchlist.setOnAction(event -> model.watchlistActions().removeFromTheOneInUse(listingSource()));
        menu.setId("table-menu");
        menu.getItems().addAll(selectAll, new SeparatorMenuItem(), showListing, showValue, clearFilters,
                new SeparatorMenuItem(), addToWatchlist, removeFromWatchlist,
                new SeparatorMenuItem(), sortAscending, sortDescending, new SeparatorMenuItem(), moveLeft, moveRight,
                hide);
        menu.setOnShowing(event -> {
            describeFilters();
            describeCurrentColumn();
        });
        table.setContextMenu(menu);
        besideRow = new RowMenuPlacement(menu);
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::keepTableStillWhileOpen);
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::openFromKeyboard);
        // Where the platform also turns Shift+F10 or the menu key into a request, the menu is open already.
        table.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, event -> {
            if (event.isKeyboardTrigger() && menu.isShowing()) {
                event.consume();
            }
        });
    }

    /** Puts items at the top of the menu (before Select all) and at its end; see {@link EventsTable#addToMenu}. */
    void add(List<MenuItem> atTop, List<MenuItem> atEnd, Runnable beforeShowing) {
        menu.getItems().addAll(0, atTop);
        menu.getItems().addAll(atEnd);
        menu.addEventHandler(WindowEvent.WINDOW_SHOWING, event -> beforeShowing.run());
    }

    /**
     * The rows whose listings "Show only" shows: the selected ones, else the focused row; read as they are asked
     * for ({@link EventsTable#selectedEventsAsRead}).
     */
    private List<MarketEvent> listingSource() {
        List<MarketEvent> selected = table.selectedEventsAsRead();
        return !selected.isEmpty() ? selected
                : table.currentCell().map(cell -> List.of(cell.event())).orElse(List.of());
    }

    /**
     * "Show only T:US" (or "Show only the 3 selected listings"), "Show only Type “Earnings”": named after the
     * selected or focused rows and the current column. Only the first {@link #MAX_LISTINGS} + 1 listings are
     * read: a year's 100,000 rows selected hold some 15,000, and the menu is named each time it opens.
     */
    private void describeFilters() {
        long naming = ++namings;
        Optional<EventsTable.CurrentCell> cell = table.currentCell();
        List<MarketEvent> source = listingSource();
        List<String> listings = Listings.upTo(source, MAX_LISTINGS);
        boolean tooMany = listings.size() > MAX_LISTINGS;
        String listed = tooMany ? "the selected listings" : listings.size() > 1
                ? String.format(Locale.ROOT, "the %,d selected listings", listings.size())
                : literal(listings.isEmpty() ? "this listing" : listings.get(0));
        nameShowListing(listed, listings.isEmpty() || tooMany, tooMany ? OVER_MAX + ": too many for a filter)" : "");
        if (!tooMany && !listings.isEmpty() && shownRowsHaveOnly(source, listings)) {
            describeShowingNoOthers(listings, listed, naming);
        }
        Optional<FacetFilter> facet = cell.flatMap(current -> model.facetOf(current.field()));
        showValue.setVisible(facet.isPresent());
        facet.ifPresent(filter -> showValue.setText("Show only " + filter.title() + " “"
                + literal(filter.label(filter.valueOf(cell.get().event()))) + "”"));
        clearFilters.setDisable(!model.isFiltering());
        describeWatchlists(listings, listed, tooMany, naming);
    }

    private void nameShowListing(String listed, boolean disabled, String why) {
        showListing.setText("Show _only " + listed + why);
        showListing.setDisable(disabled);
    }

    /** Whether each shown row has one of {@code listings}, those of {@code source}. */
    private boolean shownRowsHaveOnly(List<MarketEvent> source, List<String> listings) {
        List<EventRow> shown = table.getItems();
        // The selection holds shown rows only: all of them selected show every listing shown.
        return source.size() == shown.size() || Listings.eachAmong(shown, Set.copyOf(listings));
    }

    /**
     * Greys out "Show only {@code listed}", the rows shown having only those {@code listings}, when the quick filter
     * is empty or lists just them already: showing only them would leave the rows as they are. A long quick filter
     * (a watchlist's, 45,000 characters) is not split here, at each opening, but told by its entries read in the
     * background ({@link FilterEntriesCache}): greyed out, "(checking…)", until they are.
     */
    private void describeShowingNoOthers(List<String> listings, String listed, long naming) {
        String quickFilter = model.quickFilterProperty().get();
        String noOthers = " (the table shows no others)";
        if (quickFilter.isBlank()) {
            nameShowListing(listed, true, noOthers);
            return;
        }
        FilterEntriesCache read = model.watchlistActions().filterEntries();
        Optional<FilterEntries> known = RecentQueries.isCut(quickFilter) ? read.entriesOf(quickFilter)
                : Optional.of(FilterEntries.of(quickFilter)); // a few words, read at once
        if (known.isPresent()) {
            boolean same = known.get().sameListings(listings);
            nameShowListing(listed, same, same ? noOthers : "");
            return;
        }
        nameShowListing(listed, true, " (checking…)");
        read.read(quickFilter, entries -> {
            if (naming == namings) {
                boolean same = entries.sameListings(listings);
                nameShowListing(listed, same, same ? noOthers : "");
            }
        });
    }

    /**
     * "Add T:US to a watchlist ▸" (its watchlists that lack one of {@code listings}, or a new one), and "Remove T:US
     * from “Banks”" while the quick filter is that watchlist; {@code listed} names the listings, which are not
     * added when there are {@code tooMany}. No watchlist's filter is read here, on the UI thread: their entries are
     * read in the background as they change ({@link FilterEntriesCache}), and the items named once they are in.
     */
    private void describeWatchlists(List<String> listings, String listed, boolean tooMany, long naming) {
        addToWatchlist.setText("Add " + listed + " to a _watchlist" + (tooMany ? OVER_MAX + ": too many for one)"
                : ""));
        addToWatchlist.setDisable(listings.isEmpty() || tooMany);
        addToWatchlist.getItems().clear();
        model.watchlists().refresh(); // for the next time it opens, should another window have changed them
        FilterEntriesCache read = model.watchlistActions().filterEntries();
        List<Watchlist> watchlists = List.copyOf(model.watchlists().entries());
        List<MenuItem> targets = new ArrayList<>();
        for (Watchlist watchlist : watchlists) {
            MenuItem target = new MenuItem(watchlist.name());
            target.setMnemonicParsing(false);
            target.setOnAction(event -> model.watchlistActions().addListingsTo(watchlist, listingSource()));
            targets.add(target);
        }
        addToWatchlist.getItems().addAll(targets);
        Runnable describeTargets = () -> {
            for (int i = 0; i < watchlists.size(); i++) {
                Watchlist watchlist = watchlists.get(i);
                targets.get(i).setText(read.shown(watchlist));
                targets.get(i).setDisable(read.entriesOf(watchlist.filter())
                        .filter(entries -> entries.holdsAll(listings)).isPresent());
            }
        };
        describeTargets.run();
        read.readInBackground(FilterEntriesCache.filtersOf(watchlists), describeTargets);
        if (!addToWatchlist.getItems().isEmpty()) {
            addToWatchlist.getItems().add(new SeparatorMenuItem());
        }
        MenuItem create = item("_New watchlist…", "table-menu-new-watchlist");
        String list = String.join(", ", listings);
        create.setOnAction(event -> {
            List<MarketEvent> events = List.copyOf(listingSource());
            WatchlistNameDialog.askToCreate(table.getScene().getWindow(), list, model.watchlists())
                    .ifPresent(name -> model.watchlistActions().createWith(name, events));
        });
        addToWatchlist.getItems().add(create);
        describeRemoval(listed, read, naming);
    }

    /**
     * "Remove T:US from “Banks”", shown while the quick filter is that watchlist and taking the listings out would
     * change it and leave something in it, as its entries read in the background tell ({@link FilterEntriesCache}).
     * Not read yet as the menu opens (the watchlist has just changed), the item is there at once but greyed out,
     * "(checking…)", and then enabled or said why not: an item appearing in a menu already shown would move those
     * under it, the pointer then over another one than the user aimed at.
     */
    private void describeRemoval(String listed, FilterEntriesCache read, long naming) {
        Optional<Watchlist> inUse = model.watchlistActions().inUse();
        removeFromWatchlist.setDisable(false);
        removeFromWatchlist.setVisible(inUse.isPresent());
        if (inUse.isEmpty()) {
            return;
        }
        String remove = "Remove " + listed + " from “" + literal(inUse.get().name()) + "”";
        String filter = inUse.get().filter();
        Set<String> identifierWords = WatchlistEntries.identifierWords(listingSource());
        Optional<FilterEntries> known = read.entriesOf(filter);
        if (known.isPresent()) {
            removeFromWatchlist.setText(remove);
            removeFromWatchlist.setVisible(known.get().losesSomeButNotAll(identifierWords));
            return;
        }
        removeFromWatchlist.setText(remove + " (checking…)");
        removeFromWatchlist.setDisable(true);
        read.read(filter, entries -> {
            if (naming == namings) {
                boolean removes = entries.losesSomeButNotAll(identifierWords);
                removeFromWatchlist.setText(removes ? remove : remove + (entries.removedBy(identifierWords) == 0
                        ? " (not in it)" : " (it would be left empty)"));
                removeFromWatchlist.setDisable(!removes);
            }
        });
    }

    /** {@code text} in a menu item's label: an underscore in data is not a mnemonic marker. */
    private static String literal(String text) {
        return text.replace("_", "__");
    }

    private void describeCurrentColumn() {
        TableColumn<EventRow, ?> column = cursor.currentProperty().get();
        String name = column == null ? "" : " “" + literal(column.getText()) + "”";
        sortAscending.setText("Sort" + name + " _ascending");
        sortDescending.setText("Sort" + name + " _descending");
        moveLeft.setText("Move" + (name.isEmpty() ? " column" : name) + " _left");
        moveRight.setText("Move" + (name.isEmpty() ? " column" : name) + " _right");
        hide.setText("_Hide column" + name);
        int index = column == null ? -1 : table.getVisibleLeafIndex(column);
        int visible = table.getVisibleLeafColumns().size();
        sortAscending.setDisable(column == null);
        sortDescending.setDisable(column == null);
        moveLeft.setDisable(index <= 0);
        moveRight.setDisable(index < 0 || index >= visible - 1);
        hide.setDisable(column == null || visible <= 1);
    }

    private void sortByCurrent(TableColumn.SortType direction) {
        TableColumn<EventRow, ?> column = cursor.currentProperty().get();
        column.setSortType(direction);
        table.getSortOrder().setAll(List.of(column));
    }

    /** Swaps the current column with its visible neighbour on that side; hidden columns keep their places. */
    private void moveCurrent(int step) {
        TableColumn<EventRow, ?> column = cursor.currentProperty().get();
        TableColumn<EventRow, ?> neighbour = table.getVisibleLeafColumn(table.getVisibleLeafIndex(column) + step);
        List<TableColumn<EventRow, ?>> reordered = new ArrayList<>(table.getColumns());
        Collections.swap(reordered, reordered.indexOf(column), reordered.indexOf(neighbour));
        table.getColumns().setAll(reordered);
        cursor.moveTo(column);
    }

    /**
     * Keeps the table's row and column still while the menu is open: the menu has had the key already, and its items
     * would otherwise act on another row or column than they name.
     */
    private void keepTableStillWhileOpen(KeyEvent event) {
        if (menu.isShowing() && event.getCode().isNavigationKey()) {
            event.consume();
        }
    }

    private void openFromKeyboard(KeyEvent event) {
        if (!MenuKeys.opensAMenu(event)) {
            return;
        }
        event.consume();
        Bounds shown = table.localToScreen(table.getBoundsInLocal());
        Optional<Bounds> row = focusedRowInSight().map(node -> node.localToScreen(node.getBoundsInLocal()))
                .filter(bounds -> bounds.getMinY() < shown.getMaxY());
        if (row.isPresent()) {
            Optional<Bounds> cell = cursor.markedCell().map(marked -> marked.localToScreen(marked.getBoundsInLocal()));
            double x = cell.map(Bounds::getMinX).orElse(shown.getMinX() + 24);
            besideRow.show(table, x, cell.map(Bounds::getMaxX).orElse(x), row.get());
        } else {
            menu.show(table, shown.getMinX() + 24, shown.getMinY() + 32);
        }
    }

    private Optional<? extends Node> focusedRowInSight() {
        int index = table.getFocusModel().getFocusedIndex();
        return index >= 0 && table.getSkin() instanceof EventsTableSkin skin ? skin.rowInSight(index)
                : Optional.empty();
    }

    private static MenuItem item(String text, String id) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        return item;
    }
}
