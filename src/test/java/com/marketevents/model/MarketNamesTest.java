package com.marketevents.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class MarketNamesTest {

    @Test
    void aKnownMarketCodeHasItsName() {
        assertEquals(Optional.of("Nasdaq"), MarketNames.nameOf("XNAS"));
        assertEquals(Optional.of("SIX Swiss Exchange"), MarketNames.nameOf("XSWX"));
        assertEquals(Optional.of("Oslo Børs"), MarketNames.nameOf("XOSL"), "read as UTF-8");
        assertEquals(Optional.of("Tokyo Stock Exchange"), MarketNames.nameOf(" xtks "));
    }

    @Test
    void anUnknownCodeOrOtherTextHasNone() {
        assertEquals(Optional.empty(), MarketNames.nameOf("XQQQ"));
        assertEquals(Optional.empty(), MarketNames.nameOf("Nasdaq"));
        assertEquals(Optional.empty(), MarketNames.nameOf(null));
    }
}
