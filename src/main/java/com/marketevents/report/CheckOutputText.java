package com.marketevents.report;

import java.util.List;
import java.util.Locale;

/**
 * A check's output for the terminal: one line beside the check's name, or its lines indented under it. A long one
 * (a traceback in an unhealthy answer) shows its first and last lines, as the window's tooltip does, with how many
 * were left out between them, and where the whole output is to be had ({@code status --json}, the panel's check).
 */
public final class CheckOutputText {
    /**
     * Lines shown from each end of a long output: its beginning says what was tried, its end names the error; both
     * together still fit a terminal beside the other checks.
     */
    public static final int END_LINES = 10;
    /** A line longer than this (an output sent on one line, a body quoted whole) is cut, what is left out counted. */
    public static final int LONGEST_LINE = 500;
    /** Two columns in from the check's timing line, so the output does not read as part of it. */
    private static final String INDENT = " ".repeat(11);

    private CheckOutputText() {
    }

    /**
     * Appends ": the output" and a line break, or ":", a line break and the output's lines indented under it; a long
     * one says where it is whole ({@code wholeOutputAt}: "--json gives the whole output").
     */
    static void append(StringBuilder text, String output, String wholeOutputAt) {
        List<String> lines = TerminalText.lines(output);
        if (lines.isEmpty()) {
            text.append('\n');
            return;
        }
        if (lines.size() == 1) {
            text.append(": ").append(cut(lines.get(0).strip())).append('\n');
            return;
        }
        text.append(":\n");
        int hidden = lines.size() - 2 * END_LINES;
        if (hidden <= 1) { // a marker in place of one line would hide nothing
            lines.forEach(line -> indented(text, line));
            return;
        }
        lines.subList(0, END_LINES).forEach(line -> indented(text, line));
        indented(text, "… " + String.format(Locale.ROOT, "%,d", hidden)
                + " lines not shown (" + wholeOutputAt + ") …");
        lines.subList(lines.size() - END_LINES, lines.size()).forEach(line -> indented(text, line));
    }

    private static void indented(StringBuilder text, String line) {
        text.append(INDENT).append(cut(line)).append('\n');
    }

    /** The line, or its first {@link #LONGEST_LINE} characters and how many more there are. */
    private static String cut(String line) {
        if (line.length() <= LONGEST_LINE) {
            return line;
        }
        int end = Character.isLowSurrogate(line.charAt(LONGEST_LINE)) ? LONGEST_LINE - 1 : LONGEST_LINE;
        return line.substring(0, end) + " … " + String.format(Locale.ROOT, "%,d", line.codePointCount(end,
                line.length())) + " more characters";
    }
}
