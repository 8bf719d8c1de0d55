package com.marketevents.ui.events;

import atlantafx.base.controls.CustomTextField;
import com.marketevents.ui.Icons;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.geometry.Side;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignF;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;

/**
 * The quick filter, one menu per value filter, "clear filters", and the count of shown / loaded events; in a
 * narrow table area the value filters move below the quick filter (see {@link FilterBarLayout}).
 */
public final class FilterBar extends FilterBarLayout {
    /**
     * The quick filter gives up width, down to this, before the value filters move to a line of their own:
     * the default window keeps them on one line, and the hint still shows whole.
     */
    private static final double QUICK_FILTER_MIN_WIDTH = 170;
    /** Spare width goes to the quick filter up to this, so a watchlist shows some eight tickers. */
    private static final double QUICK_FILTER_MAX_WIDTH = 420;
    /** A recent filter longer than this (a long watchlist) is shown cut, with an ellipsis. */
    private static final int RECENT_SHOWN_LENGTH = 60;

    private final CustomTextField quick;

    public FilterBar(EventsViewModel model) {
        this(model, new CustomTextField());
    }

    private FilterBar(EventsViewModel model, CustomTextField quick) {
        super(quick, QUICK_FILTER_MIN_WIDTH, valueFilters(model), count(model));
        this.quick = quick;
        setId("filter-bar");
        getStyleClass().add("filter-bar");

        quick.setId("quick-filter");
        quick.setPromptText("Ticker or title…");
        quick.setTooltip(new Tooltip("Shows the rows whose ticker, local ticker, RIC, Bloomberg ticker, ISIN or"
                + " title hold every word typed, in any order. A list separated by commas (aapl, msft), or pasted"
                + " from a spreadsheet column, shows the events of each ticker, RIC or ISIN in it, matched whole, as"
                + " is a ticker with its market code (T:US). Ctrl+F; Esc clears"));
        quick.setTextFormatter(new TextFormatter<String>(change -> {
            change.setText(QuickQuery.asOneLine(change.getText()));
            return change;
        }));
        quick.setPrefColumnCount(18);
        quick.setMaxWidth(QUICK_FILTER_MAX_WIDTH);
        quick.setLeft(recentButton(model, quick));
        quick.textProperty().bindBidirectional(model.quickFilterProperty());
        quick.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                model.rememberQuickFilter();
            }
        });
        Button clearQuick = new Button(null, Icons.of(MaterialDesignC.CLOSE));
        clearQuick.getStyleClass().addAll("flat", "button-icon", "small");
        clearQuick.setFocusTraversable(false);
        clearQuick.setAccessibleText("Clear the quick filter");
        clearQuick.setOnAction(event -> quick.clear());
        clearQuick.visibleProperty().bind(quick.textProperty().isNotEmpty());
        // Out of the layout while hidden, or its room would cut the end of the hint.
        clearQuick.managedProperty().bind(clearQuick.visibleProperty());
        quick.setRight(clearQuick);
        quick.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE && !quick.getText().isEmpty()) {
                model.replaceQuickFilter("");
                event.consume();
            } else if (event.getCode() == KeyCode.ENTER) {
                model.rememberQuickFilter();
            } else if (event.getCode() == KeyCode.DOWN) {
                showRecent(model, quick);
                event.consume();
            }
        });
    }

    /** The magnifier, which opens the recent filters (as Down does in the field). */
    private static Button recentButton(EventsViewModel model, CustomTextField quick) {
        Button recent = new Button(null, Icons.of(MaterialDesignM.MAGNIFY));
        recent.setId("quick-filter-recent");
        recent.getStyleClass().addAll("flat", "button-icon", "small");
        recent.setFocusTraversable(false);
        recent.setAccessibleText("Recent filters");
        recent.setTooltip(new Tooltip("Recent filters (Down in the field)"));
        recent.setOnAction(event -> showRecent(model, quick));
        return recent;
    }

    private static void showRecent(EventsViewModel model, CustomTextField quick) {
        model.rememberQuickFilter();
        ContextMenu menu = new ContextMenu();
        menu.setId("recent-filters");
        for (String entry : model.recentQueries().entries()) {
            MenuItem item = new MenuItem(entry.length() > RECENT_SHOWN_LENGTH
                    ? entry.substring(0, RECENT_SHOWN_LENGTH - 1) + "…" : entry);
            item.setMnemonicParsing(false);
            item.setOnAction(event -> {
                model.replaceQuickFilter(entry);
                quick.requestFocus();
                quick.end();
            });
            menu.getItems().add(item);
        }
        if (menu.getItems().isEmpty()) {
            MenuItem none = new MenuItem("No recent filters yet");
            none.setDisable(true);
            menu.getItems().add(none);
        } else {
            MenuItem clear = new MenuItem("Clear recent filters");
            clear.setId("recent-filters-clear");
            clear.setOnAction(event -> model.recentQueries().clear());
            menu.getItems().addAll(new SeparatorMenuItem(), clear);
        }
        menu.show(quick, Side.BOTTOM, 0, 0);
    }

    private static List<Node> valueFilters(EventsViewModel model) {
        List<Node> filters = new ArrayList<>();
        for (FacetFilter facet : model.facets()) {
            filters.add(facetMenu(model, facet));
        }
        Button clear = new Button(null, Icons.of(MaterialDesignF.FILTER_REMOVE_OUTLINE));
        clear.setId("clear-filters");
        clear.getStyleClass().addAll("flat", "button-icon");
        clear.setAccessibleText("Clear filters");
        clear.setTooltip(new Tooltip("Show every loaded event (Ctrl+Shift+F)"));
        clear.setOnAction(event -> model.clearFilters());
        filters.add(clear);
        return filters;
    }

    private static Label count(EventsViewModel model) {
        Label count = new Label();
        count.setId("event-count");
        count.getStyleClass().add("event-count");
        count.setAlignment(Pos.CENTER_RIGHT);
        count.textProperty().bind(model.countTextProperty());
        // As wide as the longest count of this load ("99 of 99 events" for 99 loaded) from the first keystroke,
        // so the quick filter does not narrow as the count grows while one types.
        Runnable reserve = () -> {
            int loaded = model.loadedCountProperty().get();
            Text widest = new Text(String.format(Locale.ROOT, "%,d of %,d events", loaded, loaded));
            widest.setFont(count.getFont());
            count.setMinWidth(Math.ceil(widest.getLayoutBounds().getWidth()) + count.snappedLeftInset()
                    + count.snappedRightInset());
        };
        model.loadedCountProperty().addListener((obs, old, now) -> reserve.run());
        count.fontProperty().addListener((obs, old, now) -> reserve.run());
        reserve.run();
        return count;
    }

    public void focusQuickFilter() {
        quick.requestFocus();
        quick.selectAll();
    }

    private static MenuButton facetMenu(EventsViewModel model, FacetFilter facet) {
        MenuButton menu = new MenuButton();
        menu.setId("filter-" + facet.id().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT));
        menu.getStyleClass().add("facet-menu");
        menu.textProperty().bind(facet.summaryProperty());
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
            menu.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("active"), facet.isActive());
        };
        facet.options().addListener((ListChangeListener<FacetFilter.Option>) change -> rebuild.run());
        // The counts say what choosing a value would give with the other filters as they are now.
        menu.setOnShowing(event -> model.recountInBackground(facet));
        facet.chosen().addListener((javafx.collections.SetChangeListener<String>) change -> rebuild.run());
        rebuild.run();
        return menu;
    }
}
