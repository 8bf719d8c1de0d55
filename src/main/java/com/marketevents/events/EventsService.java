package com.marketevents.events;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.EventsAnswer;
import com.marketevents.api.LeftOutRecord;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.api.RetryWaits;
import com.marketevents.concurrent.DaemonThreads;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * Fetches a date range of any length: splits it into chunks of at most {@code chunkDays} days, asks the
 * api for up to {@code concurrency} chunks at a time, keeps one event per id (the most recently modified
 * copy) and sorts by event date then id. A chunk whose answer looks cut by the service (a round count, see
 * {@link EventsAnswer}) is asked for again in halves, down to single days, so a capped service still gives
 * every event; only a single day that still looks cut, and holds events of its own, is reported as possibly
 * incomplete. Blocking: call it off the JavaFX thread. Thread-safe; each fetch uses daemon threads of its own,
 * released when it returns. With {@link #fetch} the first failing chunk cancels the others and its error is thrown,
 * naming its dates when there are several chunks, so a partial result is never returned as complete.
 * {@link #fetchToleratingGaps} keeps what arrived around a few isolated failed chunks, or failed halves of a chunk
 * asked for again, and names them in its result (see {@link GapLimit}).
 */
public final class EventsService {
    public static final int DEFAULT_CHUNK_DAYS = 31;
    public static final int DEFAULT_CONCURRENCY = 4;

    private static final AtomicInteger FETCH_NUMBER = new AtomicInteger();
    /**
     * How long a fetch tolerating gaps, failing, waits for the chunks in flight to fail alike, to name them too: the
     * answers to requests sent together come within a moment of each other; a chunk that waits to try again does not.
     */
    private static final Duration FAILING_TOGETHER_WITHIN = Duration.ofMillis(250);

    private final MarketEventsApi api;
    private final int chunkDays;
    private final int concurrency;

    public EventsService(MarketEventsApi api, int chunkDays, int concurrency) {
        if (api == null) {
            throw new IllegalArgumentException("api must not be null");
        }
        if (chunkDays < 1) {
            throw new IllegalArgumentException("chunkDays must be at least 1, was " + chunkDays);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1, was " + concurrency);
        }
        this.api = api;
        this.chunkDays = chunkDays;
        this.concurrency = concurrency;
    }

    /**
     * Every event of the range, deduplicated by id and sorted by event date then id. Progress is reported in
     * days answered, from the calling thread: once before the first request (0 days), then as each answer
     * arrives, the halves of a chunk asked for again included, so a capped service's many requests show.
     *
     * @throws ApiException the first chunk's failure; kind {@code CANCELLED} as soon as {@code cancellation}
     *                      fires or the calling thread is interrupted
     */
    public EventsResult fetch(DateRange range, EventsProgress progress, Cancellation cancellation)
            throws ApiException {
        return fetch(range, progress, cancellation, chunks -> GapLimit.NONE);
    }

    /**
     * As {@link #fetch}, but a chunk whose requests failed for a reason of its own (a service error, a network
     * failure, an unreadable answer, a rate limit) after another chunk arrived is left out of the result, listed
     * in its {@link EventsResult#failedChunks()}, as long as at most two chunks failed, or a quarter of them when
     * that is more. Any other failure, one before any chunk arrived, or one more failed chunk is thrown as by
     * {@link #fetch}, cancelling the rest and naming the chunks left out or failed meanwhile. For a reader who sees
     * what is missing; never for an export that would pass a result with gaps on as complete.
     *
     * @throws ApiException the failure that ended the fetch; kind {@code CANCELLED} as in {@link #fetch}
     */
    public EventsResult fetchToleratingGaps(DateRange range, EventsProgress progress, Cancellation cancellation)
            throws ApiException {
        return fetch(range, progress, cancellation, GapLimit::forChunks);
    }

    private EventsResult fetch(DateRange range, EventsProgress progress, Cancellation cancellation,
            IntFunction<GapLimit> limitForChunks) throws ApiException {
        cancellation.throwIfCancelled();
        List<DateRange> chunks = range.chunks(chunkDays);
        GapLimit limit = limitForChunks.apply(chunks.size());
        BlockingQueue<ChunkOutcome> outcomes = new LinkedBlockingQueue<>();
        Cancellation chunkCancellation = new Cancellation();
        Runnable unregister = cancellation.onCancel(() -> {
            chunkCancellation.cancel();
            outcomes.add(new ChunkOutcome(-1, null, ApiException.cancelled(), null));
        });
        ExecutorService executor = Executors.newFixedThreadPool(Math.min(concurrency, chunks.size()),
                DaemonThreads.named("events-fetch-" + FETCH_NUMBER.incrementAndGet()));
        try {
            for (int i = 0; i < chunks.size(); i++) {
                int index = i;
                executor.execute(() -> outcomes.add(fetchChunk(index, chunks.get(index), chunks.size() > 1,
                        new ChunkRequests(chunkCancellation, progress.retryWaits(),
                                answered -> outcomes.add(ChunkOutcome.answered(answered)), limit::mayLeaveOut))));
            }
            return collect(range, chunks, outcomes, progress, cancellation, limit);
        } finally {
            // Stops what is still running after a failure or a cancellation; a no-op after success.
            chunkCancellation.cancel();
            unregister.run();
            executor.shutdownNow();
        }
    }

    private EventsResult collect(DateRange range, List<DateRange> chunks, BlockingQueue<ChunkOutcome> outcomes,
            EventsProgress progress, Cancellation cancellation, GapLimit limit) throws ApiException {
        List<List<MarketEvent>> byChunk = new ArrayList<>(chunks.size());
        for (int i = 0; i < chunks.size(); i++) {
            byChunk.add(null);
        }
        List<DateRange> possiblyTruncated = new ArrayList<>();
        List<List<LeftOutRecord>> leftOutByChunk = new ArrayList<>(Collections.nCopies(chunks.size(), List.of()));
        int eventsSoFar = 0;
        int daysDone = 0;
        int totalDays = Math.toIntExact(range.days());
        progress.daysDone(0, totalDays, 0);
        List<FailedChunk> failed = new ArrayList<>();
        int arrived = 0;
        for (int chunksDone = 0; chunksDone < chunks.size(); ) {
            ChunkOutcome outcome = take(outcomes);
            cancellation.throwIfCancelled();
            if (outcome.failure() != null) {
                if (!limit.leavesOut(outcome.failure(), arrived, failed.size())) {
                    throw rethrow(outcome.failure(), alsoFailedMeanwhile(failed, limit, outcomes, chunks,
                            chunks.size() - chunksDone - 1));
                }
                failed.add(new FailedChunk(chunks.get(outcome.index()), (ApiException) outcome.failure()));
                byChunk.set(outcome.index(), List.of());
                chunksDone++;
                continue;
            }
            if (outcome.answered() != null) {
                daysDone += Math.toIntExact(outcome.answered().range().days());
                eventsSoFar += outcome.answered().events();
                progress.daysDone(daysDone, totalDays, eventsSoFar);
                continue;
            }
            arrived++;
            for (FailedChunk failedPart : outcome.fetched().failedParts()) {
                // The chunk's other parts arrived, so it counts as arrived beside its own failed part.
                if (!limit.leavesOut(failedPart.failure(), arrived, failed.size())) {
                    throw rethrow(failedPart.failure(),
                            alsoFailedMeanwhile(failed, limit, outcomes, chunks,
                            chunks.size() - chunksDone - 1));
                }
                failed.add(failedPart);
            }
            byChunk.set(outcome.index(), outcome.fetched().events());
            leftOutByChunk.set(outcome.index(), outcome.fetched().leftOut());
            possiblyTruncated.addAll(outcome.fetched().possiblyCut());
            chunksDone++;
        }
        possiblyTruncated.sort((a, b) -> a.from().compareTo(b.from()));
        failed.sort((a, b) -> a.range().from().compareTo(b.range().from()));
        List<LeftOutRecord> leftOut = LeftOutRecord.receivedOnce(
                leftOutByChunk.stream().flatMap(List::stream).toList());
        EventsMerger.Merged merged = EventsMerger.merge(byChunk, eventsSoFar);
        return new EventsResult(range, merged.events(), possiblyTruncated, leftOut, failed, merged.disagreeing());
    }

    /**
     * The chunks left out before the failure that ends a fetch tolerating gaps, and those of the {@code pending} still
     * running that fail within a moment of it: a rate limit answers every chunk in flight alike, and an error naming
     * the first alone read as if the rest of the range had loaded. The strict fetch names its first failure alone.
     */
    private static List<FailedChunk> alsoFailedMeanwhile(List<FailedChunk> failed, GapLimit limit,
            BlockingQueue<ChunkOutcome> outcomes, List<DateRange> chunks, int pending) {
        if (limit.maxFailedChunks() == 0) {
            return failed;
        }
        List<FailedChunk> all = new ArrayList<>(failed);
        long deadline = System.nanoTime() + FAILING_TOGETHER_WITHIN.toNanos();
        for (int left = pending; left > 0; ) {
            ChunkOutcome outcome = pollUntil(outcomes, deadline);
            if (outcome == null || outcome.index() < 0 && outcome.answered() == null) {
                break; // the moment is over, or the fetch was cancelled
            }
            if (outcome.answered() != null) {
                continue;
            }
            left--;
            if (outcome.failure() instanceof ApiException failure && failure.kind() != ApiException.Kind.CANCELLED) {
                all.add(new FailedChunk(chunks.get(outcome.index()), failure));
            }
        }
        return all;
    }

    private static ChunkOutcome pollUntil(BlockingQueue<ChunkOutcome> outcomes, long deadlineNanos) {
        try {
            return outcomes.poll(deadlineNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** The chunk's events, or its failure; one chunk of many says in its failure which dates it asked for. */
    private ChunkOutcome fetchChunk(int index, DateRange chunk, boolean chunkOfMany, ChunkRequests requests) {
        try {
            return new ChunkOutcome(index, fetchWhole(chunk, requests), null, null);
        } catch (ApiException failure) {
            boolean datesTell = chunkOfMany && failure.kind() != ApiException.Kind.CANCELLED;
            return new ChunkOutcome(index, null, datesTell ? namingDates(failure, chunk) : failure, null);
        } catch (RuntimeException | Error failure) {
            return new ChunkOutcome(index, null, failure, null);
        }
    }

    /**
     * The events of {@code range}, asking again in halves while an answer of several days looks cut. A half that
     * fails while the other arrives is kept as a failed part when {@code requests} may leave its failure out, so
     * that a capped service's one failed request costs its own days only; when both halves fail, the range does.
     */
    private Fetched fetchWhole(DateRange range, ChunkRequests requests) throws ApiException {
        requests.cancellation().throwIfCancelled();
        EventsAnswer answer = api.events(range, requests.cancellation(), requests.waits());
        if (answer == null) {
            requests.onAnswered().accept(new Answered(range, 0));
            return new Fetched(List.of(), List.of(), List.of(), List.of());
        }
        if (!answer.possiblyCut() || range.days() < 2) {
            requests.onAnswered().accept(new Answered(range, answer.events().size()));
            return new Fetched(answer.events(), answer.possiblyCut() && holdsAnyOfItsOwn(answer) ? List.of(range)
                    : List.of(), answer.leftOut(), List.of());
        }
        DateRange firstHalf = DateRange.of(range.from(), range.from().plusDays(range.days() / 2 - 1));
        DateRange secondHalf = DateRange.of(firstHalf.to().plusDays(1), range.to());
        ApiException firstFailure = null;
        Fetched first;
        try {
            first = fetchWhole(firstHalf, requests);
        } catch (ApiException failure) {
            if (!requests.mayLeaveOut().test(failure)) {
                throw namingDates(failure, firstHalf);
            }
            firstFailure = failure;
            first = Fetched.failed(firstHalf, failure);
        }
        Fetched second;
        try {
            second = fetchWhole(secondHalf, requests);
        } catch (ApiException failure) {
            if (firstFailure != null) {
                throw firstFailure.whileLoading(range);
            }
            if (!requests.mayLeaveOut().test(failure)) {
                throw namingDates(failure, secondHalf);
            }
            second = Fetched.failed(secondHalf, failure);
        }
        return first.followedBy(second);
    }

    /** {@code failure} naming {@code dates}, unless it names a part of them already or was a cancellation. */
    private static ApiException namingDates(ApiException failure, DateRange dates) {
        return failure.kind() == ApiException.Kind.CANCELLED || failure.loading() != null ? failure
                : failure.whileLoading(dates);
    }

    /**
     * Whether a day's answer holds anything of that day. A request takes in the next day too (the service may end a
     * range at its last day's midnight), so a day with no events of its own before a day of 1,000 gets a cut-looking
     * answer of that next day's events alone; the next day is asked for, and reported, on its own.
     */
    private static boolean holdsAnyOfItsOwn(EventsAnswer answer) {
        return !answer.events().isEmpty() || !answer.leftOut().isEmpty();
    }

    private static ChunkOutcome take(BlockingQueue<ChunkOutcome> outcomes) throws ApiException {
        try {
            return outcomes.take();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw ApiException.cancelled();
        }
    }

    /** The failure that ends a fetch, naming the chunks left out before it, whose dates are missing as well. */
    private static ApiException rethrow(Throwable failure, List<FailedChunk> failedBefore) {
        if (failure instanceof ApiException apiFailure) {
            return failedBefore.isEmpty() || apiFailure.kind() == ApiException.Kind.CANCELLED ? apiFailure
                    : apiFailure.afterFailures(failedBefore.stream()
                            .sorted(Comparator.comparing(chunk -> chunk.range().from()))
                            .map(FailedChunk::failure).toList());
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        throw (Error) failure;
    }

    /** A chunk's events or failure, or (with {@code answered}) one answer on the way to a chunk's events. */
    private record ChunkOutcome(int index, Fetched fetched, Throwable failure, Answered answered) {
        static ChunkOutcome answered(Answered answered) {
            return new ChunkOutcome(-1, null, null, answered);
        }
    }

    /** An answer kept: the days it covers and how many events it held. */
    private record Answered(DateRange range, int events) {
    }

    /**
     * What the requests of one chunk share: its cancellation, where its waits and answers are reported, and which
     * failures of a part may be left out of its result.
     */
    private record ChunkRequests(Cancellation cancellation, RetryWaits waits, Consumer<Answered> onAnswered,
            Predicate<ApiException> mayLeaveOut) {
    }

    /**
     * The events of a range, its single days whose answers still looked cut, its records left out, and its parts
     * that failed (halves of a cut answer asked for again), each failure naming its own dates.
     */
    private record Fetched(List<MarketEvent> events, List<DateRange> possiblyCut, List<LeftOutRecord> leftOut,
            List<FailedChunk> failedParts) {

        static Fetched failed(DateRange part, ApiException failure) {
            return new Fetched(List.of(), List.of(), List.of(), List.of(new FailedChunk(part,
                    failure.whileLoading(part))));
        }

        Fetched followedBy(Fetched later) {
            return new Fetched(concat(events, later.events), concat(possiblyCut, later.possiblyCut),
                    concat(leftOut, later.leftOut), concat(failedParts, later.failedParts));
        }

        private static <T> List<T> concat(List<T> first, List<T> second) {
            List<T> both = new ArrayList<>(first.size() + second.size());
            both.addAll(first);
            both.addAll(second);
            return both;
        }
    }
}
