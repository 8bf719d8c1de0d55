package com.marketevents.events;
import com.marketevents.api.*;
import com.marketevents.model.*;
public final class EventsService {
    public static final int DEFAULT_CHUNK_DAYS = 31, DEFAULT_CONCURRENCY = 4;
    public EventsService(MarketEventsApi api, int chunkDays, int concurrency) { }
    public EventsResult fetch(DateRange range, EventsProgress progress, Cancellation cancellation) throws ApiException { throw new UnsupportedOperationException(); }
}
