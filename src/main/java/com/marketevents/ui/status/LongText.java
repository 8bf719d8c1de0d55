package com.marketevents.ui.status;

import com.marketevents.ui.common.TextCut;
import java.util.Locale;
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
    /** Lines of a text written in lines (a traceback) shown before it is cut, so what follows stays in sight. */
    static final int SHOWN_LINES = 6;
    /** A tooltip holds a text whole up to this many characters and twice {@link #TOOLTIP_PART_LINES} lines. */
    private static final int TOOLTIP_WHOLE = 5_000;
    /**
     * A tooltip cannot scroll: a longer text shows its beginning and its end (a traceback's last line names the
     * error), each at most this many lines and {@link #TOOLTIP_PART} characters, with what is left out counted.
     */
    static final int TOOLTIP_PART_LINES = 15;
    private static final int TOOLTIP_PART = 1_200;
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
        String shown = shown(text, max);
        label.setText(breakable(shown));
        label.setTooltip(shown == null || shown.equals(text) ? null : tooltip(text));
    }

    /** {@code text} cut at {@code max} characters and after {@link #SHOWN_LINES} lines, with an ellipsis. */
    static String shown(String text, int max) {
        String cut = TextCut.cut(text, max);
        int end = endOfLines(cut, SHOWN_LINES);
        return end < 0 ? cut : cut.substring(0, end).stripTrailing() + "…";
    }

    /** A tooltip holding {@code text}, wrapped: whole, or its beginning and end when it is too long to show. */
    static Tooltip tooltip(String text) {
        Tooltip whole = new Tooltip(tooltipText(text));
        whole.setWrapText(true);
        whole.setMaxWidth(TOOLTIP_WIDTH);
        return whole;
    }

    /** {@code text} whole, or its beginning and its end with "… 17,500 characters not shown …" between them. */
    static String tooltipText(String text) {
        if (text == null || (text.length() <= TOOLTIP_WHOLE && endOfLines(text, 2 * TOOLTIP_PART_LINES) < 0)) {
            return text;
        }
        String head = head(text);
        String tail = new StringBuilder(head(new StringBuilder(text).reverse().toString())).reverse().toString();
        int hidden = text.length() - head.length() - tail.length();
        if (hidden <= 0) {
            return text;
        }
        return head.stripTrailing() + "\n… " + String.format(Locale.ROOT, "%,d", hidden)
                + " characters not shown …\n" + tail.stripLeading();
    }

    /** The beginning of {@code text}, of at most {@link #TOOLTIP_PART} characters and {@link #TOOLTIP_PART_LINES}. */
    private static String head(String text) {
        int end = Math.min(text.length(), TOOLTIP_PART);
        if (end < text.length() && Character.isLowSurrogate(text.charAt(end))) {
            end--;
        }
        String head = text.substring(0, end);
        int lines = endOfLines(head, TOOLTIP_PART_LINES);
        return lines < 0 ? head : head.substring(0, lines);
    }

    /** Where the {@code lines}th line of {@code text} ends (at its line break), or -1 when it has no more lines. */
    private static int endOfLines(String text, int lines) {
        if (text == null) {
            return -1;
        }
        int at = -1;
        for (int line = 0; line < lines; line++) {
            at = text.indexOf('\n', at + 1);
            if (at < 0) {
                return -1;
            }
        }
        return at + 1 < text.length() ? at : -1;
    }

    /** Keeps a label's width from falling below its text's ("Report time" never becomes "Rep…"). */
    static Label unshrinking(Label label) {
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
