package com.marketevents.demo;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.util.Comparator;
import java.util.function.Function;

/**
 * One generated event with its texts exactly as the demo service publishes them, plus what it needs to
 * sort and select it without parsing: the Eastern epoch second and Eastern calendar day.
 */
record DemoEvent(
        long eventId,
        Company company,
        String title,
        String eventType,
        String eventDate,
        long epochSecond,
        long easternEpochDay,
        boolean hasUnknownTime,
        int fiscalYear,
        Integer fiscalQuarter,
        String transcriptionStatus,
        String status,
        String created,
        String modified) {

    /** Event date, then id: the order the service's clients sort by. */
    static final Comparator<DemoEvent> ORDER =
            Comparator.comparingLong(DemoEvent::epochSecond).thenComparingLong(DemoEvent::eventId);

    /** The record as a client reads it; {@code times} turns published texts into values (and may share them). */
    MarketEvent toMarketEvent(Function<String, EventTime> times) {
        return new MarketEvent(eventId, company.equityId(), company.ticker(), company.localTicker(), company.ric(),
                company.ticker(), company.exchange().mic(), company.isin(), title, eventType, times.apply(eventDate),
                fiscalYear, transcriptionStatus, status, times.apply(created), times.apply(modified));
    }
}
