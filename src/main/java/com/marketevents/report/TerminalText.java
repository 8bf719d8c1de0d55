package com.marketevents.report;

import java.util.List;

/**
 * Makes text from the service safe to print on a terminal or paste into a ticket: no control characters, no escape
 * sequences, no invisible format characters (a right-to-left override would make a line read backwards).
 */
public final class TerminalText {
    /** A tab kept as the indentation it gives (a Java stack trace's "\tat …"); other controls become a space. */
    private static final String TAB = "    ";

    private TerminalText() {
    }

    /** The text with each control character as a space and format characters left out; null gives the fallback. */
    public static String clean(String text, String fallback) {
        return text == null ? fallback : withoutControls(text).strip();
    }

    /**
     * The text's lines, each cleaned as {@link #clean} does but keeping its indentation (a traceback's, tabs as four
     * spaces), without the blank lines before the first line and after the last; null or blank gives none.
     */
    static List<String> lines(String text) {
        if (text == null) {
            return List.of();
        }
        List<String> lines = text.lines()
                .map(line -> withoutControls(line.replace("\t", TAB)).stripTrailing()).toList();
        int first = 0;
        int end = lines.size();
        while (first < end && lines.get(first).isEmpty()) {
            first++;
        }
        while (end > first && lines.get(end - 1).isEmpty()) {
            end--;
        }
        return lines.subList(first, end);
    }

    private static String withoutControls(String text) {
        StringBuilder cleaned = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (Character.isISOControl(c)) {
                cleaned.append(' ');
            } else if (Character.getType(c) != Character.FORMAT) {
                cleaned.appendCodePoint(c);
            }
        });
        return cleaned.toString();
    }
}
