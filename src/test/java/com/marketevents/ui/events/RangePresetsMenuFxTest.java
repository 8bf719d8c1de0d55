package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.ui.WindowFixture;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

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
}
