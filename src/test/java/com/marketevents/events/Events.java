package com.marketevents.events;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;

/** Minimal events for the service tests: only id, date and modification time matter there. */
final class Events {

    private Events() {
    }

    static MarketEvent event(long id, String eventDate) {
        return event(id, eventDate, "2024-01-01T00:00:00-05:00");
    }

    static MarketEvent event(long id, String eventDate, String modified) {
        return new MarketEvent(id, 1L, "T" + id + ":US", "T" + id, "T" + id + ".N", "T" + id + ":US", "XNYS",
                null, "Title " + id, "earnings", EventTime.parse(eventDate), 2024, "published", "active",
                EventTime.parse("2023-12-01T00:00:00-05:00"), EventTime.parse(modified));
    }
}
