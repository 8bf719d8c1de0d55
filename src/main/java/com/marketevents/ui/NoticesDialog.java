package com.marketevents.ui;

import com.marketevents.ui.common.DialogButtons;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.RoomOnScreen;
import javafx.scene.control.Alert;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Help ▸ About ▸ Third-party notices: the notices as read-only text, to read, select and copy. */
final class NoticesDialog {
    /** Room for the licence texts' 80 characters a line (the estimate runs narrower than the font). */
    private static final int COLUMNS = 88;
    private static final int ROWS = 24;

    private NoticesDialog() {
    }

    static void show(Window owner, String notices) {
        TextArea text = new TextArea(notices);
        text.setId("notices-text");
        text.getStyleClass().add("notices-text");
        text.setEditable(false);
        text.setWrapText(true); // the NOTICE files' longer lines wrap rather than scroll sideways
        text.setPrefColumnCount(COLUMNS);
        text.setPrefRowCount(ROWS);
        Alert alert = new Alert(Alert.AlertType.NONE, null, DialogButtons.CLOSE);
        alert.initOwner(owner);
        alert.setTitle("Third-party notices");
        alert.getDialogPane().setId("notices-dialog");
        DialogHeading.head(alert, "Third-party notices", new VBox(10, DialogHeading.sentence(
                "The libraries Market Events Browser uses, each with its version and licence, then the licences'"
                        + " full texts."), text));
        alert.getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());
        // Opens on the text, so that the arrow and page keys scroll it; Esc still closes. The button bar's skin gives
        // Close the focus when it is made: made now, then overruled.
        alert.getDialogPane().applyCss();
        // At least its preferred width, else the dialog takes its width from the sentence above; less on a narrow
        // screen, where the lines wrap.
        RoomOnScreen.leastWidthAsPreferredWithin(text, alert.getDialogPane(), owner);
        text.requestFocus();
        alert.showAndWait();
    }
}
