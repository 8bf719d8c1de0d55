package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
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

    @Test
    void aWatchlistOfFiveThousandListingsIsCutWithAFewShortMeasurementsNotOneForEachListing() {
        String list = IntStream.range(0, 5000).mapToObj(i -> String.format("X%04d:US", i))
                .collect(Collectors.joining(", "));
        AtomicInteger measured = new AtomicInteger();
        AtomicLong charactersMeasured = new AtomicLong();
        ToDoubleFunction<String> counting = text -> {
            measured.incrementAndGet();
            charactersMeasured.addAndGet(text.length());
            return TEN_A_CHARACTER.applyAsDouble(text);
        };

        assertEquals("X0000:US, X0001:US, X0002:US, …", ListingsCut.toWidth(list, 320, counting));
        assertTrue(measured.get() <= 8, measured.get() + " measurements");
        assertTrue(charactersMeasured.get() < 400, charactersMeasured.get() + " characters measured, not the whole list");
    }

    @Test
    void aCutWithEveryListingButTheLastStillMeasuresTheWholeListOnceToSeeWhetherItFits() {
        String list = "AAPL:US, MSFT:US, NVDA:US, AMZN:US";
        assertEquals(list, ListingsCut.toWidth(list, 340, TEN_A_CHARACTER));
        assertEquals("AAPL:US, MSFT:US, NVDA:US, …", ListingsCut.toWidth(list, 339, TEN_A_CHARACTER));
        assertEquals("4 listings", ListingsCut.toWidth(list, 99, TEN_A_CHARACTER));
    }

    @Test
    void aLastListingNarrowerThanTheEllipsisIsShownWholeWhenTheWholeListFits() {
        ToDoubleFunction<String> wideEllipsis = text -> text.replace("…", "......").length() * 10.0;
        assertEquals("AAPL:US, I", ListingsCut.toWidth("AAPL:US, I", 100, wideEllipsis));
    }
}
