package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class DroppedSettingsTest {
    @Test
    void nothingDroppedSaysNothing() {
        assertEquals(Optional.empty(), new DroppedSettings().sentence());
    }

    @Test
    void whatWasDroppedIsNamedOnceEachInOneSentenceInTheOrderFound() {
        DroppedSettings dropped = new DroppedSettings();
        dropped.add("the column widths");
        dropped.add("the theme");
        dropped.add("the column widths");
        dropped.add("the time zone");

        assertEquals(Optional.of("Could not read the column widths, the theme and the time zone kept from last time:"
                + " using the defaults."), dropped.sentence());
    }
}
