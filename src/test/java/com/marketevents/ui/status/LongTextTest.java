package com.marketevents.ui.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class LongTextTest {

    @Test
    void aTextLongerThanShownIsCutWithAnEllipsisAndAShortOneIsLeftAlone() {
        assertEquals("abcd…", LongText.cut("abcdefgh", 5));
        assertEquals("abcde", LongText.cut("abcde", 5));
        assertNull(LongText.cut(null, 5));
    }

    @Test
    void aCutNeverSplitsACharacterOutsideTheBasicPlane() {
        assertEquals("ab…", LongText.cut("ab\uD83D\uDE00cdef", 4), "not half an emoji before the ellipsis");
    }

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
