package com.marketevents.events;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.EventsAnswer;
import com.marketevents.api.LeftOutRecord;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.StatusReport;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;

/** A fake api whose answer to each chunk is scripted by the test; records what was asked and how. */
final class ScriptedApi implements MarketEventsApi {

    /** The scripted behaviour for one request. */
    @FunctionalInterface
    interface Answer {
        List<MarketEvent> answer(DateRange range, Cancellation cancellation)
                throws ApiException, InterruptedException;
    }

    private final Answer answer;
    private final Function<DateRange, List<LeftOutRecord>> leftOut;
    private final List<DateRange> requested = Collections.synchronizedList(new ArrayList<>());
    private final List<Cancellation> cancellations = new CopyOnWriteArrayList<>();
    private final List<Thread> threads = new CopyOnWriteArrayList<>();

    ScriptedApi(Answer answer) {
        this(answer, range -> List.of());
    }

    /** With, for each request, the records its answer left out. */
    ScriptedApi(Answer answer, Function<DateRange, List<LeftOutRecord>> leftOut) {
        this.answer = answer;
        this.leftOut = leftOut;
    }

    @Override
    public StatusReport status(Cancellation cancellation) {
        throw new UnsupportedOperationException("not used by EventsService");
    }

    @Override
    public EventsAnswer events(DateRange range, Cancellation cancellation) throws ApiException {
        requested.add(range);
        cancellations.add(cancellation);
        threads.add(Thread.currentThread());
        try {
            List<MarketEvent> events = answer.answer(range, cancellation);
            return new EventsAnswer(events, EventsAnswer.looksCut(events.size()), leftOut.apply(range));
        } catch (InterruptedException e) {
            // As a real client does when its thread is interrupted mid-call.
            Thread.currentThread().interrupt();
            throw ApiException.cancelled();
        }
    }

    @Override
    public String describeSource() {
        return "scripted test api";
    }

    /** The ranges asked for, sorted by start date (requests run concurrently, in any order). */
    List<DateRange> requestedInDateOrder() {
        synchronized (requested) {
            List<DateRange> copy = new ArrayList<>(requested);
            copy.sort((a, b) -> a.from().compareTo(b.from()));
            return copy;
        }
    }

    int requestCount() {
        return requested.size();
    }

    List<Cancellation> cancellations() {
        return cancellations;
    }

    List<Thread> threads() {
        return threads;
    }
}
