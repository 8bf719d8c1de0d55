package com.marketevents.ui.common;

import com.marketevents.api.ApiException;
import com.marketevents.api.Cancellation;
import com.marketevents.events.EventsProgress;
import com.marketevents.events.EventsResult;
import com.marketevents.model.DateRange;

/**
 * Fetches the events of a range (chunked, deduplicated); the window's view of {@code EventsService}, which keeps
 * what arrived around a few failed chunks ({@code fetchToleratingGaps}) since the window names what is missing.
 */
@FunctionalInterface
public interface EventsFetcher {
    EventsResult fetch(DateRange range, EventsProgress progress, Cancellation cancellation) throws ApiException;
}
