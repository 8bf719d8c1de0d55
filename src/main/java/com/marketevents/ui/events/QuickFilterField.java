package com.marketevents.ui.events;

import atlantafx.base.controls.CustomTextField;
import com.marketevents.ui.Icons;
import javafx.geometry.Side;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;

/**
 * The quick filter's field ({@link QuickQuery}): a pasted column becomes a list, Esc or its × clears it, and
 * its magnifier or Down opens the recent filters ({@link RecentQueries}). Its text is remembered among them on
 * Enter, when the field loses the focus, and whenever something replaces it.
 */
final class QuickFilterField extends CustomTextField {
    /** Spare width goes to the quick filter up to this, so a watchlist shows some eight tickers. */
    private static final double MAX_WIDTH = 420;

    private final EventsViewModel model;

    QuickFilterField(EventsViewModel model) {
        this.model = model;
        setId("quick-filter");
        setPromptText("Ticker or title…");
        setTooltip(new Tooltip("Shows the rows whose ticker, local ticker, RIC, Bloomberg ticker, ISIN or"
                + " title hold every word typed, in any order. A list separated by commas (aapl, msft), or pasted"
                + " from a spreadsheet column, shows the events of each ticker, RIC or ISIN in it, matched whole, as"
                + " is a ticker with its market code (T:US). Ctrl+F; Esc clears; Down lists the recent filters"));
        setTextFormatter(new TextFormatter<String>(change -> {
            change.setText(QuickQuery.asOneLine(change.getText()));
            return change;
        }));
        setPrefColumnCount(18);
        setMaxWidth(MAX_WIDTH);
        setLeft(recentButton());
        setRight(clearButton());
        textProperty().bindBidirectional(model.quickFilterProperty());
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
                showRecent();
                event.consume();
            }
        });
    }

    /** The magnifier, which opens the recent filters (as Down does in the field). */
    private Button recentButton() {
        Button recent = new Button(null, Icons.of(MaterialDesignM.MAGNIFY));
        recent.setId("quick-filter-recent");
        recent.getStyleClass().addAll("flat", "button-icon", "small");
        recent.setFocusTraversable(false);
        recent.setAccessibleText("Recent filters");
        recent.setTooltip(new Tooltip("Recent filters (Down in the field)"));
        recent.setOnAction(event -> showRecent());
        return recent;
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

    private void showRecent() {
        model.rememberQuickFilter();
        ContextMenu menu = new ContextMenu();
        menu.setId("recent-filters");
        for (String entry : model.recentQueries().entries()) {
            MenuItem item = new MenuItem(RecentQueries.shown(entry));
            item.setMnemonicParsing(false);
            item.setOnAction(event -> {
                model.replaceQuickFilter(entry);
                requestFocus();
                end();
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
        menu.show(this, Side.BOTTOM, 0, 0);
    }

    /** Focuses the field with its text selected, to type over it (Ctrl+F). */
    void focusAndSelectAll() {
        requestFocus();
        selectAll();
    }
}
