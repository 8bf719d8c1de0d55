package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConfigResolverTest {
    private static final String STORED_URL = "https://stored.example.com/api";
    private static final Settings NOTHING_STORED = SettingsStore.defaults();
    private static final Settings STORED = new Settings(STORED_URL, new ApiKey("stored-key"), Duration.ofSeconds(4),
            Duration.ofSeconds(8), Duration.ofSeconds(60));

    private static ConfigResolver environment(String... namesAndValues) {
        Map<String, String> env = new java.util.HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            env.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new ConfigResolver(env);
    }

    @Test
    void nothingConfiguredGivesTheDemoService() throws ApiException {
        ResolvedConfig resolved = environment().resolve(NOTHING_STORED);

        assertTrue(resolved.isDemo());
        assertEquals("nothing configured", resolved.source());
    }

    @Test
    void demoOptionWinsOverEnvironmentAndSettings() throws ApiException {
        ResolvedConfig resolved = environment("MARKET_EVENTS_BASE_URL", "https://env.example.com/api",
                "MARKET_EVENTS_API_KEY", "env-key").resolve(null, true, STORED);

        assertTrue(resolved.isDemo());
        assertEquals(Duration.ofSeconds(8), resolved.readTimeout());
    }

    @Test
    void demoTogetherWithABaseUrlIsRefused() {
        ApiException e = assertThrows(ApiException.class,
                () -> environment().resolve("https://x.example.com/api", true, NOTHING_STORED));

        assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
        assertEquals("Use either --demo or --base-url, not both.", e.getMessage());
    }

    @Test
    void theOptionWinsOverTheEnvironmentWhichWinsOverTheSettings() throws ApiException {
        ConfigResolver withEnvironment = environment("MARKET_EVENTS_BASE_URL", "https://env.example.com/api",
                "MARKET_EVENTS_API_KEY", "env-key");

        ResolvedConfig byOption = withEnvironment.resolve("https://option.example.com/api", false, STORED);
        ResolvedConfig byEnvironment = withEnvironment.resolve(null, false, STORED);
        ResolvedConfig bySettings = environment().resolve(null, false, STORED);

        assertEquals("https://option.example.com/api", byOption.baseUrl());
        assertEquals("from --base-url", byOption.source());
        assertEquals("https://env.example.com/api", byEnvironment.baseUrl());
        assertEquals("from MARKET_EVENTS_BASE_URL", byEnvironment.source());
        assertEquals(STORED_URL, bySettings.baseUrl());
        assertEquals("from the settings", bySettings.source());
        assertEquals(new ApiKey("stored-key"), bySettings.apiKey());
        assertEquals("from the settings", bySettings.keySource());
        assertEquals(Duration.ofSeconds(4), bySettings.apiConfig().connectTimeout());
        assertEquals(Duration.ofSeconds(60), bySettings.apiConfig().callTimeout());
    }

    @Test
    void aBaseUrlOptionAndAKeyVariablePastedWithNoBreakSpacesAtTheirEndsAreUsedWithoutThem() throws ApiException {
        ConfigResolver pasted = environment("MARKET_EVENTS_API_KEY", "env-key\u00A0");

        for (String option : new String[] {"http://127.0.0.1:18822/api\u00A0", "\u00A0http://127.0.0.1:18822/api",
                "http://127.0.0.1:18822/api\u200B"}) {
            ResolvedConfig resolved = pasted.resolve(option, false, NOTHING_STORED);

            assertEquals("http://127.0.0.1:18822/api", resolved.baseUrl(), option);
            assertEquals("env-key", resolved.apiKey().value());
        }
    }

    @Test
    void aBaseUrlVariableAndAStoredBaseUrlWithANoBreakSpaceAtTheEndAreUsedWithoutIt() throws ApiException {
        ResolvedConfig byVariable = environment("MARKET_EVENTS_BASE_URL", "\u00A0https://env.example.com/api\u00A0",
                "MARKET_EVENTS_API_KEY", "\uFEFFenv-key").resolve(NOTHING_STORED);
        assertEquals("https://env.example.com/api", byVariable.baseUrl());
        assertEquals("env-key", byVariable.apiKey().value());

        Settings storedWithSpace = new Settings(STORED_URL + "\u00A0", new ApiKey("stored-key"),
                Duration.ofSeconds(4), Duration.ofSeconds(8), Duration.ofSeconds(60));
        assertEquals(STORED_URL, environment().resolve(storedWithSpace).baseUrl());
    }

    @Test
    void theKeyFromTheEnvironmentWinsOverTheStoredKey() throws ApiException {
        ResolvedConfig resolved = environment("MARKET_EVENTS_API_KEY", " env-key ").resolve(STORED);

        assertEquals(STORED_URL, resolved.baseUrl());
        assertEquals(new ApiKey("env-key"), resolved.apiKey());
        assertEquals("from the settings", resolved.source());
        assertEquals("from MARKET_EVENTS_API_KEY", resolved.keySource());
    }

    @Test
    void theStoredKeyGoesToAnotherPathOnTheStoredHost() throws ApiException {
        ResolvedConfig resolved = environment()
                .resolve("https://STORED.example.com:443/api/v1", false, STORED);

        assertEquals(new ApiKey("stored-key"), resolved.apiKey());
    }

    @Test
    void aHostWithAnUnderscoreIsUsableOnTheCommandLineAndGetsTheKeySavedForIt() throws ApiException {
        Settings stored = new Settings("https://my_host.corp/api", new ApiKey("stored-key"), null, null, null);

        ResolvedConfig byOption = environment().resolve("https://my_host.corp/v2", false, stored);
        ResolvedConfig byVariable = environment(ConfigResolver.BASE_URL_VARIABLE, "https://my_host.corp/api")
                .resolve(stored);

        assertEquals(new ApiKey("stored-key"), byOption.apiKey());
        assertEquals("https://my_host.corp/v2", byOption.apiConfig().baseUrl());
        assertEquals(new ApiKey("stored-key"), byVariable.apiKey());
        ApiException elsewhere = assertThrows(ApiException.class,
                () -> environment().resolve("https://my_host.corp:8443/api", false, stored));
        assertTrue(elsewhere.getMessage().contains("the stored key is only sent to https://my_host.corp. "),
                elsewhere.getMessage());
    }

    @Test
    void theStoredKeyGoesToItsHostWrittenAnotherWayAsTheRequestsReadIt() throws ApiException {
        Settings stored = new Settings("http://[::1]:18710/api", new ApiKey("stored-key"), null, null, null);

        ResolvedConfig resolved = environment().resolve("http://[0:0:0:0:0:0:0:1]:18710/v2", false, stored);

        assertEquals(new ApiKey("stored-key"), resolved.apiKey(), "the same address, which OkHttp calls as [::1]");
    }

    @Test
    void theStoredKeyIsNeverSentToAnotherHost() {
        ApiException e = assertThrows(ApiException.class,
                () -> environment().resolve("https://other.example.com/api", false, STORED));

        assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
        assertTrue(e.getMessage().contains("the stored key is only sent to https://stored.example.com."), e.getMessage());
        assertTrue(e.getMessage().contains("MARKET_EVENTS_API_KEY"), e.getMessage());
        assertFalse(e.getMessage().contains("stored-key"));
    }

    @Test
    void theStoredKeyRefusedToAnotherPortOfItsHostNamesTheSchemeHostAndPortItGoesTo() {
        Settings stored = new Settings("http://127.0.0.1:18710/api", new ApiKey("stored-key"), Duration.ofSeconds(4),
                Duration.ofSeconds(8), Duration.ofSeconds(60));

        ApiException e = assertThrows(ApiException.class,
                () -> environment().resolve("http://127.0.0.1:18711/api", false, stored));

        assertTrue(e.getMessage().startsWith("No API key for http://127.0.0.1:18711/api (from --base-url): the stored"
                + " key is only sent to http://127.0.0.1:18710. "), e.getMessage());
        assertFalse(e.getMessage().contains("stored-key"));
    }

    @Test
    void aKeyKeptWithoutABaseUrlAfterGoingBackToDemoDataIsNoKeyForTheVariablesUrlNotACrash() {
        Settings keyOnly = new Settings(null, new ApiKey("stored-key"), Duration.ofSeconds(4), Duration.ofSeconds(8),
                Duration.ofSeconds(60));

        ApiException e = assertThrows(ApiException.class, () -> environment(ConfigResolver.BASE_URL_VARIABLE,
                "http://127.0.0.1:18751/api").resolve(keyOnly));

        assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
        assertTrue(e.getMessage().startsWith("No API key for http://127.0.0.1:18751/api (from MARKET_EVENTS_BASE_URL)."),
                e.getMessage());
        assertFalse(e.getMessage().contains("stored-key"));
    }

    @Test
    void aKeySavedForAServiceStillGoesToItFromTheVariableAfterTheBaseUrlWasClearedForDemoData() throws Exception {
        SettingsStore store = new SettingsStore(new InMemoryKeyValueStore());
        store.save(new Settings("http://127.0.0.1:19200/api", new ApiKey("stored-key"), null, null, null));
        Settings stored = store.load();
        store.save(new Settings(null, stored.apiKey(), null, null, null)); // "Use demo data": the key stays

        ResolvedConfig resolved = environment(ConfigResolver.BASE_URL_VARIABLE, "http://127.0.0.1:19200/api")
                .resolve(store.load());
        assertEquals(new ApiKey("stored-key"), resolved.apiKey());

        ApiException e = assertThrows(ApiException.class, () -> environment(ConfigResolver.BASE_URL_VARIABLE,
                "http://127.0.0.1:19201/api").resolve(store.load()));
        assertTrue(e.getMessage().startsWith("No API key for http://127.0.0.1:19201/api (from MARKET_EVENTS_BASE_URL):"
                + " the stored key is only sent to http://127.0.0.1:19200. "), e.getMessage());
        assertFalse(e.getMessage().contains("stored-key"));
    }

    @Test
    void aBaseUrlWithoutAnyKeyIsAClearConfigurationError() {
        ApiException e = assertThrows(ApiException.class,
                () -> environment("MARKET_EVENTS_BASE_URL", "https://env.example.com/api").resolve(NOTHING_STORED));

        assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
        assertEquals("No API key for https://env.example.com/api (from MARKET_EVENTS_BASE_URL). Set the environment"
                + " variable MARKET_EVENTS_API_KEY or save the key in the window's Settings; the key is never taken"
                + " as a command-line argument.", e.getMessage());
    }

    @Test
    void aKeyWithoutABaseUrlIsAnErrorRatherThanSilentDemoData() {
        ApiException e = assertThrows(ApiException.class,
                () -> environment("MARKET_EVENTS_API_KEY", "k").resolve(NOTHING_STORED));

        assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
        assertTrue(e.getMessage().startsWith("MARKET_EVENTS_API_KEY is set but no base URL is configured"));
    }

    @Test
    void blankVariablesCountAsUnset() throws ApiException {
        ResolvedConfig resolved = environment("MARKET_EVENTS_BASE_URL", "  ", "MARKET_EVENTS_API_KEY", "")
                .resolve(NOTHING_STORED);

        assertTrue(resolved.isDemo());
    }

    @Test
    void anUnusableBaseUrlIsRefusedWithItsOrigin() {
        for (String bad : new String[] {"events.example.com/api", "ftp://events.example.com", "https://", "http://a b",
            "https:///api"}) {
            ApiException e = assertThrows(ApiException.class,
                    () -> environment("MARKET_EVENTS_API_KEY", "k").resolve(bad, false, NOTHING_STORED), bad);
            assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
            assertTrue(e.getMessage().contains("(from --base-url) is not usable"), e.getMessage());
        }
    }

    @Test
    void anEmptyBaseUrlOptionIsRefused() {
        ApiException e = assertThrows(ApiException.class, () -> environment().resolve(" ", false, STORED));

        assertTrue(e.getMessage().startsWith("The --base-url option is empty"));
    }

    @Test
    void theResolvedConfigurationNeverShowsTheKey() throws ApiException {
        ResolvedConfig resolved = environment().resolve(STORED);

        assertFalse(resolved.toString().contains("stored-key"));
        assertTrue(resolved.describe().contains(STORED_URL));
    }

    @Test
    void theWindowCanTellWhichSettingsTheEnvironmentOverrides() {
        ConfigResolver onlyUrl = environment("MARKET_EVENTS_BASE_URL", "https://env.example.com/api",
                "MARKET_EVENTS_API_KEY", " ");

        assertTrue(onlyUrl.environmentSetsBaseUrl());
        assertFalse(onlyUrl.environmentSetsApiKey());
        assertFalse(environment().environmentSetsBaseUrl());
    }

    @Test
    void settingsWithoutTimeoutsGetTheDefaultOnes() throws ApiException {
        ResolvedConfig resolved = environment().resolve(new Settings(STORED_URL, new ApiKey("k"), null, null, null));

        assertEquals(com.marketevents.api.ApiConfig.DEFAULT_READ_TIMEOUT, resolved.apiConfig().readTimeout());
    }
}
