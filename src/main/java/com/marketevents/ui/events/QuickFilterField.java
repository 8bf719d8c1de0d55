package com.marketevents.ui.events;

import atlantafx.base.controls.CustomTextField;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.EscapeOwner;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.UiExecutor;
import java.time.Duration;
import java.util.Optional;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.materialdesign2.MaterialDesignB;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;

/**
 * The quick filter's field ({@link QuickQuery}): a pasted column becomes a list, set apart from the text beside
 * it ({@link PastedListApart}), Esc or its × clears it, and its magnifier or Down opens the watchlists and the recent
 * filters ({@link QuickFilterMenu}), the magnifier a bookmark while the text is a watchlist, a spinner while its
 * rows are slow to come back; a watchlist too long for the field shows cut beside its tag
 * ({@link CutWatchlistOverlay}). Its text is remembered among the recent ones on Enter, when the field loses the
 * focus, before a paste, and whenever something replaces it.
 */
final class QuickFilterField extends CustomTextField {
    /** Spare width goes to the quick filter up to this, so a watchlist shows some eight tickers. */
    private static final double MAX_WIDTH = 420;
    private static final double TOOLTIP_MAX_WIDTH = 480;
    /** Long enough that a pause between two words of a search is not taken for the end of it. */
    static final Duration REMEMBER_AFTER = Duration.ofMillis(2500);
    /**
     * A longer name is cut ("European banks a…"), whole in its tooltip, as mail clients cut a chip: at 140 px it took
     * the room of the last value filter at 1280 px, which went onto a second line and pushed the table down. A name
     * of some 16 letters, wide ones too ("Semiconductor Co"), stays whole; the cut ends in one character, "…".
     */
    private static final double WATCHLIST_NAME_MAX_WIDTH = 130;

    private final EventsViewModel model;
    private final Node magnifier = Icons.of(MaterialDesignM.MAGNIFY);
    private final Node bookmark = Icons.of(MaterialDesignB.BOOKMARK);
    /** In the magnifier's place while the filtered rows take longer than a moment, where the typing is watched. */
    private final ProgressIndicator filtering = filteringSign();
    /** The magnifier, or the bookmark while the text is a watchlist. */
    private Node menuIcon = magnifier;
    /** The watchlist's name, at the field's end, while its text is one: the tickers alone do not say which. */
    private final Label watchlistName = new Label();
    private final CutWatchlistOverlay cutWatchlist;
    private final HBox right;
    private UiExecutor.Scheduled resting;

