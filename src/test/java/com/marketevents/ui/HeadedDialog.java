package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.common.DialogHeading;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;

/**
 * What a user sees of a dialog's title, as the Export dialog shows it: a bold heading at the top of the content and
 * no grey header band. Under Monocle the fonts are not GTK's, so the heading's style class stands for its look.
 */
public final class HeadedDialog {
    private HeadedDialog() {
    }

    /** Asserts that {@code pane} is headed {@code heading}, with {@code sentence} (what else it says) under it. */
    public static void assertHeaded(DialogPane pane, String heading, String sentence) {
        assertNull(pane.getHeaderText(), "no grey header band");
        assertTrue(pane.getStyleClass().contains("app-dialog"), "the dialogs' one margin");
        Label title = (Label) pane.lookup("." + DialogHeading.STYLE_CLASS);
        assertEquals(heading, title == null ? null : title.getText(), "the bold heading");
        Node said = WindowFixture.onFx(() -> pane.getContent().lookupAll(".label").stream()
                .filter(label -> sentence.equals(((Label) label).getText())).findFirst())
                .orElseThrow(() -> new AssertionError("no sentence “" + sentence + "”"));
        assertTrue(WindowFixture.sceneBounds(title).getMaxY() <= WindowFixture.sceneBounds(said).getMinY(),
                "the heading comes first");
    }
}
