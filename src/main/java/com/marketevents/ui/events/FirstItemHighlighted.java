package com.marketevents.ui.events;

import javafx.event.Event;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

/**
 * A menu opened by a key highlights its first item that can be chosen, ready for Enter. JavaFX opens a menu with no
 * item highlighted, and the first Down only moved onto the first item: the key that opened the menu seemed lost.
 *
 * <p>The menu is given that first Down itself, through its own keys: focused directly, an item was highlighted but
 * the menu did not know it, and the next Down went to the first item again. Down also passes over greyed-out items,
 * as in every menu of the app.
 */
final class FirstItemHighlighted {
    private FirstItemHighlighted() {
    }

    /**
     * In {@code menu}, just shown. Not from its on-shown handler: JavaFX's menu forgets the item the keyboard is on
     * as the last step of showing, after that handler.
     */
    static void in(ContextMenu menu) {
        if (menu.isShowing() && menu.getSkin() != null) {
            Event.fireEvent(menu.getSkin().getNode(),
                    new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.DOWN, false, false, false, false));
        }
    }

    /**
     * Makes {@code button}'s menu highlight its first item when Space or Enter opens it; opened by the mouse, it
     * highlights none, as JavaFX's menus do.
     */
    static void whenOpenedByKey(MenuButton button) {
        boolean[] byKey = {false};
        button.addEventFilter(KeyEvent.KEY_PRESSED, event -> byKey[0] = !button.isShowing()
                && (event.getCode() == KeyCode.SPACE || event.getCode() == KeyCode.ENTER));
        button.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> byKey[0] = false);
        button.setOnShown(event -> {
            if (byKey[0] && !button.getItems().isEmpty()) {
                byKey[0] = false;
                in(button.getItems().get(0).getParentPopup());
            }
        });
    }
}
