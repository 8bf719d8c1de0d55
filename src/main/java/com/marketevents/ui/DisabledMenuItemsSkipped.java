package com.marketevents.ui;

import javafx.css.PseudoClass;
import javafx.event.Event;
import javafx.event.EventTarget;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Up and Down in any of the app's menus (the menu bar's, the table's, the quick filter's) pass over disabled items,
 * as desktop menus do. JavaFX moves onto them, and app.css draws a disabled item without a highlight, so the user
 * saw nothing highlighted until a second key press. Each key press the menu already moved onto a disabled item is
 * repeated, through the menu's own keys, until an enabled item has the focus; a menu of disabled items only is
 * left where the first press put it.
 */
final class DisabledMenuItemsSkipped {
    private static final PseudoClass DISABLED = PseudoClass.getPseudoClass("disabled");
    private DisabledMenuItemsSkipped() {
    }

    /** For every menu shown from now on; once is enough. */
    static void install() {
        EveryMenu.install(DisabledMenuItemsSkipped.class,
                menu -> menu.addEventFilter(KeyEvent.KEY_PRESSED, new Skipper(menu)::moveToAnEnabledItem));
    }

    private static final class Skipper {
        private final ContextMenu menu;
        private boolean repeating;

        Skipper(ContextMenu menu) {
            this.menu = menu;
        }

        void moveToAnEnabledItem(KeyEvent event) {
            if (repeating || (event.getCode() != KeyCode.DOWN && event.getCode() != KeyCode.UP)) {
                return;
            }
            event.consume();
            repeating = true;
            try {
                EventTarget target = event.getTarget();
                // Each press moves one item on, round the end: as many presses as items reach every one.
                for (int tries = menu.getItems().size() + 1; tries > 0; tries--) {
                    Event.fireEvent(target, event.copyFor(event.getSource(), target));
                    Node focused = focusOwner();
                    if (focused == null || !greyedOut(focused) || focused == target) {
                        return;
                    }
                    target = focused;
                }
            } finally {
                repeating = false;
            }
        }

        /** A menu's item node is never disabled itself: the item's state shows only as this pseudo-class. */
        private static boolean greyedOut(Node item) {
            return item.getPseudoClassStates().contains(DISABLED);
        }

        private Node focusOwner() {
            Scene scene = menu.getScene();
            return scene == null ? null : scene.getFocusOwner();
        }
    }
}
