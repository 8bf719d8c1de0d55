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

    /** Null or blank text gives null, so callers can tell "no key" apart. */
    public static ApiKey ofNullable(String text) {
        return text == null || text.isBlank() ? null : new ApiKey(text);
    }

    @Override
    public String toString() {
        return "ApiKey[hidden]";
    }
}
