package com.marketevents.ui.events;

import java.util.Locale;
import javafx.application.Platform;
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
 * XNYS) is one more click, not the menu opened again; Escape or a click elsewhere closes it.
 */
final class FacetMenu extends MenuButton {
    private static final PseudoClass ACTIVE = PseudoClass.getPseudoClass("active");
    /**
     * Letters of a choice a cut button keeps beside its name ("Type: Sha…"): with five, two long choices and a short
     * one ("Exchange: XETR") did not fit beside the quick filter at 1366 px, and the table moved down a line.
     */
    private static final int READABLE_LETTERS = 3;
    /** A choice this short is never cut: "Exchange: XNA…" or "Fiscal year: 202…" would save a letter's width. */
    private static final int SHORT_CHOICE = 5;

    private final EventsViewModel model;
    private final FacetFilter facet;
    /** The items are out of date: they are made again when the menu opens, or at once while it is open. */
    private boolean stale = true;
    /** Closed by JavaFX after a choice, the menu is to be shown again at once. */
    private boolean reopening;
    private boolean openedByKey;
    /** What {@link #readableWidth} cuts from the text, in pixels, for this text in this font. */
    private double textCut;
    private String measuredText;
    private Font measuredFont;

    /**
     * The narrowest this button may be cut to and still be read: its name and the first letters of its choice
     * ("Type: Sha…"), or its whole width when the choice is short ("Exchange: XNAS"), or when it counts its choices
     * ("Exchange: 2 of 12" cut to "Exchange: 2 of …" hid how many there are).
     */
    double readableWidth() {
        String shown = getText();
        int name = facet.title().length() + ": ".length();
        int readable = name + READABLE_LETTERS;
        if (shown == null || shown.length() <= name + SHORT_CHOICE || facet.chosen().size() > 1) {
            return prefWidth(-1);
        }
        // Asked for many times a layout (FilterBarLayout's search for a width), measured once a text and font.
        if (!shown.equals(measuredText) || getFont() != measuredFont) {
            measuredText = shown;
            measuredFont = getFont();
            textCut = textWidth(shown) - textWidth(shown.substring(0, readable) + getEllipsisString());
        }
        // Two pixels to spare: the button's own measure of what fits rounds otherwise, and dropped a letter under GTK.
        return prefWidth(-1) - Math.max(0, textCut - 2);
    }

    private double textWidth(String text) {
        Text measured = new Text(text);
        measured.setFont(getFont());
        return measured.getLayoutBounds().getWidth();
    }

    FacetMenu(EventsViewModel model, FacetFilter facet) {
        this.model = model;
        this.facet = facet;
        setId("filter-" + facet.id().replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT));
        getStyleClass().add("facet-menu");
        textProperty().bind(facet.summaryProperty());
        // A chosen value lengthens the button ("Type: Shareholder meeting"): the filter bar cuts it where the line is
        // short of room (FilterBarLayout, down to readableWidth), the whole in its tooltip, which names every value
        // chosen where the button counts them ("Type: 2 of 6").
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(facet.chosenInFullProperty());
        setTooltip(whole);
        accessibleTextProperty().bind(facet.chosenInFullProperty()); // a screen reader reads it whole too
        // Values are data ("AGM_2"): an underscore is text, not a mnemonic marker.
        setMnemonicParsing(false);
        facet.options().addListener((ListChangeListener<FacetFilter.Option>) change -> changed());
        facet.chosen().addListener((SetChangeListener<String>) change -> changed());
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
        setOnHidden(event -> holdSummary(reopening));
        changed();
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
            textProperty().bind(facet.summaryProperty());
        }
        setMinWidth(hold ? getWidth() : USE_COMPUTED_SIZE);
        setPrefWidth(hold ? getWidth() : USE_COMPUTED_SIZE);
    }

    // The items are made when the menu opens, or while it is open: made at every load and every choice, they cost
    // the FX thread a few milliseconds at the end of each load, where its longest waits fall.
    private void changed() {
        pseudoClassStateChanged(ACTIVE, facet.isActive());
        stale = true;
        if (isShowing()) {
            makeItems();
        }
    }

    private void makeItems() {
        stale = false;
        MenuItem all = new MenuItem("All (no filter)");
        all.setOnAction(event -> facet.clear());
        getItems().setAll(all, new SeparatorMenuItem());
        if (facet.options().isEmpty()) {
            MenuItem none = new MenuItem("Load events to see the values");
            none.setDisable(true);
            getItems().add(none);
        }
        for (FacetFilter.Option option : facet.options()) {
            CheckMenuItem item = new CheckMenuItem(String.format(Locale.ROOT, "%s   (%,d)",
                    facet.menuLabel(option.value()), option.count()));
            item.setMnemonicParsing(false);
            item.setSelected(facet.chosen().contains(option.value()));
            item.setUserData(option.value());
            item.setOnAction(event -> {
                facet.choose(option.value(), item.isSelected());
                reopenAt(option.value());
            });
            getItems().add(item);
        }
    }

    /**
     * JavaFX closes a menu once an item is chosen, and only custom items (which its keyboard navigation skips) may
     * keep it open: the menu is shown again after the next layout, once the choice has been handled (its items made
     * anew for it), the keyboard on the same value.
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
