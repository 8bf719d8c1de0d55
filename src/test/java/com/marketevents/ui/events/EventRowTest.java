package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import org.junit.jupiter.api.Test;

class EventRowTest {
    private final EventRow row = new EventRow(new MarketEvent(7, 1L, "AMZN:US", "AMZN", "AMZN.OQ", "AMZN:US", "XNAS",
            "US0231351067", "Amazon Q3 Earnings Call", "earnings", EventTime.parse("2024-10-31T17:00:00-04:00"), 2024,
            "published", "active", null, null));

    @Test
    void matchesAnySearchableFieldIgnoringCase() {
        assertTrue(row.matches("amzn.oq"));
        assertTrue(row.matches("us0231"));
        assertTrue(row.matches("q3 earnings"));
    }

    @Test
    void neverMatchesAcrossTheEndOfOneFieldAndTheStartOfTheNext() {
        assertFalse(row.matches("usamzn"));
        assertFalse(row.matches("xnas"));
        assertFalse(row.matches("earnings call2024"));
    }
}
