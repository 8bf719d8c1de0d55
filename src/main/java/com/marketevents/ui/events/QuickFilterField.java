package com.marketevents.ui.events;

import atlantafx.base.controls.CustomTextField;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.Icons;
import java.util.List;
import java.util.Optional;
import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.util.Duration;
import org.kordamp.ikonli.materialdesign2.MaterialDesignB;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;

/**
 * The quick filter's field ({@link QuickQuery}): a pasted column becomes a list, Esc or its × clears it, and
 * its magnifier or Down opens the watchlists and the recent filters ({@link QuickFilterMenu}), the magnifier a
 * bookmark while the text is a watchlist, a spinner while its rows are slow to come back. Its text is remembered
 * among the recent ones on Enter, when the field loses the focus, before a paste, and whenever something replaces
 * it.
 */
final class QuickFilterField extends CustomTextField {
    /** Spare width goes to the quick filter up to this, so a watchlist shows some eight tickers. */
    private static final double MAX_WIDTH = 420;
    /** Long enough that a pause between two words of a search is not taken for the end of it. */
    static final Duration REMEMBER_AFTER = Duration.seconds(2.5);
    private static final double WATCHLIST_NAME_MAX_WIDTH = 140;
    /** How far into its room the field's text starts: half the caret's width, so that a caret before it shows. */
    private static final double TEXT_INDENT = 1;
    private static final PseudoClass SHORTENED = PseudoClass.getPseudoClass("shortened");

    private final EventsViewModel model;
    private final Node magnifier = Icons.of(MaterialDesignM.MAGNIFY);
    private final Node bookmark = Icons.of(MaterialDesignB.BOOKMARK);
    /** In the magnifier's place while the filtered rows take longer than a moment, where the typing is watched. */
    private final ProgressIndicator filtering = filteringSign();
    /** The magnifier, or the bookmark while the text is a watchlist. */
    private Node menuIcon = magnifier;
    /** The watchlist's name, at the field's end, while its text is one: the tickers alone do not say which. */
    private final Label watchlistName = new Label();
    /**
     * A watchlist too long for the field beside its name, cut after a whole listing ("AAPL:US, …"), drawn over
     * the text while the field is not being edited; the name keeps its room, as it says which list this is.
     */
    private final Label shortened = new Label();
    private final HBox right;
    /**
     * Set while a watchlist just put in the field from its menu is untouched: it shows {@link #shortened}, as when
     * not focused, so that its first listing does not read cut where the text scrolled to the caret at its end.
     */
    private boolean watchlistJustPut;
    /**
     * Set by a press on the field that shows {@link #shortened}, until the field has the focus: the text takes the
     * cut list's place before the press places the caret in it.
     */
    private boolean pressed;

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
        right = new HBox(4, shortened, watchlistName, clearButton());
        right.setAlignment(Pos.CENTER_RIGHT);
        setRight(right);
        watchlistName.setId("quick-filter-watchlist");
        watchlistName.getStyleClass().add("quick-filter-watchlist");
        watchlistName.setMaxWidth(WATCHLIST_NAME_MAX_WIDTH);
        watchlistName.visibleProperty().bind(watchlistName.textProperty().isNotEmpty());
        watchlistName.managedProperty().bind(watchlistName.visibleProperty());
        shortened.setId("quick-filter-shortened");
        shortened.setMouseTransparent(true);
        shortened.visibleProperty().bind(shortened.textProperty().isNotEmpty());
        shortened.managedProperty().bind(shortened.visibleProperty());
        textProperty().bindBidirectional(model.quickFilterProperty());
        InvalidationListener markWatchlist = obs -> markWatchlistInUse(menuButton);
        textProperty().addListener(markWatchlist);
        model.watchlists().entries().addListener(markWatchlist);
        markWatchlistInUse(menuButton);
        model.filteringProperty().addListener(obs -> showMenuIcon(menuButton));
        InvalidationListener shorten = obs -> shortenWatchlist();
        for (Observable changes : List.of(widthProperty(), focusedProperty(), textProperty(),
                watchlistName.widthProperty())) {
            changes.addListener(shorten);
        }
        textProperty().addListener(obs -> editWatchlist());
        // Before the key or the click acts: one laid out over the cut list scrolled the text out of sight.
        addEventFilter(KeyEvent.KEY_PRESSED, event -> editWatchlist());
        addEventFilter(MouseEvent.MOUSE_PRESSED, this::editClickedWatchlist);
        focusedProperty().addListener((obs, was, focused) -> {
            pressed = false;
            if (!focused) {
                model.rememberQuickFilter();
            }
        });
        // Typing that rests a moment made a filter the user looked at: kept among the recent ones as Enter and
        // leaving the field keep it, so that one selected and typed over in the field comes back too.
        PauseTransition resting = new PauseTransition(REMEMBER_AFTER);
        resting.setOnFinished(event -> model.rememberQuickFilter());
        textProperty().addListener((obs, old, now) -> {
            if (isFocused()) {
                resting.playFromStart();
            }
        });
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

