package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class ServiceErrorsFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @Test
    void aRejectedKeyIsOneSentenceWithAButtonThatOpensSettings(FxRobot robot) {
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        fixture.failEverything(ApiException.Kind.KEY_REJECTED);
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice"));
        String sentence = text(robot, "#notice-text");
        assertTrue(sentence.contains("API key"), sentence);
        assertFalse(sentence.contains("Exception"), sentence);
        assertFalse(sentence.contains("\tat "), sentence);

        robot.clickOn("#health-chip").clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Key rejected".equals(text(robot, "#status-headline")));
        assertTrue(WindowFixture.shown(robot, "#status-open-settings"));
        // The healthy answer before stays, said to be an earlier one: the headline says the current truth.
        assertTrue(WindowFixture.shown(robot, "#status-earlier"));

        robot.clickOn("#notice-open-settings");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-base-url"));
        robot.clickOn("#settings-cancel");
    }

    @Test
    void anUnreachableServiceIsSaidPlainlyAndRetryWorksOnceItIsBack(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && "Healthy".equals(text(robot, "#status-headline")));
        fixture.failEverything(ApiException.Kind.NETWORK);
        robot.clickOn("#health-chip").clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Cannot reach the service".equals(text(robot, "#status-headline")));
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice-retry"));
        assertTrue(text(robot, "#notice-text").contains("could not be reached"), text(robot, "#notice-text"));
        assertTrue(WindowFixture.shown(robot, "#notice-open-settings"));

        fixture.api.failEverything(null);
        robot.clickOn("#notice-retry");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#notice")
                && "Healthy".equals(text(robot, "#status-headline")));
        assertEquals("Service: Healthy", robot.lookup("#health-chip").queryButton().getText());
        assertFalse(WindowFixture.shown(robot, "#status-open-settings"));
    }
}
