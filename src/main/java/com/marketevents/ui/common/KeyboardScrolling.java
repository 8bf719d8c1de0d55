package com.marketevents.ui.common;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * A scroll pane the keyboard scrolls wherever the focus is in it: Page Up and Page Down by its visible height, less
 * a line kept in view; Home and End (Ctrl+Home and Ctrl+End in a text field, whose caret they move) to its ends;
 * and a control the focus moves to is scrolled into view.
 *
 * <p>JavaFX's scroll pane pages by its bar's block increment, about a line (some 9 px in Details), takes no
 * Ctrl+Home or Ctrl+End, and leaves a control Tab or Shift+Tab focuses below or above its view.
 */
public final class KeyboardScrolling {
    /** What Page Down leaves in view of the page before, to read on from. */
    private static final double PAGE_OVERLAP = 24;
    /** Room kept round a control scrolled into view, for its focus ring. */
    private static final double AROUND_FOCUS = 8;

    private KeyboardScrolling() {
    }

    public static void install(ScrollPane pane) {
        pane.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (scrolled(pane, event)) {
                event.consume();
            }
        });
        followFocus(pane);
    }

    /**
     * Only scrolls a control the focus moves to into view: for a pane holding lists or tables, whose own Page Up,
     * Page Down, Home and End move their selection.
     */
    public static void followFocus(ScrollPane pane) {
        pane.sceneProperty().flatMap(Scene::focusOwnerProperty).addListener((obs, old, now) -> {
            if (now != null && now != pane && isWithin(now, pane)) {
                scrollIntoView(pane, now);
            }
        });
    }

    /** Scrolls {@code pane} as {@code event}'s key asks; whether it was a scrolling key. */
    private static boolean scrolled(ScrollPane pane, KeyEvent event) {
        // Alt+Home is the window's "today"; Ctrl+Page Up/Down switch the side panel's tabs.
        if (event.isAltDown() || event.isMetaDown()) {
            return false;
        }
        boolean inText = event.getTarget() instanceof TextInputControl;
        boolean shortcut = event.isShortcutDown();
        switch (event.getCode()) {
            case PAGE_DOWN, PAGE_UP -> {
                if (shortcut) {
                    return false;
                }
                double page = Math.max(viewportHeight(pane) - PAGE_OVERLAP, viewportHeight(pane) / 2);
                showFrom(pane, shownTop(pane) + (event.getCode() == KeyCode.PAGE_DOWN ? page : -page));
                return true;
            }
            case HOME, END -> {
                if (inText && !shortcut) {
                    return false;
                }
                showFrom(pane, event.getCode() == KeyCode.HOME ? 0 : hiddenHeight(pane));
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    private static void scrollIntoView(ScrollPane pane, Node focused) {
        Bounds bounds = pane.getContent().sceneToLocal(focused.localToScene(focused.getLayoutBounds()));
        double top = shownTop(pane);
        if (bounds.getMinY() < top) {
            showFrom(pane, bounds.getMinY() - AROUND_FOCUS);
        } else if (bounds.getMaxY() > top + viewportHeight(pane)) {
            showFrom(pane, bounds.getMaxY() + AROUND_FOCUS - viewportHeight(pane));
        }
    }

    private static boolean isWithin(Node node, ScrollPane pane) {
        for (Node each = node; each != null; each = each.getParent()) {
            if (each == pane.getContent()) {
                return true;
            }
        }
        return false;
    }

    /** Scrolls so that the view starts {@code top} px down the content, or as near as its ends allow. */
    private static void showFrom(ScrollPane pane, double top) {
        double hidden = hiddenHeight(pane);
        if (hidden <= 0) {
            return;
        }
        double within = Math.max(0, Math.min(hidden, top));
        pane.setVvalue(pane.getVmin() + within / hidden * (pane.getVmax() - pane.getVmin()));
    }

    private static double shownTop(ScrollPane pane) {
        double range = pane.getVmax() - pane.getVmin();
        return range <= 0 ? 0 : (pane.getVvalue() - pane.getVmin()) / range * Math.max(0, hiddenHeight(pane));
    }

    private static double hiddenHeight(ScrollPane pane) {
        return pane.getContent().getLayoutBounds().getHeight() - viewportHeight(pane);
    }

    private static double viewportHeight(ScrollPane pane) {
        return pane.getViewportBounds().getHeight();
    }
}
