package com.marketevents.ui.events;

import com.marketevents.ui.Icons;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
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
     * The quick filter gives up width, down to this, before the value filters move to a line of their own:
     * the default window keeps them on one line, and the hint still shows whole.
     */
    private static final double QUICK_FILTER_MIN_WIDTH = 170;
    /** Wide enough for a chosen value the demo's types and statuses hold ("Type: Shareholder meeting"). */
    private static final double FACET_MAX_WIDTH = 200;

    private final QuickFilterField quick;

    public FilterBar(EventsViewModel model) {
        this(model, new QuickFilterField(model));
    }

    private FilterBar(EventsViewModel model, QuickFilterField quick) {
        super(quick, QUICK_FILTER_MIN_WIDTH, valueFilters(model));
        this.quick = quick;
        setId("filter-bar");
        getStyleClass().add("filter-bar");
    }

    private static List<Node> valueFilters(EventsViewModel model) {
        List<Node> filters = new ArrayList<>();
        for (FacetFilter facet : model.facets()) {
            filters.add(facetMenu(model, facet));
        }
        Button clear = new Button(null, Icons.of(MaterialDesignF.FILTER_REMOVE_OUTLINE));
        clear.setId("clear-filters");
        clear.getStyleClass().addAll("flat", "button-icon");
        clear.setAccessibleText("Clear all filters");
        clear.setTooltip(new Tooltip("Show every loaded event (Ctrl+Shift+F)"));
        clear.setOnAction(event -> model.clearFilters());
        filters.add(clear);
        return filters;
    }

    public void focusQuickFilter() {
        quick.focusAndSelectAll();
    }

    private static MenuButton facetMenu(EventsViewModel model, FacetFilter facet) {
        MenuButton menu = new MenuButton();
        menu.setId("filter-" + facet.id().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT));
        menu.getStyleClass().add("facet-menu");
        menu.textProperty().bind(facet.summaryProperty());
        // A chosen value lengthens the button ("Type: Shareholder meeting", longer with another service's values):
        // cut at this width, the whole in its tooltip, it no longer pushes the filters onto a second line at the
        // window's default size.
        menu.setMaxWidth(FACET_MAX_WIDTH);
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(facet.summaryProperty());
        menu.setTooltip(whole);
        // Values are data ("AGM_2"): an underscore is text, not a mnemonic marker.
        menu.setMnemonicParsing(false);
        Runnable rebuild = () -> {
            MenuItem all = new MenuItem("All (no filter)");
            all.setOnAction(event -> facet.clear());
            menu.getItems().setAll(all, new SeparatorMenuItem());
            if (facet.options().isEmpty()) {
                MenuItem none = new MenuItem("Load events to see the values");
                none.setDisable(true);
                menu.getItems().add(none);
            }
            for (FacetFilter.Option option : facet.options()) {
                CheckMenuItem item = new CheckMenuItem(String.format(Locale.ROOT, "%s   (%,d)", facet.label(option.value()),
                        option.count()));
                item.setMnemonicParsing(false);
                item.setSelected(facet.chosen().contains(option.value()));
                item.setOnAction(event -> facet.choose(option.value(), item.isSelected()));
                menu.getItems().add(item);
            }
        };
        // The items are made when the menu opens, or while it is open: made at every load and every choice, they
        // cost the FX thread a few milliseconds at the end of each load, where its longest waits fall.
        boolean[] stale = {true};
        Runnable changed = () -> {
            menu.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("active"), facet.isActive());
            stale[0] = true;
            if (menu.isShowing()) {
                stale[0] = false;
                rebuild.run();
            }
        };
        facet.options().addListener((ListChangeListener<FacetFilter.Option>) change -> changed.run());
        facet.chosen().addListener((javafx.collections.SetChangeListener<String>) change -> changed.run());
        menu.setOnShowing(event -> {
            if (stale[0]) {
                stale[0] = false;
                rebuild.run();
            }
            // The counts say what choosing a value would give with the other filters as they are now.
            model.recountInBackground(facet);
        });
        changed.run();
        return menu;
    }
}
