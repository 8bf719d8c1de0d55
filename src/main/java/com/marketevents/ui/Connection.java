package com.marketevents.ui;

import com.marketevents.api.MarketEventsApi;
import java.util.Objects;

/** The service the window talks to now: its api, the events fetcher over it, and where the data comes from. */
public record Connection(MarketEventsApi api, EventsFetcher events, boolean demo) {

    public Connection {
        Objects.requireNonNull(api, "api");
        Objects.requireNonNull(events, "events");
    }

    /** "demo service" or the host, as the api describes itself. */
    public String source() {
        return api.describeSource();
    }
}
