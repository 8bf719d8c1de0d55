package com.marketevents.ui;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * Marks {@code :keyboard-focus} wherever the focus goes while the keyboard was the last thing used, in a window and in
 * every window it owns (dialogs, menus): after Tab or an arrow key, and after a shortcut that moves the focus (Ctrl+T),
 * a menu item chosen with the keys, or a dialog opened with Ctrl+E, whose first control has the focus. JavaFX's own
 * {@code :focus-visible} comes from Tab alone: a control focused by {@code requestFocus()} showed nothing, though the
 * keys then acted on it; and a TabPane calls {@code requestFocus()} on every arrow key, which took it away at the first
 * key. After a mouse press nothing newly focused is marked until a key is pressed again, which marks the control
 * it goes to (the one clicked, too: Ctrl+T in the table just clicked), and a press on the marked control takes its
 * mark away. The mark goes when another control takes the focus, not when the window merely loses
 * it: back in the window, the user still sees where the keyboard is. Back from a dialog the window owns, its focus
 * is marked as the dialog was left: not after a click (Save), after a key (Enter, Esc).
 *
 * <p>Nothing has been used when the window opens: its first focus (the table's, where ↓ selects the first row) is
 * marked, so that the user sees where typing goes before typing.
 */
final class KeyboardFocusRing {
    static final PseudoClass KEYBOARD_FOCUS = PseudoClass.getPseudoClass("keyboard-focus");

    private final Window window;
    private final Set<Scene> followed = Collections.newSetFromMap(new WeakHashMap<>());
    private final ListChangeListener<Window> newWindows = change -> {
        while (change.next()) {
            change.getAddedSubList().stream().filter(this::isOwned).forEach(this::follow);
        }
    };
    private boolean keyboardLast = true;

    private KeyboardFocusRing(Window window) {
        this.window = window;
    }

    /** Follows the focus in {@code stage} (its scene set) and in the windows it comes to own, until it is hidden. */
    static void install(Stage stage) {
        KeyboardFocusRing follower = new KeyboardFocusRing(stage);
        follower.follow(stage);
        Window.getWindows().addListener(follower.newWindows);
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN,
                event -> Window.getWindows().removeListener(follower.newWindows));
    }

    private void follow(Window shown) {
        Scene scene = shown.getScene();
        if (scene == null || !followed.add(scene)) {
            return;
        }
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            keyboardLast = true;
            // A key acts where the focus is, moved there or not (Ctrl+T in the table just clicked), as a browser
            // shows :focus-visible; a modifier alone does nothing yet.
            if (!event.getCode().isModifierKey()) {
                mark(scene.getFocusOwner());
            }
        });
        scene.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            keyboardLast = false;
            Node focused = scene.getFocusOwner();
            if (focused != null && event.getTarget() instanceof Node pressed && isWithin(pressed, focused)) {
                focused.pseudoClassStateChanged(KEYBOARD_FOCUS, false);
            }
        });
        scene.focusOwnerProperty().addListener((observable, before, now) -> {
            if (before != null) {
                before.pseudoClassStateChanged(KEYBOARD_FOCUS, false);
            }
            mark(now);
        });
        mark(scene.getFocusOwner());
        if (shown != window && shown instanceof Stage dialog) {
            dialog.addEventHandler(WindowEvent.WINDOW_HIDDEN, event -> ringAfterDialog());
        }
    }

    /**
     * Back from a dialog, the window's focus is ringed as the dialog was left: Save clicked leaves no ring, though
     * the control had one before (Load, rung by a key, then Settings opened from a notice's button or Ctrl+,), and
     * Enter or Esc rings it.
     */
    private void ringAfterDialog() {
        Scene scene = window.getScene();
        Node focused = scene == null ? null : scene.getFocusOwner();
        if (focused != null) {
            focused.pseudoClassStateChanged(KEYBOARD_FOCUS, keyboardLast);
        }
    }

    private void mark(Node focused) {
        if (focused != null && keyboardLast) {
            focused.pseudoClassStateChanged(KEYBOARD_FOCUS, true);
        }
    }

    private boolean isOwned(Window candidate) {
        for (Window at = candidate; at != null; at = ownerOf(at)) {
            if (at == window) {
                return true;
            }
        }
        return false;
    }

    private static Window ownerOf(Window child) {
        if (child instanceof Stage stage) {
            return stage.getOwner();
        }
        return child instanceof PopupWindow popup ? popup.getOwnerWindow() : null;
    }

    private static boolean isWithin(Node node, Node container) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at == container) {
                return true;
            }
        }
        return false;
    }
}
