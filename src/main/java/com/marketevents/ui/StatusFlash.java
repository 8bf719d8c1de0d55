package com.marketevents.ui;

import com.marketevents.ui.common.UiExecutor;
import java.time.Duration;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * A short word in the status bar about something done that shows nowhere else, such as "Copied 3 rows", or why a
 * shortcut did nothing ("Nothing to export: …", not in the colour of things done): shown for a few seconds, then gone.
 * Something that needs an answer or stays true goes in a notice instead.
 */
final class StatusFlash extends Label {
    static final Duration SHOWN_FOR = Duration.ofSeconds(4);
    static final PseudoClass NOT_DONE = PseudoClass.getPseudoClass("not-done");
    private final UiExecutor executor;
    private UiExecutor.Scheduled hiding;

    StatusFlash(UiExecutor executor) {
        this.executor = executor;
        setId("status-flash");
        getStyleClass().add("status-flash");
        setMinWidth(Region.USE_PREF_SIZE);
        visibleProperty().bind(textProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
    }

    void say(String text) {
        show(text, false);
    }

    void sayWhyNot(String text) {
        show(text, true);
    }

    /** A word said again, or another, is shown its whole time from now. */
    private void show(String text, boolean notDone) {
        pseudoClassStateChanged(NOT_DONE, notDone);
        setText(text);
        if (hiding != null) {
            hiding.cancel();
        }
        hiding = executor.schedule(SHOWN_FOR, () -> setText(""));
    }
}
