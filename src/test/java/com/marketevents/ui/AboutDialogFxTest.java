package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class AboutDialogFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void helpAboutNamesTheVersionAndCopiesTheDetailsASupportRequestNeeds(FxRobot robot) throws Exception {
        robot.clickOn("Help").clickOn("About Market Events Browser");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#about-version"));

        // Run from classes: no jar manifest to read a version from.
        assertEquals("Version development", robot.lookup("#about-version").queryAs(Label.class).getText());
        robot.clickOn("#about-copy");
        String copied = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
        assertTrue(copied.startsWith("Market Events Browser development · Java " + Runtime.version()
                + " · JavaFX 21"), copied);

        robot.clickOn("Close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#about-version"));
    }
}
