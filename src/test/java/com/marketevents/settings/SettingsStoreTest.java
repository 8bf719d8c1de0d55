package com.marketevents.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiKey;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingsStoreTest {
    private final InMemoryKeyValueStore values = new InMemoryKeyValueStore();
    private final SettingsStore store = new SettingsStore(values);

    @Test
    void nothingStoredMeansDemoServiceAndDefaultTimeoutsWithoutWarnings() {
        SettingsStore.Loaded loaded = store.loadWithWarnings();

        assertFalse(loaded.settings().hasService());
        assertNull(loaded.settings().apiKey());
        assertEquals(ApiConfig.DEFAULT_CONNECT_TIMEOUT, loaded.settings().connectTimeout());
        assertEquals(ApiConfig.DEFAULT_READ_TIMEOUT, loaded.settings().readTimeout());
        assertEquals(ApiConfig.DEFAULT_CALL_TIMEOUT, loaded.settings().callTimeout());
        assertTrue(loaded.warnings().isEmpty());
        assertEquals(SettingsStore.defaults(), loaded.settings());
    }

    @Test
    void savedSettingsAreLoadedUnchanged() throws SettingsException {
        Settings saved = new Settings("https://events.example.com/api", new ApiKey("secret-key"),
                Duration.ofMillis(2500), Duration.ofSeconds(45), Duration.ofMinutes(5));

        store.save(saved);

        assertEquals(saved, store.load());
    }

    @Test
    void aKeyKeptWithTheBaseUrlClearedRemembersItsServiceUntilTheKeyIsReplacedOrRemoved() throws SettingsException {
        values.put(SettingsStore.BASE_URL, "HTTP://127.0.0.1:19200/api"); // saved before the key's origin was
        values.put(SettingsStore.API_KEY, "k-saved");

        store.save(new Settings(null, new ApiKey("k-saved"), null, null, null));
        assertEquals("http://127.0.0.1:19200", store.load().keySavedFor());
        assertEquals("http://127.0.0.1:19200", store.load().keyGoesTo());
        store.save(store.load()); // a time-out saved: the key still goes there
        assertEquals("http://127.0.0.1:19200", store.load().keyGoesTo());

        store.save(new Settings(null, new ApiKey("k-other"), null, null, null));
        assertNull(store.load().keyGoesTo(), "a key typed without a base URL goes nowhere");
        store.save(new Settings("https://events.example.com/api", new ApiKey("k-other"), null, null, null));
        assertEquals("https://events.example.com", values.get(SettingsStore.API_KEY_ORIGIN).orElseThrow());
        store.save(new Settings(null, null, null, null, null));
        assertTrue(values.get(SettingsStore.API_KEY_ORIGIN).isEmpty());
    }

    @Test
    void anUnreadableStoredTimeoutFallsBackToItsDefaultAndIsReported() {
        values.put(SettingsStore.READ_TIMEOUT, "thirty seconds");
        values.put(SettingsStore.CONNECT_TIMEOUT, "PT7S");

        SettingsStore.Loaded loaded = store.loadWithWarnings();

        assertEquals(ApiConfig.DEFAULT_READ_TIMEOUT, loaded.settings().readTimeout());
        assertEquals(Duration.ofSeconds(7), loaded.settings().connectTimeout());
        assertEquals(1, loaded.warnings().size());
        assertEquals("The stored read time-out 'thirty seconds' is not a duration; using 30 seconds.",
                loaded.warnings().get(0));
    }

    @Test
    void outOfRangeStoredTimeoutsFallBackAndAreReported() {
        values.put(SettingsStore.CONNECT_TIMEOUT, "PT0S");
        values.put(SettingsStore.CALL_TIMEOUT, "-5");
        values.put(SettingsStore.READ_TIMEOUT, "P3D");

        SettingsStore.Loaded loaded = store.loadWithWarnings();

        assertEquals(SettingsStore.defaults(), loaded.settings());
        assertEquals(3, loaded.warnings().size());
        assertTrue(loaded.warnings().get(0).contains("not between 100 ms and 1 hour; using 10 seconds"),
                loaded.warnings().get(0));
    }

    @Test
    void aPlainNumberOfSecondsIsReadAsATimeout() {
        values.put(SettingsStore.CALL_TIMEOUT, "90");
        values.put(SettingsStore.CONNECT_TIMEOUT, "1.5");

        Settings loaded = store.load();

        assertEquals(Duration.ofSeconds(90), loaded.callTimeout());
        assertEquals(Duration.ofMillis(1500), loaded.connectTimeout());
    }

    @Test
    void savingWithoutAServiceRemovesTheStoredAddressAndKey() throws SettingsException {
        store.save(new Settings("https://events.example.com/api", new ApiKey("k"), Duration.ofSeconds(1),
                Duration.ofSeconds(1), Duration.ofSeconds(1)));

        store.save(new Settings("  ", null, Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(1)));

        assertFalse(values.snapshot().containsKey(SettingsStore.BASE_URL));
        assertFalse(values.snapshot().containsKey(SettingsStore.API_KEY));
        assertFalse(store.load().hasService());
    }

    @Test
    void theBaseUrlIsStoredWithoutSurroundingBlanks() throws SettingsException {
        store.save(new Settings("  https://events.example.com/api \n", new ApiKey("k"), null, null, null));

        assertEquals("https://events.example.com/api", store.load().baseUrl());
        assertEquals(SettingsStore.defaults().readTimeout(), store.load().readTimeout());
    }

    @Test
    void anOutOfRangeTimeoutIsRefusedAndNothingIsChanged() throws SettingsException {
        Settings good = new Settings("https://a.example.com/api", new ApiKey("k"), Duration.ofSeconds(3),
                Duration.ofSeconds(4), Duration.ofSeconds(5));
        store.save(good);
        Map<String, String> before = values.snapshot();

        SettingsException e = assertThrows(SettingsException.class, () -> store.save(new Settings(
                "https://b.example.com/api", new ApiKey("other"), Duration.ofSeconds(3), Duration.ofMillis(10),
                Duration.ofSeconds(5))));

        assertEquals("The read time-out must be between 100 ms and 1 hour.", e.getMessage());
        assertEquals(before, values.snapshot());
    }

    @Test
    void aStoreThatCannotPersistIsReportedAsASettingsException() {
        KeyValueStore broken = new ForwardingKeyValueStore() {
            @Override
            public void flush() throws SettingsException {
                throw new SettingsException("The settings could not be saved to your user preferences.", null);
            }
        };

        assertThrows(SettingsException.class, () -> new SettingsStore(broken).save(SettingsStore.defaults()));
    }

    @Test
    void aBaseUrlWithACharacterThePreferencesCannotKeepIsRefusedAndNothingIsChanged() throws SettingsException {
        Settings good = new Settings("https://a.example.com/api", new ApiKey("k"), Duration.ofSeconds(3),
                Duration.ofSeconds(4), Duration.ofSeconds(5));
        store.save(good);

        SettingsException e = assertThrows(SettingsException.class, () -> store.save(new Settings(
                "https://b.example.com/api\uFFFF", new ApiKey("k"), null, null, null)));

        assertEquals("The base URL holds a character your user preferences cannot keep (U+FFFF); type it again"
                + " without it.", e.getMessage());
        assertEquals(good, store.load());
    }
}
