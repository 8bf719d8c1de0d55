package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class KeyboardFocusRingFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void theWindowOpensWithTheTableRingedWhereTheArrowKeysAct(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Node table = robot.lookup("#events-table").query();

        assertTrue(table.isFocused());
        assertTrue(hasRing(table), "the keyboard's place is shown before the first key");
        robot.clickOn(table);
        assertFalse(hasRing(table), "no ring after a click");
    }

    @Test
    void ctrlTShowsTheTableRingedAfterTheMouseWasUsedElsewhere(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Node table = robot.lookup("#events-table").query();
        robot.clickOn("#quick-filter");
        WindowFixture.waitUntil(() -> !table.isFocused());

        robot.press(KeyCode.CONTROL, KeyCode.T).release(KeyCode.T, KeyCode.CONTROL);

        WindowFixture.waitUntil(table::isFocused);
        assertTrue(hasRing(table), "the shortcut shows where it put the keyboard, as Tab does");
    }

    @Test
    void ctrlTRingsTheTableAlsoWhenAClickHadGivenItTheFocus(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Node table = robot.lookup("#events-table").query();
        robot.clickOn(table);
        assertFalse(hasRing(table));

        robot.press(KeyCode.CONTROL, KeyCode.T).release(KeyCode.T, KeyCode.CONTROL);

        WindowFixture.waitUntil(() -> hasRing(table));
        assertTrue(table.isFocused());
    }

    @Test
    void aControlTheMouseFocusesHasNoRingThoughTheKeyboardWasUsedBefore(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Node table = robot.lookup("#events-table").query();
        robot.clickOn("#quick-filter");
        robot.press(KeyCode.CONTROL, KeyCode.T).release(KeyCode.T, KeyCode.CONTROL);
        WindowFixture.waitUntil(table::isFocused);

        robot.clickOn("#quick-filter").clickOn(table);

        assertFalse(hasRing(table));
    }

    @Test
    void settingsSavedWithAClickLeaveNoRingInTheWindowThoughAKeyHadRungItsControl(FxRobot robot) {
        Node load = ringLoadAndOpenSettings(robot);
        robot.clickOn("#settings-base-url").write("https://events.example.com/api");
        robot.clickOn("#settings-api-key").write("k-123-secret");

        robot.clickOn("#settings-save");

        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
        assertTrue(load.isFocused(), "the keyboard is back where it was");
        assertFalse(hasRing(load), "a click draws no ring");
    }

    @Test
    void settingsSavedWithEnterRingTheWindowsFocus(FxRobot robot) {
        Node load = ringLoadAndOpenSettings(robot);
        robot.clickOn("#settings-base-url").write("https://events.example.com/api");
        robot.clickOn("#settings-api-key").write("k-123-secret");

        robot.push(KeyCode.ENTER);

        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#settings-base-url"));
        assertTrue(load.isFocused());
        assertTrue(hasRing(load), "the keys were used last: the user sees where they act");
    }

    /** Load, rung by a key (Ctrl+, which opens Settings over it), and the dialog ready for typing. */
    private Node ringLoadAndOpenSettings(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Node load = robot.lookup("#load-button").query();
        robot.interact(load::requestFocus);
        robot.press(KeyCode.CONTROL, KeyCode.COMMA).release(KeyCode.COMMA, KeyCode.CONTROL);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-base-url")
                && !robot.lookup("#settings-save").queryButton().isDisabled());
        assertTrue(hasRing(load), "the key rang Load");
        return load;
    }

    private static boolean hasRing(Node control) {
        return control.getPseudoClassStates().contains(KeyboardFocusRing.KEYBOARD_FOCUS);
    }
}
