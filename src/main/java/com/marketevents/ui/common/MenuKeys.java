package com.marketevents.ui.common;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The keys that open a context menu: the Menu key, or Shift+F10. Not every platform turns them into a context menu
 * request (the headless one in the tests does not), so a node with a menu of its own also asks for it on them.
 */
public final class MenuKeys {
    private MenuKeys() {
    }

    public static boolean opensAMenu(KeyEvent event) {
        return event.getCode() == KeyCode.CONTEXT_MENU
                || event.getCode() == KeyCode.F10 && event.isShiftDown() && !event.isShortcutDown();
    }
}
