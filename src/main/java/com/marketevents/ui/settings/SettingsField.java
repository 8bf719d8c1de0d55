package com.marketevents.ui.settings;

/** The Settings dialog's fields: those that can hold text that cannot be used, or that a problem is about. */
public enum SettingsField {
    BASE_URL, API_KEY, CONNECT_TIMEOUT, READ_TIMEOUT, CALL_TIMEOUT
}
