package com.marketevents.ui.events;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.SetChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * A value filter's menu: "All (no filter)", then one check item per value the loaded events hold, with the count
 * choosing it would show. The menu stays open after a value is ticked or unticked, so that a second value (XNAS and
 * XNYS) is one more click, not the menu opened again; Escape or a click elsewhere closes it. It lists at most
 * {@link #MAX_LISTED} values, those chosen and the most frequent, and says how many more there are. In a filter bar
 * short of room, a filter with a choice shows it without its name ({@link FilterBarLayout.ShortForm}).
 */
final class FacetMenu extends MenuButton implements FilterBarLayout.ShortForm {
    private static final PseudoClass ACTIVE = PseudoClass.getPseudoClass("active");
    /**
     * Letters of a choice a cut button keeps beside its name ("Type: Sha…"): with five, two long choices and a short
     * one ("Exchange: XETR") did not fit beside the quick filter at 1366 px, and the table moved down a line.
     */
    private static final int READABLE_LETTERS = 3;
    /** A choice this short is never cut: "Exchange: XNA…" or "Fiscal year: 202…" would save a letter's width. */
    private static final int SHORT_CHOICE = 5;
    /** Enough for the texts of a few choices in both forms, cut and whole. */
    private static final int MEASURED_TEXTS = 32;

    /**
     * The most values a menu lists: a menu of 5,000 took the FX thread 20 s to open. Real loads hold tens of values
     * in a filter (some 100 exchanges at most), which stay listed whole.
     */
    static final int MAX_LISTED = 150;

    private final EventsViewModel model;
    private final FacetFilter facet;
    private final MenuItem all = new MenuItem("All (no filter)");
    /** The values listed, in the menu's order, each with its item. */
    private final Map<String, CheckMenuItem> valueItems = new LinkedHashMap<>();
    /** Says how many values are not listed, when some are not. */
    private final MenuItem more = new MenuItem();
    /** The items are out of date: they are made again when the menu opens, or at once while it is open. */
    private boolean stale = true;
    /** Closed by JavaFX after a choice, the menu is to be shown again at once. */
    private boolean reopening;
    private boolean openedByKey;
    /** The choice shown without the filter's name, which its tooltip and accessible text still give. */
    private boolean shortForm;
    /** Widths of texts in {@link #measuredFont}: asked for many times a layout (FilterBarLayout's search). */
    private final Map<String, Double> textWidths = new HashMap<>();
    private Font measuredFont;

    /**
     * The narrowest this button may be cut to and still be read: its name and the first letters of its choice
     * ("Type: Sha…"), or its whole width when the choice is short ("Exchange: XNAS"), or when it counts its choices
     * ("Exchange: 2 of 12" cut to "Exchange: 2 of …" hid how many there are).
     */
    double readableWidth() {
        return readableWidth(false);
    }

    /**
     * As {@link #readableWidth()}; in the short form the first letters of the choices ("Sha…", "Ear…" for
     * "Earnings, Presentation"), which name them rather than count them, after any words that say what they are
     * ("Transcript pro…").
     */
    @Override
    public double readableWidth(boolean shortForm) {
        boolean cutsChoice = shortForm && facet.isActive();
        String shown = textIn(cutsChoice);
        // Cut, the choice keeps what says what it is ("Transcript pub…"), as the whole form keeps the filter's name.
        int name = cutsChoice ? facet.contextLetters() : facet.title().length() + ": ".length();
        if (!facet.isActive() || shown.length() <= name + SHORT_CHOICE || !cutsChoice && facet.chosen().size() > 1) {
            return width(shortForm);
        }
        double textCut = textWidth(shown) - textWidth(shown.substring(0, name + READABLE_LETTERS)
                + getEllipsisString());
        // Two pixels to spare: the button's own measure of what fits rounds otherwise, and dropped a letter under GTK.
        return width(shortForm) - Math.max(0, textCut - 2);
    }

    /** Its preferred width showing its summary, or its choice alone when {@code shortForm} and it has one. */
    @Override
    public double width(boolean shortForm) {
        if (!textProperty().isBound()) {
            return prefWidth(-1); // held while its menu is open
        }
        String text = textIn(shortForm && facet.isActive());
        if (text.equals(getText())) {
            return prefWidth(-1);
        }
        // Rounded up, so that the text the width was asked for is not cut by the button's own rounding.
        return prefWidth(-1) - Math.floor(textWidth(getText())) + Math.ceil(textWidth(text));
    }

    @Override
    public void showShortForm(boolean shortForm) {
        if (this.shortForm != shortForm) {
            this.shortForm = shortForm;
            if (textProperty().isBound()) {
                textProperty().bind(shownText());
            }
        }
    }

    private String textIn(boolean choiceAlone) {
        return choiceAlone ? facet.chosenLabelsProperty().get() : facet.summaryProperty().get();
    }

    private ReadOnlyStringProperty shownText() {
        return shortForm ? facet.chosenLabelsProperty() : facet.summaryProperty();
    }

    private double textWidth(String text) {
        if (getFont() != measuredFont || textWidths.size() > MEASURED_TEXTS) {
            measuredFont = getFont();
            textWidths.clear();
        }
        return textWidths.computeIfAbsent(text, key -> {
            Text measured = new Text(key);
            measured.setFont(measuredFont);
            return measured.getLayoutBounds().getWidth();
        });
    }

    FacetMenu(EventsViewModel model, FacetFilter facet) {
        this.model = model;
        this.facet = facet;
        setId("filter-" + facet.id().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT));
        getStyleClass().add("facet-menu");
        textProperty().bind(shownText());
        // A chosen value lengthens the button ("Type: Shareholder meeting"): the filter bar cuts it where the line is
        // short of room (FilterBarLayout, down to readableWidth), the whole in its tooltip, which names every value
        // chosen where the button counts them ("Type: 2 of 6").
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(facet.chosenInFullProperty());
        setTooltip(whole);
        accessibleTextProperty().bind(facet.chosenInFullProperty()); // a screen reader reads it whole too
        // Values are data ("AGM_2"): an underscore is text, not a mnemonic marker.
        setMnemonicParsing(false);
        facet.options().addListener((ListChangeListener<FacetFilter.Option>) change -> optionsChanged());
        facet.chosen().addListener((SetChangeListener<String>) change -> chosenChanged());
        all.setOnAction(event -> facet.clear());
        more.setDisable(true);
        more.setMnemonicParsing(false);
        setOnShowing(event -> {
            holdSummary(true);
            if (stale) {
                makeItems();
            }
            // Left open for more choices, the menu is often closed by a click on the table, which would also select
            // a row there: the click that closes it goes no further (JavaFX's menus pass it on).
            ContextMenu popup = getItems().get(0).getParentPopup();
            if (popup != null) {
                popup.setConsumeAutoHidingEvents(true);
            }
            // The counts say what choosing a value would give with the other filters as they are now.
            model.recountInBackground(facet);
        });
        // Opened with Space or Enter, JavaFX's menu has no item in the keyboard's focus, and Enter closes it unchanged.
        addEventFilter(KeyEvent.KEY_PRESSED, event -> openedByKey = event.getCode() == KeyCode.SPACE
                || event.getCode() == KeyCode.ENTER);
        setOnShown(event -> {
            if (openedByKey) {
                openedByKey = false;
                focusItem(getItems().get(0));
            }
        });
        setOnHidden(event -> {
            holdSummary(reopening);
            // Opened again, it lists the values chosen and most frequent then, not one unticked meanwhile.
            stale |= !reopening;
        });
        chosenChanged();
    }

    /**
     * While the menu is open the button keeps the summary it had, and its width: lengthened by a choice ("Exchange:
     * 2 of 11") or outlined as active, it moved the filters beside it and the menu with them, away from the pointer;
     * the menu's ticks say what is chosen meanwhile.
     */
    private void holdSummary(boolean hold) {
        if (hold) {
            textProperty().unbind();
        } else {
            textProperty().bind(shownText());
        }
        setMinWidth(hold ? getWidth() : USE_COMPUTED_SIZE);
        setPrefWidth(hold ? getWidth() : USE_COMPUTED_SIZE);
    }

    // The items are made when the menu opens, or while it is open: made at every load, they cost the FX thread a few
    // milliseconds at the end of each load, where its longest waits fall.
    private void optionsChanged() {
        stale = true;
        if (isShowing()) {
            makeItems();
        }
    }

    /**
     * A choice ticks or unticks its item where it is: made anew at each choice, the items of a menu of 5,000 values
     * kept the FX thread busy for minutes. A chosen value the menu does not list yet makes it list its values again.
     */
    private void chosenChanged() {
        pseudoClassStateChanged(ACTIVE, facet.isActive());
        for (String value : facet.chosen()) {
            if (!valueItems.containsKey(value) && facet.options().stream().anyMatch(o -> o.value().equals(value))) {
                optionsChanged();
                return;
            }
        }
        valueItems.forEach((value, item) -> item.setSelected(facet.chosen().contains(value)));
    }

    private void makeItems() {
        stale = false;
        List<FacetFilter.Option> listed = facet.listed(MAX_LISTED);
        int left = facet.options().size() - listed.size();
        // Two lines: on one, the menu was as wide as half the window, for a line that cannot be chosen.
        more.setText(String.format(Locale.ROOT, "%,d more %s with fewer events:\nshorten the range or type a ticker"
                + " in the quick filter", left, left == 1 ? "value" : "values"));
        if (!valueItems.isEmpty() && getItems().contains(more) == left > 0
                && listed.stream().map(FacetFilter.Option::value).toList().equals(List.copyOf(valueItems.keySet()))) {
            // The same values (counted again as the menu opens): their items keep their places and the keyboard.
            for (FacetFilter.Option option : listed) {
                CheckMenuItem item = valueItems.get(option.value());
                item.setText(itemText(option));
                item.setSelected(facet.chosen().contains(option.value()));
            }
            return;
        }
        valueItems.clear();
        List<MenuItem> items = new ArrayList<>(listed.size() + 3);
        items.add(all);
        items.add(new SeparatorMenuItem());
        if (facet.options().isEmpty()) {
            MenuItem none = new MenuItem("Load events to see the values");
            none.setDisable(true);
            items.add(none);
        }
        for (FacetFilter.Option option : listed) {
            CheckMenuItem item = new CheckMenuItem(itemText(option));
            item.setMnemonicParsing(false);
            item.setSelected(facet.chosen().contains(option.value()));
            item.setUserData(option.value());
            item.setOnAction(event -> {
                facet.choose(option.value(), item.isSelected());
                reopenAt(option.value());
            });
            valueItems.put(option.value(), item);
            items.add(item);
        }
        if (left > 0) {
            items.add(more); // counted, the values left out have the fewest events
        }
        getItems().setAll(items); // at once: each change to an open menu's items makes its whole content again
    }

    private String itemText(FacetFilter.Option option) {
        return String.format(Locale.ROOT, "%s   (%,d)", facet.menuLabel(option.value()), option.count());
    }

    /**
     * JavaFX closes a menu once an item is chosen, and only custom items (which its keyboard navigation skips) may
     * keep it open: the menu is shown again after the next layout, once the choice has been handled (its item ticked
     * or unticked where it is), the keyboard on the same value.
     */
    private void reopenAt(String value) {
        reopening = true;
        Scene scene = getScene();
        Runnable[] afterLayout = new Runnable[1];
        afterLayout[0] = () -> {
            scene.removePostLayoutPulseListener(afterLayout[0]);
            reopening = false;
            show();
            getItems().stream().filter(item -> value.equals(item.getUserData())).findFirst()
                    .ifPresent(FacetMenu::focusItem);
        };
        scene.addPostLayoutPulseListener(afterLayout[0]);
        Platform.requestNextPulse();
    }

    private static void focusItem(MenuItem item) {
        ContextMenu popup = item.getParentPopup();
        if (popup == null || popup.getSkin() == null) {
            return;
        }
        // Each item is drawn by a node that names its item in its properties.
        for (Node node : popup.getSkin().getNode().lookupAll(".menu-item")) {
            if (node.getProperties().get(MenuItem.class) == item) {
                node.requestFocus();
            }
        }
    }
}
