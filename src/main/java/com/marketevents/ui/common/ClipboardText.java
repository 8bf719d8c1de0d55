package com.marketevents.ui.common;

import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/** Puts text on the system clipboard: the one way the window copies (rows, a cell, an identifier). */
public final class ClipboardText {

    private ClipboardText() {
    }

    /** Replaces the clipboard's content with {@code text}; call on the FX thread. */
    public static void put(String text) {
        put(text, null);
    }

    /**
     * As {@link #put(String)}, with {@code html} beside the text for programs that paste HTML (spreadsheets, mail);
     * the text alone when {@code html} is null.
     */
    public static void put(String text, String html) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        if (html != null) {
            content.putHtml(html);
        }
        Clipboard.getSystemClipboard().setContent(content);
    }
}
