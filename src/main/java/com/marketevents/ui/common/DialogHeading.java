package com.marketevents.ui.common;

import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A dialog's title as the application's dialogs show it (Export, Settings and the rest): in bold at the top of the
 * content, a sentence under it in the muted colour, all within one margin. The theme's header band instead set the
 * title in small grey type on a grey strip, which read as a note rather than as what the dialog is about.
 */
public final class DialogHeading {
    /** The heading's style class (app.css). */
    public static final String STYLE_CLASS = "dialog-heading";
    private static final double SENTENCE_WIDTH = 360;

    private DialogHeading() {
    }

    /** The heading alone, for a window that lays out its own content (Settings, the list of shortcuts). */
    public static Label of(String text) {
        Label heading = new Label(text);
        heading.getStyleClass().add(STYLE_CLASS);
        heading.setWrapText(true);
        heading.setMinHeight(Region.USE_PREF_SIZE);
        return heading;
    }

    /** A sentence under a heading, saying more: muted, wrapped within the dialog's usual width. */
    public static Label sentence(String text) {
        Label sentence = new Label(text);
        sentence.getStyleClass().add("muted");
        sentence.setWrapText(true);
        sentence.setMinHeight(Region.USE_PREF_SIZE);
        sentence.setPrefWidth(SENTENCE_WIDTH);
        return sentence;
    }

    /**
     * Makes {@code heading}, then {@code below}, the content of {@code dialog}, which loses its header band;
     * {@code below} scrolls when the dialog is shortened to fit a short screen.
     */
    public static void head(Dialog<?> dialog, String heading, Node below) {
        head(dialog, of(heading), below);
    }

    /** As {@link #head(Dialog, String, Node)}, with a heading made by {@link #of}, whose text may then change. */
    public static void head(Dialog<?> dialog, Label heading, Node below) {
        dialog.setHeaderText(null);
        dialog.setGraphic(null);
        dialog.getDialogPane().getStyleClass().add("app-dialog");
        dialog.getDialogPane().setContent(new VBox(6, heading, ScrollingMiddle.of(below)));
    }

    /** Heads an alert: {@code heading} above the alert's own sentence (its content text). */
    public static void head(Alert alert, String heading) {
        head(alert, heading, sentence(alert.getContentText()));
    }
}
