package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IcsTextTest {

    @Test
    void escapesBackslashSemicolonAndComma() {
        assertEquals("a\\\\b\\;c\\,d", IcsText.escape("a\\b;c,d"));
    }

    @Test
    void everyKindOfLineBreakBecomesBackslashN() {
        assertEquals("a\\nb\\nc\\nd", IcsText.escape("a\r\nb\nc\rd"));
    }

    @Test
    void keepsTabsColonsQuotesAndNonAsciiButReplacesOtherControlCharacters() {
        assertEquals("a\tb:\"c\" é 決 d e f", IcsText.escape("a\tb:\"c\" é 決 d\u0001e\u007Ff"));
    }
}
