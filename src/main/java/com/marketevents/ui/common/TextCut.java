package com.marketevents.ui.common;

/** Cuts a text to a length with an ellipsis, never inside a character. */
public final class TextCut {
    private TextCut() {
    }

    /** {@code text} cut to {@code max} characters with an ellipsis, or as it is when it fits. */
    public static String cut(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(max - 2)) ? max - 2 : max - 1;
        return text.substring(0, end) + "…";
    }
}
