package com.marketevents.ui.events;

import atlantafx.base.controls.CustomTextField;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.Icons;
import java.util.List;
import java.util.Optional;
import javafx.beans.InvalidationListener;
import javafx.geometry.Side;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import org.kordamp.ikonli.materialdesign2.MaterialDesignB;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignH;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;

/**
 * The quick filter's field ({@link QuickQuery}): a pasted column becomes a list, Esc or its × clears it, and
 * its magnifier or Down opens the watchlists ({@link Watchlists}) and the recent filters ({@link RecentQueries}).
 * Its text is remembered among the recent ones on Enter, when the field loses the focus, and whenever something
 * replaces it.
 */
final class QuickFilterField extends CustomTextField {
    /** Spare width goes to the quick filter up to this, so a watchlist shows some eight tickers. */
    private static final double MAX_WIDTH = 420;

    private final EventsViewModel model;
    private final Node magnifier = Icons.of(MaterialDesignM.MAGNIFY);
    private final Node bookmark = Icons.of(MaterialDesignB.BOOKMARK);

    QuickFilterField(EventsViewModel model) {
        this.model = model;
        setId("quick-filter");
        setPromptText("Ticker or title…");
        setTooltip(new Tooltip("Shows the rows whose ticker, local ticker, RIC, Bloomberg ticker, ISIN or"
                + " title hold every word typed, in any order. A list separated by commas (aapl, msft), or pasted"
                + " from a spreadsheet column, shows the events of each ticker, RIC or ISIN in it, matched whole, as"
                + " is a ticker with its market code (T:US). Ctrl+F; Esc clears; Down lists the watchlists and recent"
                + " filters"));
        setTextFormatter(new TextFormatter<String>(change -> {
            change.setText(QuickQuery.asOneLine(change.getText()));
            return change;
        }));
        setPrefColumnCount(18);
        setMaxWidth(MAX_WIDTH);
        Button menuButton = menuButton();
        setLeft(menuButton);
        setRight(clearButton());
        textProperty().bindBidirectional(model.quickFilterProperty());
        InvalidationListener markWatchlist = obs -> markWatchlistInUse(menuButton);
        textProperty().addListener(markWatchlist);
        model.watchlists().entries().addListener(markWatchlist);
        markWatchlistInUse(menuButton);
        focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                model.rememberQuickFilter();
            }
        });
        setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE && !getText().isEmpty()) {
                model.replaceQuickFilter("");
                event.consume();
            } else if (event.getCode() == KeyCode.ENTER) {
                model.rememberQuickFilter();
            } else if (event.getCode() == KeyCode.DOWN) {
                showFilters();
                event.consume();
            }
        });
    }

    /**
     * The magnifier, which opens the watchlists and recent filters (as Down does in the field); a bookmark while
     * the quick filter is a watchlist.
     */
    private Button menuButton() {
        Button button = new Button();
        button.setId("quick-filter-recent");
        button.getStyleClass().addAll("flat", "button-icon", "small");
        button.setFocusTraversable(false);
        button.setTooltip(new Tooltip());
        button.setOnAction(event -> showFilters());
        return button;
    }

    private void markWatchlistInUse(Button menuButton) {
        Optional<Watchlist> inUse = model.watchlists().holding(getText());
        menuButton.setGraphic(inUse.isPresent() ? bookmark : magnifier);
        String name = inUse.map(watchlist -> "The watchlist “" + watchlist.name() + "”. ").orElse("");
        menuButton.setAccessibleText(name + "Watchlists and recent filters");
        menuButton.getTooltip().setText(name + "Watchlists and recent filters (Down in the field)");
    }

    private Button clearButton() {
        Button clear = new Button(null, Icons.of(MaterialDesignC.CLOSE));
        clear.getStyleClass().addAll("flat", "button-icon", "small");
        clear.setFocusTraversable(false);
        clear.setAccessibleText("Clear the quick filter");
        clear.setOnAction(event -> model.replaceQuickFilter(""));
        clear.visibleProperty().bind(textProperty().isNotEmpty());
        // Out of the layout while hidden, or its room would cut the end of the hint.
        clear.managedProperty().bind(clear.visibleProperty());
        return clear;
    }

    /** The watchlists, the actions on them, and the recent filters that are not a watchlist. */
    private void showFilters() {
        model.rememberQuickFilter();
        ContextMenu menu = new ContextMenu();
        menu.setId("recent-filters");
        Watchlists watchlists = model.watchlists();
        Optional<Watchlist> inUse = watchlists.holding(getText());
        for (Watchlist watchlist : watchlists.entries()) {
            CheckMenuItem item = new CheckMenuItem(Watchlists.shown(watchlist), Icons.of(MaterialDesignB.BOOKMARK_OUTLINE));
            item.getStyleClass().add("watchlist-item");
            item.setMnemonicParsing(false);
            item.setSelected(inUse.filter(watchlist::equals).isPresent());
            item.setOnAction(event -> apply(watchlist.filter()));
            menu.getItems().add(item);
        }
        MenuItem save = new MenuItem("_Save as watchlist…");
        save.setId("watchlist-save");
        save.setDisable(getText().isBlank());
        save.setOnAction(event -> saveAsWatchlist());
        MenuItem manage = new MenuItem("_Manage watchlists…");
        manage.setId("watchlist-manage");
        manage.setDisable(watchlists.entries().isEmpty());
        manage.setOnAction(event -> WatchlistsDialog.show(getScene().getWindow(), model));
        menu.getItems().addAll(save, manage, new SeparatorMenuItem());

        List<String> recent = model.recentQueries().entries().stream()
                .filter(entry -> watchlists.holding(entry).isEmpty()).toList();
        for (String entry : recent) {
            MenuItem item = new MenuItem(RecentQueries.shown(entry), Icons.of(MaterialDesignH.HISTORY));
            item.getStyleClass().add("recent-filter-item");
            item.setMnemonicParsing(false);
            item.setOnAction(event -> apply(entry));
            menu.getItems().add(item);
        }
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
        menu.show(this, Side.BOTTOM, 0, 0);
    }

    private void apply(String filter) {
        model.replaceQuickFilter(filter);
        requestFocus();
        end();
    }

    private void saveAsWatchlist() {
        String filter = getText();
        WatchlistNameDialog.askToSave(getScene().getWindow(), filter, model.watchlists())
                .ifPresent(model::saveQuickFilterAs);
        requestFocus();
        end();
    }

    /** Focuses the field with its text selected, to type over it (Ctrl+F). */
    void focusAndSelectAll() {
        requestFocus();
        selectAll();
    }
}
