package com.marketevents.ui.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.AppServices;
import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.PreferencesKeyValueStore;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsException;
import com.marketevents.settings.UnwritablePreferences;
import com.marketevents.ui.AppWindowServices;
import com.marketevents.ui.FakeMarketEventsApi;
import com.marketevents.ui.FakeWindowServices;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.common.EnvironmentOverrides;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class SettingsViewModelTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private final FakeMarketEventsApi api = new FakeMarketEventsApi(clock);
    private final FakeWindowServices services = new FakeWindowServices(api, new InMemoryKeyValueStore());

    private SettingsViewModel loaded() {
        SettingsViewModel model = new SettingsViewModel(services, executor, clock);
        model.load();
        return model;
    }

    @Test
    void nothingConfiguredMeansTheDemoServiceAndCanBeSavedAsIs() {
        SettingsViewModel model = loaded();
        assertEquals("", model.baseUrlProperty().get());
        assertEquals("10", model.connectTimeoutProperty().get());
        assertNull(model.problemProperty().get());
    }

    @Test
    void unsavedChangesNameTheFieldsChangedSinceLoadingAndNeverTheKeyTyped() throws Exception {
        services.saveSettings(new Settings("https://events.example.com/api", new ApiKey("k-old"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120)));
        SettingsViewModel model = loaded();
        assertEquals("", model.unsavedChanges(), "as loaded");

        model.apiKeyProperty().set("k-new-secret");
        model.readTimeoutProperty().set("45");
        assertEquals("Your changes to the API key and the read time-out have not been saved.",
                model.unsavedChanges());

        model.apiKeyProperty().set("k-old");
        model.readTimeoutProperty().set(" 30");
        assertEquals("", model.unsavedChanges(), "changed back");
    }

    @Test
    void aSettingAnotherWindowSavedWhileTheDialogWasOpenStaysWhenThisDialogSavesAnotherOne() throws Exception {
        services.saveSettings(new Settings("https://old.example.com/api", new ApiKey("k-old"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120)));
        SettingsViewModel model = loaded();
        services.saveSettings(new Settings("https://new.example.com/api", new ApiKey("k-new"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120))); // the other window

        model.readTimeoutProperty().set("45");
        model.save(() -> { });

        assertEquals(new Settings("https://new.example.com/api", new ApiKey("k-new"), Duration.ofSeconds(10),
                Duration.ofSeconds(45), Duration.ofSeconds(120)), services.settings(),
                "the other window's service and key kept, this one's time-out saved");
    }

    @Test
    void aBaseUrlChangedHereIsSavedWithTheKeyThisDialogShowedNotOneAnotherWindowSavedForAnotherService()
            throws Exception {
        services.saveSettings(new Settings("https://old.example.com/api", new ApiKey("k-old"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120)));
        SettingsViewModel model = loaded();
        services.saveSettings(new Settings("https://other.example.com/api", new ApiKey("k-other"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120))); // the other window

        model.baseUrlProperty().set("https://old.example.com/v2/api"); // another path: the same service's key
        model.save(() -> { });

        assertEquals(new Settings("https://old.example.com/v2/api", new ApiKey("k-old"), Duration.ofSeconds(10),
                Duration.ofSeconds(30), Duration.ofSeconds(120)), services.settings(),
                "the key the dialog showed goes with the address typed beside it");
    }

    @Test
    void theStoredKeyIsNeitherTestedNorSavedWithAnAddressOfAnotherHostPortOrSchemeUntilAKeyIsTypedForIt()
            throws Exception {
        Settings stored = new Settings("http://127.0.0.1:18810/api", new ApiKey("k-stored"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120));
        services.saveSettings(stored);
        SettingsViewModel model = loaded();
        assertEquals(SettingsViewModel.KEY_NOTE, model.keyNoteProperty().get());
        for (String[] elsewhere : new String[][] {{"http://127.0.0.2:18810/api", "http://127.0.0.2:18810"},
                {"http://127.0.0.1:18811/api", "http://127.0.0.1:18811"},
                {"https://127.0.0.1:18810/api", "https://127.0.0.1:18810"}}) {
            model.baseUrlProperty().set(elsewhere[0]);
            String refusal = "The saved key is only sent to http://127.0.0.1:18810. Type or paste the key for "
                    + elsewhere[1] + " to use it there.";
            assertEquals(refusal, model.keyNoteProperty().get(), "under the key field");
            assertTrue(model.storedKeyHeldBackProperty().get());

            model.testConnection();
            assertEquals(SettingsViewModel.TestState.FAILED, model.testStateProperty().get());
            assertEquals("Not tested: the saved key is not sent to " + elsewhere[1] + ".",
                    model.testResultProperty().get());
            assertEquals(List.of(), services.tried(), "no service was given the stored key");

            AtomicBoolean saved = new AtomicBoolean();
            model.save(() -> saved.set(true));
            assertFalse(saved.get());
            assertEquals("Not saved: type or paste the key for " + elsewhere[1] + " to save it with this address; the"
                    + " saved key stays as it is.", model.saveProblemProperty().get());
            assertEquals(stored, services.settings(), "the stored key is not bound to " + elsewhere[0]);
        }

        model.apiKeyProperty().set("k-for-127.0.0.2");
        assertEquals(SettingsViewModel.KEY_NOTE, model.keyNoteProperty().get());
        assertNull(model.saveProblemProperty().get(), "the refusal went with the key it was about");
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, model.testStateProperty().get());
        assertEquals(new ApiKey("k-for-127.0.0.2"), services.tried().get(0).apiKey());
        model.save(() -> { });
        assertEquals(new ApiKey("k-for-127.0.0.2"), services.settings().apiKey());
        assertEquals("https://127.0.0.1:18810/api", services.settings().baseUrl());
    }

    @Test
    void theStoredKeyPastedAgainIsSentToTheNewAddressThoughTheFieldsValueIsUnchanged() throws Exception {
        services.saveSettings(new Settings("http://127.0.0.1:18810/api", new ApiKey("k-stored"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120)));
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("http://127.0.0.2:18810/api");
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.FAILED, model.testStateProperty().get());

        model.keyTyped(); // the dialog's field: the same key pasted over itself

        assertEquals("", model.testResultProperty().get(), "the refusal no longer holds");
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, model.testStateProperty().get());
        assertEquals("http://127.0.0.2:18810/api", services.tried().get(0).baseUrl());
    }

    @Test
    void theStoredKeyGoesWithAnotherPathOfItsServiceAndAKeyKeptWithoutABaseUrlGoesNowhere() throws Exception {
        services.saveSettings(new Settings("http://127.0.0.1:18810/api", new ApiKey("k-stored"),
                Duration.ofSeconds(10), Duration.ofSeconds(30), Duration.ofSeconds(120)));
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("HTTP://127.0.0.1:18810/v2/api");
        assertFalse(model.storedKeyHeldBackProperty().get());
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, model.testStateProperty().get());
        assertEquals(new ApiKey("k-stored"), services.tried().get(0).apiKey());

        services.saveSettings(new Settings(null, new ApiKey("k-stored"), Duration.ofSeconds(10),
                Duration.ofSeconds(30), Duration.ofSeconds(120))); // "Use demo data" kept the key
        SettingsViewModel demo = loaded();
        demo.baseUrlProperty().set("http://127.0.0.1:18810/api");
        demo.testConnection();
        assertEquals("The saved key was kept without a base URL, so it is sent to no service. Type or paste the key"
                + " for http://127.0.0.1:18810 to use it there.", demo.keyNoteProperty().get());
        assertEquals("Not tested: the saved key is not sent to http://127.0.0.1:18810.",
                demo.testResultProperty().get());
        assertEquals(1, services.tried().size(), "the first test's only");
    }

    @Test
    void aKeySavedForAServiceStillGoesThereWhenItsAddressIsTypedAgainAfterTryingTheDemoService() {
        SettingsViewModel first = loaded();
        first.baseUrlProperty().set("http://127.0.0.1:19200/api");
        first.apiKeyProperty().set("k-saved");
        first.save(() -> { });
        SettingsViewModel demo = loaded();
        demo.baseUrlProperty().set(""); // "Leave it empty for the built-in demo service"
        demo.save(() -> { });
        assertNull(services.settings().baseUrl());

        SettingsViewModel back = loaded();
        back.baseUrlProperty().set("http://127.0.0.1:19200/api");
        assertFalse(back.storedKeyHeldBackProperty().get());
        assertEquals(SettingsViewModel.KEY_NOTE, back.keyNoteProperty().get());
        back.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, back.testStateProperty().get());
        assertEquals(new ApiKey("k-saved"), services.tried().get(0).apiKey());

        back.baseUrlProperty().set("http://127.0.0.1:19201/api");
        assertEquals("The saved key is only sent to http://127.0.0.1:19200. Type or paste the key for"
                + " http://127.0.0.1:19201 to use it there.", back.keyNoteProperty().get());
    }

    @Test
    void anAddressWhoseHostHasAnUnderscoreIsAcceptedAndItsSavedKeyGoesToItAfterTryingTheDemoService() {
        SettingsViewModel first = loaded();
        first.baseUrlProperty().set("https://my_host.corp/api");
        first.apiKeyProperty().set("k-corp");
        assertNull(first.problemProperty().get(), "OkHttp calls such a host, as requests do");
        first.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, first.testStateProperty().get());
        assertEquals("https://my_host.corp/api", services.tried().get(0).baseUrl());
        first.save(() -> { });
        SettingsViewModel demo = loaded();
        demo.baseUrlProperty().set(""); // "Leave it empty for the built-in demo service": the key stays for its host
        demo.save(() -> { });

        SettingsViewModel back = loaded();
        back.baseUrlProperty().set("https://MY_HOST.corp:443/v2/api");
        assertFalse(back.storedKeyHeldBackProperty().get());
        back.testConnection();
        assertEquals(new ApiKey("k-corp"), services.tried().get(1).apiKey());
        back.baseUrlProperty().set("https://my_host.corp:8443/api");
        assertEquals("The saved key is only sent to https://my_host.corp. Type or paste the key for"
                + " https://my_host.corp:8443 to use it there.", back.keyNoteProperty().get());
    }

    @Test
    void anAddressWithSlashesButNoHostIsStillAskedForAsAWebAddress() {
        SettingsViewModel model = loaded();
        model.apiKeyProperty().set("key");
        for (String noHost : List.of("https:///api", "https://", "http://a b/api")) {
            model.baseUrlProperty().set(noHost);
            assertEquals("Enter the base URL as a web address, like https://example.com/api.",
                    model.problemProperty().get(), noHost);
        }
    }

    @Test
    void savedSettingsAreStoredAndReadBack() throws Exception {
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("  https://events.example.com/api ");
        model.apiKeyProperty().set("s3cr3t-key");
        model.readTimeoutProperty().set("45");
        AtomicBoolean saved = new AtomicBoolean();
        model.save(() -> saved.set(true));

        assertTrue(saved.get());
        Settings stored = services.settings();
        assertEquals("https://events.example.com/api", stored.baseUrl());
        assertEquals(new ApiKey("s3cr3t-key"), stored.apiKey());
        assertEquals(Duration.ofSeconds(45), stored.readTimeout());

        SettingsViewModel again = loaded();
        assertEquals("https://events.example.com/api", again.baseUrlProperty().get());
        assertEquals("s3cr3t-key", again.apiKeyProperty().get());
        assertEquals("45", again.readTimeoutProperty().get());
    }

    @Test
    void eachProblemNamesTheFieldItIsAboutSoItCanBeSaidUnderThatField() {
        SettingsViewModel model = loaded();
        assertNull(model.problemFieldProperty().get());
        model.baseUrlProperty().set("events.example.com/api");
        assertEquals(SettingsField.BASE_URL, model.problemFieldProperty().get());
        model.baseUrlProperty().set("https://events.example.com/api");
        assertEquals(SettingsField.API_KEY, model.problemFieldProperty().get());
        model.apiKeyProperty().set("key");
        model.readTimeoutProperty().set("0");
        assertEquals(SettingsField.READ_TIMEOUT, model.problemFieldProperty().get());
        model.readTimeoutProperty().set("30");
        model.connectTimeoutProperty().set("600");
        assertEquals(SettingsField.CONNECT_TIMEOUT, model.problemFieldProperty().get());
        model.connectTimeoutProperty().set("10");
        assertNull(model.problemFieldProperty().get());
    }

    @Test
    void aBadUrlAMissingKeyOrABadTimeOutIsExplainedAndNotSaved() {
        SettingsViewModel model = loaded();
        for (String withoutScheme : List.of("events.example.com/api", "localhost:18500/api", "127.0.0.1:18500/api",
                "ftp://events.example.com/api")) {
            model.baseUrlProperty().set(withoutScheme);
            assertEquals("Start the base URL with https://, like https://example.com/api (or http:// for a service"
                    + " on this computer).", model.problemProperty().get(), withoutScheme);
        }
        model.baseUrlProperty().set("https:///api");
        assertEquals("Enter the base URL as a web address, like https://example.com/api.",
                model.problemProperty().get());
        assertEquals(Set.of(SettingsField.BASE_URL), model.invalidFields(), "the field to mark");
        model.baseUrlProperty().set("http://events.example.com/api");
        assertEquals("The base URL uses plain http to events.example.com, which would send the API key unencrypted; "
                + "use https (plain http is only accepted for this computer).", model.problemProperty().get());
        model.baseUrlProperty().set("http://127.0.0.1:8080/api");
        assertEquals("Enter the API key issued for this service.", model.problemProperty().get());
        model.baseUrlProperty().set("https://events.example.com/api");
        assertEquals("Enter the API key issued for this service.", model.problemProperty().get());
        assertEquals(Set.of(), model.invalidFields(), "a key not yet typed is missing, not wrong");
        model.apiKeyProperty().set("key\u00a0pasted");
        assertTrue(model.problemProperty().get().startsWith("The API key holds a character a key cannot have"));
        model.apiKeyProperty().set("key");
        model.callTimeoutProperty().set("0");
        assertEquals("The overall time-out must be between 1 and 3600 seconds.", model.problemProperty().get());
        assertEquals(Set.of(SettingsField.CALL_TIMEOUT), model.invalidFields());
        model.callTimeoutProperty().set("ten");
        assertEquals("The overall time-out must be a whole number of seconds.", model.problemProperty().get());
        model.callTimeoutProperty().set("120");
        model.connectTimeoutProperty().set("600");
        assertEquals("The connect time-out (600 s) is longer than the overall time-out (120 s), which would end "
                + "every call first; shorten it or lengthen the overall one.", model.problemProperty().get());

        AtomicBoolean saved = new AtomicBoolean();
        model.save(() -> saved.set(true));
        assertFalse(saved.get());
        assertEquals(null, services.settings().baseUrl());
    }

    @Test
    void everyTimeOutAtFaultIsOutlinedAndNamedInTheOneSentenceShown() {
        SettingsViewModel model = loaded();
        model.connectTimeoutProperty().set("0");
        model.readTimeoutProperty().set("abc");
        assertEquals("The connect time-out must be between 1 and 3600 seconds, and the read time-out must be a whole"
                + " number of seconds.", model.problemProperty().get());
        assertEquals(Set.of(SettingsField.CONNECT_TIMEOUT, SettingsField.READ_TIMEOUT), model.invalidFields());

        model.connectTimeoutProperty().set("30");
        model.readTimeoutProperty().set("30");
        model.callTimeoutProperty().set("1");
        assertEquals("The connect (30 s) and read (30 s) time-outs are longer than the overall time-out (1 s), which"
                + " would end every call first; shorten them or lengthen the overall one.",
                model.problemProperty().get());
        assertEquals(Set.of(SettingsField.CONNECT_TIMEOUT, SettingsField.READ_TIMEOUT, SettingsField.CALL_TIMEOUT),
                model.invalidFields());

        model.callTimeoutProperty().set("x");
        model.readTimeoutProperty().set("y");
        assertEquals("The read and overall time-outs must be whole numbers of seconds.", model.problemProperty().get());
        assertEquals(Set.of(SettingsField.READ_TIMEOUT, SettingsField.CALL_TIMEOUT), model.invalidFields());
    }

    @Test
    void aTimeOutIsNotOutlinedWhileTheSentenceShownIsAboutTheBaseUrl() {
        SettingsViewModel model = loaded();
        model.readTimeoutProperty().set("0");
        model.baseUrlProperty().set("events.example.com/api");
        assertEquals(Set.of(SettingsField.BASE_URL), model.invalidFields(), "outlined as explained");
        model.baseUrlProperty().set("");
        assertEquals(Set.of(SettingsField.READ_TIMEOUT), model.invalidFields());
    }

    @Test
    void aFailedSaveSaysSoAndKeepsTheDialogOpen() {
        services.failSaving(new SettingsException("Your preferences could not be written.", null));
        SettingsViewModel model = loaded();
        AtomicBoolean saved = new AtomicBoolean();
        model.save(() -> saved.set(true));
        assertFalse(saved.get());
        assertEquals("Your preferences could not be written.", model.saveProblemProperty().get());
    }

    @Test
    void aFailedSavesMessageGoesOnceTheValuesItWasAboutAreChanged() {
        services.failSaving(new SettingsException("The base URL or the key is too long to be stored.", null));
        SettingsViewModel model = loaded();
        model.save(() -> { });
        assertEquals("The base URL or the key is too long to be stored.", model.saveProblemProperty().get());

        model.apiKeyProperty().set("another-key");

        assertNull(model.saveProblemProperty().get());
    }

    @Test
    void aKeyTooLongToBeKeptIsSaidAsItIsTypedNotOnlyAtSave() {
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("https://events.example.com/api");

        model.apiKeyProperty().set("k".repeat(9_000));

        assertEquals("The API key is 9,000 characters long, more than the 8,192 your user preferences can keep; paste"
                + " the key alone.", model.problemProperty().get());
        assertEquals(SettingsField.API_KEY, model.problemFieldProperty().get());
        model.apiKeyProperty().set("k".repeat(8_192));
        assertNull(model.problemProperty().get());
    }

    @Test
    void testConnectionSaysWhatItFound() {
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("https://events.example.com/api");
        model.apiKeyProperty().set("key");

        model.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, model.testStateProperty().get());
        assertTrue(model.testResultProperty().get().startsWith("Connected to fake service (host ip-10-0-12-34) in "),
                model.testResultProperty().get());
        assertTrue(model.testResultProperty().get().endsWith("the key was accepted and all 2 checks passed."));

        api.setHealthy(false);
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.WARNING, model.testStateProperty().get());
        assertTrue(model.testResultProperty().get().endsWith("unhealthy: 1 of 2 checks failing."));

        api.reportOnlyOneCheck();
        model.testConnection();
        assertTrue(model.testResultProperty().get().endsWith("unhealthy: 1 of 1 check failing."),
                model.testResultProperty().get());
        api.setHealthy(true);
        model.testConnection();
        assertTrue(model.testResultProperty().get().endsWith("the key was accepted and its one check passed."),
                model.testResultProperty().get());

        api.failStatus(new ApiException(ApiException.Kind.KEY_REJECTED, "403"));
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.FAILED, model.testStateProperty().get());
        assertTrue(model.testResultProperty().get().contains("API key"));
        assertTrue(model.testResultProperty().get().endsWith("Check both."), "the fields are in sight, not elsewhere: "
                + model.testResultProperty().get());
        assertTrue(model.testResultProperty().get().startsWith("Tested fake service. "),
                "a failure names the address tested, as a success does: " + model.testResultProperty().get());
        assertFalse(model.testResultProperty().get().contains("key\""));

        api.failStatus(new ApiException(ApiException.Kind.NETWORK, "The service at fake service could not be"
                + " reached: connection refused."));
        model.testConnection();
        assertEquals("The service at fake service could not be reached: connection refused.",
                model.testResultProperty().get().substring(0, model.testResultProperty().get().indexOf('.') + 1),
                "the address is named once: " + model.testResultProperty().get());
    }

    @Test
    void anAddressAndAKeyPastedFromAMailWithNoBreakSpacesAtTheirEndsAreTestedAndSavedWithoutThem() throws Exception {
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("\u00A0http://127.0.0.1:18822/api\u00A0");
        model.apiKeyProperty().set("\u202Fk-pasted\u00A0\u200B");
        assertNull(model.problemProperty().get(), "nothing to flag: " + model.problemProperty().get());
        assertEquals(Set.of(), model.invalidFields());

        model.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, model.testStateProperty().get());
        assertEquals("http://127.0.0.1:18822/api", services.tried().get(0).baseUrl());
        assertEquals(new ApiKey("k-pasted"), services.tried().get(0).apiKey());
        assertEquals("k-pasted", services.tried().get(0).apiKey().value());

        model.save(() -> { });
        assertEquals("http://127.0.0.1:18822/api", services.settings().baseUrl());
        assertEquals("k-pasted", services.settings().apiKey().value());
    }

    @Test
    void aNoBreakSpaceInsideAPastedKeyIsStillSaidToBeACharacterAKeyCannotHave() {
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("https://events.example.com/api");
        model.apiKeyProperty().set("k-pa\u00A0sted");
        assertTrue(model.problemProperty().get().contains("a character a key cannot have"),
                model.problemProperty().get());
    }

    @Test
    void aRunningTestCanBeStoppedAndAnAnswerForSettingsEditedSinceIsNeverShown() {
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("https://events.example.com/api");
        model.apiKeyProperty().set("key");
        executor.holdWork(true);

        model.testConnection();
        assertEquals(SettingsViewModel.TestState.RUNNING, model.testStateProperty().get());
        model.stopTest();
        assertEquals(SettingsViewModel.TestState.NOT_RUN, model.testStateProperty().get());
        assertEquals("Test stopped.", model.testResultProperty().get());
        assertEquals("https://events.example.com/api", model.baseUrlProperty().get(), "what was typed stays");
        executor.runHeldWork();
        assertEquals("Test stopped.", model.testResultProperty().get(), "the stopped test's answer is ignored");

        model.testConnection();
        model.baseUrlProperty().set("https://other.example.com/api");
        executor.runHeldWork();
        assertEquals(SettingsViewModel.TestState.NOT_RUN, model.testStateProperty().get(),
                "an answer for the address typed before would speak for the new one");
        assertEquals("", model.testResultProperty().get());
    }

    @Test
    void testingWithNoBaseUrlSaysTheDemoServiceAnswered() {
        SettingsViewModel model = loaded();
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, model.testStateProperty().get());
        assertTrue(model.testResultProperty().get().startsWith("No base URL: the built-in demo service answered"));
    }

    @Test
    void anAddressWithoutANamespaceSegmentIsFlaggedWithoutStoppingASave() {
        SettingsViewModel model = loaded();
        model.apiKeyProperty().set("key");
        model.baseUrlProperty().set("https://example.com");
        assertTrue(model.baseUrlHintProperty().get().startsWith("This address has no namespace segment"));
        assertEquals(null, model.problemProperty().get(), "a service may sit at a host's root");

        model.baseUrlProperty().set("https://example.com/");
        assertTrue(model.baseUrlHintProperty().get() != null);
        model.baseUrlProperty().set("https://example.com/api");
        assertEquals(null, model.baseUrlHintProperty().get());
        model.baseUrlProperty().set("");
        assertEquals(null, model.baseUrlHintProperty().get(), "no address: the demo service");
    }

    @Test
    void editingAfterATestClearsItsVerdict() {
        SettingsViewModel model = loaded();
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.PASSED, model.testStateProperty().get());
        model.readTimeoutProperty().set("20");
        assertEquals(SettingsViewModel.TestState.NOT_RUN, model.testStateProperty().get());
        assertEquals("", model.testResultProperty().get());
    }

    @Test
    void aTestOfTypedSettingsThatTheEnvironmentOverridesNamesTheAddressTestedAndTheOneTheWindowKeeps() {
        services.setOverrides(new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", null, "prod.example.com"));
        api.setSource("staging.example.com:8443");
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("https://staging.example.com:8443/api");
        model.apiKeyProperty().set("key");

        model.testConnection();

        String result = model.testResultProperty().get();
        assertTrue(result.startsWith("Connected to staging.example.com:8443 (host ip-10-0-12-34) in "), result);
        assertTrue(result.endsWith("the key was accepted and all 2 checks passed. The window keeps using"
                + " prod.example.com from MARKET_EVENTS_BASE_URL while the environment sets it; this test was of the"
                + " settings typed here."), result);

        api.failStatus(new ApiException(ApiException.Kind.KEY_REJECTED, "403"));
        model.testConnection();
        assertTrue(model.testResultProperty().get().endsWith(" The window keeps using prod.example.com from"
                + " MARKET_EVENTS_BASE_URL while the environment sets it; this test was of the settings typed here."),
                model.testResultProperty().get());
    }

    @Test
    void environmentOverridesAreExplained() {
        services.setOverrides(new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", "MARKET_EVENTS_API_KEY"));
        SettingsViewModel model = loaded();
        assertEquals("In this session the environment variables MARKET_EVENTS_BASE_URL and MARKET_EVENTS_API_KEY set"
                + " the base URL and the API key; they win over what is saved here until they are unset.",
                model.overridesExplanation());
        services.setOverrides(new EnvironmentOverrides(null, "MARKET_EVENTS_API_KEY"));
        assertEquals("In this session the environment variable MARKET_EVENTS_API_KEY sets the API key; it wins over"
                + " what is saved here until it is unset.", loaded().overridesExplanation());
        services.setOverrides(EnvironmentOverrides.none());
        assertEquals("", loaded().overridesExplanation());
    }

    @Test
    void whileAVariableSetsTheBaseUrlTheNoteUnderItSaysItsAddressIsUsedNotTheDemoService() {
        assertEquals("Leave it empty for the built-in demo service: sample data, not real.", loaded().baseUrlNote());
        services.setOverrides(new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", null, "prod.example.com"));
        assertEquals("While MARKET_EVENTS_BASE_URL is set, the window uses prod.example.com; once it is unset, the"
                + " address here, or the built-in demo service if left empty.", loaded().baseUrlNote());
        services.setOverrides(new EnvironmentOverrides(null, "MARKET_EVENTS_API_KEY"));
        assertTrue(loaded().baseUrlNote().startsWith("Leave it empty"), "a key set alone leaves the base URL here");
    }

    @Test
    void aTestThatTookOverASecondSaysItsTimeInSecondsAsTheStatusPanelsRoundTripDoes() {
        api.reportStatus(now -> {
            try {
                Thread.sleep(1_100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new StatusReport("success", "h", now, List.of(
                    new CheckResult("database_available", "database ok", true, now, now.plusSeconds(27))));
        });
        SettingsViewModel model = loaded();
        model.testConnection();
        String result = model.testResultProperty().get();
        assertTrue(result.startsWith("No base URL: the built-in demo service answered in 1 s;"), result);
    }

    /** Settings typed for a service, tested against the fake api's status report, which the test warns of. */
    private SettingsViewModel testedWithAWarning() {
        SettingsViewModel model = loaded();
        model.baseUrlProperty().set("https://events.example.com/api");
        model.apiKeyProperty().set("s3cr3t-key");
        model.testConnection();
        assertEquals(SettingsViewModel.TestState.WARNING, model.testStateProperty().get());
        return model;
    }

    @Test
    void aTestWhoseCheckDoesNotSayWhetherItPassedSaysTheHealthIsNotConfirmed() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult("database_available", "database ok", null, now, now.plusSeconds(27)))));
        SettingsViewModel model = testedWithAWarning();
        assertTrue(model.testResultProperty().get().endsWith(" and the key was accepted, but the service's health is"
                + " not confirmed: 1 of 1 check did not say whether it passed."), model.testResultProperty().get());
    }

    @Test
    void aTestWhoseReportSaysFailureThoughNoCheckFailedSaysSoAsTheStatusPanelDoes() {
        api.reportStatus(now -> new StatusReport("failure", "h", now, List.of(
                new CheckResult("database_available", "database ok", null, now, now.plusSeconds(27)))));
        SettingsViewModel model = testedWithAWarning();
        assertTrue(model.testResultProperty().get().endsWith(" and the key was accepted, but the service reports"
                + " \"failure\" although no check failed."), model.testResultProperty().get());
    }

    @Test
    void aTestWhoseReportHadExpiredWhenItArrivedSaysItIsStaleNotThatAllChecksPassed() {
        api.reportStatus(now -> new StatusReport("success", "h", now.minusSeconds(3_600), List.of(
                new CheckResult("database_available", "database ok", true, now.minusSeconds(3_600),
                        now.minusSeconds(3_573)))));
        SettingsViewModel model = testedWithAWarning();
        assertTrue(model.testResultProperty().get().contains(" and the key was accepted, but its report is stale"),
                model.testResultProperty().get());
    }

    @Test
    void aTestWhoseOneCheckOfThreeHadExpiredNamesThatCheckNotTheWholeReport() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult("database_available", "database ok", true, now, now.plusSeconds(27)),
                new CheckResult("redis_available", "redis ok", true, now.minusSeconds(660), now.minusSeconds(600)),
                new CheckResult("queue_available", "queue ok", true, now, now.plusSeconds(27)))));
        SettingsViewModel model = testedWithAWarning();
        assertTrue(model.testResultProperty().get().endsWith(" and the key was accepted. Every check passed, but its"
                + " check redis_available expired at 13:50:00 UTC."), model.testResultProperty().get());
    }

    @Test
    void aTestWhoseTwoChecksOfThreeHadExpiredCountsThemAndSaysWhenTheFirstDid() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult("database_available", "database ok", true, now.minusSeconds(400),
                        now.minusSeconds(300)),
                new CheckResult("redis_available", "redis ok", true, now.minusSeconds(660), now.minusSeconds(600)),
                new CheckResult("queue_available", "queue ok", true, now, now.plusSeconds(27)))));
        SettingsViewModel model = testedWithAWarning();
        assertTrue(model.testResultProperty().get().endsWith(" and the key was accepted. Every check passed, but 2 of"
                + " 3 checks expired, the first at 13:50:00 UTC."), model.testResultProperty().get());
    }

    @Test
    void aTestWhoseEveryCheckHadExpiredSaysTheWholeReportExpired() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult("database_available", "database ok", true, now.minusSeconds(400),
                        now.minusSeconds(300)),
                new CheckResult("redis_available", "redis ok", true, now.minusSeconds(660), now.minusSeconds(600)))));
        SettingsViewModel model = testedWithAWarning();
        assertTrue(model.testResultProperty().get().endsWith(" and the key was accepted, but its report is stale: it"
                + " expired at 13:50:00 UTC, so it does not say how the service is now. Every check had passed."),
                model.testResultProperty().get());
    }

    @Test
    void settingsInAFolderThatCannotBeWrittenAreShownAsStoredAndSavingSaysTheFolderCannotBeWritten() {
        // As the JDK reads a folder left to root by a run with sudo: what is stored reads, every sync throws.
        PreferencesKeyValueStore stored = new PreferencesKeyValueStore(new UnwritablePreferences(Map.of(
                "base_url", "https://events.example.com/api", "api_key", "k-stored")));
        try (AppServices app = new AppServices(stored, new InMemoryKeyValueStore(), Map.of())) {
            SettingsViewModel model = new SettingsViewModel(new AppWindowServices(app), executor, clock);
            model.load();

            assertEquals("https://events.example.com/api", model.baseUrlProperty().get(), "the window uses it");
            assertEquals("k-stored", model.apiKeyProperty().get());
            assertNull(model.saveProblemProperty().get(), "reading works; only writing fails");

            model.readTimeoutProperty().set("45");
            model.save(() -> { });

            Path folder = Path.of(System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")),
                    ".java", ".userPrefs");
            String said = model.saveProblemProperty().get();
            assertTrue(said.contains("the settings folder " + folder + " cannot be written"), said);
        }
    }
}
