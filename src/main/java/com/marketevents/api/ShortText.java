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

    /**
     * As {@link #singleLine(String)}, with the key hidden ({@link ApiKey#hiddenIn}) in the whole text first: hidden
     * after the cut, a key the cut had shortened below the length looked for would show in part.
     */
    static String singleLine(String text, ApiKey key) {
        if (key == null) {
            return singleLine(text);
        }
        String line = wholeLine(text);
        return line == null ? null : cut(key.hiddenIn(line), MAX_LENGTH);
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
        return out.length() == 0 ? null : cut(out.toString(), maxLength);
    }

    /** Cut with an ellipsis when longer than {@code maxLength}; a cut never splits the hidden key's marker. */
    private static String cut(String line, int maxLength) {
        if (line.length() <= maxLength) {
            return line;
        }
        int end = maxLength - 1;
        String marker = ApiKey.HIDDEN;
        for (int start = Math.max(0, end - marker.length() + 1); start < end; start++) {
            if (marker.startsWith(line.substring(start, Math.min(line.length(), start + marker.length())))) {
                end = start;
                break;
            }
        }
        return line.substring(0, end) + '…';
    }

    /** Hides the secret ({@link ApiKey#hiddenIn}), so a service that echoes the key cannot leak it. */
    static String withoutSecret(String text, ApiKey key) {
        return key == null ? text : key.hiddenIn(text);
    }
}
