package com.marketevents.ui.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.api.Cancellation;
import com.marketevents.api.EventsAnswer;
import com.marketevents.api.HttpMarketEventsApi;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.model.CheckResult;
import com.marketevents.model.DateRange;
import com.marketevents.model.StatusReport;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.FakeMarketEventsApi;
import com.marketevents.ui.FakeWindowServices;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.common.Connection;
import com.marketevents.ui.common.Connector;
import com.marketevents.ui.common.EnvironmentOverrides;
import com.marketevents.ui.common.ErrorText;
import com.marketevents.ui.common.Notice;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import okhttp3.OkHttpClient;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.Test;

class StatusViewModelTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private final FakeMarketEventsApi api = new FakeMarketEventsApi(clock);
    private final FakeWindowServices services = new FakeWindowServices(api, new InMemoryKeyValueStore());
    private final StatusViewModel model =
            new StatusViewModel(executor, new Connector(services, executor, connection -> { }), clock);

    @Test
    void aHealthyReportShowsEveryCheckPassedWithReadableNames() {
        model.refresh();
        assertEquals(StatusViewModel.Health.HEALTHY, model.healthProperty().get());
        assertEquals("Healthy", model.headlineProperty().get());
        assertEquals("All 2 checks passed.", model.detailProperty().get());
        assertEquals("ip-10-0-12-34", model.hostnameProperty().get());
        assertEquals("14:00:00 UTC", model.reportTimeProperty().get(), "the report's time names its zone");
        assertTrue(model.roundTripProperty().get().endsWith(" ms"));
        assertEquals(List.of("Redis cache", "Database"), model.checks().stream().map(CheckRow::name).toList());
        CheckRow database = model.checks().get(1);
        assertTrue(database.passed());
        assertEquals("database ok", database.output());
        assertEquals("ran 3 s ago", database.ranTextProperty().get());
        assertEquals("valid for 24 s", database.validityTextProperty().get());
    }

    @Test
    void aCheckRowGivesBothItsTimesToTheMinuteOnceTheyAreOverFiveMinutes() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(3622), now.minusSeconds(3578)))));
        model.refresh();
        CheckRow database = model.checks().get(0);
        assertEquals("ran 1 h ago · expired 1 h ago",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
    }

    @Test
    void aCheckRowGivesBothItsTimesToTheSecondWhileTheyAreUnderFiveMinutes() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(270), now.minusSeconds(248)))));
        model.refresh();
        CheckRow database = model.checks().get(0);
        assertEquals("ran 4 min 30 s ago · expired 4 min 8 s ago",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
    }

    @Test
    void aCheckRowJustOverFiveMinutesOldGivesItsExpiryToTheMinuteToo() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(320), now.minusSeconds(299)))));
        model.refresh();
        CheckRow database = model.checks().get(0);
        assertEquals("ran 5 min ago · expired 5 min ago",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
    }

    @Test
    void aCheckRowValidForOverFiveMinutesGivesTheTimeItRanToTheMinuteToo() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(299), now.plusSeconds(320)))));
        model.refresh();
        CheckRow database = model.checks().get(0);
        assertEquals("ran 5 min ago · valid for 5 min",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
    }

    @Test
    void theReportsValidityReadsAsTheRowOfTheCheckThatExpiresFirst() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(320), now.plusSeconds(280)))));
        model.refresh();
        assertEquals("valid for 5 min", model.checks().get(0).validityTextProperty().get());
        assertEquals("valid for 5 min", model.validityProperty().get(), "not 4 min 40 s");
    }

    @Test
    void aCheckRowTickingPastFiveMinutesDropsTheSecondsOfBothItsTimesAtOnce() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(290), now.minusSeconds(270)))));
        model.refresh();
        executor.holdWork(true);
        CheckRow database = model.checks().get(0);
        assertEquals("ran 4 min 50 s ago · expired 4 min 30 s ago",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
        executor.advance(Duration.ofSeconds(10));
        assertEquals("ran 5 min ago · expired 5 min ago",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
    }

    @Test
    void aJustRunCheckValidForMinutesSaysItRanLessThanAMinuteAgo() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now, now.plusSeconds(600)))));
        model.refresh();
        CheckRow database = model.checks().get(0);
        assertEquals("ran less than 1 min ago · valid for 10 min",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
    }

    @Test
    void anExpiredReportSaysWhenItExpiredAsItsCheckRowDoes() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(290), now.plusSeconds(10)))));
        model.refresh();
        executor.holdWork(true); // the service hangs from now on
        executor.advance(Duration.ofSeconds(20));
        CheckRow database = model.checks().get(0);
        assertEquals("ran 5 min ago · expired less than 1 min ago",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
        assertEquals("The last report (Healthy) expired less than 1 min ago, and the service has not answered since;"
                + " asking again.", model.detailProperty().get());
    }

    @Test
    void aSingleCheckIsCountedAsOne() {
        api.reportOnlyOneCheck();
        model.refresh();
        assertEquals("Its one check passed.", model.detailProperty().get());
    }

    @Test
    void anUnhealthyReportShowsTheFailingCheckRatherThanAnError() {
        api.setHealthy(false);
        model.refresh();
        assertEquals(StatusViewModel.Health.UNHEALTHY, model.healthProperty().get());
        assertEquals("1 of 2 checks is failing: database_available; the service may give incomplete or no data.",
                model.detailProperty().get());
        CheckRow database = model.checks().get(0);
        assertFalse(database.passed());
        assertTrue(database.output().startsWith("OperationalError"));
        assertEquals(null, model.noticeProperty().get());
    }

    @Test
    void ofManyChecksTheFailingOneIsListedFirstAndNamedInTheSummary() {
        api.reportStatus(now -> new StatusReport("failure", "h", now, IntStream.range(0, 30)
                .mapToObj(n -> new CheckResult(String.format("check_%02d_available", n), "ok " + n, n != 29,
                        now.minusSeconds(3), now.plusSeconds(6))).toList()));
        model.refresh();

        assertEquals("1 of 30 checks is failing: check_29_available; the service may give incomplete or no data.",
                model.detailProperty().get());
        assertEquals(List.of("check_29_available", "check_00_available", "check_01_available"),
                model.checks().stream().limit(3).map(CheckRow::technicalName).toList(),
                "the failing check first, then the others in the service's order");
    }

    @Test
    void twoFailingChecksAreBothNamedAndThreeAreOnlyCounted() {
        api.reportStatus(now -> new StatusReport("failure", "h", now, IntStream.range(0, 5)
                .mapToObj(n -> new CheckResult("check_" + n, "x", n < 1 || n > 3, now, now.plusSeconds(9))).toList()));
        model.refresh();
        assertEquals("3 of 5 checks are failing; the service may give incomplete or no data.",
                model.detailProperty().get());
        assertEquals(List.of("check_1", "check_2", "check_3", "check_0", "check_4"),
                model.checks().stream().map(CheckRow::technicalName).toList());

        api.reportStatus(now -> new StatusReport("failure", "h", now, IntStream.range(0, 5)
                .mapToObj(n -> new CheckResult("check_" + n, "x", n != 2 && n != 4, now, now.plusSeconds(9)))
                .toList()));
        model.refresh();
        assertEquals("2 of 5 checks are failing: check_2 and check_4; the service may give incomplete or no data.",
                model.detailProperty().get());
    }

    @Test
    void aCheckInItsLastHalfSecondIsValidForOneSecondNeverForZero() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(3), now.plusMillis(10_300)))));
        model.refresh();
        executor.holdWork(true);
        executor.advance(Duration.ofSeconds(10));
        CheckRow database = model.checks().get(0);

        assertEquals("ran 13 s ago · valid for 1 s",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
        assertEquals("valid for 1 s", model.validityProperty().get());
        assertFalse(database.staleProperty().get(), "it has not expired yet");

        executor.advance(Duration.ofSeconds(1));
        assertEquals("expired 1 s ago", database.validityTextProperty().get(), "at the next second, 0.7 s after");
        assertTrue(database.staleProperty().get());
    }

    @Test
    void aCheckJustExpiredHasExpiredOneSecondAgoNeverZero() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("database_available",
                "database ok", true, now.minusSeconds(3), now.plusMillis(10_800)))));
        model.refresh();
        executor.holdWork(true);
        executor.advance(Duration.ofSeconds(10));
        CheckRow database = model.checks().get(0);
        assertEquals("valid for 1 s", database.validityTextProperty().get());

        executor.advance(Duration.ofSeconds(1));
        assertEquals("expired 1 s ago", database.validityTextProperty().get(), "at the next second, 0.2 s after");
        assertTrue(database.staleProperty().get());
    }

    @Test
    void aReportTimeOfDayNamesItsDateOnceItsDayIsOverWithThePanelOpen() {
        clock.setMillis(Instant.parse("2024-11-05T23:57:14Z").toEpochMilli());
        model.refresh();
        assertEquals("23:57:14 UTC", model.reportTimeProperty().get());

        executor.holdWork(true); // no newer answer replaces the report
        executor.advance(Duration.ofMinutes(2));
        assertEquals("23:57:14 UTC", model.reportTimeProperty().get(), "still the same day");
        executor.advance(Duration.ofMinutes(2));
        assertEquals("2024-11-05 23:57:14 UTC", model.reportTimeProperty().get(),
                "after midnight a bare time of day would read as today's, later than the status bar's load");
    }

    @Test
    void askingAgainSinceATimeOfDayNamesItsDateOnceItsDayIsOver() {
        clock.setMillis(Instant.parse("2024-11-05T23:59:00Z").toEpochMilli());
        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        model.refresh();
        String error = model.detailProperty().get();

        executor.holdWork(true); // the service drips its answer
        clock.setMillis(clock.instant().plusSeconds(12).toEpochMilli());
        model.refresh();
        assertEquals(error + " Asking again since 23:59:12 UTC…", model.detailProperty().get());
        executor.advance(Duration.ofMinutes(1));
        assertEquals(error + " Asking again since 2024-11-05 23:59:12 UTC…", model.detailProperty().get());
    }

    @Test
    void theCountdownRunsAndMarksResultsStaleWhenTheyExpireUnrefreshed() {
        model.refresh();
        executor.advance(Duration.ofSeconds(10));
        assertEquals("valid for 14 s", model.validityProperty().get());
        executor.holdWork(true);
        executor.advance(Duration.ofSeconds(16));
        CheckRow redis = model.checks().get(0);
        assertTrue(redis.staleProperty().get());
        assertEquals("expired 2 s ago", redis.validityTextProperty().get(), "time gone by, not time left");
        assertTrue(model.staleProperty().get());
        assertEquals("stale", model.validityProperty().get());
    }

    @Test
    void aReportExpiredWithNoNewerAnswerIsNoLongerClaimedAndTheNextAnswerIsShown() {
        model.refresh();
        executor.holdWork(true); // the service hangs from now on
        executor.advance(Duration.ofSeconds(26));
        assertEquals("Healthy", model.headlineProperty().get(), "a moment after expiry the refresh may still answer");
        executor.advance(Duration.ofSeconds(6));
        assertEquals(StatusViewModel.Health.UNKNOWN, model.healthProperty().get());
        assertEquals("Not confirmed", model.headlineProperty().get());
        assertEquals("The last report (Healthy) expired 8 s ago, and the service has not answered since; asking"
                + " again.", model.detailProperty().get());

        executor.runHeldWork();
        assertEquals(StatusViewModel.Health.HEALTHY, model.healthProperty().get(), "the answer, when it comes");
        assertEquals("Healthy", model.headlineProperty().get());
    }

    @Test
    void itAsksAgainByItselfWhenTheResultsExpire() {
        model.refresh();
        assertEquals(1, api.statusCalls());
        executor.advance(Duration.ofSeconds(23));
        assertEquals(1, api.statusCalls());
        executor.advance(Duration.ofSeconds(2));
        assertEquals(2, api.statusCalls());
        assertFalse(model.staleProperty().get());
    }

    @Test
    void theCopiedReportGivesTheChecksTimesAsTheirRowsDoNowNotAsTheReportArrived() {
        model.refresh();
        executor.advance(Duration.ofSeconds(10));

        String text = model.reportText();
        CheckRow database = model.checks().get(1);
        assertEquals("ran 13 s ago · valid for 14 s",
                database.ranTextProperty().get() + " · " + database.validityTextProperty().get());
        assertTrue(text.contains("[pass] database_available: database ok\n"
                + "         ran 13 s ago, valid for 14 s more\n"), text);
        assertTrue(text.contains("Report time: 2024-11-05 14:00:00 +00:00 (10 s ago)\n"), text);
        assertTrue(text.startsWith("Service:     fake service\nOverall:     healthy"), text);
    }

    @Test
    void theCopiedReportNamesEachCheckAndItsOutputButNeverTheKeyTheServiceEchoes() throws Exception {
        String key = "s3cr3t-status-key-7f3a9c";
        try (MockWebServer server = new MockWebServer()) {
            // 14:00:00 UTC, the clock's time: the checks ran 3 s before and stay valid 27 s more.
            server.enqueue(new MockResponse().setResponseCode(500).setBody("""
                    {"status":"failure","hostname":"ip-10-0-12-34","timestamp":1730815200,"results":[
                     {"checker":"redis_available","output":"redis ok","passed":true,
                      "timestamp":1730815197,"expires":1730815227},
                     {"checker":"database_available","output":"login with KEY refused","passed":false,
                      "timestamp":1730815197,"expires":1730815227}]}""".replace("KEY", key)));
            MarketEventsApi http = new HttpMarketEventsApi(ApiConfig.of(server.url("/api").toString(),
                    new ApiKey(key)), new OkHttpClient());
            StatusViewModel viaHttp = new StatusViewModel(executor,
                    new Connector(new SkewedServices(http), executor, c -> { }), clock);
            assertFalse(viaHttp.hasReportProperty().get());
            assertEquals("", viaHttp.reportText());

            viaHttp.refresh();

            assertTrue(viaHttp.hasReportProperty().get());
            String text = viaHttp.reportText();
            assertTrue(text.contains("[FAIL] database_available: login with [hidden] refused\n"), text);
            assertTrue(text.contains("[pass] redis_available: redis ok\n"), text);
            assertTrue(text.contains("Host:        ip-10-0-12-34\n"), text);
            assertFalse(text.contains(key), text);
            assertFalse(text.contains("SECRET") || text.contains("s3cr3t"), text);
        }
    }

    @Test
    void aSkewedServiceClockDoesNotMakeFreshResultsLookStale() {
        Instant serviceNow = clock.instant().minus(Duration.ofMinutes(4));
        MarketEventsApi skewed = new MarketEventsApi() {
            @Override
            public StatusReport status(Cancellation cancellation) {
                return new StatusReport("success", "h", serviceNow, List.of(new CheckResult("database_available",
                        "database ok", true, serviceNow.minusSeconds(2), serviceNow.plusSeconds(25))));
            }

            @Override
            public EventsAnswer events(DateRange range, Cancellation cancellation) {
                return EventsAnswer.of(List.of());
            }

            @Override
            public String describeSource() {
                return "skewed";
            }
        };
        StatusViewModel viaSkewed = new StatusViewModel(executor,
                new Connector(new SkewedServices(skewed), executor, c -> { }), clock);
        viaSkewed.refresh();
        assertFalse(viaSkewed.staleProperty().get());
        assertEquals("valid for 25 s", viaSkewed.validityProperty().get());
        assertEquals("Healthy", viaSkewed.headlineProperty().get());
        assertEquals("13:56:00 UTC (service clock, 4 min behind this computer's)",
                viaSkewed.reportTimeProperty().get());
    }

    @Test
    void aReportAnHourBehindThisComputersClockIsAStaleReportNotHealthyAndNotAskedForEveryFewSeconds() {
        api.reportStatus(now -> {
            Instant then = now.minus(Duration.ofHours(1));
            return new StatusReport("success", "h", then, List.of(
                    new CheckResult("database_available", "database ok", true, then.minusSeconds(3),
                            then.plusSeconds(24))));
        });
        model.refresh();
        assertEquals(StatusViewModel.Health.UNKNOWN, model.healthProperty().get());
        assertEquals("Stale report", model.headlineProperty().get());
        assertEquals("The report says every check passed, but it expired at 13:00:24 UTC (its time is 1 h"
                + " behind this computer's clock: an old answer kept by a cache, or a wrong clock).",
                model.detailProperty().get());
        assertEquals("13:00:00 UTC (1 h behind this computer's clock)", model.reportTimeProperty().get());
        CheckRow database = model.checks().get(0);
        assertEquals("ran 1 h ago", database.ranTextProperty().get());
        assertEquals("expired 1 h ago", database.validityTextProperty().get());
        assertEquals("stale", model.validityProperty().get());

        executor.advance(Duration.ofSeconds(10));
        assertEquals("Stale report", model.headlineProperty().get(), "an answer came: it is not 'Not confirmed'");
        assertEquals(1, api.statusCalls());
        executor.advance(StatusViewModel.RETRY_AFTER_FAILURE);
        assertEquals(2, api.statusCalls());
    }

    @Test
    void aStaleReportsExpiryNamesItsDateOnceItsDayIsOver() {
        clock.setMillis(Instant.parse("2024-11-05T23:59:00Z").toEpochMilli());
        api.reportStatus(now -> {
            Instant then = now.minus(Duration.ofHours(1));
            return new StatusReport("success", "h", then, List.of(
                    new CheckResult("database_available", "database ok", true, then.minusSeconds(3),
                            then.plusSeconds(24))));
        });
        model.refresh();
        String clockNote = " (its time is 1 h behind this computer's clock: an old answer kept by a cache, or a wrong"
                + " clock).";
        assertEquals("The report says every check passed, but it expired at 22:59:24 UTC" + clockNote,
                model.detailProperty().get());

        executor.holdWork(true); // no newer answer replaces the report
        executor.advance(Duration.ofMinutes(2));
        assertEquals("The report says every check passed, but it expired at 2024-11-05 22:59:24 UTC" + clockNote,
                model.detailProperty().get());
        assertEquals("2024-11-05 22:59:00 UTC (1 h behind this computer's clock)", model.reportTimeProperty().get());
    }

    @Test
    void aStaleReportWithOneCheckExpiredAmongFreshOnesNamesThatCheckNotThatTheReportExpired() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult("redis_available", "redis ok", true, now.minusSeconds(90), now.minusSeconds(63)),
                new CheckResult("database_available", "database ok", true, now.minusSeconds(3),
                        now.plusSeconds(24)))));
        model.refresh();
        assertEquals("Stale report", model.headlineProperty().get());
        assertEquals("The report says every check passed, but its check redis_available expired at 13:58:57 UTC.",
                model.detailProperty().get());
    }

    @Test
    void anExpiredCheckTheServiceGaveNoNameIsSaidToHaveNoName() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult(" ", "ok", true, now.minusSeconds(90), now.minusSeconds(63)),
                new CheckResult("database_available", "database ok", true, now.minusSeconds(3),
                        now.plusSeconds(24)))));
        model.refresh();
        assertEquals("The report says every check passed, but its check with no name expired at 13:58:57 UTC.",
                model.detailProperty().get());
    }

    @Test
    void aReportWithSomeChecksExpiredSaysHowManyAndWhenTheFirstDid() {
        api.reportStatus(now -> new StatusReport("failure", "h", now, List.of(
                new CheckResult("redis_available", "redis ok", true, now.minusSeconds(90), now.minusSeconds(63)),
                new CheckResult("queue_available", "queue ok", true, now.minusSeconds(40), now.minusSeconds(13)),
                new CheckResult("database_available", "no connection", false, now.minusSeconds(3),
                        now.plusSeconds(24)))));
        model.refresh();
        assertEquals("1 of 3 checks is failing: database_available; the service may give incomplete or no data."
                + " The report is stale: 2 of 3 checks expired, the first at 13:58:57 UTC.",
                model.detailProperty().get());
    }

    @Test
    void aRejectedKeyIsSaidPlainlyWithTheWayToSettings() {
        api.failStatus(new ApiException(ApiException.Kind.KEY_REJECTED, "403"));
        model.refresh();
        assertEquals(StatusViewModel.Health.KEY_REJECTED, model.healthProperty().get());
        assertEquals("Key rejected", model.headlineProperty().get());
        assertTrue(model.detailProperty().get().contains("API key"));
        assertEquals(List.of(Notice.Action.OPEN_SETTINGS), model.noticeProperty().get().actions());
        assertTrue(model.checks().isEmpty());
    }

    @Test
    void aFailedRefreshKeepsTheLastReportUnderTheErrorSaidAsAnEarlierAnswerThatAges() {
        model.refresh();
        executor.advance(Duration.ofSeconds(10));
        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        model.refresh();

        assertEquals(StatusViewModel.Health.FAILED, model.healthProperty().get(), "the current truth: unknown");
        assertEquals("Status unknown", model.headlineProperty().get());
        assertEquals("Last answer at 14:00:00 UTC, 10 s ago: Healthy, 2 of 2 checks passed.",
                model.earlierAnswerProperty().get());
        assertEquals("ip-10-0-12-34", model.hostnameProperty().get());
        assertEquals("14:00:00 UTC", model.reportTimeProperty().get());
        assertEquals(List.of("Redis cache", "Database"), model.checks().stream().map(CheckRow::name).toList());
        assertEquals("valid for 14 s", model.checks().get(1).validityTextProperty().get());

        executor.advance(Duration.ofSeconds(20)); // past the results' expiry, and a retry that fails again
        assertEquals("Status unknown", model.headlineProperty().get(), "never \"Not confirmed\" over the error");
        assertEquals("Last answer at 14:00:00 UTC, 30 s ago: Healthy, 2 of 2 checks passed.",
                model.earlierAnswerProperty().get());
        assertEquals("expired 6 s ago", model.checks().get(1).validityTextProperty().get());
        assertEquals("stale", model.validityProperty().get());
        assertTrue(model.staleProperty().get());

        api.failStatus(null);
        model.refresh();
        assertEquals("Healthy", model.headlineProperty().get());
        assertEquals("", model.earlierAnswerProperty().get(), "the report shown is the current answer again");
    }

    @Test
    void aChangeOfServiceStillForgetsTheReportKeptAfterAFailure() {
        model.refresh();
        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        model.refresh();
        assertEquals(2, model.checks().size());

        model.checkNewService("127.0.0.1:9999");
        assertEquals("Status unknown", model.headlineProperty().get());
        assertEquals("", model.earlierAnswerProperty().get());
        assertEquals("", model.hostnameProperty().get());
        assertTrue(model.checks().isEmpty());
    }

    @Test
    void aServiceUnavailableForAWhileSaysWhenToTryAgainAsATimeOfDay() {
        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, Duration.ofSeconds(90),
                null));
        model.refresh();

        assertTrue(model.detailProperty().get().endsWith("It is unavailable for a moment. Try again after 14:01:30"
                + " UTC."), model.detailProperty().get());
    }

    @Test
    void nothingAtTheAddressIsSaidToBeTheWrongAddressWithTheWayToSettings() {
        api.failStatus(new ApiException(ApiException.Kind.NOT_FOUND, "404", 404, null, null, null));
        model.refresh();
        assertEquals("Wrong address", model.headlineProperty().get());
        assertTrue(model.detailProperty().get().contains("Check the base URL"), model.detailProperty().get());
        assertEquals(List.of(Notice.Action.OPEN_SETTINGS), model.noticeProperty().get().actions());

        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "502", 502, null, null, null));
        model.refresh();
        assertEquals("Status unknown", model.headlineProperty().get());
    }

    @Test
    void anUnreachableServiceIsSaidPlainlyAndTriedAgainLater() {
        api.failStatus(new ApiException(ApiException.Kind.NETWORK, "Connection refused"));
        model.refresh();
        assertEquals(StatusViewModel.Health.UNREACHABLE, model.healthProperty().get());
        assertEquals("Cannot reach the service", model.headlineProperty().get());
        api.failStatus(null);
        executor.advance(StatusViewModel.RETRY_AFTER_FAILURE);
        assertEquals(StatusViewModel.Health.HEALTHY, model.healthProperty().get());
    }

    @Test
    void aServiceReachedThatDoesNotAnswerInTimeIsToldApartFromOneThatCannotBeReached() {
        api.failStatus(ApiException.noAnswerInTime("h stopped answering for more than 30 seconds: try again later.",
                null));
        model.refresh();
        assertEquals(StatusViewModel.Health.NO_ANSWER, model.healthProperty().get());
        assertEquals("No answer in time", model.headlineProperty().get());
        assertTrue(model.detailProperty().get().contains("stopped answering"), model.detailProperty().get());
    }

    @Test
    void anOlderAnswerNeverReplacesANewerOne() {
        executor.holdWork(true);
        model.refresh();
        api.setHealthy(false);
        model.refresh();
        executor.runHeldWork(1, 0);
        assertEquals(StatusViewModel.Health.UNHEALTHY, model.healthProperty().get());
    }

    @Test
    void aCheckFieldThatCouldNotBeReadIsSaidBesideTheCheck() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("redis_available",
                "redis ok", true, null, now.plusSeconds(20), List.of("timestamp")))));
        model.refresh();
        assertEquals("Could not read when it ran.", model.checks().get(0).unreadableText());
        assertEquals("time not given", model.checks().get(0).ranTextProperty().get());
    }

    @Test
    void aCheckThatDoesNotSayWhetherItPassedLeavesTheHealthNotConfirmedRatherThanFailed() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult("redis_available", "redis ok", true, now, now.plusSeconds(27)),
                new CheckResult("database_available", "database ok", null, now, now.plusSeconds(27)))));
        model.refresh();
        assertEquals(StatusViewModel.Health.UNKNOWN, model.healthProperty().get());
        assertEquals("Not confirmed", model.headlineProperty().get());
        assertEquals("1 of 2 checks does not say whether it passed; the other passed.", model.detailProperty().get());
        CheckRow database = model.checks().get(1);
        assertFalse(database.passed());
        assertFalse(database.failed());
        assertFalse(database.reported());
    }

    @Test
    void aFailingCheckBesideOneThatDoesNotSayCountsOnlyTheFailure() {
        api.reportStatus(now -> new StatusReport("failure", "h", now, List.of(
                new CheckResult("redis_available", "redis down", false, now, now.plusSeconds(9)),
                new CheckResult("database_available", "database ok", null, now, now.plusSeconds(9)))));
        model.refresh();
        assertEquals("Unhealthy", model.headlineProperty().get());
        assertEquals("1 of 2 checks is failing: redis_available, and 1 did not say; the service may give incomplete"
                + " or no data.",
                model.detailProperty().get());
    }

    @Test
    void aReportSayingSuccessThatCameWithAnErrorStatusIsUnhealthyAndSaysBoth() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(
                new CheckResult("database_available", "database ok", true, now, now.plusSeconds(27))), 500));
        model.refresh();
        assertEquals(StatusViewModel.Health.UNHEALTHY, model.healthProperty().get());
        assertEquals("Unhealthy", model.headlineProperty().get());
        assertEquals("The service answered with an error (HTTP 500) although its report says \"success\" and no check"
                + " failed.", model.detailProperty().get());
    }

    @Test
    void aRefreshAfterAnErrorSaysItIsAskingAgainUntilTheAnswerComes() {
        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        model.refresh();
        String error = model.detailProperty().get();

        executor.holdWork(true); // the service drips its answer
        clock.setMillis(clock.instant().plusSeconds(12).toEpochMilli());
        model.refresh();
        assertEquals("Status unknown", model.headlineProperty().get());
        assertEquals(error + " Asking again since 14:00:12 UTC…", model.detailProperty().get());

        api.failStatus(null);
        executor.runHeldWork();
        assertEquals("Healthy", model.headlineProperty().get());
    }

    @Test
    void aRefreshThatHangsAfterAnErrorCanBeCancelledAndTheErrorIsSaidAsBeforeThenAskedAgainLater() {
        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        model.refresh();
        String error = model.detailProperty().get();
        executor.holdWork(true);
        model.refresh();
        assertTrue(model.refreshingProperty().get());

        model.cancelRefresh();
        assertFalse(model.refreshingProperty().get());
        assertEquals(error, model.detailProperty().get());
        api.failStatus(null);
        executor.runHeldWork();
        assertEquals("Status unknown", model.headlineProperty().get(), "the cancelled request's answer is not used");

        executor.holdWork(false);
        executor.advance(StatusViewModel.RETRY_AFTER_FAILURE);
        assertEquals("Healthy", model.headlineProperty().get());
    }

    @Test
    void anExpiredReportWhoseNewRequestTheUserStoppedSaysSoNotThatTheServiceWasSilent() {
        model.refresh();
        executor.holdWork(true); // the service hangs from now on
        executor.advance(Duration.ofSeconds(32));
        assertEquals("Not confirmed", model.headlineProperty().get());

        model.cancelRefresh();
        assertEquals("Not confirmed", model.headlineProperty().get());
        assertEquals("The last report (Healthy) expired 8 s ago; asking again was stopped at 14:00:32 UTC.",
                model.detailProperty().get());
    }

    @Test
    void aCheckHeldBackByTheServicesRetryAfterSaysItIsWaitingNotThatTheServiceHasNotAnswered() {
        model.refresh();
        executor.advance(Duration.ofSeconds(23));
        api.waitBeforeNextStatus(Duration.ofSeconds(90), () -> {
            assertEquals(1, api.statusCalls(), "nothing is asked while waiting");
            assertEquals(StatusViewModel.Health.UNKNOWN, model.healthProperty().get());
            assertEquals("Waiting 90 s to ask (HTTP 429)", model.headlineProperty().get(), "the status bar's text too");
            assertEquals("Waiting until 14:01:53 UTC before asking: the service asked to wait (HTTP 429).",
                    model.detailProperty().get());

            executor.advance(Duration.ofSeconds(61)); // the report expired a minute ago: the wait is ours
            assertEquals("Waiting 29 s to ask (HTTP 429)", model.headlineProperty().get());
            assertEquals("Waiting until 14:01:53 UTC before asking: the service asked to wait (HTTP 429).",
                    model.detailProperty().get());
            assertTrue(model.askingLongProperty().get(), "Cancel is offered");

            executor.advance(Duration.ofSeconds(29));
            assertEquals("Not confirmed", model.headlineProperty().get());
            assertEquals("The last report (Healthy) expired 1 min 29 s ago; asking again since 14:01:53 UTC, after the"
                    + " wait the service asked for…", model.detailProperty().get());

            executor.advance(Duration.ofSeconds(6));
            assertEquals("The last report (Healthy) expired 1 min 35 s ago; asked again at 14:01:53 UTC, after the"
                    + " wait the service asked for, it has not answered since.", model.detailProperty().get());
        });

        model.refresh(); // Shift+F5

        assertTrue(api.statusWaitTold(), "the window was told of the wait");
        assertEquals(2, api.statusCalls());
        assertEquals("Healthy", model.headlineProperty().get());
    }

    @Test
    void aCheckHeldBackByALoadsRetryAfterCountsDownToTheTimeTheStatusBarNamesForIt() {
        executor.advance(Duration.ofMillis(400));
        // The load's answer arrives at 14:00:00.400 asking for 66 s: the wait ends at 14:01:06.400.
        ApiException refused = new ApiException(ApiException.Kind.RATE_LIMITED, "429", 429, null,
                Duration.ofSeconds(66), null).endingWaitAt(clock.instant().plusSeconds(66));
        Instant end = refused.retryAt();
        executor.advance(Duration.ofMillis(1600)); // the failure is said a moment later
        String statusBar = ErrorText.noticeFor(refused, "loading events", EnvironmentOverrides.none(), clock).text();
        assertTrue(statusBar.endsWith("Try again after 14:01:07 UTC."), statusBar);
        executor.advance(Duration.ofSeconds(1));

        // Computed on the status request's thread a second before the window hears of it.
        api.waitBeforeNextStatus(Duration.ofMillis(64_400), end, () -> {
            assertEquals("Waiting 64 s to ask (HTTP 429)", model.headlineProperty().get(), "14:00:03 and 64 s");
            assertEquals("Waiting until 14:01:07 UTC before asking: the service asked to wait (HTTP 429).",
                    model.detailProperty().get());

            executor.advance(Duration.between(clock.instant(), end).minusMillis(1));
            assertEquals("Waiting 1 s to ask (HTTP 429)", model.headlineProperty().get());
            executor.advance(Duration.ofMillis(1));
            assertEquals("Not checked yet", model.headlineProperty().get(), "the wait is over as the load's is");
        });

        model.refresh();

        assertTrue(api.statusWaitTold(), "the window was told of the wait");
        assertEquals("Healthy", model.headlineProperty().get());
    }

    @Test
    void aCheckWaitingOutARetryAfterCanBeCancelledAndTheReportStillValidIsSaidAgain() {
        model.refresh();
        executor.advance(Duration.ofSeconds(10));
        api.waitBeforeNextStatus(Duration.ofSeconds(90), () -> {
            executor.advance(StatusViewModel.ASKING_LONG_AFTER);
            assertTrue(model.askingLongProperty().get());

            model.cancelRefresh();

            assertFalse(model.refreshingProperty().get());
            assertEquals(StatusViewModel.Health.HEALTHY, model.healthProperty().get());
            assertEquals("Healthy", model.headlineProperty().get());
            assertEquals("All 2 checks passed.", model.detailProperty().get());
        });

        model.refresh();

        assertTrue(api.statusWaitTold(), "the window was told of the wait");
        assertEquals(1, api.statusCalls(), "the cancelled wait asked nothing");
        assertEquals("Healthy", model.headlineProperty().get());
    }

    @Test
    void aCheckAfterAnErrorHeldBackByARetryAfterKeepsTheErrorAndSaysUntilWhenItWaits() {
        api.failStatus(new ApiException(ApiException.Kind.SERVICE_FAILURE, "503", 503, null, null, null));
        model.refresh();
        String error = model.detailProperty().get();
        api.failStatus(null);
        api.waitBeforeNextStatus(Duration.ofSeconds(90), () -> {
            assertEquals("Waiting 90 s to ask (HTTP 429)", model.headlineProperty().get());
            assertEquals(error + " Waiting until 14:01:30 UTC before asking: the service asked to wait (HTTP 429).",
                    model.detailProperty().get());
        });

        model.refresh();

        assertTrue(api.statusWaitTold(), "the window was told of the wait");
        assertEquals("Healthy", model.headlineProperty().get());
    }

    @Test
    void refreshOffersToStopARequestOnlyOnceItHasRunASecond() {
        executor.holdWork(true);
        model.refresh();
        assertTrue(model.refreshingProperty().get());
        assertFalse(model.askingLongProperty().get(), "a prompt answer leaves Refresh as it was");

        executor.advance(StatusViewModel.ASKING_LONG_AFTER);
        assertTrue(model.askingLongProperty().get());
        executor.runHeldWork();
        assertFalse(model.askingLongProperty().get());
    }

    @Test
    void aCheckStampedFarInTheFutureSaysItsTimeIsAheadAndItsValidityInDays() {
        api.reportStatus(now -> new StatusReport("success", "h", now, List.of(new CheckResult("clock_check", "ok",
                true, now.plusSeconds(1_000_000_000), now.plusSeconds(1_000_000_027)))));
        model.refresh();
        CheckRow check = model.checks().get(0);
        assertEquals("its time is 11,574 days ahead of this computer's clock", check.ranTextProperty().get());
        assertEquals("valid for 11,574 days", check.validityTextProperty().get());
        assertEquals("valid for 11,574 days", model.validityProperty().get());
    }

    @Test
    void aCheckAheadOfTheReportsTimeOnlySaysItIsAheadOfTheReport() {
        Instant serviceNow = clock.instant().plus(Duration.ofHours(3));
        api.reportStatus(now -> new StatusReport("success", "h", serviceNow, List.of(new CheckResult("clock_check",
                "ok", true, serviceNow.plusSeconds(90), serviceNow.plusSeconds(117)))));
        model.refresh();
        assertEquals("its time is 1 min 30 s ahead of the report's", model.checks().get(0).ranTextProperty().get());
    }

    @Test
    void checkNamesReadLikeWords() {
        assertEquals("Database", CheckRow.readableName("database_available"));
        assertEquals("Redis cache", CheckRow.readableName("redis_available"));
        assertEquals("Search index", CheckRow.readableName("search_index_available"));
        assertEquals("Unnamed check", CheckRow.readableName(null));
    }

    /** Services whose connection uses the given api. */
    private static final class SkewedServices implements com.marketevents.ui.common.WindowServices {
        private final MarketEventsApi api;

        SkewedServices(MarketEventsApi api) {
            this.api = api;
        }

        @Override
        public Connection connect() {
            return new Connection(api, (range, progress, cancellation) -> null, false);
        }

        @Override
        public MarketEventsApi apiFor(com.marketevents.settings.Settings candidate) {
            return api;
        }

        @Override
        public com.marketevents.settings.Settings loadSettings() {
            return null;
        }

        @Override
        public void saveSettings(com.marketevents.settings.Settings settings) {
        }

        @Override
        public com.marketevents.ui.common.EnvironmentOverrides environmentOverrides() {
            return com.marketevents.ui.common.EnvironmentOverrides.none();
        }

        @Override
        public com.marketevents.settings.KeyValueStore windowState() {
            return new InMemoryKeyValueStore();
        }

        @Override
        public com.marketevents.settings.KeyValueStore watchlists() {
            return new InMemoryKeyValueStore();
        }
    }
}
