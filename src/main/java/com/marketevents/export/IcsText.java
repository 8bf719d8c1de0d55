package com.marketevents.export;

/** Escapes a value of type TEXT for an iCalendar content line (RFC 5545, 3.3.11). */
final class IcsText {

    private IcsText() {
    }

    /**
     * Backslash, semicolon and comma are escaped; every line break becomes the two characters {@code \n};
     * other control characters, which TEXT does not allow, become spaces. Tabs are allowed and kept.
     */
    static String escape(String value) {
        StringBuilder escaped = new StringBuilder(value.length() + 16);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> escaped.append("\\\\");
                case ';' -> escaped.append("\\;");
                case ',' -> escaped.append("\\,");
                case '\n' -> escaped.append("\\n");
                case '\r' -> {
                    escaped.append("\\n");
                    if (i + 1 < value.length() && value.charAt(i + 1) == '\n') {
                        i++;
                    }
                }
                default -> escaped.append(c != '\t' && (c < 0x20 || c == 0x7F) ? ' ' : c);
            }
        }
        return escaped.toString();
    }
}
