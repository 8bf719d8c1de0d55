package com.marketevents.ui.common;

import com.marketevents.api.ApiException;
import com.marketevents.api.UserMessages;

/**
 * Which settings are set by environment variables, which win over what the settings dialog stores.
 * Names are the variables' names, or null when the variable is not set; {@code baseUrlAddress} is the host (and
 * port) of the base URL the variable sets, or null.
 */
public record EnvironmentOverrides(String baseUrlVariable, String apiKeyVariable, String baseUrlAddress) {

    public EnvironmentOverrides(String baseUrlVariable, String apiKeyVariable) {
        this(baseUrlVariable, apiKeyVariable, null);
    }

    public static EnvironmentOverrides none() {
        return new EnvironmentOverrides(null, null);
    }

    public boolean baseUrlOverridden() {
        return baseUrlVariable != null;
    }

    public boolean apiKeyOverridden() {
        return apiKeyVariable != null;
    }

    /**
     * Where a message sends the user to fix the base URL or the key: Settings, unless a variable sets it, which
     * Settings cannot change while it is set.
     */
    public UserMessages.WayOut wayOut() {
        if (!baseUrlOverridden() && !apiKeyOverridden()) {
            return UserMessages.WayOut.SETTINGS;
        }
        String url = baseUrlOverridden() ? " (set by " + baseUrlVariable + ", which wins over Settings)"
                : " in Settings";
        String keyAndUrl = baseUrlOverridden() && apiKeyOverridden()
                ? " (set by " + baseUrlVariable + " and " + apiKeyVariable + ", which win over Settings)"
                : baseUrlOverridden() ? " (the base URL set by " + baseUrlVariable + ", the key in Settings)"
                : " (the key set by " + apiKeyVariable + ", the base URL in Settings)";
        return new UserMessages.WayOut(keyAndUrl, url, " in Settings");
    }

    /**
     * False when everything the sentence for {@code failure} asks to check is set by a variable, so that Settings
     * could change nothing of it: no button should then send the user there. A configuration problem names its
     * setting (an unusable base URL or key); which other sentences ask to check the base URL is
     * {@link UserMessages#pointsAtTheBaseUrl}'s to say; the others (a network failure: Settings hold the time-outs)
     * always may.
     */
    public boolean settingsCanFix(ApiException failure) {
        if (failure.setting() != null) {
            return failure.setting() == ApiException.Setting.BASE_URL ? !baseUrlOverridden() : !apiKeyOverridden();
        }
        if (!UserMessages.pointsAtTheBaseUrl(failure)) {
            return true;
        }
        return failure.kind() == ApiException.Kind.KEY_REJECTED
                ? !(baseUrlOverridden() && apiKeyOverridden()) // "Check both", the key and the base URL
                : !baseUrlOverridden();
    }
}
