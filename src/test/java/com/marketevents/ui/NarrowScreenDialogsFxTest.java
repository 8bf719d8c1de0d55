package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Rectangle2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A window reaching past the screen's edge (760 px wide on a laptop's 683 px half screen) opens its dialogs whole on
 * the screen: centred on it, Settings stuck out and was moved back, again and again, until the stack overflowed.
 */
@ExtendWith(ApplicationExtension.class)
class NarrowScreenDialogsFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void settingsOpenWholeOnTheScreenFromAWindowReachingPastItsEdge(FxRobot robot) {
        Stage window = fixture.stage();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        robot.interact(() -> {
            window.setWidth(1000);
            window.setX(screen.getMaxX() - 600);
            window.setY(screen.getMinY());
        });
        robot.clickOn("#events-table").push(KeyCode.CONTROL, KeyCode.COMMA);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-base-url"));
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.lookup("#settings-base-url").query().getScene().getWindow();

        assertTrue(dialog.getX() >= screen.getMinX() && dialog.getX() + dialog.getWidth() <= screen.getMaxX(),
                "within the screen's " + screen + ": from " + dialog.getX() + ", " + dialog.getWidth() + " wide");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
    }
}
