package com.marketevents.model;

/**
 * Text as a user means it when they type or paste it: without the spaces at its ends, including those
 * {@link String#strip()} keeps. A copy from a mail, a chat or a word processor often brings a no-break space, or an
 * invisible zero-width space or byte-order mark, at an end of an address or a key.
 */
public final class TypedText {
    /** No-break space, figure space, narrow no-break space: a word processor's or a mail's spaces. */
    static final String SPACE_LOOK_ALIKES = "\u00A0\u2007\u202F";
    /** Zero-width space and byte-order mark (zero-width no-break space): nothing to see, yet there. */
    private static final String INVISIBLE_SPACES = "\u200B\uFEFF";

    private TypedText() {
    }

    /** {@code text} without spaces, look-alikes of spaces and invisible spaces at its ends; null gives "". */
    public static String trimmed(String text) {
        if (text == null) {
            return "";
        }
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(text.charAt(end - 1))) {
            end--;
        }
        return text.substring(start, end);
    }

    /**
     * {@code text} with each look-alike of a space as a space: words a no-break space separates are two words for
     * a regular expression's {@code \s} and for {@link String#strip()} too. Every other character stays as it is.
     */
    public static String withPlainSpaces(String text) {
        StringBuilder plain = null;
        for (int i = 0; i < text.length(); i++) {
            if (SPACE_LOOK_ALIKES.indexOf(text.charAt(i)) >= 0) {
                if (plain == null) {
                    plain = new StringBuilder(text);
                }
                plain.setCharAt(i, ' ');
            }
        }
        return plain == null ? text : plain.toString();
    }

    /** True for null, and for text of spaces alone, as {@link #trimmed} reads them. */
    public static boolean isBlank(String text) {
        return trimmed(text).isEmpty();
    }

    private static boolean isSpace(char c) {
        return Character.isWhitespace(c) || SPACE_LOOK_ALIKES.indexOf(c) >= 0 || INVISIBLE_SPACES.indexOf(c) >= 0;
    }
}
