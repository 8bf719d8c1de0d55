package com.marketevents.events;

import static com.marketevents.events.Events.event;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.EventsAnswer;
import com.marketevents.api.LeftOutRecord;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.api.RetryWaits;
import com.marketevents.api.UserMessages;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.StatusReport;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EventsServiceTest {

    private static final ScriptedApi.Answer NOTHING = (range, cancellation) -> List.of();

    private static DateRange range(String from, String to) {
        return DateRange.of(LocalDate.parse(from), LocalDate.parse(to));
    }

    private static List<DateRange> requestedFor(DateRange range, int chunkDays) throws Exception {
        ScriptedApi api = new ScriptedApi(NOTHING);
        new EventsService(api, chunkDays, 4).fetch(range, EventsProgress.NONE, Cancellation.none());
        return api.requestedInDateOrder();
    }

    @Test
    void aSingleDayIsOneRequestForThatDay() throws Exception {
        assertEquals(List.of(range("2024-03-15", "2024-03-15")), requestedFor(range("2024-03-15", "2024-03-15"), 31));
    }

    @Test
    void thirtyOneDaysAreOneRequest() throws Exception {
        assertEquals(List.of(range("2024-01-01", "2024-01-31")), requestedFor(range("2024-01-01", "2024-01-31"), 31));
    }

    @Test
    void thirtyTwoDaysAreTwoRequestsWithTheLastDayAlone() throws Exception {
        assertEquals(List.of(range("2024-01-01", "2024-01-31"), range("2024-02-01", "2024-02-01")),
                requestedFor(range("2024-01-01", "2024-02-01"), 31));
    }

    @Test
    void aLeapYearFebruaryHasTwentyNineDaysInItsChunk() throws Exception {
        assertEquals(List.of(range("2024-02-01", "2024-03-02"), range("2024-03-03", "2024-03-31")),
                requestedFor(range("2024-02-01", "2024-03-31"), 31));
        assertEquals(List.of(range("2023-02-01", "2023-03-03"), range("2023-03-04", "2023-03-31")),
                requestedFor(range("2023-02-01", "2023-03-31"), 31));
    }

    @Test
    void aChunkCrossesTheYearEndWithoutLosingOrRepeatingADay() throws Exception {
        assertEquals(List.of(range("2024-12-15", "2025-01-14"), range("2025-01-15", "2025-01-20")),
                requestedFor(range("2024-12-15", "2025-01-20"), 31));
    }

    @ParameterizedTest(name = "{0} to {1} in chunks of {2} days")
    @CsvSource({
        "2024-01-01, 2024-12-31, 31",
        "2023-01-01, 2023-12-31, 31",
        "2023-11-20, 2025-03-05, 31",
        "2024-02-28, 2024-03-01, 1",
        "2024-02-28, 2024-03-01, 2",
        "2020-01-01, 2024-12-31, 90"})
    void chunksCoverEveryDayOfTheRangeExactlyOnce(String from, String to, int chunkDays) throws Exception {
        DateRange range = range(from, to);
        List<DateRange> requested = requestedFor(range, chunkDays);

        assertEquals(range.from(), requested.get(0).from());
        assertEquals(range.to(), requested.get(requested.size() - 1).to());
        for (int i = 0; i < requested.size(); i++) {
            assertTrue(requested.get(i).days() <= chunkDays, "chunk too long: " + requested.get(i));
            if (i > 0) {
                assertEquals(requested.get(i - 1).to().plusDays(1), requested.get(i).from(), "gap or overlap");
            }
        }
        assertEquals(range.days(), requested.stream().mapToLong(DateRange::days).sum());
    }

    @Test
    void aLeapYearIsTwelveChunksOfThirtyOneDaysAtMost() throws Exception {
        List<DateRange> requested = requestedFor(range("2024-01-01", "2024-12-31"), 31);
        assertEquals(12, requested.size());
        assertEquals(range("2024-12-07", "2024-12-31"), requested.get(11));
    }

    @Test
    void progressIsReportedBeforeTheFirstAnswerAndInDaysAnsweredWithEventsCountedBeforeDedupe() throws Exception {
        // Three chunks of 10 days; the same event (id 1) comes back from the first two.
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> switch (chunk.from().toString()) {
            case "2024-01-01" -> List.of(event(1, "2024-01-05T08:00:00-05:00"), event(2, "2024-01-06T08:00:00-05:00"));
            case "2024-01-11" -> List.of(event(1, "2024-01-05T08:00:00-05:00"));
            default -> List.of(event(3, "2024-01-25T08:00:00-05:00"), event(4, "2024-01-26T08:00:00-05:00"),
                    event(5, "2024-01-27T08:00:00-05:00"));
        });
        List<int[]> calls = Collections.synchronizedList(new ArrayList<>());

        EventsResult result = new EventsService(api, 10, 2).fetch(range("2024-01-01", "2024-01-30"),
                (done, total, soFar) -> calls.add(new int[] {done, total, soFar}), Cancellation.none());

        assertEquals(4, calls.size());
        for (int i = 0; i < calls.size(); i++) {
            assertEquals(i * 10, calls.get(i)[0], "days answered, growing");
            assertEquals(30, calls.get(i)[1], "days in the range");
        }
        assertEquals(0, calls.get(0)[2]);
        assertTrue(calls.get(1)[2] <= calls.get(2)[2] && calls.get(2)[2] <= calls.get(3)[2], "never goes back");
        assertEquals(6, calls.get(3)[2], "events before dedupe");
        assertEquals(5, result.events().size(), "events after dedupe");
    }

    @Test
    void resultHoldsEveryChunksEventsDeduplicatedAndSortedByDateThenId() throws Exception {
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> chunk.from().getMonthValue() == 1
                ? List.of(event(30, "2024-01-20T16:30:00-05:00"), event(10, "2024-01-20T16:30:00-05:00"),
                        event(20, "2024-01-02T07:00:00-05:00"))
                : List.of(event(40, "2024-02-01T21:30:00Z"), event(10, "2024-01-20T16:30:00-05:00")));

        EventsResult result = new EventsService(api, 31, 4)
                .fetch(range("2024-01-01", "2024-02-29"), EventsProgress.NONE, Cancellation.none());

        assertEquals(List.of(20L, 10L, 30L, 40L), ids(result.events()));
        assertEquals(range("2024-01-01", "2024-02-29"), result.range());
        assertFalse(result.possiblyIncomplete());
    }

    @Test
    void chunksWithARoundCountAreFlaggedAsPossiblyTruncated() throws Exception {
        // One chunk per day; the day of the month says how many events that day's answer holds.
        int[] counts = {999, 1000, 500, 2000, 0, 1};
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> {
            int count = counts[chunk.from().getDayOfMonth() - 1];
            long base = chunk.from().getDayOfMonth() * 10_000L;
            String date = chunk.from() + "T09:00:00-05:00";
            return IntStream.range(0, count).mapToObj(i -> event(base + i, date)).toList();
        });

        EventsResult result = new EventsService(api, 1, 3)
                .fetch(range("2024-04-01", "2024-04-06"), EventsProgress.NONE, Cancellation.none());

        assertEquals(List.of(range("2024-04-02", "2024-04-02"), range("2024-04-03", "2024-04-03"),
                range("2024-04-04", "2024-04-04")), result.possiblyTruncatedChunks());
        assertTrue(result.possiblyIncomplete());
        assertEquals(999 + 1000 + 500 + 2000 + 1, result.events().size());
    }

    @Test
    void theRecordsEachChunkLeftOutAreKeptInDateOrderBesideEveryEvent() throws Exception {
        LeftOutRecord second = new LeftOutRecord(true, "B:US", null);
        LeftOutRecord third = new LeftOutRecord(true, "C:US", null);
        ScriptedApi api = new ScriptedApi(
                (chunk, cancellation) -> List.of(event(chunk.from().getDayOfMonth(), chunk.from() + "T09:00:00-05:00")),
                chunk -> switch (chunk.from().getDayOfMonth()) {
                    case 2 -> List.of(second);
                    case 3 -> List.of(third, new LeftOutRecord(false, null, null));
                    default -> List.of();
                });

        EventsResult result = new EventsService(api, 1, 3)
                .fetch(range("2024-04-01", "2024-04-03"), EventsProgress.NONE, Cancellation.none());

        assertEquals(List.of(1L, 2L, 3L), result.events().stream().map(MarketEvent::eventId).toList());
        assertEquals(List.of(second, third, new LeftOutRecord(false, null, null)), result.leftOutRecords());
    }

    /** A service that caps each answer at 1,000 events, as newer versions do, over {@code perDay} events a day. */
    private static ScriptedApi cappedService(java.util.function.ToIntFunction<LocalDate> perDay) {
        return cappedService(perDay, range -> false);
    }

    /** As {@link #cappedService(java.util.function.ToIntFunction)}, failing with a 502 for the ranges named. */
    private static ScriptedApi cappedService(java.util.function.ToIntFunction<LocalDate> perDay,
            java.util.function.Predicate<DateRange> failing) {
        return new ScriptedApi((range, cancellation) -> {
            if (failing.test(range)) {
                throw badGateway();
            }
            List<MarketEvent> all = new ArrayList<>();
            for (LocalDate day = range.from(); !day.isAfter(range.to()); day = day.plusDays(1)) {
                long base = day.toEpochDay() * 10_000L;
                String date = day + "T09:00:00-05:00";
                for (int i = 0; i < perDay.applyAsInt(day); i++) {
                    all.add(event(base + i, date));
                }
            }
            return all.size() > 1_000 ? all.subList(0, 1_000) : all;
        });
    }

    @Test
    void aChunkCutByACappingServiceIsAskedForAgainInHalvesUntilEveryEventIsIn() throws Exception {
        ScriptedApi api = cappedService(day -> 40); // 1,240 events in 31 days, one answer holds 1,000

        EventsResult result = new EventsService(api, 31, 4)
                .fetch(range("2024-01-01", "2024-01-31"), EventsProgress.NONE, Cancellation.none());

        assertEquals(31 * 40, result.events().size());
        assertFalse(result.possiblyIncomplete());
        assertEquals(List.of(range("2024-01-01", "2024-01-31"), range("2024-01-01", "2024-01-15"),
                range("2024-01-16", "2024-01-31")), api.requestedInDateOrder());
    }

    @Test
    void theHalvesOfACutChunkShowInTheProgressAsTheyArrive() throws Exception {
        ScriptedApi api = cappedService(day -> 40);
        List<int[]> calls = Collections.synchronizedList(new ArrayList<>());

        new EventsService(api, 31, 4).fetch(range("2024-01-01", "2024-01-31"),
                (done, total, soFar) -> calls.add(new int[] {done, total, soFar}), Cancellation.none());

        assertEquals(List.of(0, 15, 31), calls.stream().map(call -> call[0]).toList(), "the cut answer counts no day");
        assertEquals(List.of(0, 600, 1240), calls.stream().map(call -> call[2]).toList());
    }

    @Test
    void aHalfOfACutChunkThatFailsIsLeftOutAloneAndTheOtherHalfIsKept() throws ApiException {
        DateRange secondHalf = range("2024-01-16", "2024-01-31");
        ScriptedApi api = cappedService(day -> 40, secondHalf::equals);

        EventsResult result = new EventsService(api, 31, 4).fetchToleratingGaps(range("2024-01-01", "2024-01-31"),
                EventsProgress.NONE, Cancellation.none());

        assertEquals(15 * 40, result.events().size(), "the first half's events are shown");
        assertEquals(List.of(secondHalf), result.failedChunks().stream().map(FailedChunk::range).toList());
        assertEquals(secondHalf, result.failedChunks().get(0).failure().loading(), "its failure names its own dates");
        assertEquals(502, result.failedChunks().get(0).failure().httpStatus());
    }

    @Test
    void aCutChunkWhoseHalvesBothFailIsLeftOutWhole() throws ApiException {
        DateRange lastChunk = range("2024-03-03", "2024-03-31");
        ScriptedApi api = cappedService(day -> lastChunk.contains(day) ? 40 : 1,
                range -> lastChunk.contains(range.from()) && range.days() < lastChunk.days());

        // One chunk at a time, so that the others have arrived when it fails.
        EventsResult result = new EventsService(api, 31, 1).fetchToleratingGaps(range("2024-01-01", "2024-03-31"),
                EventsProgress.NONE, Cancellation.none());

        assertEquals(List.of(lastChunk), result.failedChunks().stream().map(FailedChunk::range).toList());
        assertEquals(lastChunk, result.failedChunks().get(0).failure().loading());
        assertEquals(31 + 31, result.events().size(), "the other two chunks arrive, one event a day");
    }

    @Test
    void failedHalvesCountAgainstTheFailedChunksAFetchTolerates() {
        // Three chunks tolerate two failures: a failed half in each of them (the halves of 15 days) is one too many.
        ScriptedApi api = cappedService(day -> 40, range -> range.days() == 15);

        ApiException thrown = assertThrows(ApiException.class, () -> new EventsService(api, 31, 1)
                .fetchToleratingGaps(range("2024-01-01", "2024-03-31"), EventsProgress.NONE, Cancellation.none()));

        assertEquals(502, thrown.httpStatus());
    }

    @Test
    void theStrictFetchFailsWholeWhenAHalfOfACutChunkFailsNamingThatHalf() {
        ScriptedApi api = cappedService(day -> 40, range("2024-01-16", "2024-01-31")::equals);

        ApiException thrown = assertThrows(ApiException.class, () -> new EventsService(api, 31, 4)
                .fetch(range("2024-01-01", "2024-03-31"), EventsProgress.NONE, Cancellation.none()));

        assertEquals(502, thrown.httpStatus());
        assertEquals(range("2024-01-16", "2024-01-31"), thrown.loading(), "the half that failed, not its whole chunk");
    }

    @Test
    void aRoundCountThatIsTheWholeAnswerIsCheckedAndNotReported() throws Exception {
        ScriptedApi api = cappedService(day -> day.getDayOfMonth() <= 20 ? 50 : 0); // exactly 1,000, not cut

        EventsResult result = new EventsService(api, 31, 4)
                .fetch(range("2024-01-01", "2024-01-31"), EventsProgress.NONE, Cancellation.none());

        assertEquals(1_000, result.events().size());
        assertFalse(result.possiblyIncomplete());
    }

    @Test
    void onlyASingleDayThatStillLooksCutIsReported() throws Exception {
        ScriptedApi api = cappedService(day -> day.getDayOfMonth() == 10 ? 1_500 : 10);

        EventsResult result = new EventsService(api, 31, 4)
                .fetch(range("2024-01-01", "2024-01-31"), EventsProgress.NONE, Cancellation.none());

        assertEquals(List.of(range("2024-01-10", "2024-01-10")), result.possiblyTruncatedChunks());
        assertEquals(30 * 10 + 1_000, result.events().size());
    }

    @Test
    void aDayWithNoEventsBeforeADayOfAThousandIsNotReportedAsCut() throws Exception {
        // As the service's client asks: each request takes in the next day, and the answer is trimmed to the range
        // asked for, so the 9th's answer is the 10th's 1,000 events, none of them its own.
        LocalDate tenth = LocalDate.parse("2026-03-10");
        List<MarketEvent> tenthsEvents = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            tenthsEvents.add(event(i, tenth + "T09:00:00-05:00"));
        }
        MarketEventsApi api = new MarketEventsApi() {
            @Override
            public StatusReport status(Cancellation cancellation) {
                throw new UnsupportedOperationException();
            }

            @Override
            public EventsAnswer events(DateRange range, Cancellation cancellation) {
                boolean takesInTheTenth = !range.from().isAfter(tenth) && !range.to().plusDays(1).isBefore(tenth);
                return new EventsAnswer(range.contains(tenth) ? tenthsEvents : List.of(), takesInTheTenth);
            }

            @Override
            public String describeSource() {
                return "a service with 1,000 events on 2026-03-10";
            }
        };

        EventsResult result = new EventsService(api, 31, 4)
                .fetch(range("2026-03-01", "2026-03-31"), EventsProgress.NONE, Cancellation.none());

        assertEquals(List.of(range("2026-03-10", "2026-03-10")), result.possiblyTruncatedChunks(),
                "the 10th may be cut, a round 1,000 of its own; the 9th held none of them");
        assertEquals(1_000, result.events().size());
    }

    @Test
    void neverAsksForMoreChunksAtOnceThanTheConcurrencyAllows() throws Exception {
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger mostInFlight = new AtomicInteger();
        CountDownLatch fourArrived = new CountDownLatch(4);
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> {
            mostInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            fourArrived.countDown();
            try {
                // The first four wait for each other, so a pool allowing more would show it.
                fourArrived.await(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            inFlight.decrementAndGet();
            return List.of();
        });

        new EventsService(api, 31, 4).fetch(range("2024-01-01", "2024-12-31"), EventsProgress.NONE,
                Cancellation.none());

        assertEquals(4, mostInFlight.get());
        assertEquals(12, api.requestCount());
    }

    @Test
    void requestsRunOnNamedDaemonThreadsThatDoNotOutliveTheFetch() throws Exception {
        ScriptedApi api = new ScriptedApi(NOTHING);
        new EventsService(api, 31, 2).fetch(range("2024-01-01", "2024-06-30"), EventsProgress.NONE,
                Cancellation.none());

        assertFalse(api.threads().isEmpty());
        for (Thread thread : api.threads()) {
            assertTrue(thread.isDaemon(), thread.getName());
            assertTrue(thread.getName().startsWith("events-fetch-"), thread.getName());
            thread.join(5_000);
            assertFalse(thread.isAlive(), "still running after the fetch: " + thread.getName());
        }
    }

    @Test
    void rejectsSettingsThatCannotWork() {
        ScriptedApi api = new ScriptedApi(NOTHING);
        assertThrows(IllegalArgumentException.class, () -> new EventsService(api, 0, 4));
        assertThrows(IllegalArgumentException.class, () -> new EventsService(api, 31, 0));
        assertThrows(IllegalArgumentException.class, () -> new EventsService(null, 31, 4));
    }

    static List<Long> ids(List<MarketEvent> events) {
        return events.stream().map(MarketEvent::eventId).toList();
    }

    @Test
    void aRequestsWaitToTryAgainReachesTheProgress() throws ApiException {
        MarketEventsApi waitingOnce = new MarketEventsApi() {
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
                waits.waiting(Duration.ofSeconds(20), "HTTP 429");
                return events(range, cancellation);
            }

            @Override
            public String describeSource() {
                return "a service that asks to wait";
            }
        };
        List<String> told = new CopyOnWriteArrayList<>();

        new EventsService(waitingOnce, 31, 4).fetch(range("2024-01-01", "2024-01-05"), new EventsProgress() {
            @Override
            public void daysDone(int daysDone, int totalDays, int eventsSoFar) {
            }

            @Override
            public void waiting(Duration wait, String why) {
                told.add(wait + " " + why);
            }
        }, Cancellation.none());

        assertEquals(List.of("PT20S HTTP 429"), told);
    }

    // ---- fetchToleratingGaps -----------------------------------------------------------------------

    private static final Duration HANG_GUARD = Duration.ofSeconds(20);
    private static final DateRange NINETEEN_MONTHS = range("2023-06-01", "2024-12-31");
    private static final DateRange APRIL_CHUNK = range("2024-04-06", "2024-05-06");

    private static ApiException badGateway() {
        return new ApiException(ApiException.Kind.SERVICE_FAILURE, "HTTP 502", 502, null, null, null);
    }

    /** One event on each chunk's first day, except the chunks starting on {@code failing} days, which throw. */
    private static ScriptedApi failingOn(ApiException failure, String... failing) {
        return failingOn(failure, false, failing);
    }

    /**
     * As {@link #failingOn(ApiException, String...)}; with {@code thenStall}, the chunks after the last failing one
     * wait until cancelled, as chunks of a service that is down wait out their retries: a fetch that does not fail
     * at once hangs.
     */
    private static ScriptedApi failingOn(ApiException failure, boolean thenStall, String... failing) {
        List<String> days = List.of(failing);
        LocalDate lastFailing = LocalDate.parse(failing[failing.length - 1]);
        return new ScriptedApi((chunk, cancellation) -> {
            if (days.contains(chunk.from().toString())) {
                throw failure;
            }
            while (thenStall && chunk.from().isAfter(lastFailing) && !cancellation.isCancelled()) {
                Thread.sleep(5);
            }
            return List.of(event(chunk.from().toEpochDay(), chunk.from() + "T09:00:00-05:00"));
        });
    }

    @Test
    void toleratingGapsKeepsEveryOtherChunkWhenOneFailsAfterItsRetries() throws ApiException {
        ScriptedApi api = failingOn(badGateway(), "2024-04-06");

        EventsResult result = new EventsService(api, 31, 4).fetchToleratingGaps(NINETEEN_MONTHS, EventsProgress.NONE,
                Cancellation.none());

        assertEquals(19, api.requestCount());
        assertEquals(18, result.events().size());
        assertTrue(result.events().stream().noneMatch(e -> APRIL_CHUNK.contains(e.eventDate().serviceDate())));
        assertEquals(1, result.failedChunks().size());
        FailedChunk failed = result.failedChunks().get(0);
        assertEquals(APRIL_CHUNK, failed.range());
        assertEquals(ApiException.Kind.SERVICE_FAILURE, failed.failure().kind());
        assertEquals(502, failed.failure().httpStatus());
        assertEquals(APRIL_CHUNK, failed.failure().loading(), "its failure names its dates");
        assertTrue(result.hasFailedChunks());
        assertFalse(result.possiblyIncomplete(), "no answer looked cut");
    }

    @Test
    void theStrictFetchStillFailsWholeForTheSameFailedChunk() {
        ScriptedApi api = failingOn(badGateway(), "2024-04-06");

        ApiException thrown = assertThrows(ApiException.class, () -> new EventsService(api, 31, 4)
                .fetch(NINETEEN_MONTHS, EventsProgress.NONE, Cancellation.none()));

        assertEquals(APRIL_CHUNK, thrown.loading());
    }

    @Test
    void failedChunksComeInDateOrderWithTheirOwnFailures() throws ApiException {
        ApiException unreadable = new ApiException(ApiException.Kind.INVALID_RESPONSE, "truncated JSON");
        // A failure before any chunk arrived fails the fetch whole (the service is down, not a gap): the failing
        // chunks wait until the fetch has taken in an answer, which it reports as progress.
        CountDownLatch oneArrived = new CountDownLatch(1);
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> switch (chunk.from().toString()) {
            case "2024-04-06" -> throw afterOneArrived(oneArrived, badGateway());
            case "2023-08-02" -> throw afterOneArrived(oneArrived, unreadable);
            default -> List.of();
        });

        EventsResult result = new EventsService(api, 31, 4).fetchToleratingGaps(NINETEEN_MONTHS,
                (daysDone, totalDays, eventsSoFar) -> {
                    if (daysDone > 0) {
                        oneArrived.countDown();
                    }
                }, Cancellation.none());

        assertEquals(List.of(range("2023-08-02", "2023-09-01"), APRIL_CHUNK),
                result.failedChunks().stream().map(FailedChunk::range).toList());
        assertEquals(ApiException.Kind.INVALID_RESPONSE, result.failedChunks().get(0).failure().kind());
    }

    private static ApiException afterOneArrived(CountDownLatch oneArrived, ApiException failure) {
        try {
            assertTrue(oneArrived.await(10, TimeUnit.SECONDS), "no chunk arrived");
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
        return failure;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"BAD_REQUEST", "KEY_REJECTED", "NOT_FOUND", "REDIRECTED_ELSEWHERE", "CONFIGURATION", "CANCELLED"})
    void aFailureThatWouldFailEveryChunkFailsTheToleratingFetchAtOnce(ApiException.Kind kind) {
        ScriptedApi api = failingOn(new ApiException(kind, "refused"), true, "2024-06-04");

        ApiException thrown = assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(ApiException.class,
                () -> new EventsService(api, 31, 1).fetchToleratingGaps(range("2024-01-01", "2024-12-31"),
                        EventsProgress.NONE, Cancellation.none())));

        assertEquals(kind, thrown.kind());
        assertTrue(api.requestCount() <= 7, "the chunks after it are not asked for: " + api.requestCount());
    }

    @Test
    void aFailureBeforeAnyChunkArrivedFailsTheToleratingFetchAtOnce() {
        ScriptedApi api = failingOn(badGateway(), true, "2024-01-01");

        ApiException thrown = assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(ApiException.class,
                () -> new EventsService(api, 31, 4).fetchToleratingGaps(range("2024-01-01", "2024-12-31"),
                        EventsProgress.NONE, Cancellation.none())));

        assertEquals(502, thrown.httpStatus());
        assertEquals(range("2024-01-01", "2024-01-31"), thrown.loading());
    }

    @Test
    void aRateLimitAnsweringEveryChunkAtOnceNamesTheWholeRangeNotOnlyItsFirstMonth() {
        CountDownLatch allAsked = new CountDownLatch(3);
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> {
            allAsked.countDown();
            while (allAsked.getCount() > 0) { // the three requests are in flight together, as with a real service
                Thread.onSpinWait();
            }
            throw new ApiException(ApiException.Kind.RATE_LIMITED, "HTTP 429", 429, null, Duration.ofSeconds(100),
                    null);
        });

        ApiException thrown = assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(ApiException.class,
                () -> new EventsService(api, 31, 4).fetchToleratingGaps(range("2026-06-01", "2026-08-31"),
                        EventsProgress.NONE, Cancellation.none())));

        String sentence = UserMessages.describe(thrown);
        assertTrue(sentence.contains("while loading 2026-06-01 to 2026-08-31."), sentence);
    }

    @Test
    void aServiceThatFailsEveryChunkFailsTheToleratingFetchAsTheStrictOne() {
        ScriptedApi api = new ScriptedApi((chunk, cancellation) -> {
            throw new ApiException(ApiException.Kind.NETWORK, "Connection refused.");
        });

        ApiException thrown = assertThrows(ApiException.class, () -> new EventsService(api, 31, 4)
                .fetchToleratingGaps(range("2024-01-01", "2024-12-31"), EventsProgress.NONE, Cancellation.none()));

        assertEquals(ApiException.Kind.NETWORK, thrown.kind());
    }

    @Test
    void aYearOfTwelveChunksToleratesThreeFailedChunks() throws ApiException {
        ScriptedApi api = failingOn(badGateway(), "2024-02-01", "2024-05-04", "2024-08-05");

        EventsResult result = new EventsService(api, 31, 1).fetchToleratingGaps(range("2024-01-01", "2024-12-31"),
                EventsProgress.NONE, Cancellation.none());

        assertEquals(3, result.failedChunks().size());
        assertEquals(9, result.events().size());
    }

    @Test
    void aFourthFailedChunkOfTwelveFailsTheToleratingFetchAndCancelsTheRest() {
        ScriptedApi api = failingOn(badGateway(), true, "2024-02-01", "2024-05-04", "2024-08-05", "2024-09-05");

        ApiException thrown = assertTimeoutPreemptively(HANG_GUARD, () -> assertThrows(ApiException.class,
                () -> new EventsService(api, 31, 1).fetchToleratingGaps(range("2024-01-01", "2024-12-31"),
                        EventsProgress.NONE, Cancellation.none())));

        assertEquals(range("2024-09-05", "2024-10-05"), thrown.loading(), "the failure one too many is thrown");
        assertEquals(List.of(range("2024-02-01", "2024-03-02"), range("2024-05-04", "2024-06-03"),
                range("2024-08-05", "2024-09-04")), thrown.failedBefore().stream().map(ApiException::loading).toList(),
                "with the chunks left out before it, in date order");
    }

    @Test
    void theStrictFetchNamesOnlyTheChunkThatFailedAsNoOtherWasLeftOut() {
        ScriptedApi api = failingOn(badGateway(), true, "2024-02-01", "2024-05-04");

        ApiException thrown = assertThrows(ApiException.class, () -> new EventsService(api, 31, 1)
                .fetch(range("2024-01-01", "2024-12-31"), EventsProgress.NONE, Cancellation.none()));

        assertEquals(range("2024-02-01", "2024-03-02"), thrown.loading());
        assertEquals(List.of(), thrown.failedBefore());
    }

    @ParameterizedTest(name = "{0} chunks tolerate {1} failed")
    @CsvSource({"2, 2", "4, 2", "11, 2", "12, 3", "19, 4", "120, 30"})
    void failedChunksToleratedAreTwoOrAQuarterOfTheChunksWhicheverIsMore(int chunks, int tolerated) {
        GapLimit limit = GapLimit.forChunks(chunks);
        ApiException failure = badGateway();

        assertTrue(limit.leavesOut(failure, 1, tolerated - 1));
        assertFalse(limit.leavesOut(failure, 1, tolerated));
    }

    @Test
    void aBugInTheApiIsNeverLeftOutAsAGap() {
        assertFalse(GapLimit.forChunks(12).leavesOut(new IllegalStateException("bug"), 5, 0));
    }
}
