package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.EventsAnswer;
import com.marketevents.api.LeftOutRecord;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.api.RetryWaits;
import com.marketevents.events.EventsResult;
import com.marketevents.events.EventsService;
import com.marketevents.events.FailedChunk;
import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.StatusReport;
import com.marketevents.search.EventRow;
import com.marketevents.settings.ForwardingKeyValueStore;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.SettingsException;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.FakeMarketEventsApi;
import com.marketevents.ui.FakeWindowServices;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.SampleEvents;
import com.marketevents.ui.common.Connector;
import com.marketevents.ui.common.DroppedSettings;
import com.marketevents.ui.common.EnvironmentOverrides;
import com.marketevents.ui.common.Notice;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventsViewModelTest {
    private static final TimeDisplay EASTERN_TIMES = new TimeDisplay(EventTime.SERVICE_ZONE);
    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private final FakeMarketEventsApi api = new FakeMarketEventsApi(clock);
    private final FakeWindowServices services = new FakeWindowServices(api, new InMemoryKeyValueStore());
    private EventsViewModel model;

    @BeforeEach
    void setUp() {
        services.setOverrides(EnvironmentOverrides.none());
        model = new EventsViewModel(executor, connector(), clock, DayOfWeek.MONDAY);
    }

    private Connector connector() {
        return new Connector(services, executor, connection -> { });
    }

    private static MarketEvent event(long id, String ticker, String isin, String title, String type, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], ticker.split(":")[0] + ".OQ", ticker, "XNAS",
                isin, title, type, EventTime.parse(date), 2024, "published", "active", null, null);
    }

    @Test
    void startsOnThisWeekInTheServiceCalendar() {
        assertEquals("2024-11-04", model.typedRange().fromTextProperty().get());
        assertEquals("2024-11-10", model.typedRange().toTextProperty().get());
        assertNotNull(model.typedRange().rangeProperty().get());
        assertEquals("No events loaded", model.countTextProperty().get());
    }

    @Test
    void beforeTheFirstRowsArriveTheCountSaysTheyAreLoading() {
        executor.holdWork(true);
        model.load();
        assertEquals("Loading…", model.countTextProperty().get(), "not \"No events loaded\" beside the progress");

        executor.holdWork(false);
        executor.runHeldWork();
        assertFalse(model.countTextProperty().get().startsWith("Loading"), model.countTextProperty().get());
    }

    @Test
    void weeksStartWhereTheUsersLocaleStartsThemAsInTheCalendarPopups() {
        Locale before = Locale.getDefault(Locale.Category.FORMAT);
        try {
            Locale.setDefault(Locale.Category.FORMAT, Locale.US);
            EventsViewModel american = new EventsViewModel(executor, connector(), clock);
            assertEquals("2024-11-03", american.typedRange().fromTextProperty().get());
            assertEquals("2024-11-09", american.typedRange().toTextProperty().get());
            assertEquals(DateRange.of(LocalDate.of(2024, 11, 10), LocalDate.of(2024, 11, 16)),
                    american.rangeOf(RangePreset.NEXT_WEEK));

            Locale.setDefault(Locale.Category.FORMAT, Locale.GERMANY);
            EventsViewModel german = new EventsViewModel(executor, connector(), clock);
            assertEquals("2024-11-04", german.typedRange().fromTextProperty().get());
            assertEquals("2024-11-10", german.typedRange().toTextProperty().get());
        } finally {
            Locale.setDefault(Locale.Category.FORMAT, before);
        }
    }

    @Test
    void datesInTheTableAndDetailsAreWrittenInEnglishUnderAJapaneseJvm() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.JAPAN);
            EventsViewModel japanese = new EventsViewModel(executor, connector(), clock, DayOfWeek.MONDAY);
            TimeDisplay shown = japanese.timeDisplayProperty().get();
            assertEquals("Mon 23 Nov 2026, 03:30 EST", shown.eventTime(EventTime.parse("2026-11-23T03:30:00-05:00")));
            assertEquals("Mon 23 Nov 2026 · time not known", shown.eventTime(EventTime.parse("2026-11-23T00:00:00")));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aOneDayRangeIsNamedByItsDateAloneWhileItLoadsAndOnceLoaded() {
        api.setSource("events.example.com");
        List<String> progress = new ArrayList<>();
        model.progressTextProperty().addListener((obs, old, now) -> progress.add(now));
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 11, 6), LocalDate.of(2024, 11, 6)));
        model.load();
        assertEquals("Loading 2024-11-06…", progress.get(0));
        assertEquals("2024-11-06 · loaded at 14:00:00 UTC from events.example.com", model.snapshotTextProperty().get());
    }

    @Test
    void theTimeOfALoadNamesItsDateOnceItsDayIsOverWithTheWindowOpen() {
        api.setSource("events.example.com");
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8)));
        model.load();
        assertEquals("2024-11-04 to 2024-11-08 · loaded at 14:00:00 UTC from events.example.com",
                model.snapshotTextProperty().get());

        executor.advance(Duration.ofHours(9).plusMinutes(59));
        assertTrue(model.snapshotTextProperty().get().contains("loaded at 14:00:00 UTC"), "still the same day");
        executor.advance(Duration.ofMinutes(2));
        assertEquals("2024-11-04 to 2024-11-08 · loaded at 2024-11-05 14:00:00 UTC from events.example.com",
                model.snapshotTextProperty().get());
    }

    @Test
    void loadShowsTheEventsOfTheRangeAndSaysWhenAndWhereTheyCameFrom() {
        api.setSource("events.example.com");
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8)));
        model.load();

        assertEquals(SampleEvents.between(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8), 6).size(),
                model.rows().size());
        assertEquals("30 events", model.countTextProperty().get());
        assertFalse(model.loadingProperty().get());
        assertEquals("2024-11-04 to 2024-11-08 · loaded at 14:00:00 UTC from events.example.com",
                model.snapshotTextProperty().get(), "the clock time names its zone, as the table's times do");
        assertNull(model.noticeProperty().get());

        if (!ZoneId.systemDefault().equals(EventTime.SERVICE_ZONE)) {
            model.timeZoneProperty().set(TimeZoneChoice.LOCAL);
            assertEquals("2024-11-04 to 2024-11-08 (US Eastern dates) · loaded at 14:00:00 UTC from"
                    + " events.example.com", model.snapshotTextProperty().get(),
                    "times shown in another zone can fall outside the range");
            model.timeZoneProperty().set(TimeZoneChoice.SERVICE);
            assertFalse(model.snapshotTextProperty().get().contains("Eastern"));
        }
    }

    @Test
    void aDateHintsExampleIsTodayInNewYork() {
        clock.setMillis(Instant.parse("2024-11-06T02:00:00Z").toEpochMilli()); // 21:00 on the 5th in New York
        model.typedRange().fromTextProperty().set("2024-11-31");
        model.typedRange().toTextProperty().set("");

        assertEquals("“2024-11-31” is not a day of the calendar; write the start date like 2024-11-05.",
                model.typedRange().fromProblemProperty().get());
        assertEquals("Enter the end date, for example 2024-11-05.", model.typedRange().toProblemProperty().get());
    }

    @Test
    void aDateTypedWithoutLeadingZerosIsWrittenInFullOnceLoaded() {
        model.typedRange().fromTextProperty().set(" 2024-11-4");
        model.typedRange().toTextProperty().set("2024-11-08");

        model.load();

        assertEquals(1, api.eventCalls());
        assertEquals("2024-11-04", model.typedRange().fromTextProperty().get());
        assertEquals("2024-11-08", model.typedRange().toTextProperty().get());
    }

    @Test
    void anUnreadableDateIsExplainedAndCannotBeLoaded() {
        TypedRange typed = model.typedRange();
        typed.fromTextProperty().set("2024-13-01");
        assertNull(typed.rangeProperty().get());
        assertTrue(typed.rangeProblemProperty().get().contains("not a day of the calendar"),
                typed.rangeProblemProperty().get());
        assertNotNull(typed.fromProblemProperty().get());
        assertNull(typed.toProblemProperty().get());

        typed.fromTextProperty().set("tomorrow");
        assertTrue(typed.rangeProblemProperty().get().contains("write the start date like 2024-11-05"));

        model.load();
        assertEquals(0, api.eventCalls());
    }

    @Test
    void aReversedRangeIsExplainedAndCannotBeLoaded() {
        TypedRange typed = model.typedRange();
        typed.fromTextProperty().set("2024-11-20");
        typed.toTextProperty().set("2024-11-10");
        assertNull(typed.rangeProperty().get());
        assertEquals("The start date 2024-11-20 is after the end date 2024-11-10; swap them or change one.",
                typed.rangeProblemProperty().get());
        model.load();
        assertEquals(0, api.eventCalls());

        typed.toTextProperty().set("2024-11-21");
        assertNull(typed.rangeProblemProperty().get());
    }

    @Test
    void aNewerLoadWinsEvenWhenTheOlderOneAnswersLast() {
        executor.holdWork(true);
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 4)));
        model.load();
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 11, 5), LocalDate.of(2024, 11, 6)));
        model.load();
        assertEquals(2, executor.heldWorkCount());

        executor.runHeldWork(1, 0);

        assertEquals(12, model.rows().size());
        assertEquals(DateRange.of(LocalDate.of(2024, 11, 5), LocalDate.of(2024, 11, 6)),
                model.snapshotProperty().get().range());
        assertFalse(model.loadingProperty().get());
    }

    @Test
    void theCountSaysHowManyRowsAreSelectedWhenSeveralAre() {
        loadTwoEarningsCallsAndAPresentation();
        model.selectedCountProperty().set(1);
        assertEquals("3 events", model.countTextProperty().get(), "one row selected is not counted");

        model.selectedCountProperty().set(1_200);
        assertEquals("3 events · 1,200 selected", model.countTextProperty().get());
        model.selectedCountProperty().set(0);
        assertEquals("3 events", model.countTextProperty().get());
    }

    @Test
    void aLoadIsFilteredWithItsStartsFilterAndAgainWhenTheFilterChangedWhileItRan() {
        model.quickFilterProperty().set("microsoft");
        loadTwoEarningsCallsAndAPresentation();
        assertEquals(List.of(2L), ids(), "filtered with the load");

        executor.holdWork(true);
        model.reload();
        model.quickFilterProperty().set("apple"); // typed while the load runs
        executor.runHeldWork();
        assertEquals(List.of(2L), ids(), "shown with the filter it was loaded with, never unfiltered");
        assertEquals(1, executor.heldWorkCount(), "and filtered again in the background");
        executor.runHeldWork();
        assertEquals(List.of(1L), ids());
        assertEquals("1 of 3 events", model.countTextProperty().get());
    }

    @Test
    void cancellingKeepsTheRowsShownAndIgnoresTheLateAnswer() {
        model.load();
        int before = model.rows().size();
        executor.holdWork(true);
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 12, 1), LocalDate.of(2024, 12, 31)));
        model.load();
        assertTrue(model.loadingProperty().get());

        model.cancel();
        executor.runHeldWork();

        assertFalse(model.loadingProperty().get());
        assertEquals(before, model.rows().size());
        assertEquals(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 10)),
                model.snapshotProperty().get().range());
        assertEquals("Loading cancelled. The table still shows 2024-11-04 to 2024-11-10.",
                model.noticeProperty().get().text());
        assertEquals(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 10)), model.typedRange().valid(),
                "the dates show the range shown, so that Reload and the period buttons go from it");
    }

    @Test
    void tryAgainThatFailsTheSameWaySaysWhenItTriedAndHowOftenSoThatTheUserSeesItRan() {
        model.load();
        api.failEvents(new ApiException(ApiException.Kind.NETWORK, "127.0.0.1:9 refused the connection"));
        model.reload();
        String first = model.noticeProperty().get().text();
        assertTrue(first.endsWith("The table still shows 2024-11-04 to 2024-11-10."), first);

        clock.setMillis(clock.millis() + 12_000);
        model.reload(); // Try again
        assertEquals(first + " Tried again at 14:00:12 UTC.", model.noticeProperty().get().text());
        clock.setMillis(clock.millis() + 3_000);
        model.reload();
        assertEquals(first + " Tried 3 times, the last at 14:00:15 UTC.", model.noticeProperty().get().text());

        model.dismissNotice();
        model.reload();
        assertEquals(first, model.noticeProperty().get().text(), "a failure after the notice was closed is told anew");
    }

    @Test
    void aWaitTheServiceAskedForIsSaidAsTheTimeOfDayItEndsSoThatItStaysTrueWhileShown() {
        api.failEvents(new ApiException(ApiException.Kind.RATE_LIMITED, "HTTP 429", 429, null,
                Duration.ofMillis(7_400), null));
        model.load();

        assertEquals("The service is limiting how often it may be asked. Try again after 14:00:08 UTC.",
                model.noticeProperty().get().text(), "not \"Try again in 8 seconds.\", untrue a minute later");
        assertEquals(List.of(Notice.Action.RETRY), model.noticeProperty().get().actions());
    }

    @Test
    void aRejectedKeyWhileAVariableSetsTheBaseUrlSendsTheUserToTheVariableNotOnlyToSettings() {
        services.setOverrides(new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", null));
        api.failEvents(new ApiException(ApiException.Kind.KEY_REJECTED, "403 Forbidden"));
        model.load();

        assertTrue(model.noticeProperty().get().text().contains("Check both (the base URL set by"
                + " MARKET_EVENTS_BASE_URL, the key in Settings)."), model.noticeProperty().get().text());
        assertEquals(List.of(Notice.Action.OPEN_SETTINGS), model.noticeProperty().get().actions(),
                "Settings still set the key");
    }

    @Test
    void whenVariablesSetEverythingTheNoticeAsksToCheckItOffersNoSettingsButton() {
        services.setOverrides(new EnvironmentOverrides("MARKET_EVENTS_BASE_URL", "MARKET_EVENTS_API_KEY"));
        api.failEvents(new ApiException(ApiException.Kind.KEY_REJECTED, "403 Forbidden"));
        model.load();

        assertTrue(model.noticeProperty().get().text().contains("which win over Settings"),
                model.noticeProperty().get().text());
        assertEquals(List.of(), model.noticeProperty().get().actions());

        api.failEvents(new ApiException(ApiException.Kind.NOT_FOUND, "404 Not Found"));
        model.load();
        assertEquals(List.of(), model.noticeProperty().get().actions(), "the base URL is the variable's");
    }

    @Test
    void aRejectedKeyIsOneSentenceWithTheWayToSettingsAndTheOldRowsStayLabelled() {
        model.load();
        api.failEvents(new ApiException(ApiException.Kind.KEY_REJECTED, "403 Forbidden"));
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 12, 1), LocalDate.of(2024, 12, 2)));
        model.load();

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.ERROR, notice.severity());
        assertTrue(notice.text().contains("API key"), notice.text());
        assertTrue(notice.text().endsWith("The table still shows 2024-11-04 to 2024-11-10."), notice.text());
        assertEquals(List.of(Notice.Action.OPEN_SETTINGS), notice.actions());
        assertEquals(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 10)),
                model.snapshotProperty().get().range());
    }

    @Test
    void anUnexpectedFailureNeverShowsItsStackTrace() {
        api.withEvents(range -> {
            throw new IllegalStateException("boom at com.example.Foo");
        });
        model.load();
        Notice notice = model.noticeProperty().get();
        assertFalse(notice.text().contains("boom"));
        assertFalse(notice.text().contains("Exception"));
        assertEquals(List.of(Notice.Action.RETRY), notice.actions());
    }

    @Test
    void memoryRunningOutIsSaidWithTheWayOutAndNotOfferedAgain() {
        api.withEvents(range -> {
            throw new OutOfMemoryError("Java heap space");
        });
        model.load();
        Notice notice = model.noticeProperty().get();
        assertEquals("Memory ran out while loading events; nothing was changed. A shorter date range needs less.",
                notice.text());
        assertEquals(List.of(), notice.actions(), "trying the same range again would run out again");
    }

    /** The progress texts and shares a load of 2024's first quarter shows, in order. */
    private record ProgressSeen(List<String> texts, List<Double> shares) {
    }

    private ProgressSeen loadAQuarterWatchingProgress() {
        ProgressSeen seen = new ProgressSeen(new ArrayList<>(), new ArrayList<>());
        model.progressTextProperty().addListener((obs, old, now) -> seen.texts().add(now));
        model.progressProperty().addListener((obs, old, now) -> seen.shares().add(now.doubleValue()));
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 3, 31)));
        model.load();
        return seen;
    }

    @Test
    void progressCountsTheDaysAnswered() {
        ProgressSeen progress = loadAQuarterWatchingProgress();
        List<String> seen = progress.texts();
        List<Double> shares = progress.shares();
        assertEquals("Loading 2024-01-01 to 2024-03-31…", seen.get(0));
        assertTrue(seen.stream().noneMatch(text -> text.startsWith("0 of")),
                "before the first answer the text says what loads, not a count that looks stuck: " + seen);
        assertEquals(-1.0, shares.get(0), "the bar moves by itself until the first answer");
        assertTrue(shares.stream().noneMatch(share -> share == 0.0), shares.toString());
        assertTrue(seen.contains("31 of 91 days · 138 events"), seen.toString());
        assertEquals("", model.progressTextProperty().get());
    }

    @Test
    void onceEveryDayIsInTheProgressSaysTheRowsAreBeingPreparedOnAMovingBar() {
        ProgressSeen progress = loadAQuarterWatchingProgress();
        List<String> seen = progress.texts();
        List<Double> shares = progress.shares();
        int preparing = seen.indexOf("Preparing 390 events for the table…");
        assertTrue(preparing > 0, seen.toString());
        assertTrue(seen.stream().noneMatch(text -> text.startsWith("91 of 91 days")),
                "a full bar while the rows are made would look stuck: " + seen);
        assertEquals(-1.0, shares.get(shares.size() - 1), "the bar moves by itself while the rows are made");
    }

    @Test
    void aLongWaitToTryAgainIsSaidWhileTheLoadWaitsAndAShortOneIsNot() {
        List<String> seen = new ArrayList<>();
        model.progressTextProperty().addListener((obs, old, now) -> seen.add(now));
        services.setFetcher((range, progress, cancellation) -> {
            progress.waiting(Duration.ofMillis(200), "connection dropped");
            progress.waiting(Duration.ofSeconds(20), "HTTP 429");
            return new EventsResult(range, SampleEvents.between(range.from(), range.to(), 2), List.of());
        });
        model.load();

        assertTrue(seen.contains("Waiting 20 s to try again (HTTP 429)…"), seen.toString());
        assertTrue(seen.stream().noneMatch(text -> text.contains("connection dropped")), seen.toString());
    }

    @Test
    void aWaitToTryAgainCountsDownOnceASecondUntilTheRequestIsTriedAgain() {
        List<String> atTwoAndTwelve = new ArrayList<>();
        services.setFetcher((range, progress, cancellation) -> {
            progress.waiting(Duration.ofSeconds(20), "HTTP 429");
            executor.advance(Duration.ofSeconds(2)); // the load waits meanwhile
            atTwoAndTwelve.add(model.progressTextProperty().get());
            executor.advance(Duration.ofSeconds(10));
            atTwoAndTwelve.add(model.progressTextProperty().get());
            executor.advance(Duration.ofSeconds(8));
            atTwoAndTwelve.add(model.progressTextProperty().get());
            progress.waiting(Duration.ofMinutes(5), "HTTP 429");
            atTwoAndTwelve.add(model.progressTextProperty().get());
            executor.advance(Duration.ofSeconds(61));
            atTwoAndTwelve.add(model.progressTextProperty().get());
            return new EventsResult(range, SampleEvents.between(range.from(), range.to(), 2), List.of());
        });
        model.load();

        assertEquals(List.of("Waiting 18 s to try again (HTTP 429)…", "Waiting 8 s to try again (HTTP 429)…",
                "Trying again (HTTP 429)…", "Waiting 5 min 0 s to try again (HTTP 429)…",
                "Waiting 3 min 59 s to try again (HTTP 429)…"), atTwoAndTwelve);
        executor.advance(Duration.ofSeconds(10));
        assertEquals("", model.progressTextProperty().get(), "the countdown stops with the load");
    }

    @Test
    void theToolbarsWaitEndsAtTheInstantTheRefusedAnswerSetNotAtItsFullLengthFromWhenItWasTold() {
        AtomicReference<String> whenTold = new AtomicReference<>();
        MarketEventsApi asksToWait = new MarketEventsApi() {
            @Override
            public StatusReport status(Cancellation cancellation) {
                throw new UnsupportedOperationException();
            }

            @Override
            public EventsAnswer events(DateRange range, Cancellation cancellation) {
                return new EventsAnswer(List.of(), false);
            }

            @Override
            public EventsAnswer events(DateRange range, Cancellation cancellation, RetryWaits waits) {
                // The 429 arrived 3 s before this call waits out its Retry-After of 20 s: 17 s are left.
                waits.waitingUntil(Duration.ofSeconds(20), clock.instant().plusSeconds(17), "HTTP 429");
                whenTold.set(model.progressTextProperty().get());
                return events(range, cancellation);
            }

            @Override
            public String describeSource() {
                return "a service that asks to wait";
            }
        };
        services.setFetcher((range, progress, cancellation) ->
                new EventsService(asksToWait, 31, 1).fetch(range, progress, cancellation));
        model.load();

        assertEquals("Waiting 17 s to try again (HTTP 429)…", whenTold.get(),
                "the same end as the refused load's \"Try again after\" names");
    }

    @Test
    void aWaitsEndShownPastMidnightIsSaidAgainNamingItsDateOnlyWhenItIsNotTheDayShown() {
        clock.setMillis(Instant.parse("2024-11-05T23:59:00Z").toEpochMilli());
        api.failEvents(new ApiException(ApiException.Kind.RATE_LIMITED, "HTTP 429", 429, null,
                Duration.ofMinutes(2), null));
        model.load();
        String limited = "The service is limiting how often it may be asked. ";
        assertEquals(limited + "Try again after 2024-11-06 00:01:00 UTC.", model.noticeProperty().get().text());

        executor.advance(Duration.ofSeconds(90));
        assertEquals(limited + "Try again after 00:01:00 UTC.", model.noticeProperty().get().text(),
                "once it is that day, the date is today's and goes, as the window's other times do");

        executor.advance(Duration.ofDays(1));
        assertEquals(limited + "Try again after 2024-11-06 00:01:00 UTC.", model.noticeProperty().get().text(),
                "still shown the day after, a bare time of day would read as that day's");
    }

    @Test
    void aWaitEndingBeforeMidnightNamesItsDateOnceTheNoticeStaysUpPastIt() {
        clock.setMillis(Instant.parse("2024-11-05T23:58:00Z").toEpochMilli());
        api.failEvents(new ApiException(ApiException.Kind.SERVICE_FAILURE, "HTTP 503", 503, null,
                Duration.ofSeconds(30), null));
        model.load();
        String text = model.noticeProperty().get().text();
        assertTrue(text.endsWith("Try again after 23:58:30 UTC."), text);

        executor.advance(Duration.ofMinutes(3));
        assertEquals(text.replace("23:58:30", "2024-11-05 23:58:30"), model.noticeProperty().get().text(),
                "after midnight a bare time of day would read as today's");
    }

    @Test
    void aRepeatedFailuresTimeOfDayNamesItsDateOnceItsDayIsOver() {
        clock.setMillis(Instant.parse("2024-11-05T23:57:00Z").toEpochMilli());
        model.load();
        api.failEvents(new ApiException(ApiException.Kind.NETWORK, "127.0.0.1:9 refused the connection"));
        model.reload();
        String first = model.noticeProperty().get().text();
        clock.setMillis(clock.millis() + 14_000);
        model.reload(); // Try again
        assertEquals(first + " Tried again at 23:57:14 UTC.", model.noticeProperty().get().text());

        executor.advance(Duration.ofMinutes(4));
        assertEquals(first + " Tried again at 2024-11-05 23:57:14 UTC.", model.noticeProperty().get().text(),
                "after midnight a bare time of day would read as today's");
        model.reload();
        assertTrue(model.noticeProperty().get().text().startsWith(first + " Tried 3 times, the last at 00:01:14"),
                "the notice said again is still the one a load tried again counts on: "
                        + model.noticeProperty().get().text());
    }

    @Test
    void oneEventIsCountedInTheSingular() {
        api.withEvents(range -> List.of(
                event(1, "AAPL:US", "US0378331005", "Q4 Apple Inc. Earnings Call", "earnings",
                        "2024-11-04T16:30:00-05:00")));
        model.load();

        assertEquals("1 event", model.countTextProperty().get());
        model.quickFilterProperty().set("msft");
        assertEquals("0 of 1 event", model.countTextProperty().get());
    }

    @Test
    void quickFilterMatchesEveryIdentifierAndTheTitleWhateverTheCase() {
        api.withEvents(range -> List.of(
                event(1, "AAPL:US", "US0378331005", "Q4 Apple Inc. Earnings Call", "earnings", "2024-11-04T16:30:00-05:00"),
                event(2, "MSFT:US", "US5949181045", "Microsoft Investor Day", "investor_meeting",
                        "2024-11-05T09:00:00-05:00"),
                event(3, "SAP:GR", null, "SAP SE Capital Markets Day", "presentation", "2024-11-06T00:00:00-05:00")));
        model.load();
        assertEquals(3, model.rows().size());

        model.quickFilterProperty().set("aapl");
        assertEquals(List.of(1L), ids());
        model.quickFilterProperty().set("us5949");
        assertEquals(List.of(2L), ids());
        model.quickFilterProperty().set("SAP.OQ");
        assertEquals(List.of(3L), ids());
        model.quickFilterProperty().set("markets day");
        assertEquals(List.of(3L), ids());
        model.quickFilterProperty().set("  ");
        assertEquals(3, model.rows().size());
        assertEquals("3 events", model.countTextProperty().get());
        model.quickFilterProperty().set("day");
        assertEquals("2 of 3 events", model.countTextProperty().get());
    }

    @Test
    void quickFilterWordsMayMatchApartInAnyOrderAndAcrossIdentifierAndTitle() {
        loadTwoEarningsCallsAndAPresentation();

        model.quickFilterProperty().set("apple call");
        assertEquals(List.of(1L), ids());
        model.quickFilterProperty().set("call   earnings");
        assertEquals(List.of(1L, 2L), ids());
        model.quickFilterProperty().set("msft earnings");
        assertEquals(List.of(2L), ids());
        model.quickFilterProperty().set("msft day");
        assertEquals(List.of(), ids());
    }

    private void loadTwoEarningsCallsAndAPresentation() {
        api.withEvents(range -> List.of(
                event(1, "AAPL:US", "US0378331005", "Apple Earnings Call", "earnings", "2024-11-04T16:30:00-05:00"),
                event(2, "MSFT:US", "US5949181045", "Microsoft Earnings Call", "earnings", "2024-11-05T09:00:00-05:00"),
                event(3, "SAP:GR", null, "SAP SE Capital Markets Day", "presentation", "2024-11-06T00:00:00-05:00")));
        model.load();
    }

    @Test
    void valueFiltersOfferTheLoadedValuesWithCountsAndCombineWithTheQuickFilter() {
        loadTwoEarningsCallsAndAPresentation();
        FacetFilter types = facet("eventType");
        assertEquals(List.of(new FacetFilter.Option("earnings", 2), new FacetFilter.Option("presentation", 1)),
                types.options());

        types.choose("earnings", true);
        assertEquals(List.of(1L, 2L), ids());
        assertEquals("Type: Earnings", types.summaryProperty().get());
        types.choose("presentation", true);
        assertEquals("Type: 2 of 2", types.summaryProperty().get());
        assertEquals("Type: Earnings, Presentation", types.chosenInFullProperty().get(), "the button's tooltip");
        types.choose("presentation", false);
        model.quickFilterProperty().set("micro");
        assertEquals(List.of(2L), ids());

        model.clearFilters();
        assertEquals(3, model.rows().size());
        assertEquals("Type", types.summaryProperty().get());
    }

    @Test
    void theExchangeFilterListsAKnownMarketsNameBesideItsCodeAndItsSummaryKeepsTheCode() {
        FacetFilter exchanges = facet("exchange");
        assertEquals("XNAS · Nasdaq", exchanges.menuLabel("XNAS"));
        assertEquals("XQQQ", exchanges.menuLabel("XQQQ"), "a code not known, alone");
        assertEquals("(none)", exchanges.menuLabel(""));
        exchanges.choose("XNAS", true);
        assertEquals("Exchange: XNAS", exchanges.summaryProperty().get());
        assertEquals("Exchange: XNAS · Nasdaq", exchanges.chosenInFullProperty().get(), "the button's tooltip");
        assertEquals("Earnings", facet("eventType").menuLabel("earnings"));
    }

    private static MarketEvent listing(String ticker, String bloombergTicker) {
        return new MarketEvent(1L, 1L, ticker, "T", null, bloombergTicker, "XNYS", null, "Call", "earnings", null, 2026,
                null, "active", null, null);
    }

    @Test
    void theListingsOfSeveralRowsBecomeAListOfEachOnceAndRowsWithoutOneAddNothing() {
        model.showOnlyListings(List.of(listing("T:US", "T:US"), listing("F:US", "F:US"), listing("T:US", "T:US"),
                listing(null, null)));
        assertEquals("T:US, F:US", model.quickFilterProperty().get());
        model.showOnlyListings(List.of(listing(null, null)));
        assertEquals("T:US, F:US", model.quickFilterProperty().get(), "nothing to show only: the filter stays");
    }

    @Test
    void onlyAFilterBeyondTheWatchlistInUseThatLeavesRowsOutNarrowsTheRowsAnExportIsNamedAfter() {
        model.restore(new InMemoryKeyValueStore(), new DroppedSettings());
        loadTwoEarningsCallsAndAPresentation();
        assertFalse(model.isNarrowedBeyondTheWatchlist(), "nothing filters");
        model.quickFilterProperty().set("AAPL:US, SAP:GR");
        assertTrue(model.isNarrowedBeyondTheWatchlist(), "a quick filter's text");
        model.watchlistActions().saveQuickFilterAs("Mixed");
        assertFalse(model.isNarrowedBeyondTheWatchlist(), "the watchlist names itself");
        facet("eventType").choose("earnings", true);
        assertTrue(model.isNarrowedBeyondTheWatchlist(), "a value filter over the watchlist");

        model.clearFilters();
        model.quickFilterProperty().set("e");
        assertEquals(3, model.rows().size());
        assertFalse(model.isNarrowedBeyondTheWatchlist(), "a filter that leaves no row out");
    }

    @Test
    void showingOnlyARowsValueKeepsTheOtherFiltersAndAnEmptyValueStandsForEventsWithoutOne() {
        loadTwoEarningsCallsAndAPresentation();
        FacetFilter types = facet("eventType");
        model.quickFilterProperty().set("micro");
        MarketEvent presentation = model.loadedRows().stream().map(EventRow::event)
                .filter(event -> event.eventType().equals("presentation")).findFirst().orElseThrow();
        model.showOnlyValue(types, presentation);
        assertEquals(Set.of("presentation"), types.chosen());
        assertEquals("micro", model.quickFilterProperty().get());
        assertTrue(model.isFiltering());
        assertEquals(Optional.of(types), model.facetOf(EventField.EVENT_TYPE));
        assertEquals(Optional.empty(), model.facetOf(EventField.TICKER));

        model.clearFilters();
        assertFalse(model.isFiltering());
        model.showOnlyValue(facet("transcriptionStatus"), listing("T:US", "T:US"));
        assertEquals(Set.of(""), facet("transcriptionStatus").chosen());
    }

    @Test
    void aQuickFilterThatFoundNothingInTheLoadedRowsIsNotKeptAmongTheRecentOnes() {
        loadTwoEarningsCallsAndAPresentation();
        model.quickFilterProperty().set("zzzzq");
        model.rememberQuickFilter();
        assertEquals(List.of(), model.recentQueries().entries(), "a slip of the keys");

        model.quickFilterProperty().set("AAPL:US");
        model.rememberQuickFilter();
        assertEquals(List.of("AAPL:US"), model.recentQueries().entries());
    }

    @Test
    void aQuickFilterReplacedByShowOnlyOrClearedIsKeptAmongTheRecentOnes() {
        loadTwoEarningsCallsAndAPresentation();
        model.quickFilterProperty().set("aapl, msft");
        model.showOnlyListings(List.of(listing("SAP:GR", "SAP:GR")));
        assertEquals("SAP:GR", model.quickFilterProperty().get());
        assertEquals(List.of("SAP:GR", "aapl, msft"), model.recentQueries().entries());

        model.clearFilters();
        model.replaceQuickFilter(model.recentQueries().entries().get(1));
        assertEquals("aapl, msft", model.quickFilterProperty().get());
        assertEquals(List.of("aapl, msft", "SAP:GR"), model.recentQueries().entries());
    }

    @Test
    void aStoredRangeThatIsNotTwoDatesIsSaidCutAndTheFieldsKeepThisWeek() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        store.put(EventsViewModel.KEY_FROM, "yesterday");
        store.put(EventsViewModel.KEY_TO, "x".repeat(500));
        String typedBefore = model.typedRange().fromTextProperty().get();

        Optional<String> said = model.restore(store, new DroppedSettings());

        assertEquals("The range kept from last time, yesterday to " + "x".repeat(23) + "…, is not two dates: showing"
                + " this week.", said.orElseThrow());
        assertEquals(typedBefore, model.typedRange().fromTextProperty().get());
        assertEquals(Optional.empty(), new EventsViewModel(executor, connector(), clock, DayOfWeek.MONDAY)
                .restore(new InMemoryKeyValueStore(), new DroppedSettings()), "nothing kept: nothing to say");
    }

    @Test
    void theQuickFilterSavedAsAWatchlistIsStoredAtOnceAndADeletedOneStaysAmongTheRecentFilters() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        model.restoreWatchlists(store);
        model.quickFilterProperty().set("JPM:US, BAC:US");
        model.watchlistActions().saveQuickFilterAs("Banks");

        EventsViewModel restarted = new EventsViewModel(executor, connector(), clock, DayOfWeek.MONDAY);
        restarted.restoreWatchlists(store);
        Watchlist banks = restarted.watchlists().named("Banks").orElseThrow();
        assertEquals("JPM:US, BAC:US", banks.filter(), "kept before the window's state is saved at its close");

        restarted.watchlistActions().delete(banks);
        assertEquals(List.of(), restarted.watchlists().entries());
        assertEquals(List.of("JPM:US, BAC:US"), restarted.recentQueries().entries());
    }

    @Test
    void aQuickFilterSavedAsAWatchlistIsSpelledAsTheAddFieldSpellsListingsEachOnce() {
        model.restoreWatchlists(new InMemoryKeyValueStore());
        model.quickFilterProperty().set("LUMO, cs; T, lumo, pion us equity");
        model.watchlistActions().saveQuickFilterAs("Movers");

        assertEquals("LUMO, CS, T, PION US Equity", model.watchlists().named("Movers").orElseThrow().filter());
        assertEquals("LUMO, CS, T, PION US Equity", model.quickFilterProperty().get(),
                "the quick filter holds the watchlist as kept, so it is marked as the one in use");
        assertEquals("Movers", model.watchlistActions().inUse().orElseThrow().name());
    }

    @Test
    void aWatchlistReplacedBySavingOrRenamingStaysAmongTheRecentFiltersAsADeletedOneDoes() {
        model.restoreWatchlists(new InMemoryKeyValueStore());
        model.watchlistActions().keep("Asia", "AAPL:US, NBL:AU");
        model.watchlistActions().keep("Banks", "JPM:US");
        model.watchlistActions().keep("Tech", "MSFT:US");

        model.watchlistActions().rename(model.watchlists().named("Banks").orElseThrow(), "asia");
        assertEquals("JPM:US", model.watchlists().named("Asia").orElseThrow().filter());
        assertEquals(List.of("AAPL:US, NBL:AU"), model.recentQueries().entries());

        model.quickFilterProperty().set("ZM:US");
        model.watchlistActions().saveQuickFilterAs("TECH");
        assertEquals(List.of("MSFT:US", "AAPL:US, NBL:AU"), model.recentQueries().entries());

        model.watchlistActions().rename(model.watchlists().named("Asia").orElseThrow(), "ASIA");
        assertEquals(List.of("MSFT:US", "AAPL:US, NBL:AU"), model.recentQueries().entries(),
                "a watchlist renamed in another case replaces nothing");
    }

    @Test
    void aWatchlistIsWrittenToTheDiskAtOnceAndAFailureToDoSoIsSaid() {
        int[] flushes = {0};
        KeyValueStore failing = new ForwardingKeyValueStore() {
            @Override
            public void flush() throws SettingsException {
                flushes[0]++;
                throw new SettingsException("The settings could not be saved to your user preferences.", null);
            }
        };
        model.restoreWatchlists(failing);
        assertEquals(0, flushes[0], "nothing to write at the start");
        model.quickFilterProperty().set("JPM:US");
        model.watchlistActions().saveQuickFilterAs("Banks");

        assertEquals(1, flushes[0]);
        assertEquals(Notice.Severity.WARNING, model.noticeProperty().get().severity());
        assertTrue(model.noticeProperty().get().text().startsWith("The watchlists could not be written"));
        assertEquals("Banks\nJPM:US", failing.get("events.watchlists").orElseThrow(), "kept for the window's close");
    }

    @Test
    void aWatchlistFileIsReadAsAQuickFilterAndAFailureToReadOrWriteOneIsASentence(@TempDir Path folder)
            throws Exception {
        Path list = Files.writeString(folder.resolve("banks.csv"), "ticker,name\nJPM:US,JPMorgan\nBAC:US,BofA\n");
        AtomicReference<String> read = new AtomicReference<>();
        AtomicReference<String> problem = new AtomicReference<>();
        model.watchlistActions().readFile(list, imported -> read.set(imported.filter()), problem::set);
        assertEquals("JPM:US, BAC:US", read.get());

        model.watchlistActions().readFile(folder.resolve("gone.txt"), imported -> read.set(imported.filter()),
                problem::set);
        assertEquals("gone.txt is not there any more.", problem.get());

        Path written = folder.resolve("banks.txt");
        boolean[] done = {false};
        model.watchlistActions().writeFile(new Watchlist("Banks", "JPM:US, BAC:US"), written, () -> done[0] = true,
                problem::set);
        assertTrue(done[0]);
        assertEquals("JPM:US\nBAC:US\n", Files.readString(written));

        problem.set(null);
        model.watchlistActions().writeFile(new Watchlist("Banks", "JPM:US"), folder.resolve("no-such-folder/banks.txt"),
                () -> done[0] = false, problem::set);
        assertTrue(problem.get().contains("does not exist"), problem.get());
        assertEquals(Optional.of(folder), model.watchlistActions().lastFolder(),
                "the next file chooser opens where the last file was, and not in a folder that is gone");
    }

    @Test
    void aSpreadsheetsTickerColumnIsImportedWithoutTheCellsThatAreNoListingAsTheAddFieldRefusesThem(
            @TempDir Path folder) throws Exception {
        Path sheet = Files.writeString(folder.resolve("banks.csv"),
                "ticker,name\njpm:us,JPMorgan\nBank of Nowhere,no ticker\nBAC:USA,three letters\n0005.hk,HSBC\n");
        AtomicReference<ImportedListings> read = new AtomicReference<>();
        model.watchlistActions().readFile(sheet, read::set, problem -> { });
        assertEquals("JPM:US, 0005.HK", read.get().filter());
        assertEquals("2 lines left out (not listings: “Bank of Nowhere” and “BAC:USA”)", read.get().leftOutSaid());

        Path noListing = Files.writeString(folder.resolve("names.csv"), "ticker\nBank of Nowhere\n");
        AtomicReference<String> problem = new AtomicReference<>();
        read.set(null);
        model.watchlistActions().readFile(noListing, read::set, problem::set);
        assertNull(read.get(), "nothing to name, nothing to create");
        assertEquals("names.csv holds no listing (not a listing: “Bank of Nowhere”). Give a list of tickers, one a"
                + " line, such as AAPL:US.", problem.get());
    }

    @Test
    void listingsAddedToOrRemovedFromTheWatchlistInUseChangeTheQuickFilterWithIt() {
        model.restoreWatchlists(new InMemoryKeyValueStore());
        WatchlistActions actions = model.watchlistActions();
        model.quickFilterProperty().set("F:US");
        actions.saveQuickFilterAs("Autos");
        model.quickFilterProperty().set("");
        actions.addListingsTo(model.watchlists().named("Autos").orElseThrow(), List.of(listing("GM:US", "GM:US")));
        assertEquals("F:US, GM:US", model.watchlists().named("Autos").orElseThrow().filter());
        assertEquals("", model.quickFilterProperty().get(), "not in use, so the quick filter stays");

        model.replaceQuickFilter("F:US, GM:US");
        actions.addListingsTo(model.watchlists().named("Autos").orElseThrow(), List.of(listing("T:US", "T:US")));
        assertEquals("F:US, GM:US, T:US", model.quickFilterProperty().get());

        List<MarketEvent> att = List.of(listing("T:US", "T:US"));
        List<String> said = new ArrayList<>();
        actions.setOnChanged(said::add);
        actions.removeFromTheOneInUse(att);
        assertEquals("F:US, GM:US", model.quickFilterProperty().get());
        assertEquals("F:US, GM:US", model.watchlists().named("Autos").orElseThrow().filter());
        assertEquals(List.of("Removed T:US from “Autos”"), said);
        actions.removeFromTheOneInUse(att);
        assertEquals("F:US, GM:US", model.watchlists().named("Autos").orElseThrow().filter(),
                "T:US is no longer in it");
        actions.removeFromTheOneInUse(List.of(listing("F:US", "F:US"), listing("GM:US", "GM:US")));
        assertEquals("F:US, GM:US", model.watchlists().named("Autos").orElseThrow().filter(),
                "a watchlist is never emptied");
        assertEquals(List.of("Removed T:US from “Autos”"), said, "nothing else said: nothing else taken out");
    }

    @Test
    void goingToTodayOnAnotherDayThanNewYorksSaysWhoseTodayIsNotLoaded() {
        clock.setMillis(Instant.parse("2024-11-06T02:00:00Z").toEpochMilli()); // 21:00 on the 5th in New York
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 10, 1), LocalDate.of(2024, 10, 31)));
        model.load();

        assertEquals(OptionalInt.empty(), model.rowOfToday());
        assertEquals("Today in New York, 2024-11-05, is not among the loaded dates (2024-10-01 to 2024-10-31).",
                model.noticeProperty().get().text());
    }

    @Test
    void todaysEventsStartAtItsFirstRowElseAtTheNearestLaterDayElseTheNearestEarlierOne() {
        loadTwoEarningsCallsAndAPresentation(); // Apple on Monday 4, Microsoft today (Tuesday 5), SAP on 6 November
        assertEquals(OptionalInt.of(1), model.rowOfToday());
        model.quickFilterProperty().set("AAPL:US, SAP:GR");
        assertEquals(OptionalInt.of(1), model.rowOfToday(), "no event today: the next day's");
        model.quickFilterProperty().set("apple");
        assertEquals(OptionalInt.of(0), model.rowOfToday(), "none today or later: the last day's before");
        assertNull(model.noticeProperty().get());

        model.quickFilterProperty().set("");
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 10, 1), LocalDate.of(2024, 10, 31)));
        model.load();
        assertEquals(OptionalInt.empty(), model.rowOfToday());
        assertEquals("Today, 2024-11-05, is not among the loaded dates (2024-10-01 to 2024-10-31).",
                model.noticeProperty().get().text());
        assertEquals(List.of(Notice.Action.LOAD_THIS_WEEK), model.noticeProperty().get().actions());

        List<Integer> wentTo = new ArrayList<>();
        model.setRowRevealer(wentTo::add);
        model.loadThisWeekThenGoToToday();
        assertEquals(DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 10)),
                model.snapshotProperty().get().range());
        assertEquals(List.of(1), wentTo, "once this week's rows are shown, to Microsoft's call today");
        model.reload();
        assertEquals(List.of(1), wentTo, "only after that load");
    }

    @Test
    void eachWatchlistIsCountedAmongTheLoadedEventsTheValueFiltersPassWhateverTheQuickFilterSays() {
        List<Watchlist> watchlists = List.of(new Watchlist("Big tech", "AAPL:US, MSFT:US"),
                new Watchlist("Germany", "SAP:GR"), new Watchlist("Autos", "F:US"));
        List<List<Integer>> counted = new ArrayList<>();
        model.countInBackground(watchlists, counted::add);
        assertEquals(List.of(), counted, "nothing loaded, nothing to count");

        loadTwoEarningsCallsAndAPresentation();
        model.quickFilterProperty().set("microsoft");
        model.countInBackground(watchlists, counted::add);
        assertEquals(List.of(2, 1, 0), counted.get(0));

        facet("eventType").choose("earnings", true);
        model.countInBackground(watchlists, counted::add);
        assertEquals(List.of(2, 0, 0), counted.get(1), "SAP's presentation is not an earnings event");
    }

    @Test
    void countedAgainAValueFiltersCountsSayWhatChoosingEachValueWouldGiveWithTheOtherFilters() {
        loadTwoEarningsCallsAndAPresentation();
        FacetFilter types = facet("eventType");
        FacetFilter exchanges = facet("exchange");
        model.quickFilterProperty().set("microsoft");

        model.recountInBackground(types);
        assertEquals(List.of(new FacetFilter.Option("earnings", 1), new FacetFilter.Option("presentation", 0)),
                types.options(), "only Microsoft's call passes the quick filter; the presentation stays listed");

        model.quickFilterProperty().set("");
        types.choose("presentation", true);
        model.recountInBackground(exchanges);
        model.recountInBackground(types);
        assertEquals(1, exchanges.options().stream().mapToInt(FacetFilter.Option::count).sum(),
                "the exchanges of the one presentation");
        assertEquals(List.of(new FacetFilter.Option("earnings", 2), new FacetFilter.Option("presentation", 1)),
                types.options(), "a filter's own choice does not narrow its own counts");
    }

    @Test
    void aFilterRunsInTheBackgroundAndOnlyTheNewestAppliesEvenWhenAnOlderOneFinishesLast() {
        loadTwoEarningsCallsAndAPresentation();
        executor.holdWork(true);

        model.quickFilterProperty().set("earnings");
        model.quickFilterProperty().set("micro");
        assertEquals(List.of(1L, 2L, 3L), ids());
        assertEquals("3 events", model.countTextProperty().get());

        executor.runHeldWork(1, 0);
        assertEquals(List.of(2L), ids());
        assertEquals("1 of 3 events", model.countTextProperty().get());
    }

    @Test
    void aFilterSlowToComeBackSaysFilteringInTheCountUntilItsRowsAreShown() {
        loadTwoEarningsCallsAndAPresentation();
        executor.holdWork(true);

        model.quickFilterProperty().set("earnings");
        executor.advance(Duration.ofMillis(100));
        assertEquals("3 events", model.countTextProperty().get(), "a moment passes without a sign");
        assertFalse(model.filteringProperty().get());
        executor.advance(Duration.ofMillis(100));
        assertEquals("3 events · filtering…", model.countTextProperty().get(), "the rows shown meanwhile counted");
        assertTrue(model.filteringProperty().get());

        executor.runHeldWork();
        assertEquals("2 of 3 events · filtering…", model.countTextProperty().get(),
                "a sign gone as soon as seen would read as a flicker");
        executor.advance(PendingSign.AT_LEAST);
        assertEquals("2 of 3 events", model.countTextProperty().get());
        assertFalse(model.filteringProperty().get());
    }

    @Test
    void aSignOfFilteringShownLongerThanItsLeastTimeGoesAsTheRowsAreShown() {
        loadTwoEarningsCallsAndAPresentation();
        executor.holdWork(true);
        model.quickFilterProperty().set("earnings");
        executor.advance(Duration.ofSeconds(2));
        assertTrue(model.filteringProperty().get());

        executor.runHeldWork();
        assertFalse(model.filteringProperty().get());
        assertEquals("2 of 3 events", model.countTextProperty().get());
    }

    @Test
    void aFilterThatComesBackWithinAMomentShowsNoSignOfFiltering() {
        loadTwoEarningsCallsAndAPresentation();
        List<Boolean> signs = new ArrayList<>();
        model.filteringProperty().addListener((obs, was, now) -> signs.add(now));

        for (String typed : List.of("e", "ea", "ear", "earn", "")) {
            model.quickFilterProperty().set(typed);
            executor.advance(Duration.ofMillis(80));
        }
        executor.advance(Duration.ofSeconds(1));

        assertEquals(List.of(), signs, "the usual fast filter never flickers a sign");
    }

    @Test
    void aNewerKeystrokeKeepsTheSignOfFilteringUntilTheNewestRowsAreShown() {
        loadTwoEarningsCallsAndAPresentation();
        executor.holdWork(true);
        model.quickFilterProperty().set("earnings");
        executor.advance(Duration.ofMillis(200));
        assertEquals("3 events · filtering…", model.countTextProperty().get());

        model.quickFilterProperty().set("micro");
        executor.runOneHeldWork(0); // the older filter's rows arrive, never shown
        executor.advance(Duration.ofSeconds(1));
        assertEquals("3 events · filtering…", model.countTextProperty().get(), "the newest is still on its way");
        assertEquals(List.of(1L, 2L, 3L), ids());

        executor.runHeldWork();
        assertEquals("1 of 3 events", model.countTextProperty().get());
        assertFalse(model.filteringProperty().get());
    }

    @Test
    void clearingASlowFilterTakesItsSignAwayAtOnce() {
        loadTwoEarningsCallsAndAPresentation();
        executor.holdWork(true);
        model.quickFilterProperty().set("earnings");
        executor.advance(Duration.ofMillis(200));
        assertTrue(model.filteringProperty().get());

        model.replaceQuickFilter("");
        assertFalse(model.filteringProperty().get());
        assertEquals("3 events", model.countTextProperty().get());
        executor.runHeldWork(); // the cleared filter's rows, too late
        assertEquals("3 events", model.countTextProperty().get());
        assertEquals(List.of(1L, 2L, 3L), ids());
    }

    @Test
    void sortingFilteredRowsKeepsTheSameRowsInTheNewOrder() {
        model.load();
        model.quickFilterProperty().set("earnings");
        List<EventRow> filtered = List.copyOf(model.rows());
        assertTrue(filtered.size() > 1 && filtered.size() < model.loadedRows().size());

        model.setSortOrder(EventField.TICKER.rowComparator(EASTERN_TIMES));

        List<EventRow> sorted = new ArrayList<>(filtered);
        sorted.sort(EventField.TICKER.rowComparator(EASTERN_TIMES));
        assertEquals(sorted, List.copyOf(model.rows()));
    }

    @Test
    void aSortChosenWhileLoadingOrdersTheFilteredRowsOfThatLoad() {
        model.quickFilterProperty().set("earnings");
        model.load();
        executor.holdWork(true);
        model.reload();
        model.setSortOrder(EventField.TICKER.rowComparator(EASTERN_TIMES)); // clicked while the load runs
        executor.runHeldWork(); // the load (shown in the old order, then sorted again: held), the stale sort
        executor.runHeldWork();

        List<EventRow> shown = List.copyOf(model.rows());
        List<EventRow> byTicker = new ArrayList<>(shown);
        byTicker.sort(EventField.TICKER.rowComparator(EASTERN_TIMES));
        assertEquals(byTicker, shown);
        assertTrue(shown.size() > 1 && shown.stream().allMatch(row -> row.matches("earnings")));
        assertEquals(0, executor.heldWorkCount());
    }

    @Test
    void aFilteredResultInAnOlderOrderNeverUndoesANewerSort() {
        model.load();
        executor.holdWork(true);
        model.quickFilterProperty().set("earnings");
        model.setSortOrder(EventField.TICKER.rowComparator(EASTERN_TIMES));
        executor.runHeldWork(); // the filter, then the sort, which filters again in its order (held)

        model.setSortOrder(EventField.TITLE.rowComparator(EASTERN_TIMES));
        executor.runHeldWork(1, 0); // the newer sort first, then the filter in ticker order

        List<EventRow> shown = List.copyOf(model.rows());
        List<EventRow> byTitle = new ArrayList<>(shown);
        byTitle.sort(EventField.TITLE.rowComparator(EASTERN_TIMES));
        assertEquals(byTitle, shown);
        assertTrue(shown.size() > 1 && shown.stream().allMatch(row -> row.matches("earnings")));
    }

    @Test
    void theTableListStaysTheSameAndAnActiveFilterAppliesToNewlyLoadedRows() {
        var tableList = model.rows();
        model.load();
        model.quickFilterProperty().set("apple");
        int appleRows = model.rows().size();
        assertTrue(appleRows > 0 && appleRows < model.loadedRows().size());

        model.typedRange().set(DateRange.of(LocalDate.of(2024, 12, 2), LocalDate.of(2024, 12, 13)));
        model.load();

        assertSame(tableList, model.rows());
        assertTrue(model.rows().stream().allMatch(row -> row.event().title().contains("Apple")));
        assertEquals(60, model.loadedRows().size());
    }

    @Test
    void sortingOrdersTheSameListByTheChosenField() {
        model.load();
        model.setSortOrder(EventField.TICKER.rowComparator(EASTERN_TIMES));
        List<String> tickers = model.rows().stream().map(row -> row.event().ticker()).toList();
        List<String> sorted = new ArrayList<>(tickers);
        sorted.sort(String.CASE_INSENSITIVE_ORDER);
        assertEquals(sorted, tickers);
        model.setSortOrder(null);
        assertEquals(model.loadedRows(), List.copyOf(model.rows()));
    }

    @Test
    void aSortRunsInTheBackgroundAndOnlyTheNewestAppliesToTheRowsItWasMadeFor() {
        model.load();
        List<EventRow> asReceived = List.copyOf(model.rows());
        executor.holdWork(true);

        model.setSortOrder(EventField.TICKER.rowComparator(EASTERN_TIMES));
        model.setSortOrder(EventField.TITLE.rowComparator(EASTERN_TIMES));
        assertEquals(asReceived, List.copyOf(model.rows()));

        executor.runHeldWork(1, 0);
        List<String> titles = model.rows().stream().map(row -> row.event().title()).toList();
        List<String> byTitle = new ArrayList<>(titles);
        byTitle.sort(String.CASE_INSENSITIVE_ORDER);
        assertEquals(byTitle, titles);

        model.setSortOrder(EventField.TICKER.rowComparator(EASTERN_TIMES));
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 12, 2), LocalDate.of(2024, 12, 13)));
        model.load();
        executor.runHeldWork(1, 0);
        List<String> tickers = model.rows().stream().map(row -> row.event().ticker()).toList();
        List<String> byTicker = new ArrayList<>(tickers);
        byTicker.sort(String.CASE_INSENSITIVE_ORDER);
        assertEquals(byTicker, tickers);
        assertEquals(60, model.rows().size());
    }

    @Test
    void aPossiblyCutAnswerIsSaidToBeIncomplete() {
        DateRange cut = DateRange.of(LocalDate.of(2024, 11, 6), LocalDate.of(2024, 11, 6));
        services.setFetcher((range, progress, cancellation) ->
                new EventsResult(range, SampleEvents.between(range.from(), range.to(), 2), List.of(cut)));
        model.load();
        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.WARNING, notice.severity());
        assertTrue(notice.text().contains("may be incomplete"), notice.text());
        assertTrue(notice.text().contains("cut its answer for 2024-11-06 (a single day's answer"), notice.text());
        assertTrue(model.snapshotProperty().get().possiblyIncomplete());
    }

    @Test
    void rowsThatMayBeIncompleteStaySaidToBeSoAfterTheWarningIsDismissedUntilOthersReplaceThem() {
        DateRange cut = DateRange.of(LocalDate.of(2024, 11, 6), LocalDate.of(2024, 11, 6));
        List<DateRange> cutAnswers = new ArrayList<>(List.of(cut));
        services.setFetcher((range, progress, cancellation) ->
                new EventsResult(range, SampleEvents.between(range.from(), range.to(), 2), List.copyOf(cutAnswers)));
        model.load();
        model.dismissNotice();

        assertTrue(model.incompleteNoteProperty().get().contains("cut its answer for 2024-11-06"),
                model.incompleteNoteProperty().get());

        cutAnswers.clear();
        model.reload();
        assertEquals("", model.incompleteNoteProperty().get(), "complete rows replaced them");
    }

    @Test
    void severalPossiblyCutDaysAreNamedInThePlural() {
        List<DateRange> cut = List.of(DateRange.of(LocalDate.of(2024, 11, 5), LocalDate.of(2024, 11, 5)),
                DateRange.of(LocalDate.of(2024, 11, 6), LocalDate.of(2024, 11, 6)));
        services.setFetcher((range, progress, cancellation) ->
                new EventsResult(range, SampleEvents.between(range.from(), range.to(), 2), cut));
        model.load();

        assertTrue(model.noticeProperty().get().text().endsWith("cut its answer for 2024-11-05, 2024-11-06 (each of"
                + " these days' answers had a suspiciously round number of events); some events of these dates may"
                + " be missing."), model.noticeProperty().get().text());
    }

    @Test
    void recordsTheServiceSentThatCouldNotBeEventsAreSaidToBeLeftOutBesideTheEventsShown() {
        LeftOutRecord amazon = new LeftOutRecord(true, "AMZN:US", EventTime.parse("2024-11-06T17:30:00-05:00"));
        services.setFetcher((range, progress, cancellation) -> new EventsResult(range,
                SampleEvents.between(range.from(), range.to(), 2), List.of(), List.of(amazon)));
        model.load();

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.WARNING, notice.severity());
        assertEquals("1 record the service sent was left out: 1 without a usable event_id (ticker AMZN:US, dated"
                + " 2024-11-06).", notice.text());
        assertFalse(model.rows().isEmpty());
    }

    @Test
    void recordsSharingAnEventIdWithAListedEventButNotItsDateAreSaidInTheNotice() {
        long[] firstId = {0};
        services.setFetcher((range, progress, cancellation) -> {
            List<MarketEvent> events = SampleEvents.between(range.from(), range.to(), 2);
            firstId[0] = events.get(0).eventId();
            MarketEvent moved = datedAs(events.get(0), range.to() + "T09:30:00-05:00");
            MarketEvent movedToo = datedAs(events.get(1), range.to() + "T10:30:00-05:00");
            return new EventsResult(range, events, List.of(), List.of(), List.of(), List.of(moved, movedToo));
        });
        model.load();

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.WARNING, notice.severity());
        assertTrue(notice.text().startsWith("2 records the service sent share an event_id with a listed event yet"
                + " differ from it, with no later modification time, so they are not listed (the first: event_id "
                + firstId[0] + ","), notice.text());
    }

    @Test
    void aLoadBothPossiblyCutAndWithRecordsLeftOutSaysBoth() {
        DateRange cut = DateRange.of(LocalDate.of(2024, 11, 6), LocalDate.of(2024, 11, 6));
        services.setFetcher((range, progress, cancellation) -> new EventsResult(range,
                SampleEvents.between(range.from(), range.to(), 2), List.of(cut),
                List.of(new LeftOutRecord(false, null, null))));
        model.load();

        String text = model.noticeProperty().get().text();
        assertTrue(text.contains("may be incomplete"), text);
        assertTrue(text.endsWith(" 1 record the service sent was left out: 1 that is not an event object. It has no"
                + " readable date, so it may be of the day after the range, which is asked for as well."), text);
    }

    /** {@code event} as the service might send it with {@code date} in its event_date. */
    private static MarketEvent datedAs(MarketEvent event, String date) {
        return new MarketEvent(event.eventId(), event.equityId(), event.ticker(), event.localTicker(), event.ric(),
                event.bloombergTicker(), event.exchangeMic(), event.isin(), event.title(), event.eventType(),
                EventTime.parse(date), event.fiscalYear(), event.transcriptionStatus(), event.status(),
                event.created(), event.modified());
    }

    @Test
    void eventsWithoutAReadableDateAreSaidOnceInTheLoadsNotice() {
        services.setFetcher((range, progress, cancellation) -> {
            List<MarketEvent> events = new ArrayList<>(SampleEvents.between(range.from(), range.to(), 2));
            MarketEvent last = events.remove(events.size() - 1);
            MarketEvent beforeLast = events.remove(events.size() - 1);
            MarketEvent third = events.remove(events.size() - 1);
            events.addAll(List.of(datedAs(third, "TBD"), datedAs(beforeLast, null), datedAs(last, "2024-13-45")));
            return new EventsResult(range, events, List.of());
        });
        model.load();

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.INFO, notice.severity());
        assertEquals("3 events have no readable date; they are listed last in date order.", notice.text());
    }

    @Test
    void oneEventWithoutAReadableDateIsSaidAfterTheLoadsWarning() {
        services.setFetcher((range, progress, cancellation) -> {
            List<MarketEvent> events = new ArrayList<>(SampleEvents.between(range.from(), range.to(), 2));
            events.add(datedAs(events.remove(events.size() - 1), "next week"));
            return new EventsResult(range, events, List.of(), List.of(new LeftOutRecord(false, null, null)));
        });
        model.load();

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.WARNING, notice.severity());
        assertEquals("1 record the service sent was left out: 1 that is not an event object. It has no readable date,"
                + " so it may be of the day after the range, which is asked for as well. 1 event has no readable"
                + " date; it is listed last in date order.", notice.text());
    }

    private static final DateRange NINETEEN_MONTHS = DateRange.of(LocalDate.of(2023, 6, 1), LocalDate.of(2024, 12, 31));
    private static final DateRange APRIL_CHUNK = DateRange.of(LocalDate.of(2024, 4, 6), LocalDate.of(2024, 5, 6));

    private static FailedChunk failed(DateRange dates, ApiException.Kind kind, int httpStatus) {
        return new FailedChunk(dates, new ApiException(kind, "HTTP " + httpStatus, httpStatus, null, null, null)
                .whileLoading(dates));
    }

    /** Two events a weekday in the range's first week, with {@code failed} chunks missing. */
    private void fetchingWithGaps(List<DateRange> cut, FailedChunk... failed) {
        services.setFetcher((range, progress, cancellation) -> new EventsResult(range,
                SampleEvents.between(range.from(), range.from().plusDays(6), 2), cut, List.of(), List.of(failed)));
    }

    private static final DateRange YEAR = DateRange.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31));

    /** The real chunked fetch of the window over a service that fails the chunks of the year starting on a date. */
    private void fetchingFailing(Map<String, ApiException> byChunkStart) {
        MarketEventsApi failing = new MarketEventsApi() {
            @Override
            public StatusReport status(Cancellation cancellation) {
                throw new UnsupportedOperationException();
            }

            @Override
            public EventsAnswer events(DateRange range, Cancellation cancellation) throws ApiException {
                ApiException failure = byChunkStart.get(range.from().toString());
                if (failure != null) {
                    throw failure;
                }
                return EventsAnswer.of(SampleEvents.between(range.from(), range.from(), 1));
            }

            @Override
            public String describeSource() {
                return "events.example.com";
            }
        };
        services.setFetcher(new EventsService(failing, 31, 1)::fetchToleratingGaps);
    }

    private static ApiException badGateway() {
        return new ApiException(ApiException.Kind.SERVICE_FAILURE, "HTTP 502", 502, null, null, null);
    }

    @Test
    void aLoadEndedByOneFailedChunkTooManyNamesEveryFailedDateNotOnlyTheLast() {
        // Of twelve chunks three may fail; the fourth ends the load.
        fetchingFailing(Map.of("2024-02-01", badGateway(), "2024-03-03", badGateway(), "2024-08-05", badGateway(),
                "2024-09-05", badGateway()));
        model.typedRange().set(YEAR);
        model.load();

        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.ERROR, notice.severity());
        assertEquals("The service failed to answer (HTTP 502) while loading 2024-02-01 to 2024-04-02 and 2024-08-05 to"
                + " 2024-10-05. It may be down for a moment: try again later.", notice.text());
        assertEquals(List.of(Notice.Action.RETRY), notice.actions());
    }

    @Test
    void aLoadEndedAfterChunksFailedForAnotherReasonNamesTheirDatesApart() {
        fetchingFailing(Map.of("2024-02-01", new ApiException(ApiException.Kind.NETWORK, "Connection reset."),
                "2024-03-03", badGateway(), "2024-08-05", badGateway(), "2024-09-05", badGateway()));
        model.typedRange().set(YEAR);
        model.load();

        assertEquals("The service failed to answer (HTTP 502) while loading 2024-03-03 to 2024-04-02 and 2024-08-05 to"
                + " 2024-10-05, after 2024-02-01 to 2024-03-02 failed for another reason. It may be down for a moment:"
                + " try again later.", model.noticeProperty().get().text());
    }

    @Test
    void aFailedOrCancelledReloadStillNamesTheDatesTheRowsShownLack() {
        AtomicInteger loads = new AtomicInteger();
        services.setFetcher((range, progress, cancellation) -> {
            if (loads.getAndIncrement() > 0) {
                throw new ApiException(ApiException.Kind.NETWORK, "Connection reset.");
            }
            return new EventsResult(range, SampleEvents.between(range.from(), range.from().plusDays(6), 2),
                    List.of(DateRange.of(LocalDate.of(2024, 3, 12), LocalDate.of(2024, 3, 12))), List.of(),
                    List.of(failed(APRIL_CHUNK, ApiException.Kind.SERVICE_FAILURE, 502)));
        });
        model.typedRange().set(NINETEEN_MONTHS);
        model.load();

        model.reload();

        String stillShown = "The table still shows 2023-06-01 to 2024-12-31, without 2024-04-06 to 2024-05-06, which"
                + " could not be loaded. Its events of 2024-03-12 may be incomplete: the service may have cut its"
                + " answer.";
        assertTrue(model.noticeProperty().get().text().endsWith(" " + stillShown), model.noticeProperty().get().text());

        Notice failed = model.noticeProperty().get();
        executor.holdWork(true);
        model.reload();
        model.cancel();
        assertSame(failed, model.noticeProperty().get(), "the error shown when it started stays as it was");

        model.dismissNotice();
        model.reload();
        model.cancel();
        assertEquals("Loading cancelled. " + stillShown, model.noticeProperty().get().text());
    }

    @Test
    void theLastLoadsErrorStaysWhileANewLoadRunsUntilItsOwnErrorReplacesItOrItsRowsArrive() {
        AtomicInteger loads = new AtomicInteger();
        services.setFetcher((range, progress, cancellation) -> switch (loads.getAndIncrement()) {
            case 0 -> throw new ApiException(ApiException.Kind.NETWORK, "Connection reset.");
            case 1 -> throw new ApiException(ApiException.Kind.KEY_REJECTED, "Key rejected.");
            default -> new EventsResult(range, SampleEvents.between(range.from(), range.from().plusDays(6), 2),
                    List.of(), List.of(), List.of());
        });
        model.load();
        Notice first = model.noticeProperty().get();
        assertEquals(Notice.Severity.ERROR, first.severity());

        executor.holdWork(true);
        model.reload();
        assertTrue(model.loadingProperty().get());
        assertSame(first, model.noticeProperty().get(), "the strip above the table stays while the load runs");
        executor.runHeldWork();
        Notice second = model.noticeProperty().get();
        assertNotEquals(first.text(), second.text(), "the new failure's error in its place");

        model.reload();
        assertSame(second, model.noticeProperty().get());
        executor.runHeldWork();
        assertFalse(model.rows().isEmpty());
        assertNull(model.noticeProperty().get(), "the rows arrived: the error is gone");
    }

    @Test
    void aLoadWithAFailedChunkShowsTheRestWithAWarningThatNamesTheMissingDatesAndOffersToTryAgain() {
        fetchingWithGaps(List.of(), failed(APRIL_CHUNK, ApiException.Kind.SERVICE_FAILURE, 502));
        model.typedRange().set(NINETEEN_MONTHS);
        model.load();

        assertFalse(model.rows().isEmpty());
        Notice notice = model.noticeProperty().get();
        assertEquals(Notice.Severity.WARNING, notice.severity());
        assertEquals("Events of 2024-04-06 to 2024-05-06 could not be loaded (the service failed to answer, HTTP 502);"
                + " the table shows the rest of 2023-06-01 to 2024-12-31.", notice.text());
        assertEquals(List.of(Notice.Action.RETRY), notice.actions());
        LoadedSnapshot loaded = model.snapshotProperty().get();
        assertTrue(loaded.possiblyIncomplete());
        assertEquals(List.of(APRIL_CHUNK), loaded.missingDates());
        assertEquals(NINETEEN_MONTHS, loaded.range());
    }

    @Test
    void rowsWithMissingDatesStaySaidToBeIncompleteAfterTheWarningIsDismissedUntilACompleteLoadReplacesThem() {
        List<FailedChunk> failures = new ArrayList<>(List.of(failed(APRIL_CHUNK, ApiException.Kind.NETWORK, 0)));
        services.setFetcher((range, progress, cancellation) -> new EventsResult(range,
                SampleEvents.between(range.from(), range.from().plusDays(6), 2), List.of(), List.of(),
                List.copyOf(failures)));
        model.typedRange().set(NINETEEN_MONTHS);
        model.load();
        model.dismissNotice();

        assertEquals("Events of 2024-04-06 to 2024-05-06 could not be loaded (the connection to the service failed);"
                + " the table shows the rest of 2023-06-01 to 2024-12-31.", model.incompleteNoteProperty().get());

        failures.clear();
        model.reload();
        assertEquals("", model.incompleteNoteProperty().get(), "the whole range, loaded again, replaced them");
        assertNull(model.noticeProperty().get());
        assertFalse(model.snapshotProperty().get().possiblyIncomplete());
    }

    @Test
    void failedChunksSideBySideForTheSameReasonAreNamedAsOneRange() {
        DateRange may = DateRange.of(LocalDate.of(2024, 5, 7), LocalDate.of(2024, 6, 6));
        fetchingWithGaps(List.of(), failed(APRIL_CHUNK, ApiException.Kind.SERVICE_FAILURE, 502),
                failed(may, ApiException.Kind.SERVICE_FAILURE, 502));
        model.typedRange().set(NINETEEN_MONTHS);
        model.load();

        assertEquals("Events of 2024-04-06 to 2024-06-06 could not be loaded (the service failed to answer, HTTP 502);"
                + " the table shows the rest of 2023-06-01 to 2024-12-31.", model.noticeProperty().get().text());
        assertEquals(List.of(DateRange.of(APRIL_CHUNK.from(), may.to())), model.snapshotProperty().get().missingDates(),
                "as the Export dialog names them");
    }

    @Test
    void failedChunksWithDifferentReasonsAreEachNamedWithTheirOwn() {
        DateRange august = DateRange.of(LocalDate.of(2023, 8, 2), LocalDate.of(2023, 9, 1));
        fetchingWithGaps(List.of(), failed(august, ApiException.Kind.INVALID_RESPONSE, 0),
                failed(APRIL_CHUNK, ApiException.Kind.SERVICE_FAILURE, 503));
        model.typedRange().set(NINETEEN_MONTHS);
        model.load();

        assertEquals("Events of 2023-08-02 to 2023-09-01 (the service's answer could not be read) and 2024-04-06 to"
                + " 2024-05-06 (the service failed to answer, HTTP 503) could not be loaded; the table shows the rest"
                + " of 2023-06-01 to 2024-12-31.", model.noticeProperty().get().text());
    }

    @Test
    void missingDatesAndAPossiblyCutAnswerAreSaidInOneWarningAndOneNote() {
        DateRange cut = DateRange.of(LocalDate.of(2024, 7, 2), LocalDate.of(2024, 7, 2));
        fetchingWithGaps(List.of(cut), failed(APRIL_CHUNK, ApiException.Kind.SERVICE_FAILURE, 502));
        model.typedRange().set(NINETEEN_MONTHS);
        model.load();

        String text = model.noticeProperty().get().text();
        assertTrue(text.startsWith("Events of 2024-04-06 to 2024-05-06 could not be loaded"), text);
        assertTrue(text.contains(" The list may be incomplete: the service may have cut its answer for 2024-07-02"),
                text);
        assertEquals(List.of(Notice.Action.RETRY), model.noticeProperty().get().actions());
        assertEquals(text, model.incompleteNoteProperty().get());
    }

    @Test
    void aLoadMissingDatesTheServiceFailedToAnswerAsksForTheServicesStatusAgain() {
        int[] asked = new int[1];
        model.setOnServiceTrouble(() -> asked[0]++);
        fetchingWithGaps(List.of(), failed(APRIL_CHUNK, ApiException.Kind.SERVICE_FAILURE, 502));
        model.typedRange().set(NINETEEN_MONTHS);
        model.load();

        assertEquals(1, asked[0]);
    }

    @Test
    void presetsAndPeriodStepsLoadAtOnce() {
        AtomicReference<DateRange> loaded = new AtomicReference<>();
        model.snapshotProperty().addListener((obs, old, now) -> loaded.set(now.range()));
        model.applyPreset(RangePreset.THIS_MONTH);
        assertEquals(DateRange.of(LocalDate.of(2024, 11, 1), LocalDate.of(2024, 11, 30)), loaded.get());
        model.shiftPeriod(+1);
        assertEquals(DateRange.of(LocalDate.of(2024, 12, 1), LocalDate.of(2024, 12, 31)), loaded.get());
        model.shiftPeriod(-1);
        model.shiftPeriod(-1);
        assertEquals(DateRange.of(LocalDate.of(2024, 10, 1), LocalDate.of(2024, 10, 31)), loaded.get());
    }

    @Test
    void aPeriodStepBeyondTheLastDayARangeMayHaveDoesNothingRatherThanReplaceTheRangeWithARefusedOne() {
        DateRange lastMonth = DateRange.of(LocalDate.of(9999, 12, 1), LocalDate.of(9999, 12, 30));
        model.typedRange().set(lastMonth);
        model.load();
        DateRange firstWeek = DateRange.of(LocalDate.of(1900, 1, 1), LocalDate.of(1900, 1, 7));

        model.shiftPeriod(+1);
        assertEquals(lastMonth, model.typedRange().valid(), "the range stays, and still loads");
        assertEquals(lastMonth, model.snapshotProperty().get().range());

        model.typedRange().set(firstWeek);
        model.shiftPeriod(-1);
        assertEquals(firstWeek, model.typedRange().valid());
        assertEquals(lastMonth, model.snapshotProperty().get().range(), "nothing else was loaded");
    }

    @Test
    void rangeFiltersAndTimeZoneAreRememberedAndRestored() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 10, 14), LocalDate.of(2024, 10, 18)));
        model.load();
        model.quickFilterProperty().set("jpm");
        facet("eventType").choose("earnings", true);
        facet("exchange").choose("", true);
        model.timeZoneProperty().set(TimeZoneChoice.LOCAL);
        model.save(store);

        EventsViewModel restored = new EventsViewModel(executor, connector(), clock, DayOfWeek.MONDAY);
        restored.restore(store, new DroppedSettings());

        assertEquals("2024-10-14", restored.typedRange().fromTextProperty().get());
        assertEquals("2024-10-18", restored.typedRange().toTextProperty().get());
        assertEquals("jpm", restored.quickFilterProperty().get());
        assertEquals(java.util.Set.of("earnings"), chosen(restored, "eventType"));
        assertEquals(java.util.Set.of(""), chosen(restored, "exchange"));
        assertEquals(TimeZoneChoice.LOCAL, restored.timeZoneProperty().get());
    }

    @Test
    void theRangeRememberedIsTheOneShownNotOneTypedOrStillLoading() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        model.typedRange().set(DateRange.of(LocalDate.of(2024, 10, 14), LocalDate.of(2024, 10, 18)));
        model.load();
        model.typedRange().set(DateRange.of(LocalDate.of(1950, 1, 1), LocalDate.of(2030, 12, 31)));
        model.save(store);

        assertEquals("2024-10-14", store.get(EventsViewModel.KEY_FROM).orElseThrow());
        assertEquals("2024-10-18", store.get(EventsViewModel.KEY_TO).orElseThrow());
    }

    @Test
    void aRememberedRangeThatNoLongerReadsIsIgnored() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        store.put(EventsViewModel.KEY_FROM, "garbage");
        store.put(EventsViewModel.KEY_TO, "2024-01-01");
        store.put(EventsViewModel.KEY_TIME_ZONE, "MARS");
        model.restore(store, new DroppedSettings());
        assertEquals("2024-11-04", model.typedRange().fromTextProperty().get());
        assertEquals(TimeZoneChoice.SERVICE, model.timeZoneProperty().get());
    }

    @Test
    void aRememberedRangeOfTenYearsOrMoreFromAnOlderVersionIsIgnoredAndTheDefaultRangeIsShown() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        store.put(EventsViewModel.KEY_FROM, "2010-01-01");
        store.put(EventsViewModel.KEY_TO, "2024-12-31");
        model.restore(store, new DroppedSettings());

        assertEquals("2024-11-04", model.typedRange().fromTextProperty().get());
        assertNull(model.typedRange().rangeProblemProperty().get(), "no error to open on");
        assertNotNull(model.typedRange().valid(), "a range that loads");
    }

    @Test
    void aRememberedRangeEndingBeforeItStartsIsIgnored() {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        store.put(EventsViewModel.KEY_FROM, "2024-12-31");
        store.put(EventsViewModel.KEY_TO, "2024-01-01"); // a preferences file edited by hand
        model.restore(store, new DroppedSettings());

        assertEquals("2024-11-04", model.typedRange().fromTextProperty().get());
        assertNull(model.typedRange().rangeProblemProperty().get());
    }

    private static java.util.Set<String> chosen(EventsViewModel vm, String facetId) {
        return vm.facets().stream().filter(f -> f.id().equals(facetId)).findFirst().orElseThrow().chosen();
    }

    private FacetFilter facet(String id) {
        return model.facets().stream().filter(f -> f.id().equals(id)).findFirst().orElseThrow();
    }

    private List<Long> ids() {
        return model.rows().stream().map(row -> row.event().eventId()).toList();
    }
}
