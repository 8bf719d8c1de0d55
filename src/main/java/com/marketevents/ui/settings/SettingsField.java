package com.marketevents.ui.settings;

/** The Settings dialog's fields: those that can hold text that cannot be used, or that a problem is about. */
public enum SettingsField {
    BASE_URL("the base URL"),
    API_KEY("the API key"),
    CONNECT_TIMEOUT("the connect time-out"),
    READ_TIMEOUT("the read time-out"),
    CALL_TIMEOUT("the overall time-out");

    private final String named;

    SettingsField(String named) {
        this.named = named;
    }

    /** The field as a sentence names it: "the base URL". */
    public String named() {
        return named;
    }
}
