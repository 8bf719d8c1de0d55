package com.marketevents.ui.settings;

/** The Settings dialog's fields that can hold text that cannot be used. */
public enum SettingsField {
    BASE_URL, CONNECT_TIMEOUT, READ_TIMEOUT, CALL_TIMEOUT
}
