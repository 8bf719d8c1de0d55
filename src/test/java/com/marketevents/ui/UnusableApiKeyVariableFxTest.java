package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiKey;
import com.marketevents.settings.ConfigResolver;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.Settings;
import com.marketevents.settings.SettingsStore;
import java.util.Map;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** MARKET_EVENTS_API_KEY set to a key that cannot be sent, the base URL in Settings. */
@ExtendWith(ApplicationExtension.class)
class UnusableApiKeyVariableFxTest {
    private final InMemoryKeyValueStore settings = storing("http://127.0.0.1:18781/api");
    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(settings,
            Map.of(ConfigResolver.API_KEY_VARIABLE, "bad key"));

    private static InMemoryKeyValueStore storing(String baseUrl) {
        InMemoryKeyValueStore store = new InMemoryKeyValueStore();
        save(store, baseUrl);
        return store;
    }

    private static void save(InMemoryKeyValueStore store, String baseUrl) {
        try {
            new SettingsStore(store).save(new Settings(baseUrl, new ApiKey("stored-key"), null, null, null));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @Test
    void aKeyTheVariableSetsThatCannotBeUsedOffersNoSettings(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice"));

        assertTrue(text(robot, "#notice-text").startsWith("The API key from MARKET_EVENTS_API_KEY"),
                text(robot, "#notice-text"));
        assertFalse(WindowFixture.shown(robot, "#notice-open-settings"), "Settings cannot change the variable");
    }

    @Test
    void aStoredBaseUrlThatCannotBeUsedStillOffersSettings(FxRobot robot) throws Exception {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice"));
        save(settings, "api.example.com");
        WaitForAsyncUtils.asyncFx(() -> fixture.window.model().settingsSaved()).get();

        // The old URL's notice went at the change; the new one's comes once its load fails.
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice-text") && text(robot, "#notice-text")
                .startsWith("The base URL 'api.example.com' (from the settings) is not usable"));
        assertTrue(WindowFixture.shown(robot, "#notice-open-settings"), "Settings change the stored base URL");
    }
}