    QuickFilterField(EventsViewModel model, UiExecutor executor) {
        this.model = model;
        setId("quick-filter");
        setPromptText("Ticker or title…");
        Tooltip howItMatches = new Tooltip("Shows the rows that match every word typed, in any order: anywhere in"
                + " the title, or at the start of a word of the ticker, local ticker, RIC, Bloomberg ticker or ISIN."
                + " A list separated by commas (aapl, msft), or pasted from a spreadsheet column, shows the events of"
                + " each ticker, RIC or ISIN in it, matched whole, as is a ticker with its market code (T:US)."
                + " Ctrl+F; Esc clears; Down lists the watchlists and recent filters.");
        howItMatches.setWrapText(true); // on one line it was wider than a 1920-pixel screen, its end cut off
        howItMatches.setMaxWidth(TOOLTIP_MAX_WIDTH);
        setTooltip(howItMatches);
        setTextFormatter(new TextFormatter<String>(PastedListApart::filter));
        setPrefColumnCount(18);
        setMaxWidth(MAX_WIDTH);
        Button menuButton = menuButton();
        setLeft(menuButton);
        watchlistName.setId("quick-filter-watchlist");
        watchlistName.getStyleClass().add("quick-filter-watchlist");
        watchlistName.setMaxWidth(WATCHLIST_NAME_MAX_WIDTH);
        watchlistName.setEllipsisString("…");
        Tooltip wholeName = new Tooltip();
        wholeName.textProperty().bind(Bindings.concat("The watchlist “", watchlistName.textProperty(), "”"));
        watchlistName.setTooltip(wholeName);
        watchlistName.visibleProperty().bind(watchlistName.textProperty().isNotEmpty());
        watchlistName.managedProperty().bind(watchlistName.visibleProperty());
        textProperty().bindBidirectional(model.quickFilterProperty());
        InvalidationListener markWatchlist = obs -> markWatchlistInUse(menuButton);
        textProperty().addListener(markWatchlist);
        model.watchlists().entries().addListener(markWatchlist);
        markWatchlistInUse(menuButton);
        model.filteringProperty().addListener(obs -> showMenuIcon(menuButton));
        // Made after the tag is named on a change of text: the cut list is measured beside the tag of the new text.
        cutWatchlist = new CutWatchlistOverlay(this, watchlistName);
        right = new HBox(4, cutWatchlist.node(), watchlistName, clearButton());
        right.setAlignment(Pos.CENTER_RIGHT);
        setRight(right);
        focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                model.rememberQuickFilter();
            }
        });
        // Typing that rests a moment made a filter the user looked at: kept among the recent ones as Enter and
        // leaving the field keep it, so that one selected and typed over in the field comes back too.
        textProperty().addListener((obs, old, now) -> {
            if (isFocused()) {
                if (resting != null) {
                    resting.cancel();
                }
                resting = executor.schedule(REMEMBER_AFTER, model::rememberQuickFilter);
            }
        });
        // Esc clears a filter first, as in any search field, even while a load runs; an empty one lets it cancel.
        EscapeOwner.claim(this, () -> !getText().isEmpty());
        setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE && !getText().isEmpty()) {
                model.replaceQuickFilter("");
                event.consume();
            } else if (event.getCode() == KeyCode.ENTER) {
                model.rememberQuickFilter();
            } else if (event.getCode() == KeyCode.DOWN) {
                new QuickFilterMenu(this, model).showFromKeyboard();
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
        button.setOnAction(event -> new QuickFilterMenu(this, model).show());
        return button;
    }

    private void markWatchlistInUse(Button menuButton) {
        Optional<Watchlist> inUse = model.watchlists().holding(getText());
        menuIcon = inUse.isPresent() ? bookmark : magnifier;
        showMenuIcon(menuButton);
        watchlistName.setText(inUse.map(Watchlist::name).orElse(""));
        String name = inUse.map(watchlist -> "The watchlist “" + watchlist.name() + "”. ").orElse("");
        menuButton.setAccessibleText(name + "Watchlists and recent filters");
        menuButton.getTooltip().setText(name + "Watchlists and recent filters (Down in the field)");
    }

    private void showMenuIcon(Button menuButton) {
        menuButton.setGraphic(model.filteringProperty().get() ? filtering : menuIcon);
    }

    /** A spinner as wide as the icon it stands for, so that nothing in the field moves when it shows. */
    private static ProgressIndicator filteringSign() {
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setId("quick-filter-filtering");
        spinner.getStyleClass().add("filtering-progress");
        spinner.setAccessibleText("Filtering…");
        spinner.setPrefSize(18, 18);
        spinner.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        spinner.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        return spinner;
    }

    /**
     * As wide as with the text shown: the cut list, sized to the text's room, would otherwise ask for that room again,
     * and the filter bar leave that much empty beside a field at its widest.
     */
    @Override
    protected double computePrefWidth(double height) {
        return super.computePrefWidth(height) - cutWatchlist.widthTaken(right.getSpacing());
    }

    /**
     * Without the cut list: sized to the room the field's width leaves it, it held the field at the width it had, and
     * the filter bar, narrowing, laid the field out wider than its place there, its tag over the Type filter.
     */
    @Override
    protected double computeMinWidth(double height) {
        return super.computeMinWidth(height) - cutWatchlist.widthTaken(right.getSpacing());
    }

    @Override
    protected void layoutChildren() {
        cutWatchlist.fit();
        super.layoutChildren();
        cutWatchlist.place();
    }

    private Button clearButton() {
        Button clear = new Button(null, Icons.of(MaterialDesignC.CLOSE));
        clear.getStyleClass().addAll("flat", "button-icon", "small");
        clear.setFocusTraversable(false);
        clear.setAccessibleText("Clear the quick filter");
        clear.setTooltip(new Tooltip("Clear the quick filter (Esc)"));
        clear.setOnAction(event -> model.replaceQuickFilter(""));
        clear.visibleProperty().bind(textProperty().isNotEmpty());
        // Out of the layout while hidden, or its room would cut the end of the hint.
        clear.managedProperty().bind(clear.visibleProperty());
        return clear;
    }

    /** A paste often replaces one list with another: the text it changes is kept among the recent filters first. */
    @Override
    public void paste() {
        model.rememberQuickFilter();
        super.paste();
    }

    /** The room the watchlist's name takes at the field's end; none while the text is no watchlist. */
    double watchlistNameWidth() {
        return watchlistName.isVisible()
                ? Math.min(watchlistName.prefWidth(-1), watchlistName.maxWidth(-1)) + right.getSpacing() : 0;
    }

    /**
     * Focuses the field on the watchlist just put in it, shown from its start as when not focused until touched, the
     * caret at its end: what is typed adds to the list (at the start, ", XOM" made "…, XOMLUMO, CS").
     */
    void focusOnWatchlist() {
        requestFocus();
        end();
        cutWatchlist.showJustPut();
    }

    /** Focuses the field with its text selected, to type over it (Ctrl+F). */
    void focusAndSelectAll() {
        requestFocus();
        selectAll();
    }
}
