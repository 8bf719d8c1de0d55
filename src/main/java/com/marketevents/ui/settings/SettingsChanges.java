package com.marketevents.ui.settings;

import com.marketevents.settings.Settings;
import java.util.List;

/** The settings a save writes: the fields changed in the dialog, and the others as stored when it saves. */
final class SettingsChanges {
    private SettingsChanges() {
    }

    /**
     * {@code stored} with the {@code changed} fields of {@code edited}; the base URL and the key as a pair, either
     * changed: the key goes only to the service it was saved with, never to one another window saved meanwhile.
     */
    static Settings onto(Settings stored, Settings edited, List<SettingsField> changed) {
        boolean service = pick(changed, SettingsField.BASE_URL) || pick(changed, SettingsField.API_KEY);
        return new Settings(
                service ? edited.baseUrl() : stored.baseUrl(),
                service ? edited.apiKey() : stored.apiKey(),
                pick(changed, SettingsField.CONNECT_TIMEOUT) ? edited.connectTimeout() : stored.connectTimeout(),
                pick(changed, SettingsField.READ_TIMEOUT) ? edited.readTimeout() : stored.readTimeout(),
                pick(changed, SettingsField.CALL_TIMEOUT) ? edited.callTimeout() : stored.callTimeout(),
                service ? edited.keySavedFor() : stored.keySavedFor());
    }

    private static boolean pick(List<SettingsField> changed, SettingsField field) {
        return changed.contains(field);
    }
}
