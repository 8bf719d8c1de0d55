package com.marketevents.api;

/** Turns text from outside (a service body, an exception) into one short, plain line fit for a message. */
final class ShortText {
    static final int MAX_LENGTH = 160;

    private ShortText() {
    }

    /** Collapses whitespace and control characters, trims, and cuts at {@link #MAX_LENGTH}; blank gives null. */
    static String singleLine(String text) {
        return singleLine(text, MAX_LENGTH);
    }

    /** As {@link #singleLine(String)}, whole: for the application's own sentences, whose end is their advice. */
    static String wholeLine(String text) {
        return singleLine(text, Integer.MAX_VALUE - 1);
    }

    private static String singleLine(String text, int maxLength) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(Math.min(text.length(), maxLength + 1));
        boolean pendingSpace = false;
        for (int i = 0; i < text.length() && out.length() <= maxLength; i++) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || Character.isISOControl(c) || Character.getType(c) == Character.FORMAT) {
                pendingSpace = out.length() > 0;
                continue;
            }
            if (pendingSpace) {
                out.append(' ');
                pendingSpace = false;
            }
            out.append(c);
        }
        if (out.length() == 0) {
            return null;
        }
        if (out.length() > maxLength) {
            out.setLength(maxLength - 1);
            out.append('…');
        }
        return out.toString();
    }

    /** Hides the secret ({@link ApiKey#hiddenIn}), so a service that echoes the key cannot leak it. */
    static String withoutSecret(String text, ApiKey key) {
        return key == null ? text : key.hiddenIn(text);
    }
}
