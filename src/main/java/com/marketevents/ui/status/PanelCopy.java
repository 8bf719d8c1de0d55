package com.marketevents.ui.status;

import com.marketevents.ui.common.ClipboardText;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.MenuKeys;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.geometry.Side;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyEvent;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/**
 * Copies a text of the status panel (the whole report, a check's output, the host) to the clipboard and says so in
 * the status bar. The panel's labels are wrapped and cut at a length that reads, so copying is an action on the
 * whole text rather than a selection of what the label shows.
 */
final class PanelCopy {
    private final Consumer<String> say;
    private ContextMenu open;

    /** {@code say}: says a short word in the status bar ("Copied the status report"). */
    PanelCopy(Consumer<String> say) {
        this.say = say;
    }

    void copy(String text, String said) {
        ClipboardText.put(text);
        say.accept(said);
    }

    /**
     * Gives {@code node} a context menu of one item, {@code item} ("Copy output"), that copies {@code text}, opened by
     * a right click, Shift+F10 or the menu key. The node takes the keyboard's focus (Tab), and a screen reader says
     * {@code help} ("Shift+F10 to copy its output"): neither a label nor a cell could be reached without a mouse.
     */
    void offerOn(Node node, String id, String item, String help, Supplier<String> text, String said) {
        node.setFocusTraversable(true);
        node.setAccessibleHelp(help);
        // Made when asked for: a report of many checks would otherwise hold a popup window per check.
        node.setOnContextMenuRequested(event -> {
            event.consume();
            if (event.isKeyboardTrigger() && open != null && open.isShowing()) {
                return; // opened already from the key itself, where the platform also turns it into a request
            }
            MenuItem copy = new MenuItem(item, Icons.of(MaterialDesignC.CONTENT_COPY));
            copy.setId(id);
            copy.setMnemonicParsing(false);
            copy.setOnAction(chosen -> copy(text.get(), said));
            open = new ContextMenu(copy);
            if (event.isKeyboardTrigger()) {
                // Under the node, as a menu button's: the toolkit's point for a key is inside it, over the text.
                open.show(node, Side.BOTTOM, 0, 0);
            } else {
                open.show(node, event.getScreenX(), event.getScreenY());
            }
        });
        // Not every platform turns the keys into a request (the headless one does not): they are asked for here.
        node.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (MenuKeys.opensAMenu(event)) {
                event.consume();
                node.fireEvent(keyboardRequest(node));
            }
        });
    }

    private static ContextMenuEvent keyboardRequest(Node node) {
        var inScene = node.localToScene(node.getLayoutBounds());
        var onScreen = node.localToScreen(node.getLayoutBounds());
        return new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, inScene.getMinX(), inScene.getMaxY(),
                onScreen.getMinX(), onScreen.getMaxY(), true, null);
    }
}
