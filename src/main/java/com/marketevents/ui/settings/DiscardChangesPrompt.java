package com.marketevents.ui.settings;

import com.marketevents.ui.common.DialogHeading;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** Asks before the Settings dialog closes on values the user changed and did not save. */
final class DiscardChangesPrompt {
    private DiscardChangesPrompt() {
    }

    /** True when the user chose to discard {@code changes} (a sentence naming the changed fields, never a value). */
    static boolean confirm(Window owner, String changes) {
        ButtonType discard = new ButtonType("Discard changes", ButtonBar.ButtonData.OTHER);
        ButtonType keepEditing = new ButtonType("Keep editing", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, changes, discard, keepEditing);
        alert.initOwner(owner);
        alert.setTitle("Discard changes?");
        DialogHeading.head(alert, "Discard your changes to the settings?");
        alert.getDialogPane().setId("settings-discard-prompt");
        // Enter keeps what was typed: losing it should take a deliberate choice.
        ((Button) alert.getDialogPane().lookupButton(keepEditing)).setDefaultButton(true);
        return alert.showAndWait().filter(discard::equals).isPresent();
    }
}
