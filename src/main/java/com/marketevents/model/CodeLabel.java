package com.marketevents.model;

import java.util.regex.Pattern;

/**
 * How the window and a calendar export show a value from one of the service's open sets of codes (event type,
 * transcription status, record status): {@code earnings_release} reads "Earnings release". Anything not written as
 * such a code ({@code AGM}, {@code in-progress}) is shown as received. Copies and the CSV, Excel and JSON exports
 * keep the values as received.
 */
public final class CodeLabel {
    private static final Pattern CODE = Pattern.compile("[a-z][a-z0-9]*(_[a-z0-9]+)*");

    private CodeLabel() {
    }

    public static String of(String value) {
        if (value == null || !CODE.matcher(value).matches()) {
            return value;
        }
        return Character.toUpperCase(value.charAt(0)) + value.substring(1).replace('_', ' ');
    }
}
