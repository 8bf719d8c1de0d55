package com.marketevents.ui.events;

import com.marketevents.model.Counts;
import com.marketevents.model.MarketEvent;
import java.util.List;

/** The sentence that says a load holds events whose date cannot be read, which date order puts after all others. */
final class UndatedNote {
    private UndatedNote() {
    }

    /** How many of {@code events} have no date, or one that cannot be read. */
    static int count(List<MarketEvent> events) {
        int undated = 0;
        for (MarketEvent event : events) {
            if (event.eventDate() == null || !event.eventDate().isValid()) {
                undated++;
            }
        }
        return undated;
    }

    /** "3 events have no readable date; they are listed last in date order."; empty for none. */
    static String sentence(int undated) {
        if (undated == 0) {
            return "";
        }
        String said = undated == 1 ? " has no readable date; it is" : " have no readable date; they are";
        return Counts.events(undated) + said + " listed last in date order.";
    }
}
