package com.marketevents.settings;

import java.util.Optional;

/**
 * The characters the user's preferences can keep. Java writes them to an XML 1.0 file, which holds no control
 * character but the tab and the line breaks, no U+FFFE or U+FFFF and no half of a surrogate pair: Java writes one
 * all the same ({@code &#1;}), and at the next start refuses the whole file, every setting and watchlist with it.
 */
final class PreferencesText {
    private PreferencesText() {
    }

    /** Whether the preferences' file can hold {@code codePoint} (a character of XML 1.0). */
    static boolean canHold(int codePoint) {
        return codePoint == '\t' || codePoint == '\n' || codePoint == '\r'
                || codePoint >= 0x20 && codePoint <= 0xD7FF
                || codePoint >= 0xE000 && codePoint <= 0xFFFD
                || codePoint >= 0x10000 && codePoint <= Character.MAX_CODE_POINT;
    }

    /** The first character of {@code text} the preferences' file cannot hold, or empty when it can hold them all. */
    static Optional<Integer> firstNotHeld(String text) {
        return text.codePoints().filter(c -> !canHold(c)).boxed().findFirst();
    }

    /** {@code text} without the characters the preferences' file cannot hold. */
    static String held(String text) {
        if (firstNotHeld(text).isEmpty()) {
            return text;
        }
        StringBuilder kept = new StringBuilder(text.length());
        text.codePoints().filter(PreferencesText::canHold).forEach(kept::appendCodePoint);
        return kept.toString();
    }
}
