package com.marketevents.demo;

/**
 * One listed company of the demo universe with the identifiers its events carry. {@code ric} and
 * {@code isin} are null for a few listings, as real calendars have gaps; {@code ticker} is in
 * {@code SYM:CC} form and doubles as the Bloomberg ticker.
 */
record Company(
        int index,
        Long equityId,
        String name,
        Sector sector,
        Exchange exchange,
        String ticker,
        String localTicker,
        String ric,
        String isin,
        ReportingHabits habits) {
}
