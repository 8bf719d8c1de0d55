package com.marketevents.ui.settings;

import com.marketevents.model.TypedText;
import java.util.ArrayList;
import java.util.List;

/** The dialog's fields as text at one moment: as loaded, to tell which of them the user has changed since. */
record FieldValues(String baseUrl, String apiKey, String connectTimeout, String readTimeout, String callTimeout) {

    /** The fields whose text differs in {@code now}, in the dialog's order; spaces at the ends do not count. */
    List<SettingsField> changedIn(FieldValues now) {
        List<SettingsField> changed = new ArrayList<>();
        add(changed, SettingsField.BASE_URL, baseUrl, now.baseUrl);
        add(changed, SettingsField.API_KEY, apiKey, now.apiKey);
        add(changed, SettingsField.CONNECT_TIMEOUT, connectTimeout, now.connectTimeout);
        add(changed, SettingsField.READ_TIMEOUT, readTimeout, now.readTimeout);
        add(changed, SettingsField.CALL_TIMEOUT, callTimeout, now.callTimeout);
        return changed;
    }

    private static void add(List<SettingsField> changed, SettingsField field, String then, String now) {
        if (!TypedText.trimmed(then).equals(TypedText.trimmed(now))) {
            changed.add(field);
        }
    }
}
