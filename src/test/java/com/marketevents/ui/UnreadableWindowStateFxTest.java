package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.ForwardingKeyValueStore;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The window's own saved state (columns, filters, theme) damaged on disk: said, not passed off as a first run; the
 * watchlists, kept apart, are still there.
 */
@ExtendWith(ApplicationExtension.class)
class UnreadableWindowStateFxTest {
    private static final String SET_ASIDE = "the file /home/analyst/.java/.userPrefs/com/marketevents/browser/window/"
            + "prefs.xml was damaged; Java kept it as /home/analyst/.java/.userPrefs/com/marketevents/browser/window/"
            + "IncorrectFormatPrefs.xml";

    /** A store whose file was damaged: it reads as empty, and says why. */
    private static final class DamagedStore extends ForwardingKeyValueStore {
        @Override
        public Optional<String> readProblem() {
            return Optional.of(SET_ASIDE);
        }
    }

    private final InMemoryKeyValueStore watchlists = new InMemoryKeyValueStore();

    {
        watchlists.put("events.watchlists", "Banks\nJPM:US, BAC:US");
    }

    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(new InMemoryKeyValueStore(), new DamagedStore(),
            watchlists);

    @Test
    void aWarningAboveTheTableSaysTheWindowsSavedStateCouldNotBeReadAndWhereTheOldFileIs(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#window-state-notice"));

        assertEquals("The window's saved state could not be read (" + SET_ASIDE + "), so it opened with its defaults:"
                        + " no recent filters, the standard columns and the light theme.",
                robot.lookup("#window-state-notice-text").queryAs(Label.class).getText());
    }

    @Test
    void theWatchlistsKeptInAFileOfTheirOwnAreStillThere(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#window-state-notice"));

        assertEquals(List.of(new Watchlist("Banks", "JPM:US, BAC:US")),
                List.copyOf(fixture.window.model().events().watchlists().entries()));
        assertFalse(WindowFixture.shown(robot, "#watchlists-notice"));
    }

    @Test
    void theWarningOutlastsTheFirstLoadUntilTheUserClosesIt(FxRobot robot) {
        WindowFixture.waitUntil(() -> !fixture.window.model().events().loadingProperty().get()
                && fixture.window.model().events().snapshotProperty().get() != null);
        assertTrue(WindowFixture.shown(robot, "#window-state-notice"), "still shown after the first load");

        robot.clickOn("#window-state-notice-close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#window-state-notice"));
    }
}
