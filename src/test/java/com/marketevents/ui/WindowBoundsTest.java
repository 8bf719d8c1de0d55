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
    void aScreenSmallerThanTheWindowsMinimumGetsTheMinimumWithItsTopLeftCornerOnTheScreen() {
        WindowBounds saved = new WindowBounds(200, 200, 1360, 820);

        assertEquals(new WindowBounds(0, 0, 760, 480), saved.fittedInto(new WindowBounds(0, 0, 700, 400), 760, 480));
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
    void aWindowOnAScreenThatIsGoneIsOnNone() {
        WindowBounds saved = new WindowBounds(2000, 100, 1200, 800);

        assertEquals(Optional.empty(), saved.fittedOnto(List.of(LAPTOP), 760, 480));
    }
}
