package com.marketevents.ui.status;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LongTextTest {

    @Test
    void aRunTooLongToWrapGetsPlacesToBreakAndWordsOfASentenceDoNot() {
        String broken = LongText.breakable("c".repeat(60));
        assertEquals("c".repeat(60), broken.replace("\u200B", ""), "nothing else changes");
        assertEquals(2, broken.chars().filter(c -> c == '\u200B').count());
        assertEquals("redis is not available right now", LongText.breakable("redis is not available right now"));
        String emoji = "x".repeat(23) + "\uD83D\uDE00";
        assertEquals(emoji + "\u200By", LongText.breakable(emoji + "y"), "never between the halves of a character");
    }
}
