package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CommandNameTest {
    @Test
    void aPackagedLauncherIsNamedAsItIsTypedOnEverySystem() {
        assertEquals("market-events", CommandName.of("/opt/market-events-browser/bin/market-events"));
        assertEquals("market-events", CommandName.of("C:\\Program Files\\Market Events Browser\\market-events.exe"));
        assertEquals("market-events-browser",
                CommandName.of("/Applications/Market Events Browser.app/Contents/MacOS/market-events-browser"));
    }

    @Test
    void withoutALauncherItIsTheJarsName() {
        assertEquals("market-events-browser", CommandName.of(null));
        assertEquals("market-events-browser", CommandName.of(""));
    }
}
