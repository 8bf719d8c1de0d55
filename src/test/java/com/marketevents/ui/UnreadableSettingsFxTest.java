package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.ForwardingKeyValueStore;
import com.marketevents.settings.SettingsException;
import java.util.Optional;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** Stored settings the JDK could not read: the window says so rather than pass the demo off as "nothing set". */
@ExtendWith(ApplicationExtension.class)
class UnreadableSettingsFxTest {
    /** A store whose file was damaged: it reads as empty, and says why until it is written. */
    private static final class DamagedStore extends ForwardingKeyValueStore {
        private volatile boolean written;

        @Override
        public Optional<String> readProblem() {
            return written ? Optional.empty()
                    : Optional.of("Invalid preferences format in /home/analyst/.java/.userPrefs/prefs.xml");
        }

        @Override
        public void flush() throws SettingsException {
            super.flush();
            written = true;
        }
    }

    private final DamagedStore settings = new DamagedStore();

    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(settings);

    @Test
    void theDemoBannerSaysTheStoredSettingsCouldNotBeRead(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#demo-banner"));

        assertEquals("The stored settings could not be read (Invalid preferences format in"
                + " /home/analyst/.java/.userPrefs/prefs.xml), so these events come from the built-in demo service"
                + " and are not real. Connect to your service again.",
                robot.lookup("#demo-banner-text").queryAs(Label.class).getText());
    }

    @Test
    void theNoteHiddenByTheUserIsNotSaidAgainAtTheNextStart(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#demo-banner"));
        assertTrue(settings.readProblem().isPresent(), "said until the user hides it or saves settings");

        robot.clickOn("#demo-banner-close");

        // Written as they are now (none), the damaged file set aside, so that the next start reads no damage.
        WindowFixture.waitUntil(() -> settings.readProblem().isEmpty());
    }
}
