package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.AppServices;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.settings.SettingsException;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Stored settings the JDK could not read: the window says so rather than pass the demo off as "nothing set". */
@ExtendWith(ApplicationExtension.class)
class UnreadableSettingsFxTest {
    /** A store whose file was damaged: it reads as empty, and says why. */
    private static final class DamagedStore implements KeyValueStore {
        private final InMemoryKeyValueStore empty = new InMemoryKeyValueStore();

        @Override
        public Optional<String> get(String key) {
            return empty.get(key);
        }

        @Override
        public void put(String key, String value) {
            empty.put(key, value);
        }

        @Override
        public void remove(String key) {
            empty.remove(key);
        }

        @Override
        public void flush() throws SettingsException {
            empty.flush();
        }

        @Override
        public Optional<String> readProblem() {
            return Optional.of("Invalid preferences format in /home/analyst/.java/.userPrefs/prefs.xml");
        }
    }

    private final AppServices services = new AppServices(new DamagedStore(), new InMemoryKeyValueStore(), Map.of());
    private final FxUiExecutor executor = new FxUiExecutor(2);
    private MainWindow window;

    @Start
    void start(Stage stage) {
        MainWindow.applyTheme();
        window = new MainWindow(new AppWindowServices(services), executor, Clock.systemDefaultZone());
        window.show(stage);
    }

    @AfterEach
    void close() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> window.stage().close()).get();
        executor.close();
        services.close();
    }

    @Test
    void theDemoBannerSaysTheStoredSettingsCouldNotBeRead(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#demo-banner"));

        assertEquals("The stored settings could not be read (Invalid preferences format in"
                + " /home/analyst/.java/.userPrefs/prefs.xml), so these events come from the built-in demo service"
                + " and are not real. Connect to your service again.",
                robot.lookup("#demo-banner-text").queryAs(Label.class).getText());
    }
}
