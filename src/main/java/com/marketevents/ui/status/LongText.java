package com.marketevents.ui.status;

import com.marketevents.ui.TextCut;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;

/**
 * Texts the service sends (a host name, a check's name or output) can be any length: a label shows them wrapped
 * within the panel's width and cut at a length that still reads, and its tooltip holds the whole text.
 */
final class LongText {
    /** Wider than a host name may be (253), room for a few lines of a check's output. */
    static final int SHOWN = 300;
    private static final double TOOLTIP_WIDTH = 560;
    /** Longer than any word of a sentence, shorter than the narrowest panel holds. */
    private static final int LONGEST_RUN = 24;

    private LongText() {
    }

    /**
     * {@code text} with a zero-width space every {@link #LONGEST_RUN} characters of a run without a space (a check
     * named "cccc…"), where a label could not wrap it and it ran past the panel's edge; never inside a character.
     */
    static String breakable(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = null;
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            run = Character.isWhitespace(c) ? 0 : run + 1;
            if (run > LONGEST_RUN && !Character.isLowSurrogate(c)) {
                out = out != null ? out : new StringBuilder(text.length() + text.length() / LONGEST_RUN)
                        .append(text, 0, i);
                out.append('\u200B');
                run = 1;
            }
            if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    /** Shows {@code value} in {@code label}, wrapped and cut, with the whole text in a tooltip when it was cut. */
    static void show(Label label, ObservableValue<String> value) {
        label.setWrapText(true);
        label.setMinWidth(0);
        value.subscribe(text -> show(label, text));
    }

    static void show(Label label, String text) {
        show(label, text, SHOWN);
    }

    /** As {@link #show(Label, String)}, cut at {@code max} characters. */
    static void show(Label label, String text, int max) {
        label.setWrapText(true);
        label.setMinWidth(0);
        String shown = TextCut.cut(text, max);
        label.setText(breakable(shown));
        label.setTooltip(shown == null || shown.equals(text) ? null : tooltip(text));
    }

    /** A tooltip holding {@code text} whole, wrapped. */
    static Tooltip tooltip(String text) {
        Tooltip whole = new Tooltip(text);
        whole.setWrapText(true);
        whole.setMaxWidth(TOOLTIP_WIDTH);
        return whole;
    }

    /** Keeps a label's width from falling below its text's ("Report time" never becomes "Rep…"). */
    static Label unshrinking(Label label) {
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
