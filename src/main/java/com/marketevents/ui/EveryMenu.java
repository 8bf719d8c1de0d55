package com.marketevents.ui;

import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ContextMenu;
import javafx.stage.Window;

/**
 * Hands every menu the app shows (the menu bar's, the table's, the quick filter's: each is a {@link ContextMenu}
 * window) to a behaviour, once each, from the moment it is installed.
 */
final class EveryMenu {
    private EveryMenu() {
    }

    /** Runs {@code behaviour} on each menu window open now and on each opened later, once per menu and key. */
    static void install(Object key, Consumer<ContextMenu> behaviour) {
        Consumer<Window> watch = window -> {
            if (window instanceof ContextMenu menu && menu.getProperties().put(key, true) == null) {
                behaviour.accept(menu);
            }
        };
        Window.getWindows().forEach(watch);
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(watch);
            }
        });
    }
}
