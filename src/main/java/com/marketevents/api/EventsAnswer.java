package com.marketevents.api;

import com.marketevents.model.MarketEvent;
import java.util.List;
import java.util.Objects;

/**
 * The events of one request, and whether the service may have cut its answer short. Newer versions of the
 * service cap an answer (at 1,000 events; other deployments at 500 or another multiple of 1,000) without
 * saying so, so a round count of what the service sent is taken as a sign. The sign is read from the answer
 * as received, before a client drops anything from it: after trimming, a cut answer rarely looks round.
 *
 * @param events      the events of the requested range
 * @param possiblyCut true when the service's answer had a suspiciously round count
 * @param leftOut     the records of the requested range that could not be events
 */
public record EventsAnswer(List<MarketEvent> events, boolean possiblyCut, List<LeftOutRecord> leftOut) {

    public EventsAnswer {
        Objects.requireNonNull(events, "events");
        leftOut = List.copyOf(leftOut);
    }

    /** An answer in which every record was an event. */
    public EventsAnswer(List<MarketEvent> events, boolean possiblyCut) {
        this(events, possiblyCut, List.of());
    }

    /** An answer taken whole from the service: its own count is the one that may look cut. */
    public static EventsAnswer of(List<MarketEvent> received) {
        return new EventsAnswer(received, looksCut(received.size()));
    }

    /** Whether {@code receivedCount} events look like a cap rather than the real number. */
    public static boolean looksCut(int receivedCount) {
        return receivedCount == 500 || (receivedCount > 0 && receivedCount % 1_000 == 0);
    }
}
