package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.settings.InMemoryKeyValueStore;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class ThemeBackgroundFxTest {
    private static final InMemoryKeyValueStore DARK_WINDOW = new InMemoryKeyValueStore();

    static {
        DARK_WINDOW.put("window.theme", Theme.DARK.name());
    }

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture(DARK_WINDOW);

    @Test
    void inTheDarkThemeTheWindowIsFilledDarkFromTheStartAndFollowsASwitchOfTheme(FxRobot robot) {
        assertEquals(Color.web("#0d1117"), fixture.stage().getScene().getFill(), "the dark window's own fill");

        robot.interact(() -> fixture.window.model().themeProperty().set(Theme.LIGHT));
        assertEquals(Color.WHITE, fixture.stage().getScene().getFill(), "the light window's own fill");

        robot.interact(() -> fixture.window.model().themeProperty().set(Theme.DARK));
        assertEquals(Color.web("#0d1117"), fixture.stage().getScene().getFill(), "dark again");
    }

    @Test
    void inTheDarkThemeADialogIsFilledDarkAsItOpens(FxRobot robot) {
        robot.clickOn("#events-table").push(KeyCode.F1);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.lookup("#shortcuts-list").query().getScene().getWindow();

        assertEquals(Color.web("#0d1117"), dialog.getScene().getFill(), "the dialog's own fill");
        robot.push(KeyCode.ESCAPE);
    }
}
