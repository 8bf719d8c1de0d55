package com.marketevents;

import com.marketevents.ui.MarketEventsApp;

/**
 * The only reference from the entry point to the window. Kept apart from {@link Main} so that the
 * command line never loads a JavaFX class and runs with no display.
 */
final class WindowLauncher {
    private WindowLauncher() {
    }

    /** Opens the window and blocks until it is closed. */
    static void open(AppServices services) {
        ClassPathWarningFilter.install();
        MarketEventsApp.launch(services);
    }
}
