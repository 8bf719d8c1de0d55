package com.marketevents.ui.events;

import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.Icons;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Side;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import org.kordamp.ikonli.materialdesign2.MaterialDesignB;
import org.kordamp.ikonli.materialdesign2.MaterialDesignH;

/**
 * The quick filter's menu (its magnifier, or Down in it): the watchlists, the one in use ticked, each with the
 * number of loaded events it would show; saving the filter as one and managing them; then the recent filters
 * that are not a watchlist.
 */
final class QuickFilterMenu {
    private final QuickFilterField field;
    private final EventsViewModel model;

    QuickFilterMenu(QuickFilterField field, EventsViewModel model) {
        this.field = field;
        this.model = model;
    }

    /** Shows the menu, no item highlighted: opened with the mouse. */
    void show() {
        menu().show(field, Side.BOTTOM, 0, 0);
    }

    /** Shows the menu with its first item that can be chosen highlighted, for Enter or the next arrow key. */
    void showFromKeyboard() {
        ContextMenu menu = menu();
        menu.show(field, Side.BOTTOM, 0, 0);
        FirstItemHighlighted.in(menu);
    }

    private ContextMenu menu() {
        model.rememberQuickFilter();
        ContextMenu menu = new ContextMenu();
        menu.setId("recent-filters");
        Watchlists watchlists = model.watchlists();
        watchlists.refresh(); // for the next time it opens, should another window have changed them
        Optional<Watchlist> inUse = watchlists.holding(field.getText());
        List<Watchlist> listed = List.copyOf(watchlists.entries());
        FilterEntriesCache listings = model.watchlistActions().filterEntries();
        List<MenuItem> watchlistItems = new ArrayList<>();
        for (Watchlist watchlist : listed) {
            CheckMenuItem item = new CheckMenuItem(listings.shown(watchlist),
                    Icons.of(MaterialDesignB.BOOKMARK_OUTLINE));
            item.setMnemonicParsing(false);
            item.setSelected(inUse.filter(watchlist::equals).isPresent());
            item.setOnAction(event -> {
                model.replaceQuickFilter(watchlist.filter());
                field.focusOnWatchlist();
            });
            watchlistItems.add(item);
        }
        menu.getItems().addAll(watchlistItems);
        // Each watchlist says how many listings it holds and how many loaded events it would show, once they are
        // counted in the background: a filter of thousands of listings is never read here, on the UI thread.
        List<Integer> events = new ArrayList<>();
        Runnable showCounts = () -> {
            for (int i = 0; i < listed.size(); i++) {
                String shown = listings.shown(listed.get(i));
                watchlistItems.get(i).setText(events.isEmpty() ? shown : Watchlists.withEvents(shown, events.get(i)));
            }
        };
        listings.readInBackground(FilterEntriesCache.filtersOf(listed), showCounts);
        model.countInBackground(listed, counts -> {
            events.addAll(counts);
            showCounts.run();
        });
        MenuItem save = new MenuItem("_Save as watchlist…");
        save.setId("watchlist-save");
        save.setDisable(field.getText().isBlank());
        save.setOnAction(event -> saveAsWatchlist());
        MenuItem manage = new MenuItem("_Manage watchlists…");
        manage.setId("watchlist-manage");
        manage.setOnAction(event -> WatchlistsDialog.show(field.getScene().getWindow(), model));
        menu.getItems().addAll(save, manage, new SeparatorMenuItem());

        List<String> recent = model.recentQueries().entries().stream()
                .filter(entry -> watchlists.holding(entry).isEmpty()).toList();
        List<MenuItem> recentItems = new ArrayList<>();
        for (String entry : recent) {
            MenuItem item = new MenuItem(listings.shownRecent(entry), Icons.of(MaterialDesignH.HISTORY));
            item.setMnemonicParsing(false);
            item.setOnAction(event -> apply(entry));
            recentItems.add(item);
        }
        menu.getItems().addAll(recentItems);
        // A long one (a deleted watchlist's) says how many listings it holds once they are counted.
        listings.readInBackground(recent.stream().filter(RecentQueries::isCut).toList(), () -> {
            for (int i = 0; i < recent.size(); i++) {
                recentItems.get(i).setText(listings.shownRecent(recent.get(i)));
            }
        });
        if (recent.isEmpty()) {
            MenuItem none = new MenuItem("No recent filters yet");
            none.setDisable(true);
            menu.getItems().add(none);
        } else {
            MenuItem clear = new MenuItem("_Clear recent filters");
            clear.setId("recent-filters-clear");
            clear.setOnAction(event -> model.recentQueries().clear());
            menu.getItems().add(clear);
        }
        return menu;
    }

    private void apply(String filter) {
        model.replaceQuickFilter(filter);
        field.requestFocus();
        field.end();
    }

    private void saveAsWatchlist() {
        Optional<String> name = WatchlistNameDialog.askToSave(field.getScene().getWindow(),
                WatchlistEntries.listingsIn(field.getText()), model.watchlists());
        name.ifPresent(model.watchlistActions()::saveQuickFilterAs);
        if (name.isPresent()) {
            field.focusOnWatchlist();
        } else {
            field.requestFocus();
            field.end();
        }
    }
}
