package com.marketevents.ui;

import java.util.List;
import java.util.Optional;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * In an open menu (the table's, the quick filter's, a menu bar's), typing an item's underlined letter chooses
 * it, without Alt, as desktop menus do; JavaFX's menus take only Up, Down, Enter and Esc. When several shown
 * items share the letter, each press moves the highlight to the next of them and Enter chooses it. Any other
 * character typed is kept by the menu, so it cannot reach the control behind it (the table's type-to-find).
 */
final class MenuLetters {
    private MenuLetters() {
    }

    /** For every menu shown from now on; once is enough. */
    static void install() {
        EveryMenu.install(MenuLetters.class,
                menu -> menu.addEventFilter(KeyEvent.KEY_TYPED, event -> typed(menu, event)));
    }

    /** The item's underlined letter, in upper case: the character after its first single underscore. */
    static Optional<Character> letterOf(MenuItem item) {
        String text = item.getText();
        if (text == null || !item.isMnemonicParsing() || item instanceof CustomMenuItem) {
            return Optional.empty();
        }
        for (int i = 0; i < text.length() - 1; i++) {
            if (text.charAt(i) == '_') {
                if (text.charAt(i + 1) != '_') {
                    return Optional.of(Character.toUpperCase(text.charAt(i + 1)));
                }
                i++; // "__" is an underscore shown
            }
        }
        return Optional.empty();
    }

    private static void typed(ContextMenu menu, KeyEvent event) {
        String character = event.getCharacter();
        if (event.isControlDown() || event.isAltDown() || event.isMetaDown() || character.isBlank()
                || Character.isISOControl(character.charAt(0))) {
            return;
        }
        event.consume();
        char letter = Character.toUpperCase(character.charAt(0));
        List<MenuItem> matching = menu.getItems().stream()
                .filter(item -> item.isVisible() && !item.isDisable())
                .filter(item -> letterOf(item).filter(found -> found == letter).isPresent())
                .toList();
        if (matching.isEmpty()) {
            return;
        }
        Optional<Node> focused = Optional.ofNullable(menu.getScene()).map(Scene::getFocusOwner);
        int current = focused.map(node -> matching.indexOf(itemOf(node))).orElse(-1);
        MenuItem next = matching.get((current + 1) % matching.size());
        nodeOf(menu, next).ifPresent(node -> {
            node.requestFocus();
            if (matching.size() == 1) {
                // The menu's own Enter: a check item is ticked, a submenu opened, an item fired and the menu closed.
                Event.fireEvent(node, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false,
                        false));
            }
        });
    }

    private static Object itemOf(Node node) {
        return node.getProperties().get(MenuItem.class);
    }

    /** Each item is drawn by a node that names its item in its properties. */
    private static Optional<Node> nodeOf(ContextMenu menu, MenuItem item) {
        if (menu.getSkin() == null) {
            return Optional.empty();
        }
        return menu.getSkin().getNode().lookupAll(".menu-item").stream()
                .filter(node -> itemOf(node) == item).findFirst();
    }
}
