package com.marketevents.export;

import java.util.regex.Pattern;

/**
 * Keeps spreadsheets from running a cell as a formula (CSV/formula injection, OWASP): a value starting
 * with = + - @ tab or carriage return gets a leading apostrophe, which spreadsheets treat as "text".
 * A plain number such as -12 or -0.5 is left alone: it cannot run, and prefixing would turn it into text.
 */
final class SpreadsheetSafety {
    private static final Pattern PLAIN_NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

    private SpreadsheetSafety() {
    }

    /** The value to put in a cell; null stays null. */
    static String neutralize(String value) {
        if (value == null || value.isEmpty() || !isFormulaTrigger(value.charAt(0))) {
            return value;
        }
        return PLAIN_NUMBER.matcher(value).matches() ? value : "'" + value;
    }

    private static boolean isFormulaTrigger(char first) {
        return first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' || first == '\r';
    }
}
