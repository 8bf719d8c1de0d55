package com.marketevents.cli;

/**
 * Makes text from the service safe to print on a terminal: no control characters, no escape sequences, no
 * invisible format characters (a right-to-left override would make a line read backwards).
 */
final class TerminalText {
    private TerminalText() {
    }

    /** The text with each control character as a space and format characters left out; null gives the fallback. */
    static String clean(String text, String fallback) {
        if (text == null) {
            return fallback;
        }
        StringBuilder cleaned = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c)) {
                cleaned.append(' ');
            } else if (Character.getType(c) != Character.FORMAT) {
                cleaned.appendCodePoint(c);
            }
        });
        return cleaned.toString().strip();
    }
}
