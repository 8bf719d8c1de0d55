package com.marketevents.ui.export;

import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.export.ExportViewModel.StillRunning;
import java.util.Optional;
import javafx.beans.InvalidationListener;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.stage.Window;

/**
 * Asks before the window closes on an export still running, which quitting would otherwise throw away unasked: Keep
 * exporting (Enter, Esc) or Stop the export and quit. The count of rows written goes on while it asks; an export that
 * ends meanwhile closes the question, as there is nothing left to stop.
 */
final class QuitWhileExportingPrompt {
    /** What the user chose, or that the export ended while the question was open. */
    enum Answer { KEEP_EXPORTING, STOP_AND_QUIT, ENDED }

    private QuitWhileExportingPrompt() {
    }

    /** Asks, if an export runs; {@link Answer#ENDED} at once when none does. */
    static Answer ask(Window owner, ExportViewModel model) {
        Optional<StillRunning> still = model.stillRunning();
        if (still.isEmpty()) {
            return Answer.ENDED;
        }
        ButtonType stop = new ButtonType("Stop the export and quit", ButtonBar.ButtonData.OTHER);
        ButtonType keep = new ButtonType("Keep exporting", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", stop, keep);
        alert.initOwner(owner);
        alert.setTitle("Quit while exporting?");
        Label heading = DialogHeading.of(still.get().heading());
        heading.setId("quit-while-exporting-heading");
        heading.setMnemonicParsing(false); // a file name may hold an underscore
        Label sentence = DialogHeading.sentence(still.get().sentence());
        sentence.setId("quit-while-exporting-sentence");
        sentence.setMnemonicParsing(false);
        DialogHeading.head(alert, heading, sentence);
        alert.getDialogPane().setId("quit-while-exporting-prompt");
        // Enter keeps the export going: throwing it away should take a deliberate choice.
        ((Button) alert.getDialogPane().lookupButton(keep)).setDefaultButton(true);

        InvalidationListener follow = change -> model.stillRunning().ifPresentOrElse(now -> {
            heading.setText(now.heading());
            sentence.setText(now.sentence());
        }, () -> {
            alert.setResult(keep);
            alert.close();
        });
        model.noticeProperty().addListener(follow);
        model.busyProperty().addListener(follow);
        try {
            Optional<ButtonType> answer = alert.showAndWait();
            if (!model.busyProperty().get()) {
                return Answer.ENDED;
            }
            return answer.filter(stop::equals).isPresent() ? Answer.STOP_AND_QUIT : Answer.KEEP_EXPORTING;
        } finally {
            model.noticeProperty().removeListener(follow);
            model.busyProperty().removeListener(follow);
        }
    }
}
