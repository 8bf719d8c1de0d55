package com.marketevents.ui.events;

import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.UiExecutor;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import org.kordamp.ikonli.materialdesign2.MaterialDesignF;

/**
 * The quick filter, one menu per value filter, and "clear filters"; in a narrow table area the value filters that do
 * not fit beside the quick filter wrap onto a line below (see {@link FilterBarLayout}). The count of the events they
 * show is in the status bar ({@link EventCount}): beside them, its room for "2,315 of 2,315 events" sent it onto a
 * line of its own at the window's default width, and the table jumped down as a load or a filter made it longer.
 */
public final class FilterBar extends FilterBarLayout {
    /**
     * The quick filter gives up width, down to this (and the room of a watchlist's name beside it), before the value
     * filters give up theirs: its text area then holds some 19 characters, a ticker list such as "aapl, msft, 0700"
     * whole (its icons take 92 px), a watchlist its first listings. At 260 px, a short choice ("Type: Earnings",
     * "Status: Confirmed") was cut at the window's default width; with the name's room taken from the 220, a
     * watchlist read "L…" in a window 1200 px wide.
     */
    private static final double QUICK_FILTER_MIN_WIDTH = 220;
    private final EventsViewModel model;
    private final QuickFilterField quick;

    public FilterBar(EventsViewModel model, UiExecutor executor) {
        this(model, new QuickFilterField(model, executor));
    }

    private FilterBar(EventsViewModel model, QuickFilterField quick) {
        super(quick, () -> QUICK_FILTER_MIN_WIDTH + quick.watchlistNameWidth(), valueFilters(model));
        this.model = model;
        this.quick = quick;
        setId("filter-bar");
        getStyleClass().add("filter-bar");
    }

    private static List<Node> valueFilters(EventsViewModel model) {
        List<Node> filters = new ArrayList<>();
        for (FacetFilter facet : model.facets()) {
            filters.add(new FacetMenu(model, facet)); // cut, or its choice shown alone, as FacetMenu says
        }
        Button clear = new Button(null, Icons.of(MaterialDesignF.FILTER_REMOVE_OUTLINE));
        clear.setId("clear-filters");
        clear.getStyleClass().addAll("flat", "button-icon");
        clear.setAccessibleText("Clear all filters");
        clear.setTooltip(new Tooltip("Clear all filters: show every loaded event (Ctrl+Shift+F)"));
        clear.setOnAction(event -> model.clearFilters());
        FilterBarLayout.keepWithPrevious(clear); // alone on a line below, it looked like a stray mark
        filters.add(clear);
        return filters;
    }

    public void focusQuickFilter() {
        quick.focusAndSelectAll();
    }

    /** Opens Manage watchlists over this bar's window, as the quick filter's menu does. */
    public void manageWatchlists() {
        WatchlistsDialog.show(getScene().getWindow(), model);
    }
}
