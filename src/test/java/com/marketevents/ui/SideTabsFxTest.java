package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Node;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class SideTabsFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void theSideTabsShowWhereTheKeyboardIsWhileTheArrowKeysSwitchTabsAndNotAfterAClick(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        TabPane tabs = robot.lookup("#side-tabs").queryAs(TabPane.class);
        robot.interact(() -> robot.lookup("#events-table").query().requestFocus());

        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(tabs::isFocused);
        assertTrue(hasRing(tabs), "a ring once the keyboard brought focus to the tabs");

        String before = tabs.getSelectionModel().getSelectedItem().getId();
        robot.push(KeyCode.RIGHT);
        assertNotEquals(before, tabs.getSelectionModel().getSelectedItem().getId(), "the arrow switched tabs");
        assertTrue(hasRing(tabs), "the ring stays while the arrow keys are used");

        robot.clickOn("#tab-details");
        assertFalse(hasRing(tabs), "no ring after a click");
    }

    @Test
    void theTableShowsThatTheKeyboardBroughtItTheFocusUntilItIsClicked(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Node table = robot.lookup("#events-table").query();
        robot.interact(() -> robot.lookup("#side-tabs").query().requestFocus());

        robot.press(KeyCode.SHIFT).push(KeyCode.TAB).release(KeyCode.SHIFT);
        WindowFixture.waitUntil(table::isFocused);
        assertTrue(hasRing(table), "a ring once the keyboard brought focus to the table");

        robot.clickOn(table);
        assertFalse(hasRing(table), "no ring after a click");
    }

    @Test
    void ctrl2FromAValueInDetailsLeavesTheKeyboardOnTheTabsWhereTabGoesOnIntoTheStatus(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty());
        robot.interact(() -> table.getSelectionModel().select(0));
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-ric"));
        robot.interact(() -> robot.lookup("#detail-ric").query().requestFocus());

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);

        TabPane tabs = robot.lookup("#side-tabs").queryAs(TabPane.class);
        WindowFixture.waitUntil(tabs::isFocused);
        assertTrue(hasRing(tabs), "the keyboard's place is shown");
        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(() -> robot.lookup("#status-copy-report").query().isFocused());
    }

    @Test
    void ctrl2FromTheTableLeavesTheKeyboardInTheTable(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty());
        robot.interact(table::requestFocus);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);

        WindowFixture.waitUntil(() -> "tab-status".equals(robot.lookup("#side-tabs").queryAs(TabPane.class)
                .getSelectionModel().getSelectedItem().getId()));
        assertTrue(table.isFocused());
    }

    private static boolean hasRing(Node control) {
        return control.getPseudoClassStates().contains(KeyboardFocusRing.KEYBOARD_FOCUS);
    }
}
