package com.marketevents.ui;

import javafx.animation.PauseTransition;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.util.Duration;

/**
 * A short word in the status bar about something done that shows nowhere else, such as "Copied 3 rows", or why a
 * shortcut did nothing ("Nothing to export: …", not in the colour of things done): shown for a few seconds, then gone.
 * Something that needs an answer or stays true goes in a notice instead.
 */
final class StatusFlash extends Label {
    static final Duration SHOWN_FOR = Duration.seconds(4);
    static final PseudoClass NOT_DONE = PseudoClass.getPseudoClass("not-done");
    private final PauseTransition showing = new PauseTransition(SHOWN_FOR);

    StatusFlash() {
        setId("status-flash");
        getStyleClass().add("status-flash");
        setMinWidth(Region.USE_PREF_SIZE);
        visibleProperty().bind(textProperty().isNotEmpty());
        managedProperty().bind(visibleProperty());
        showing.setOnFinished(done -> setText(""));
    }

    void say(String text) {
        show(text, false);
    }

    void sayWhyNot(String text) {
        show(text, true);
    }

    private void show(String text, boolean notDone) {
        pseudoClassStateChanged(NOT_DONE, notDone);
        setText(text);
        showing.playFromStart();
    }
}
