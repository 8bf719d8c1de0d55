package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WindowBoundsTest {
    private static final WindowBounds LAPTOP = new WindowBounds(0, 0, 1366, 768);

    @Test
    void aWindowSavedOnALargerScreenIsShrunkToTheSmallerOneAndMovedInsideIt() {
        WindowBounds saved = new WindowBounds(40, 27, 1360, 820); // on a 1440×900 screen

        assertEquals(new WindowBounds(6, 0, 1360, 768), saved.fittedInto(LAPTOP, 760, 480));
    }

    @Test
    void aWindowThatFitsKeepsItsSizeAndPlace() {
        WindowBounds saved = new WindowBounds(100, 50, 900, 600);

        assertEquals(saved, saved.fittedInto(LAPTOP, 760, 480));
    }

    @Test
    void aScreenSmallerThanTheWindowsMinimumGetsAWindowNoLargerThanItWithNothingOffIt() {
        WindowBounds saved = new WindowBounds(200, 200, 1360, 820);

        assertEquals(new WindowBounds(0, 0, 700, 400), saved.fittedInto(new WindowBounds(0, 0, 700, 400), 760, 480));
    }

    @Test
    void aWindowSavedAtItsMinimumWidthIsRestoredAsWideAsALaptopsHalfScreen() {
        WindowBounds saved = new WindowBounds(0, 0, 760, 768); // saved so on a 683x768 screen by the first start

        assertEquals(Optional.of(new WindowBounds(0, 0, 683, 768)),
                saved.fittedOnto(List.of(new WindowBounds(0, 0, 683, 768)), 760, 480));
    }

    @Test
    void aDialogTallerThanTheScreenIsShortenedToItAndMovedInsideIt() {
        WindowBounds export = new WindowBounds(308, -16, 408, 631); // centred on a window filling a 1024x600 screen

        assertEquals(new WindowBounds(308, 0, 408, 600), export.keptWithin(new WindowBounds(0, 0, 1024, 600)));
    }

    @Test
    void aDialogWiderThanTheScreenIsNarrowedToItAndMovedInsideIt() {
        WindowBounds watchlists = new WindowBounds(-38, 100, 759, 500); // centred on a 683 px screen's window

        assertEquals(new WindowBounds(0, 100, 683, 500), watchlists.keptWithin(new WindowBounds(0, 0, 683, 768)));
    }

    @Test
    void aWindowAcrossTwoScreensIsFittedIntoTheOneHoldingMostOfIt() {
        WindowBounds left = new WindowBounds(0, 0, 1440, 900);
        WindowBounds right = new WindowBounds(1440, 30, 1366, 738); // a panel along its top
        WindowBounds saved = new WindowBounds(1300, 10, 1200, 800);

        assertEquals(Optional.of(new WindowBounds(1440, 30, 1200, 738)),
                saved.fittedOnto(List.of(left, right), 760, 480));
    }

    @Test
    void aSizeTheWindowWasOnlyShrunkToOnASmallerScreenIsNotRememberedOverTheUsersOwn() {
        WindowBounds chosen = new WindowBounds(0, 0, 1024, 640);
        WindowBounds shown = chosen.fittedInto(new WindowBounds(0, 0, 800, 1000), 760, 480); // 800x640

        assertEquals(chosen, chosen.rememberedOver(shown, shown));
    }

    @Test
    void aWindowTheUserResizedIsRememberedAtItsNewSize() {
        WindowBounds chosen = new WindowBounds(0, 0, 1024, 640);
        WindowBounds shown = new WindowBounds(0, 0, 800, 640);
        WindowBounds resized = new WindowBounds(0, 0, 780, 600);

        assertEquals(resized, chosen.rememberedOver(shown, resized));
    }

    @Test
    void aShrunkWindowTheUserOnlyMovedIsRememberedAtItsNewPlaceAndTheUsersSize() {
        WindowBounds chosen = new WindowBounds(300, 100, 1024, 640);
        WindowBounds shown = new WindowBounds(0, 0, 800, 640);

        assertEquals(new WindowBounds(0, 200, 1024, 640),
                chosen.rememberedOver(shown, new WindowBounds(0, 200, 800, 640)));
    }

    @Test
    void aPlaceMovedOnlyToFitTheScreenIsNotRememberedOverTheUsersOwn() {
        WindowBounds chosen = new WindowBounds(600, 120, 900, 600); // on the right of a wider screen
        WindowBounds shown = chosen.fittedInto(LAPTOP, 760, 480);

        assertEquals(chosen, chosen.rememberedOver(shown, shown));
    }

    @Test
    void aWindowCentredForWantOfAStoredPlaceIsRememberedWhereItShows() {
        WindowBounds byDefault = new WindowBounds(Double.NaN, Double.NaN, 1360, 820);
        WindowBounds shown = new WindowBounds(128, 80, 1024, 640); // its place once shown centred

        assertEquals(new WindowBounds(128, 80, 1360, 820), byDefault.rememberedOver(shown, shown));
    }

    @Test
    void aCentredWindowIsRememberedWhereItWasCentred() {
        WindowBounds byDefault = new WindowBounds(Double.NaN, Double.NaN, 1360, 820);
        WindowBounds shown = new WindowBounds(Double.NaN, Double.NaN, 1024, 640);

        assertEquals(new WindowBounds(0, 0, 1360, 820),
                byDefault.rememberedOver(shown, new WindowBounds(0, 0, 1024, 640)));
    }

    @Test
    void aWindowOnAScreenThatIsGoneIsOnNone() {
        WindowBounds saved = new WindowBounds(2000, 100, 1200, 800);

        assertEquals(Optional.empty(), saved.fittedOnto(List.of(LAPTOP), 760, 480));
    }
}
