package com.marketevents.ui.common;

import com.marketevents.api.MarketEventsApi;
import java.util.Objects;

/**
 * The service the window talks to now: its api, the events fetcher over it, whether it is the built-in demo
 * service, and where the data comes from in words ("the built-in demo service", a host name).
 */
public record Connection(MarketEventsApi api, EventsFetcher events, boolean demo, String source) {

    public Connection {
        Objects.requireNonNull(api, "api");
        Objects.requireNonNull(events, "events");
        Objects.requireNonNull(source, "source");
    }

    /** A connection described as its api describes itself. */
    public Connection(MarketEventsApi api, EventsFetcher events, boolean demo) {
        this(api, events, demo, api.describeSource());
    }
}
