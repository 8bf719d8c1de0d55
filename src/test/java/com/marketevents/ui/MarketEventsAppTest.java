package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MarketEventsAppTest {

    @Test
    void aMissingGtkLibraryIsNamedWithTheWayToInstallIt() {
        String reason = MarketEventsApp.whyTheToolkitFailed(
                new UnsupportedOperationException("Unable to load glass GTK library."));

        assertEquals("the GTK 3 library is missing; on Debian or Ubuntu install it with: sudo apt install libgtk-3-0",
                reason);
    }

    @Test
    void noDisplayIsSaidPlainly() {
        String reason = MarketEventsApp.whyTheToolkitFailed(new UnsupportedOperationException("Unable to open DISPLAY"));

        assertEquals("no graphical display is available", reason);
    }
}
