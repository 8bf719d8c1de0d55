package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The side panel beside the table: narrowed with its divider, hidden and shown from the keyboard. */
@ExtendWith(ApplicationExtension.class)
class SidePanelFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void onAFirstStartTheSidePanelIsAsWideAsDetailsNeedsAndKeepsItAsTheWindowNarrows(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Region side = robot.lookup("#side-tabs").queryAs(Region.class);
        assertEquals(MainWindow.DEFAULT_SIDE_WIDTH, side.getWidth(), 1.5,
                "in a window " + fixture.stage().getWidth() + " wide");

        resize(robot, 1366);
        assertEquals(MainWindow.DEFAULT_SIDE_WIDTH, side.getWidth(), 1.5, "the table takes the change");
    }

    @Test
    void inAWindow1000PxWideTheDividerDraggedRightNarrowsTheSidePanel(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        resize(robot, 1000);
        Region side = robot.lookup("#side-tabs").queryAs(Region.class);
        assertEquals(400, side.getWidth(), 1, "the side panel at its largest share, 40%");

        robot.drag(robot.lookup(".split-pane-divider").queryAs(Node.class)).moveBy(40, 0).moveBy(40, 0).drop();
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(320, side.getWidth(), 2, "the side panel 80 px narrower");
        resize(robot, 1001); // and it stays so through the next layouts
        assertEquals(320, side.getWidth(), 2);
    }

    @Test
    void ctrl0HidesTheSidePanelForTheTableAndCtrl1OrCtrl2ShowItAgainAtItsWidth(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Region side = robot.lookup("#side-tabs").queryAs(Region.class);
        Region table = robot.lookup("#events-table").queryAs(Region.class);
        double width = side.getWidth();
        robot.clickOn(table);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(side.getScene() == null, "the side panel is hidden");
        assertEquals(fixture.stage().getScene().getWidth(), table.getWidth(), 2, "the table takes the whole width");

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(side.getScene() != null, "Ctrl+2 shows the side panel again");
        assertEquals("tab-status", robot.lookup("#side-tabs").queryAs(TabPane.class).getSelectionModel()
                .getSelectedItem().getId());
        assertEquals(width, side.getWidth(), 2, "at the width it had");

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(side.getScene() != null, "and so does Ctrl+1");
        assertEquals(width, side.getWidth(), 2);
    }

    @Test
    void hidingTheSidePanelWithTheKeyboardInItLeavesTheKeyboardInTheTable(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        robot.interact(() -> robot.lookup("#side-tabs").query().requestFocus());

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);

        WindowFixture.waitUntil(() -> robot.lookup("#events-table").query().isFocused());
    }

    private void resize(FxRobot robot, double width) {
        robot.interact(() -> fixture.stage().setWidth(width));
        WaitForAsyncUtils.waitForFxEvents();
    }
}
