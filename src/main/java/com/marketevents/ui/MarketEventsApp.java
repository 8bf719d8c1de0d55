package com.marketevents.ui;

import com.marketevents.AppServices;

/** The JavaFX application; this placeholder only lets {@code Main} compile until the window lands. */
public final class MarketEventsApp {
    private MarketEventsApp() {
    }

    /** Opens the window on the given services and blocks until it closes. */
    public static void launch(AppServices services) {
        throw new UnsupportedOperationException("The window is not part of this build yet.");
    }
}
