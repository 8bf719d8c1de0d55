package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ArgumentEncodingTest {
    @Test
    void aUtf8LocaleThatIsNotInstalledIsNamedAsNotInstalledRatherThanAskingForAUtf8Locale() {
        String advice = new ArgumentEncoding("ANSI_X3.4-1968", "de_DE.UTF-8").advice();

        assertTrue(advice.startsWith("the locale de_DE.UTF-8 is set but not installed on this system"), advice);
        assertTrue(advice.contains("set LANG=C.UTF-8, or install de_DE.UTF-8"), advice);
    }

    @Test
    void underAPlainAsciiLocaleTheAdviceStillAsksForAUtf8One() {
        assertTrue(new ArgumentEncoding("ANSI_X3.4-1968", "C").advice()
                .contains("set LANG=C.UTF-8 (or another UTF-8 locale)"));
    }

    @Test
    void theLocaleNamedFollowsPosixPrecedence() {
        assertEquals("de_DE.UTF-8", ArgumentEncoding.localeNamedIn(Map.of("LANG", "C", "LC_ALL", "de_DE.UTF-8")));
        assertEquals("fr_FR.utf8", ArgumentEncoding.localeNamedIn(Map.of("LANG", "fr_FR.utf8", "LC_ALL", "")));
        assertEquals("", ArgumentEncoding.localeNamedIn(Map.of()));
    }
}
