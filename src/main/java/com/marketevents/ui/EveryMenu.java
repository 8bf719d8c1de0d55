package com.marketevents.ui;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ContextMenu;
import javafx.stage.Window;

/**
 * Hands every menu the app shows (the menu bar's, the table's, the quick filter's: each is a {@link ContextMenu}
 * window) to a behaviour, once each, from the moment it is installed.
 */
final class EveryMenu {
    private static final Set<Object> INSTALLED_KEYS = new HashSet<>();

    private EveryMenu() {
    }

    /**
     * Runs {@code behaviour} on each menu window open now and on each opened later, once per menu and key; a key
     * installed before is not installed again. On the JavaFX application thread.
     */
    static void install(Object key, Consumer<ContextMenu> behaviour) {
        if (!INSTALLED_KEYS.add(key)) {
            return;
        }
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
