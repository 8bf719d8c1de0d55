package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CountsTest {

    @Test
    void theNounAgreesWithTheNumberAndThousandsAreGrouped() {
        assertEquals("1 event", Counts.events(1));
        assertEquals("0 events", Counts.events(0));
        assertEquals("100,041 events", Counts.events(100_041));
        assertEquals("1 day", Counts.of(1, "day", "days"));
    }
}
