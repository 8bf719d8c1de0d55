package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.TimeZone;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.framework.junit5.ApplicationExtension;

@ExtendWith(ApplicationExtension.class)
class LocalZoneMenuFxTest {
    private static TimeZone before;

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @BeforeAll
    static void inNewYork() {
        before = TimeZone.getDefault();
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
    }

    @AfterAll
    static void backToTheZoneBefore() {
        TimeZone.setDefault(before);
    }

    @Test
    void theLocalZoneItemShowsTheZonesNameWithItsUnderscoreAndThatItIsTheSameAsUsEastern() {
        MenuItem local = fixture.window.stage().getScene().getRoot().lookupAll(".menu-bar").stream()
                .map(MenuBar.class::cast).flatMap(bar -> bar.getMenus().stream())
                .flatMap(menu -> menu.getItems().stream()).filter(item -> item instanceof Menu)
                .map(Menu.class::cast).filter(menu -> menu.getText().equals("_Times in"))
                .flatMap(menu -> menu.getItems().stream()).filter(RadioMenuItem.class::isInstance)
                .filter(item -> item.getText().startsWith("My time zone")).findFirst().orElseThrow();

        String shown = local.isMnemonicParsing() ? local.getText().replaceFirst("_(?!_)", "") : local.getText();
        assertEquals("My time zone (America/New_York, the same as US Eastern)", shown);
    }
}
