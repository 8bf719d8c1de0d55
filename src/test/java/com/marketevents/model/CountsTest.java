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

    @Test
    void aFewItemsAreListedAsASentenceListsThemAndTheRestCounted() {
        assertEquals("", Counts.listed(java.util.List.of(), 3, "more", "more"));
        assertEquals("A", Counts.listed(java.util.List.of("A"), 3, "more day", "more days"));
        assertEquals("A and B", Counts.listed(java.util.List.of("A", "B"), 3, "more day", "more days"));
        assertEquals("A, B and C", Counts.listed(java.util.List.of("A", "B", "C"), 3, "more day", "more days"));
        assertEquals("A, B, C and 1 more day", Counts.listed(java.util.List.of("A", "B", "C", "D"), 3, "more day",
                "more days"));
        assertEquals("A, B, C and 2 more days", Counts.listed(java.util.List.of("A", "B", "C", "D", "E"), 3,
                "more day", "more days"));
    }
}
