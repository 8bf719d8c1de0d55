package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.ConfigResolver;
import com.marketevents.settings.InMemoryKeyValueStore;
import java.util.Map;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** MARKET_EVENTS_BASE_URL set to what is not an address: only changing the variable helps, not Settings. */
@ExtendWith(ApplicationExtension.class)
class UnusableBaseUrlVariableFxTest {
    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(new InMemoryKeyValueStore(), Map.of(
            ConfigResolver.BASE_URL_VARIABLE, "api.example.com", ConfigResolver.API_KEY_VARIABLE, "a-good-key"));

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @Test
    void aBaseUrlTheVariableSetsThatCannotBeUsedOffersNoSettingsAndTheEmptyTableSaysWhy(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice"));

        String sentence = text(robot, "#notice-text");
        assertTrue(sentence.startsWith("The base URL 'api.example.com' (from MARKET_EVENTS_BASE_URL) is not usable"),
                sentence);
        assertFalse(WindowFixture.shown(robot, "#notice-open-settings"), "Settings cannot change the variable");
        assertEquals("Nothing loaded: the service settings cannot be used (see the message above).",
                text(robot, "#events-placeholder"));
    }
}
