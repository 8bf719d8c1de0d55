package com.marketevents.settings;

/** The stored settings could not be read or written; the message is one sentence for the user. */
public final class SettingsException extends Exception {
    public SettingsException(String message, Throwable cause) {
        super(message, cause);
    }
}
