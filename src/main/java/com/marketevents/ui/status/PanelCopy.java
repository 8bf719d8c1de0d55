package com.marketevents.ui.status;

import com.marketevents.ui.ClipboardText;
import com.marketevents.ui.Icons;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;

/**
 * Copies a text of the status panel (the whole report, a check's output, the host) to the clipboard and says so in
 * the status bar. The panel's labels are wrapped and cut at a length that reads, so copying is an action on the
 * whole text rather than a selection of what the label shows.
 */
final class PanelCopy {
    private final Consumer<String> say;

    /** {@code say}: says a short word in the status bar ("Copied the status report"). */
    PanelCopy(Consumer<String> say) {
        this.say = say;
    }

    void copy(String text, String said) {
        ClipboardText.put(text);
        say.accept(said);
    }

    /** Gives {@code node} a context menu of one item, {@code item} ("Copy output"), that copies {@code text}. */
    void offerOn(Node node, String id, String item, Supplier<String> text, String said) {
        // Made when asked for: a report of many checks would otherwise hold a popup window per check.
        node.setOnContextMenuRequested(event -> {
            MenuItem copy = new MenuItem(item, Icons.of(MaterialDesignC.CONTENT_COPY));
            copy.setId(id);
            copy.setMnemonicParsing(false);
            copy.setOnAction(chosen -> copy(text.get(), said));
            new ContextMenu(copy).show(node, event.getScreenX(), event.getScreenY());
            event.consume();
        });
    }
}
