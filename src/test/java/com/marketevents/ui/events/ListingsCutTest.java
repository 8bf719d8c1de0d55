package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

class ListingsCutTest {
    private static final ToDoubleFunction<String> TEN_A_CHARACTER = text -> text.length() * 10.0;

    @Test
    void aListThatFitsIsShownWhole() {
        assertEquals("AAPL:US, MSFT:US", ListingsCut.toWidth("AAPL:US, MSFT:US", 160, TEN_A_CHARACTER));
    }

    @Test
    void aListTooWideIsCutAfterTheLastListingThatFitsWholeNeverInsideOne() {
        String list = "AAPL:US, MSFT:US, NVDA:US, AMZN:US";
        assertEquals("AAPL:US, MSFT:US, …", ListingsCut.toWidth(list, 240, TEN_A_CHARACTER));
        assertEquals("AAPL:US, …", ListingsCut.toWidth(list, 160, TEN_A_CHARACTER));
    }

    @Test
    void roomForLessThanOneWholeListingSaysHowManyThereAreRatherThanShowAPieceOfTheFirst() {
        assertEquals("2 listings", ListingsCut.toWidth("AAPL:US, MSFT:US", 90, TEN_A_CHARACTER));
    }

    @Test
    void aSingleListingTooWideIsKeptForItsLabelToCutWithAnEllipsisNotCountedAsOneListing() {
        assertEquals("BERKSHIREHATHAWAYCLASSB:US", ListingsCut.toWidth("BERKSHIREHATHAWAYCLASSB:US", 50,
                TEN_A_CHARACTER));
    }
}
