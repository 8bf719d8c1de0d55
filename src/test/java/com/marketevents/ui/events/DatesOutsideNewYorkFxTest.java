package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import javafx.scene.control.DateCell;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The presets and the calendar in Tokyo on a Saturday at noon, still Friday evening in New York. */
@ExtendWith(ApplicationExtension.class)
class DatesOutsideNewYorkFxTest {
    /** 12:14 on Saturday 28 November 2026 in Tokyo, 22:14 on Friday the 27th in New York. */
    private static final Clock TOKYO = Clock.fixed(Instant.parse("2026-11-28T03:14:27Z"), ZoneId.of("Asia/Tokyo"));

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture().at(TOKYO);

    @Test
    void onSaturdayInTokyoTodayReadsAsNewYorksFridayAndTheUsersOwnTodayAsTomorrowThere(FxRobot robot) {
        MenuButton presets = robot.lookup("#range-presets").queryAs(MenuButton.class);
        robot.interact(presets::show);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> listed = presets.getItems().stream().map(MenuItem::getText).toList();
        robot.interact(presets::hide);

        assertEquals("Today in New York   (Fri 27 Nov)", listed.get(0));
        assertEquals("Tomorrow in New York   (Sat 28 Nov)", listed.get(1));
        assertTrue(listed.get(2).startsWith("This week   ("), "the same week here: " + listed.get(2));
    }

    @Test
    void theEventsMenusPresetsSayWhoseTodayTheyMeanAsTheToolbarsDo(FxRobot robot) {
        Menu menu = robot.lookup("#menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .flatMap(top -> top.getItems().stream()).filter(item -> item instanceof Menu).map(item -> (Menu) item)
                .filter(sub -> sub.getItems().stream().anyMatch(item -> "menu-preset-today".equals(item.getId())))
                .findFirst().orElseThrow();
        robot.interact(() -> {
            menu.getParentMenu().show();
            menu.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        String today = menu.getItems().get(0).getText();
        robot.interact(() -> menu.getParentMenu().hide());

        assertEquals("Today in New York   (Fri 27 Nov)", today);
    }

    @Test
    void theCalendarsTodayMarkSaysItIsTodayInNewYorkAndWhatDayItIsHere(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2026-11-20");
        robot.press(KeyCode.ALT).push(KeyCode.DOWN).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isPresent());

        DateCell today = robot.lookup(".day-cell").queryAllAs(DateCell.class).stream()
                .filter(cell -> cell.getStyleClass().contains("today")).findFirst().orElseThrow();
        robot.push(KeyCode.ESCAPE);

        assertNotNull(today.getTooltip(), "the 27th is marked as today: whose today?");
        assertEquals("Today in New York, Fri 27 Nov (here it is Sat 28 Nov)", today.getTooltip().getText());
    }
}
