package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import javafx.scene.Node;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class RangePresetsMenuFxTest {
    /** 20 December 2026 in New York, the service's calendar. */
    private static final Clock LATE_DECEMBER = Clock.fixed(Instant.parse("2026-12-20T15:00:00Z"), ZoneOffset.UTC);

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture().at(LATE_DECEMBER);

    private static String item(MenuButton presets, String id) {
        return presets.getItems().stream().filter(item -> id.equals(item.getId())).map(MenuItem::getText)
                .findFirst().orElseThrow();
    }

    @Test
    void aPresetReachingIntoAnotherYearNamesTheYearAndOneWithinThisYearDoesNot(FxRobot robot) {
        MenuButton presets = robot.lookup("#range-presets").queryAs(MenuButton.class);
        robot.clickOn(presets);
        WindowFixture.waitUntil(presets::isShowing);

        assertEquals("Today   (20 Dec)", item(presets, "preset-today"));
        assertEquals("This quarter   (1 Oct – 31 Dec)", item(presets, "preset-this-quarter"));
        assertEquals("Next 30 days   (20 Dec 2026 – 18 Jan 2027)", item(presets, "preset-next-30-days"));
        assertEquals("Current earnings season   (10 Jan – 28 Feb 2027)", item(presets, "preset-earnings-season"));
        robot.interact(presets::hide);
    }

    @Test
    void thePresetsMenuOpenedByAKeyHighlightsItsFirstPresetAndDownGoesOnToTheSecond(FxRobot robot) {
        MenuButton presets = robot.lookup("#range-presets").queryAs(MenuButton.class);
        robot.interact(presets::requestFocus);
        robot.push(KeyCode.SPACE);
        WindowFixture.waitUntil(presets::isShowing);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(itemNode(presets, 0).isFocused(), "Today is highlighted, ready for Enter");

        robot.push(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(itemNode(presets, 1).isFocused(), "the first Down goes on to Tomorrow");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !presets.isShowing());

        robot.clickOn(presets);
        WindowFixture.waitUntil(presets::isShowing);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(itemNode(presets, 0).isFocused(), "opened by the mouse, as the other menus, none highlighted");
        robot.interact(presets::hide);
    }

    private static Node itemNode(MenuButton presets, int index) {
        return presets.getItems().get(index).getStyleableNode();
    }
}
