package com.marketevents.api;

import com.marketevents.model.DateRange;
import com.marketevents.model.StatusReport;

/**
 * The two operations of the market events service, independent of how they are carried out, so
 * that another backend can replace the deprecated REST interface. Calls block: never call them on
 * the JavaFX application thread. Implementations are thread-safe.
 */
public interface MarketEventsApi {

    /**
     * The service's health report. An unhealthy service that still answers with a report gives
     * that report (see {@link StatusReport#isHealthy()}), not an exception.
     *
     * @throws ApiException for every failure, with a {@link ApiException.Kind}
     */
    StatusReport status(Cancellation cancellation) throws ApiException;

    /**
     * As {@link #status(Cancellation)}, telling {@code waits} when the call waits before asking (a Retry-After an
     * earlier call was answered) or to try again; a backend that never waits may leave it untold.
     */
    default StatusReport status(Cancellation cancellation, RetryWaits waits) throws ApiException {
        return status(cancellation);
    }

    /**
     * Events of one request, as the service returns them for the inclusive range (no chunking,
     * no deduplication here; see {@code EventsService}), and whether the service may have cut the answer.
     *
     * @throws ApiException for every failure, with a {@link ApiException.Kind}
     */
    EventsAnswer events(DateRange range, Cancellation cancellation) throws ApiException;

    /**
     * As {@link #events(DateRange, Cancellation)}, telling {@code waits} when the call waits to try again; a
     * backend that never waits may leave it untold.
     */
    default EventsAnswer events(DateRange range, Cancellation cancellation, RetryWaits waits) throws ApiException {
        return events(range, cancellation);
    }

    /** A short description of where the data comes from, for the window ("demo service", a host name). */
    String describeSource();
}
