package com.marketevents.ui;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.api.MarketEventsApi;
import com.marketevents.events.EventsProgress;
import com.marketevents.events.EventsResult;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.ui.common.EventsFetcher;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A plain sequential fetcher for tests: chunks, progress, dedupe by id, sorted by date then id. */
public final class ChunkedFetcher implements EventsFetcher {
    private final MarketEventsApi api;
    private final int chunkDays;

    public ChunkedFetcher(MarketEventsApi api, int chunkDays) {
        this.api = api;
        this.chunkDays = chunkDays;
    }

    @Override
    public EventsResult fetch(DateRange range, EventsProgress progress, Cancellation cancellation)
            throws ApiException {
        List<DateRange> chunks = range.chunks(chunkDays);
        Map<Long, MarketEvent> byId = new LinkedHashMap<>();
        int soFar = 0;
        int daysDone = 0;
        progress.daysDone(0, (int) range.days(), 0); // as EventsService does before the first answer
        for (int i = 0; i < chunks.size(); i++) {
            cancellation.throwIfCancelled();
            List<MarketEvent> part = api.events(chunks.get(i), cancellation).events();
            soFar += part.size();
            part.forEach(event -> byId.put(event.eventId(), event));
            daysDone += (int) chunks.get(i).days();
            progress.daysDone(daysDone, (int) range.days(), soFar);
        }
        List<MarketEvent> sorted = new ArrayList<>(byId.values());
        sorted.sort(Comparator.comparing(MarketEvent::eventDate, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparingLong(MarketEvent::eventId));
        return new EventsResult(range, sorted, List.of());
    }
}
