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
}
