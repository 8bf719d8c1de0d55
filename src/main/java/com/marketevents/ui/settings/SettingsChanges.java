package com.marketevents.ui.settings;

import com.marketevents.settings.Settings;
import java.util.List;

/** The settings a save writes: the fields changed in the dialog, and the others as stored when it saves. */
final class SettingsChanges {
    private SettingsChanges() {
    }

    /** {@code stored} with the {@code changed} fields of {@code edited}. */
    static Settings onto(Settings stored, Settings edited, List<SettingsField> changed) {
        return new Settings(
                pick(changed, SettingsField.BASE_URL) ? edited.baseUrl() : stored.baseUrl(),
                pick(changed, SettingsField.API_KEY) ? edited.apiKey() : stored.apiKey(),
                pick(changed, SettingsField.CONNECT_TIMEOUT) ? edited.connectTimeout() : stored.connectTimeout(),
                pick(changed, SettingsField.READ_TIMEOUT) ? edited.readTimeout() : stored.readTimeout(),
                pick(changed, SettingsField.CALL_TIMEOUT) ? edited.callTimeout() : stored.callTimeout());
    }

    private static boolean pick(List<SettingsField> changed, SettingsField field) {
        return changed.contains(field);
    }
}
