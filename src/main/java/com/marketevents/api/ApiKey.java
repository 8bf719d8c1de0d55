package com.marketevents.api;

import com.marketevents.model.TypedText;
import java.util.Objects;

/** The secret API key. Its {@code toString} never shows it, so it cannot leak into logs or messages. */
public record ApiKey(String value) {
    /** What stands in a text where the key was. */
    static final String HIDDEN = "[hidden]";

    public ApiKey {
        Objects.requireNonNull(value, "value");
        value = TypedText.trimmed(value);
        if (value.isEmpty()) {
            throw new IllegalArgumentException("The API key is empty.");
        }
    }

    /**
     * Why the text cannot be sent as a key, or null when it can: the key travels in an HTTP header, which
     * carries visible ASCII only. A no-break or zero-width space or a curly quote often comes with a copy: at the
     * ends such spaces are trimmed ({@link TypedText#trimmed}), inside the key they are refused.
     */
    public static String problemWith(String text) {
        String key = TypedText.trimmed(text);
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c < 0x21 || c > 0x7E) {
                return "The API key holds a character a key cannot have (a space, a line break or a character"
                        + " outside plain ASCII, often picked up in a copy); type or paste it again.";
            }
        }
        return null;
    }

    /** Null or blank text gives null, so callers can tell "no key" apart. */
    public static ApiKey ofNullable(String text) {
        return TypedText.isBlank(text) ? null : new ApiKey(text);
    }

    /**
     * {@code text} with the key hidden: a service may echo the key in what it sends back (a report's host, an
     * error body), in another case or cut short. Any part of the text that matches, whatever its case, a run of
     * the key at least half its length (6 characters or more) becomes "[hidden]". Null stays null; a key
     * shorter than 4 characters is too like ordinary text to be looked for. Hide before cutting a text short: a key
     * the cut shortened below that length would no longer be found ({@link ShortText#singleLine(String, ApiKey)}).
     */
    public String hiddenIn(String text) {
        int least = echoLength();
        if (text == null || text.length() < least || value.length() < 4) {
            return text;
        }
        int[] runs = new KeyRuns(value).longestRunsFrom(text);
        StringBuilder out = null;
        int copied = 0;
        for (int at = 0; at <= text.length() - least; ) {
            int run = runs[at];
            if (run < least) {
                at++;
                continue;
            }
            out = out == null ? new StringBuilder(text.length()) : out;
            out.append(text, copied, at).append(HIDDEN);
            at += run;
            copied = at;
        }
        return out == null ? text : out.append(text, copied, text.length()).toString();
    }

    /** Half the key, and at least 6 characters (the whole of a shorter key): shorter runs are ordinary text. */
    private int echoLength() {
        return Math.min(value.length(), Math.max(6, value.length() / 2));
    }

    @Override
    public String toString() {
        return "ApiKey[hidden]";
    }
}
