package com.marketevents.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a service's text may not do to a terminal: escape sequences, forged lines, text that reads backwards. */
class TerminalTextTest {

    @Test
    void controlCharactersBecomeSpacesAndInvisibleFormatCharactersGo() {
        assertEquals("redis ok   [31mred Note: fake", TerminalText.clean("redis ok\r\n\u001b[31mred\nNote: fake", ""));
        assertEquals("database ok", TerminalText.clean("data\u202ebase\u200b ok\u202c", ""));
        assertEquals("Société Générale · 東京", TerminalText.clean("Société Générale · 東京", ""));
        assertEquals("none given", TerminalText.clean(null, "none given"));
    }
}
