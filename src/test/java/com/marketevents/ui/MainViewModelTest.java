package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.settings.ForwardingKeyValueStore;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.PreferencesKeyValueStore;
import com.marketevents.settings.Settings;
import com.marketevents.settings.UnwritablePreferences;
import com.marketevents.ui.common.EnvironmentOverrides;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.events.RangePreset;
import com.marketevents.ui.status.StatusViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainViewModelTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private final FakeMarketEventsApi api = new FakeMarketEventsApi(clock);
    private final InMemoryKeyValueStore windowState = new InMemoryKeyValueStore();
    private final FakeWindowServices services = new FakeWindowServices(api, windowState);
    private final MainViewModel model = new MainViewModel(services, executor, clock);

    private void switchToRealService() throws Exception {
        services.saveSettings(new Settings("https://events.example.com/api", new ApiKey("k"), null, null, null));
        model.settingsSaved();
    }

    @Test
    void demoRowsStayMarkedAsDemoUntilRowsFromTheRealServiceReplaceThem() throws Exception {
        model.start();
        assertTrue(model.demoProperty().get());
        assertTrue(model.events().snapshotProperty().get().demo());

        api.failEverything(new ApiException(ApiException.Kind.KEY_REJECTED, "403"));
        switchToRealService();
        assertFalse(model.connectionProperty().get().demo());
        assertTrue(model.demoProperty().get(), "the table still holds demo rows");

        api.failEverything(null);
        model.events().reload();
        assertFalse(model.demoProperty().get());
    }

    @Test
    void savedSettingsReconnectAndLoadTheRangeAgain() throws Exception {
        model.start();
        int calls = api.eventCalls();
        switchToRealService();
        assertEquals(2, services.connects());
        assertTrue(api.eventCalls() > calls);
        assertEquals(2, api.statusCalls());
    }

    @Test
    void aSwitchOfServiceDropsTheOldServicesReportAtOnceAndSaysTheNewOneIsBeingChecked() throws Exception {
        model.start();
        assertEquals("Healthy", model.status().headlineProperty().get());

        executor.holdWork(true); // the new service has not answered yet
        switchToRealService();
        assertEquals("Checking…", model.status().headlineProperty().get());
        assertEquals("Asking events.example.com for its status…", model.status().detailProperty().get());
        assertEquals(StatusViewModel.Health.UNKNOWN, model.status().healthProperty().get());
        assertTrue(model.status().checks().isEmpty(), "no check of the demo service is shown");
        assertEquals("", model.status().hostnameProperty().get());

        executor.runHeldWork();
        assertEquals("Healthy", model.status().headlineProperty().get());
    }

    @Test
    void aServiceSavedInSettingsThatCannotBeReachedOffersTheWayBackToTheDemoDataWhichClearsOnlyItsBaseUrl()
            throws Exception {
        model.start();
        api.failEverything(new ApiException(ApiException.Kind.NETWORK, "127.0.0.1:9 refused the connection"));
        switchToRealService();
        assertEquals("events.example.com", model.configuredServiceProperty().get());
        Notice failed = model.events().noticeProperty().get();
        assertEquals(List.of(Notice.Action.RETRY, Notice.Action.OPEN_SETTINGS, Notice.Action.USE_DEMO),
                failed.actions());

        api.failEverything(null);
        model.useDemoData(problem -> { throw new AssertionError(problem); });
        assertNull(services.settings().baseUrl());
        assertEquals(new ApiKey("k"), services.settings().apiKey(), "the key stays, for the service typed again");
        assertNull(model.configuredServiceProperty().get());
        assertTrue(model.connectionProperty().get().demo());
        assertNull(model.events().noticeProperty().get(), "the demo rows loaded again");
    }

    @Test
    void whileANewServiceLoadsAndAfterItsLoadIsCancelledNothingSaysItFailedOrNamesTheServiceThatDid()
            throws Exception {
        model.start();
        api.failEverything(new ApiException(ApiException.Kind.NETWORK, "The secure connection to 10.255.255.2 failed"));
        services.saveSettings(new Settings("https://10.255.255.2/api", new ApiKey("k"), null, null, null));
        model.settingsSaved();
        assertTrue(model.events().noticeProperty().get().text().contains("10.255.255.2"));
        assertTrue(model.events().loadFailureProperty().get() != null);

        executor.holdWork(true); // the new service has not answered yet
        services.saveSettings(new Settings("http://127.0.0.1:18099/api", new ApiKey("k"), null, null, null));
        model.settingsSaved();
        assertTrue(model.events().loadingProperty().get());
        assertNull(model.events().loadFailureProperty().get(), "the demo note says it has not answered yet");
        assertNull(model.events().noticeProperty().get(), "no notice names 10.255.255.2, no longer configured");

        model.events().cancel();
        assertNull(model.events().loadFailureProperty().get(), "a cancelled load did not fail");
        assertTrue(model.events().noticeProperty().get().text().startsWith("Loading cancelled."));
    }

    @Test
    void noWayBackToTheDemoDataIsOfferedWhenAnEnvironmentVariableSetsTheService() throws Exception {
        services.setOverrides(new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", null, "events.example.com"));
        model.start();
        api.failEverything(new ApiException(ApiException.Kind.NETWORK, "127.0.0.1:9 refused the connection"));
        switchToRealService();
        assertFalse(model.events().noticeProperty().get().actions().contains(Notice.Action.USE_DEMO));
    }

    @Test
    void aLoadRefusedForItsKeyAsksForTheStatusAgainSoThatItDoesNotSayHealthyBesideIt() {
        model.start();
        int statusCalls = api.statusCalls();

        api.failEvents(new ApiException(ApiException.Kind.KEY_REJECTED, "403"));
        model.events().reload();
        assertEquals(statusCalls + 1, api.statusCalls());

        api.failEvents(new ApiException(ApiException.Kind.BAD_REQUEST, "400"));
        model.events().reload();
        assertEquals(statusCalls + 1, api.statusCalls(), "refused dates say nothing of the service");
    }

    @Test
    void aLoadThatArrivesWhileTheStatusShowsAnErrorAsksForTheStatusAgainAtOnceButNotOnEveryLoad() {
        api.failEverything(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        model.start();
        assertEquals("Status unknown", model.status().headlineProperty().get());

        api.failEverything(null); // the service recovers
        model.events().reload();
        assertEquals("Healthy", model.status().headlineProperty().get(), "not 21 s later, at the next poll");

        int statusCalls = api.statusCalls();
        model.events().reload();
        assertEquals(statusCalls, api.statusCalls(), "a healthy status is not asked for at every load");
    }

    @Test
    void aRefusedLoadAfterAStatusErrorAsksAgainSinceTheServiceAnsweredSoTheOldErrorDoesNotStay() {
        api.failEverything(new ApiException(ApiException.Kind.SERVICE_FAILURE, "500", 500, null, null, null));
        model.start();
        assertTrue(model.status().detailProperty().get().contains("HTTP 500"));

        api.failEverything(new ApiException(ApiException.Kind.BAD_REQUEST, "400", 400, null, null, null));
        model.events().reload();
        assertFalse(model.status().detailProperty().get().contains("HTTP 500"), model.status().detailProperty().get());
        assertTrue(model.status().detailProperty().get().startsWith("The service refused the request"),
                model.status().detailProperty().get());
    }

    @Test
    void aStatusTimeOutArrivingAfterALoadTheServiceAnsweredAsksAgainAtOnceRatherThanSayNoAnswerBesideTheRows() {
        model.start();
        executor.holdWork(true); // the service hangs: the check is sent, no answer yet
        model.status().refresh();
        model.events().reload(); // the service recovers and answers this load
        api.failStatus(ApiException.noAnswerInTime("127.0.0.1:9999 did not answer within 30 seconds.", null));
        int statusCalls = api.statusCalls();

        executor.runHeldWork(1, 0); // the load's rows, then the check's time-out
        assertEquals(1, executor.heldWorkCount(), "the status is asked for again at once");
        assertTrue(model.status().detailProperty().get().contains("Asking again since"),
                model.status().detailProperty().get());

        executor.runHeldWork(); // this check fails too, with no load answered since it was sent
        assertEquals(statusCalls + 2, api.statusCalls());
        assertEquals(0, executor.heldWorkCount(), "asked again once, not in a loop");
        assertEquals("No answer in time", model.status().headlineProperty().get());

        api.failStatus(null);
        executor.holdWork(false);
        executor.advance(Duration.ofSeconds(30)); // the next automatic check
        assertEquals("Healthy", model.status().headlineProperty().get());
    }

    @Test
    void closingRemembersTheRangeAndStopsTheStatusRefresh() {
        model.start();
        model.close();
        String thisWeeksFirstDay = model.events().rangeOf(RangePreset.THIS_WEEK).from().toString();
        assertEquals(thisWeeksFirstDay, windowState.get("events.range.from").orElseThrow());
        long scheduled = executor.scheduledCount();
        assertEquals(0, scheduled);
    }

    @Test
    void theWindowClosesWhenItsStateCannotBeWrittenToASettingsFolderLeftToAnotherUser() {
        MainViewModel window = new MainViewModel(new FakeWindowServices(api,
                new PreferencesKeyValueStore(new UnwritablePreferences())), executor, clock);
        window.start();

        window.close(); // threw the JDK's SecurityException, and the window stayed open

        assertEquals(0, executor.scheduledCount());
    }

    @Test
    void aSettingsFolderThatCannotBeWrittenIsSaidOnceInWordsNamingItAndLoggedOnceNotAtEveryWrite() {
        MainViewModel window = new MainViewModel(new FakeWindowServices(api,
                new PreferencesKeyValueStore(new UnwritablePreferences())), executor, clock);
        Logger log = Logger.getLogger(MainViewModel.class.getName());
        AtomicInteger logged = new AtomicInteger();
        Handler counter = new Handler() {
            @Override
            public void publish(LogRecord record) {
                logged.incrementAndGet();
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.addHandler(counter);
        try {
            window.start();
            window.writeWindowState();
            Notice said = window.writeNoticeProperty().get();
            Path folder = Path.of(System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")),
                    ".java", ".userPrefs");
            assertTrue(said.text().contains("the settings folder " + folder + " cannot be written"), said.text());
            assertTrue(said.text().contains("make it yours again or writable"), "what to do: " + said.text());

            window.dismissWriteNotice(); // the user closed it
            window.writeWindowState(); // every five seconds
            window.writeWindowState();
            window.close();

            assertNull(window.writeNoticeProperty().get(), "said once, not again at every write");
            assertEquals(1, logged.get(), "logged once");
        } finally {
            log.removeHandler(counter);
        }
    }

    @Test
    void aSettingsFolderThatCannotBeWrittenIsSaidRightAfterTheStartBeforeAnythingIsSaved(@TempDir Path home)
            throws Exception {
        Path file = Files.writeString(home.resolve("prefs"), "a file where the settings folder should be");
        MainViewModel window = new MainViewModel(new FakeWindowServices(api, new PreferencesKeyValueStore(
                new UnwritablePreferences(), file.resolve(".java/.userPrefs"))), executor, clock);

        window.start();

        Notice said = window.writeNoticeProperty().get();
        assertTrue(said != null, "said at the start, not at the first write seconds later");
        assertTrue(said.text().contains("the settings folder cannot be written"), said.text());
        assertTrue(said.text().contains("make it yours again or writable"), "what to do: " + said.text());
        window.writeWindowState();
        window.dismissWriteNotice(); // the user closed it
        window.writeWindowState();
        assertNull(window.writeNoticeProperty().get(), "said once, not again at the first failed write");
    }

    @Test
    void closingOverASettingsFolderThatCannotBeWrittenDoesNotWaitOnASaveBoundToFail() {
        CountingStore refused = new CountingStore(Optional.of("The settings cannot be saved: the folder is root's."));
        MainViewModel window = new MainViewModel(new FakeWindowServices(api, refused), executor, clock);
        window.start();
        refused.flushes.set(0);

        window.close();

        assertEquals(0, refused.flushes.get(), "the JDK would retry its lock for seconds before failing");
        assertTrue(refused.get("events.range.from").isPresent(), "still put in the store, for the JDK's own tries");
    }

    @Test
    void closingOverASettingsFolderThatCanBeWrittenStillSavesTheWindowsState() {
        CountingStore writable = new CountingStore(Optional.empty());
        MainViewModel window = new MainViewModel(new FakeWindowServices(api, writable), executor, clock);
        window.start();
        writable.flushes.set(0);

        window.close();

        assertEquals(1, writable.flushes.get());
    }

    /** A window state store that says whether it can be written and counts its writes. */
    private static final class CountingStore extends ForwardingKeyValueStore {
        private final Optional<String> writeProblem;
        private final AtomicInteger flushes = new AtomicInteger();

        CountingStore(Optional<String> writeProblem) {
            this.writeProblem = writeProblem;
        }

        @Override
        public Optional<String> writeProblem() {
            return writeProblem;
        }

        @Override
        public void flush() {
            flushes.incrementAndGet();
        }
    }
}