    /** Lays {@link #shortened} over the text's start, so that nothing moves when a click shows the text itself. */
    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (shortened.isVisible() && getLeft().getParent() instanceof Region left
                && right.getParent() instanceof Region rightPane) {
            rightPane.layout(); // places the cut list now, where it will be drawn, not after this
            double textStart = left.getBoundsInParent().getMaxX() + TEXT_INDENT;
            double shortenedStart = sceneToLocal(shortened.localToScene(0, 0)).getX() - shortened.getTranslateX();
            shortened.setTranslateX(textStart - shortenedStart);
        }
    }

    /** Shows the watchlist {@link #shortened} when, not being edited, it is wider than the room beside its name. */
    private void shortenWatchlist() {
        String shown = "";
        double room = 0;
        if ((!isFocused() || watchlistJustPut) && !pressed && !watchlistName.getText().isEmpty()
                && getLeft().getParent() instanceof Region left && right.getParent() instanceof Region rightPane) {
            room = getWidth() - snappedLeftInset() - snappedRightInset() - left.getWidth() - besideShortened(rightPane);
            double textRoom = room - shortened.snappedLeftInset() - shortened.snappedRightInset();
            String text = getText();
            if (widthOf(text) > textRoom) {
                shown = ListingsCut.toWidth(text, textRoom, this::widthOf);
            }
        }
        shortened.setText(shown);
        shortened.setPrefWidth(shown.isEmpty() ? USE_COMPUTED_SIZE : room);
        shortened.setMinWidth(shown.isEmpty() ? USE_COMPUTED_SIZE : USE_PREF_SIZE);
        pseudoClassStateChanged(SHORTENED, !shown.isEmpty());
    }

    /**
     * The width the field's end takes beside {@link #shortened}: the name and × at their preferred widths, not as
     * last laid out, since a name just shown, or squeezed by a cut list sized a moment before, is narrower there.
     */
    private double besideShortened(Region rightPane) {
        double width = rightPane.getWidth() - right.getWidth() + right.snappedLeftInset() + right.snappedRightInset();
        for (Node child : right.getChildren()) {
            if (child != shortened && child.isManaged()) {
                width += Math.min(child.prefWidth(-1), child.maxWidth(-1)) + right.getSpacing();
            }
        }
        return width;
    }

    private double widthOf(String text) {
        Text measured = new Text(text);
        measured.setFont(getFont());
        return Math.ceil(measured.getLayoutBounds().getWidth());
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

    /** Ends {@link #watchlistJustPut}: the field, laid out again at once, shows the text to edit. */
    private void editWatchlist() {
        if (watchlistJustPut) {
            watchlistJustPut = false;
            shortenWatchlist();
            layout();
        }
    }

    /**
     * Shows the text in place of {@link #shortened}, from its start as the cut list showed it, before the click
     * places the caret: laid out beside the cut list, the text had scrolled its start out of sight (to the caret at
     * its end, or to the one the click placed in the text's narrow room), and the click landed where it was.
     */
    private void editClickedWatchlist(MouseEvent event) {
        if (onAButton(event)) {
            return;
        }
        if (shortened.getText().isEmpty()) {
            editWatchlist();
            return;
        }
        watchlistJustPut = false;
        pressed = !isFocused();
        home();
        shortenWatchlist();
        layout();
    }

    /** Whether the press is on the menu's or the clear button, which leave the text as it is. */
    private boolean onAButton(MouseEvent event) {
        for (Node node = event.getPickResult().getIntersectedNode(); node != null && node != this;
                node = node.getParent()) {
            if (node instanceof Button) {
                return true;
            }
        }
        return false;
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
        watchlistJustPut = true;
        shortenWatchlist();
    }

    /** Focuses the field with its text selected, to type over it (Ctrl+F). */
    void focusAndSelectAll() {
        requestFocus();
        selectAll();
    }
}
