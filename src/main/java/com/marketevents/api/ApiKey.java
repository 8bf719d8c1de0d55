package com.marketevents.api;

import java.util.Objects;

/** The secret API key. Its {@code toString} never shows it, so it cannot leak into logs or messages. */
public record ApiKey(String value) {

    public ApiKey {
        Objects.requireNonNull(value, "value");
        value = value.strip();
        if (value.isEmpty()) {
            throw new IllegalArgumentException("The API key is empty.");
        }
    }

    /**
     * Why the text cannot be sent as a key, or null when it can: the key travels in an HTTP header, which
     * carries visible ASCII only. A no-break or zero-width space or a curly quote often comes with a copy.
     */
    public static String problemWith(String text) {
        String key = text == null ? "" : text.strip();
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
        return text == null || text.isBlank() ? null : new ApiKey(text);
    }

    @Override
    public String toString() {
        return "ApiKey[hidden]";
    }
}
