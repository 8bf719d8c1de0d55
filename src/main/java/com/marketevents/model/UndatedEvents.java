package com.marketevents.model;

import java.util.List;

/**
 * Events whose date cannot be read: kept, so that no data is hidden, and put after all others by date order. The
 * window's load notice and the command line's note say how many there are.
 */
public final class UndatedEvents {
    private UndatedEvents() {
    }

    /** How many of {@code events} have no date, or one that cannot be read. */
    public static int count(List<MarketEvent> events) {
        int undated = 0;
        for (MarketEvent event : events) {
            if (event.eventDate() == null || !event.eventDate().isValid()) {
                undated++;
            }
        }
        return undated;
    }

    /**
     * "3 events have no readable date; they are listed last in date order." with {@code placed} "listed last in date
     * order"; empty for none.
     */
    public static String sentence(int undated, String placed) {
        if (undated == 0) {
            return "";
        }
        String said = undated == 1 ? " has no readable date; it is " : " have no readable date; they are ";
        return Counts.events(undated) + said + placed + ".";
    }
}
