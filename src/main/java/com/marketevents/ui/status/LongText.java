package com.marketevents.ui.status;

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

    private LongText() {
    }

    /** {@code text} cut to {@code max} characters with an ellipsis, or as it is when it fits. */
    static String cut(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(max - 2)) ? max - 2 : max - 1;
        return text.substring(0, end) + "…";
    }

    /** Shows {@code value} in {@code label}, wrapped and cut, with the whole text in a tooltip when it was cut. */
    static void show(Label label, ObservableValue<String> value) {
        label.setWrapText(true);
        label.setMinWidth(0);
        value.subscribe(text -> show(label, text));
    }

    static void show(Label label, String text) {
        label.setWrapText(true);
        label.setMinWidth(0);
        String shown = cut(text, SHOWN);
        label.setText(shown);
        if (shown == null || shown.equals(text)) {
            label.setTooltip(null);
            return;
        }
        Tooltip whole = new Tooltip(text);
        whole.setWrapText(true);
        whole.setMaxWidth(TOOLTIP_WIDTH);
        label.setTooltip(whole);
    }

    /** Keeps a label's width from falling below its text's ("Report time" never becomes "Rep…"). */
    static Label unshrinking(Label label) {
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
