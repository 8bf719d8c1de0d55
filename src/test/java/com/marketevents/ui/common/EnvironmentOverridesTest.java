package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.api.UserMessages;
import org.junit.jupiter.api.Test;

class EnvironmentOverridesTest {

    @Test
    void messagesSendTheUserToSettingsUnlessAVariableSetsWhatToCheck() {
        assertEquals(UserMessages.WayOut.SETTINGS, EnvironmentOverrides.none().wayOut());

        UserMessages.WayOut both = new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", "MARKET_EVENTS_API_KEY").wayOut();
        assertEquals(" (set by MARKET_EVENTS_BASE_URL, which wins over Settings)", both.url());
        assertEquals(" (set by MARKET_EVENTS_BASE_URL and MARKET_EVENTS_API_KEY, which win over Settings)",
                both.keyAndUrl());

        UserMessages.WayOut keyOnly = new EnvironmentOverrides(null, "MARKET_EVENTS_API_KEY").wayOut();
        assertEquals(" in Settings", keyOnly.url());
        assertEquals(" (the key set by MARKET_EVENTS_API_KEY, the base URL in Settings)", keyOnly.keyAndUrl());
    }

    @Test
    void settingsCanFixAFailureUnlessVariablesSetAllItAsksToCheck() {
        ApiException keyRejected = new ApiException(ApiException.Kind.KEY_REJECTED, "403");
        ApiException notFound = new ApiException(ApiException.Kind.NOT_FOUND, "404");
        ApiException network = new ApiException(ApiException.Kind.NETWORK, "No answer in time");
        EnvironmentOverrides urlOnly = new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", null);
        EnvironmentOverrides both = new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", "MARKET_EVENTS_API_KEY");

        assertTrue(EnvironmentOverrides.none().settingsCanFix(notFound));
        assertTrue(urlOnly.settingsCanFix(keyRejected), "the key is still Settings'");
        assertFalse(urlOnly.settingsCanFix(notFound));
        assertFalse(both.settingsCanFix(keyRejected));
        assertTrue(both.settingsCanFix(network), "Settings hold the time-outs");
    }

    @Test
    void settingsCanFixAValueThatCannotBeUsedOnlyWhenNoVariableSetsIt() {
        ApiException badUrl = ApiException.inSetting(ApiException.Setting.BASE_URL, "The base URL … is not usable.");
        ApiException badKey = ApiException.inSetting(ApiException.Setting.API_KEY, "The API key … cannot be sent.");
        EnvironmentOverrides urlOnly = new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", null);
        EnvironmentOverrides keyOnly = new EnvironmentOverrides(null, "MARKET_EVENTS_API_KEY");

        assertFalse(urlOnly.settingsCanFix(badUrl));
        assertTrue(urlOnly.settingsCanFix(badKey), "the key is still Settings'");
        assertFalse(keyOnly.settingsCanFix(badKey));
        assertTrue(keyOnly.settingsCanFix(badUrl), "the base URL is still Settings'");
    }
}
