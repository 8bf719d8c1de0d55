package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ShownValueTest {
    @Test
    void aTitleOfEveryDayLengthIsShownWhole() {
        String title = "Trafalgar Oil & Gas Ltd Annual General Meeting of Shareholders";
        assertEquals(title, ShownValue.of(title));
        String longest = "x".repeat(ShownValue.SHOWN_UP_TO);
        assertEquals(longest, ShownValue.of(longest));
    }

    @Test
    void aHugeValueIsCutAndSaysHowLongItIs() {
        String huge = "y".repeat(108_000);

        String shown = ShownValue.of(huge);

        assertTrue(shown.startsWith("y".repeat(ShownValue.SHOWN_UP_TO - 1) + "… "), shown.substring(990, 1_010));
        assertTrue(shown.endsWith("(108,000 characters in all; Copy takes them all)"), shown);
    }

    @Test
    void aCutNeverSplitsACharacterOutsideTheBasicPlane() {
        String emoji = "x".repeat(ShownValue.SHOWN_UP_TO - 2) + "😀" + "z".repeat(10);

        String shown = ShownValue.of(emoji);

        assertEquals("x".repeat(ShownValue.SHOWN_UP_TO - 2) + "…", shown.substring(0, ShownValue.SHOWN_UP_TO - 1));
    }
}
