package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ShortTextTest {
    private static final ApiKey KEY = new ApiKey("sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0");

    @Test
    void aKeyTheCutWouldShortenIsHiddenWholeBeforeTheCut() {
        String line = ShortText.singleLine("x".repeat(150) + " " + KEY.value() + " and more", KEY);

        assertEquals("x".repeat(150) + " [hidden]…", line);
        assertEquals(ShortText.MAX_LENGTH, line.length());
    }

    @Test
    void aCutNeverSplitsTheMarkerOfTheHiddenKey() {
        for (int before = 145; before <= 160; before++) {
            String line = ShortText.singleLine("x".repeat(before) + KEY.value() + "x".repeat(20), KEY);

            assertTrue(line.length() <= ShortText.MAX_LENGTH, line);
            assertTrue(line.endsWith("x…") || line.endsWith("[hidden]…"), line);
            assertFalse(line.matches(".*\\[h?i?d?d?e?n?…"), line);
        }
    }

    @Test
    void aLineWithinTheLimitKeepsItsTextWithTheKeyHidden() {
        assertEquals("Forbidden: [hidden] is revoked", ShortText.singleLine("Forbidden:\n  " + KEY.value()
                + "\tis revoked", KEY));
        assertEquals("Forbidden", ShortText.singleLine("Forbidden", null));
    }
}
