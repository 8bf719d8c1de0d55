package com.marketevents.cli;

/** Makes text from the service safe to print on a terminal: no control characters, no escape sequences. */
final class TerminalText {
    private TerminalText() {
    }

    /** The text with every control character replaced by a space; null gives the fallback. */
    static String clean(String text, String fallback) {
        if (text == null) {
            return fallback;
        }
        StringBuilder cleaned = new StringBuilder(text.length());
        text.codePoints().forEach(c -> cleaned.appendCodePoint(Character.isISOControl(c) ? ' ' : c));
        return cleaned.toString().strip();
    }
}
