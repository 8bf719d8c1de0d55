package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class TextCutTest {
    @Test
    void aTextLongerThanShownIsCutWithAnEllipsisAndAShortOneIsLeftAlone() {
        assertEquals("abcd…", TextCut.cut("abcdefgh", 5));
        assertEquals("abcde", TextCut.cut("abcde", 5));
        assertNull(TextCut.cut(null, 5));
    }

    @Test
    void aCutNeverSplitsACharacterOutsideTheBasicPlane() {
        assertEquals("ab…", TextCut.cut("ab\uD83D\uDE00cdef", 4), "not half an emoji before the ellipsis");
    }
}
