package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.ForwardingKeyValueStore;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.SettingsException;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** The watchlists' file damaged on disk: said in a warning of its own, and the window's other state is kept. */
@ExtendWith(ApplicationExtension.class)
class UnreadableWatchlistsFxTest {
    private static final String SET_ASIDE = "the file /home/analyst/.java/.userPrefs/com/marketevents/browser/"
            + "watchlists/prefs.xml was damaged; Java kept it as /home/analyst/.java/.userPrefs/com/marketevents/"
            + "browser/watchlists/IncorrectFormatPrefs.xml";

    /** A store whose file was damaged: it reads as empty, and says why until it is written. */
    private static final class DamagedStore extends ForwardingKeyValueStore {
        private volatile boolean written;

        @Override
        public Optional<String> readProblem() {
            return written ? Optional.empty() : Optional.of(SET_ASIDE);
        }

        @Override
        public void flush() throws SettingsException {
            super.flush();
            written = true;
        }
    }

    private final InMemoryKeyValueStore windowState = new InMemoryKeyValueStore();

    {
        windowState.put("window.theme", Theme.DARK.name());
        windowState.put("events.filter.quick", "JPM:US");
    }

    private final DamagedStore watchlists = new DamagedStore();

    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(new InMemoryKeyValueStore(), windowState, watchlists);

    @Test
    void aWarningAboveTheTableSaysTheWatchlistsCouldNotBeReadAndWhereTheOldFileIs(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#watchlists-notice"));

        assertEquals("The saved watchlists could not be read (" + SET_ASIDE + "), so the window opened without them.",
                robot.lookup("#watchlists-notice-text").queryAs(Label.class).getText());
        assertTrue(fixture.window.model().events().watchlists().entries().isEmpty());
    }

    @Test
    void theWindowsOtherStateIsKeptAndNotSaidToBeLost(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#watchlists-notice"));

        assertFalse(WindowFixture.shown(robot, "#window-state-notice"));
        assertEquals(Theme.DARK, fixture.window.model().themeProperty().get());
        assertEquals("JPM:US", robot.lookup("#quick-filter").queryAs(TextField.class).getText());
    }

    @Test
    void theWarningIsClosedByTheUser(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#watchlists-notice"));

        robot.clickOn("#watchlists-notice-close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#watchlists-notice"));
    }

    @Test
    void theWarningClosedByTheUserIsNotSaidAgainAtTheNextStart(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#watchlists-notice"));
        assertTrue(watchlists.readProblem().isPresent(), "said until the user closes it, at every start");

        robot.clickOn("#watchlists-notice-close");

        // Written as they are now (none), the damaged file set aside, so that the next start reads no damage.
        WindowFixture.waitUntil(() -> watchlists.readProblem().isEmpty());
    }
}
