package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class EventsMenuFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void theEventsMenusPresetsNameTheirDatesAsTheToolbarsPresetsDo(FxRobot robot) {
        MenuButton toolbar = robot.lookup("#range-presets").queryAs(MenuButton.class);
        Menu menu = (Menu) menuItems(robot).filter(item -> "menu-preset-this-week".equals(item.getId()))
                .findFirst().orElseThrow().getParentMenu();
        robot.interact(toolbar::show);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> listed = toolbar.getItems().stream().map(MenuItem::getText).toList();
        robot.interact(toolbar::hide);
        robot.interact(() -> {
            menu.getParentMenu().show();
            menu.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> inTheMenu = menu.getItems().stream().map(MenuItem::getText).toList();
        robot.interact(() -> menu.getParentMenu().hide());

        assertTrue(listed.get(2).startsWith("This week   ("), listed.toString());
        assertEquals(listed, inTheMenu);
    }

    @Test
    void theReloadMenuItemShowsF5AsOtherMenuItemsShowOneKeyAndTheShortcutsListGivesCtrlRBesideIt(FxRobot robot) {
        MenuItem reload = menuItems(robot).filter(item -> "menu-reload".equals(item.getId())).findFirst()
                .orElseThrow();

        assertTrue(ShortcutsList.keys().contains("F5, Ctrl+R"), "the keyboard shortcuts list gives both");
        assertEquals("F5", reload.getAccelerator().getDisplayText());
        assertEquals("_Reload", reload.getText());
    }

    @Test
    void loadRangeAndThePeriodStepsAreDisabledInTheMenuAsOnTheToolbarWhileTheyWouldDoNothing(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2026-13-01");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#range-problem"));
        assertTrue(disabled(robot, "menu-load") && disabled(robot, "menu-previous") && disabled(robot, "menu-next"),
                "a refused range");
        assertTrue(robot.lookup("#load-button").queryAs(Button.class).isDisabled());

        WindowFixture.typeInto(robot, "#range-from", "9999-12-01");
        WindowFixture.typeInto(robot, "#range-to", "9999-12-30");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#range-problem"));
        assertFalse(disabled(robot, "menu-load"));
        assertFalse(disabled(robot, "menu-previous"));
        assertTrue(disabled(robot, "menu-next"), "no next period after the last day a range may have");
        assertTrue(robot.lookup("#range-next").queryAs(Button.class).isDisabled());
        assertEquals("Next period (Alt+→)", robot.lookup("#range-next").queryAs(Button.class).getTooltip().getText());
    }

    private static boolean disabled(FxRobot robot, String id) {
        return menuItems(robot).filter(item -> id.equals(item.getId())).findFirst().orElseThrow().isDisable();
    }

    private static Stream<MenuItem> menuItems(FxRobot robot) {
        return robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().stream().flatMap(EventsMenuFxTest::items);
    }

    private static Stream<MenuItem> items(MenuItem item) {
        return item instanceof Menu menu
                ? Stream.concat(Stream.of(item), menu.getItems().stream().flatMap(EventsMenuFxTest::items))
                : Stream.of(item);
    }
}
