package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** The dialogs' Cancel and Close buttons read in English, as the window does, whatever the JVM's language. */
@ExtendWith(ApplicationExtension.class)
class DialogButtonsInEnglishFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();
    private Locale before;

    @BeforeEach
    void inGerman() {
        before = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
    }

    @AfterEach
    void restoreTheLocale() {
        Locale.setDefault(before);
    }

    @Test
    void theShortcutsAndAboutCloseWithACloseButtonUnderAGermanJvm(FxRobot robot) {
        robot.clickOn("#events-table").push(KeyCode.F1);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        assertEquals(List.of("Close"), barButtons(robot));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isEmpty());

        robot.clickOn("Help").clickOn("About Market Events Browser");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#about-version"));
        assertEquals(List.of("Close"), barButtons(robot));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#about-version"));
    }

    private static List<String> barButtons(FxRobot robot) {
        return robot.lookup(".dialog-pane .button-bar .button").queryAllAs(Button.class).stream()
                .filter(Button::isVisible).map(Button::getText).toList();
    }
}
