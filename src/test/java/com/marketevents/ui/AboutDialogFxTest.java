package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class AboutDialogFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void helpAboutNamesTheVersionAndCopiesTheDetailsASupportRequestNeeds(FxRobot robot) throws Exception {
        robot.clickOn("Help").clickOn("About Market Events Browser");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#about-version"));

        // Run from classes: no jar manifest to read a version from.
        assertEquals("Version development", robot.lookup("#about-version").queryAs(Label.class).getText());
        robot.clickOn("#about-copy");
        String copied = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
        assertTrue(copied.startsWith("Market Events Browser development · Java " + Runtime.version()
                + " · JavaFX 21"), copied);

        robot.clickOn("Close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#about-version"));
    }

    @Test
    void aboutOpensTheThirdPartyNoticesAsReadOnlyTextWithEachLibraryAndItsLicence(FxRobot robot) {
        robot.clickOn("Help").clickOn("About Market Events Browser");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#about-notices"));
        robot.clickOn("#about-notices");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notices-text"));

        TextArea text = robot.lookup("#notices-text").queryAs(TextArea.class);
        assertFalse(text.isEditable());
        assertTrue(text.isFocused(), "opens on the text, so that the keys scroll it");
        assertTrue(text.getText().contains("io.github.mkpaz:atlantafx-base 2.0.1"), "AtlantaFX is listed");
        assertTrue(text.getText().contains("Copyright (c) 2022 mkpaz\n\nPermission is hereby granted"),
                "with its MIT notice");

        robot.clickOn("#notices-dialog .button");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#notices-text"));
        assertTrue(WindowFixture.shown(robot, "#about-version"), "back in About");
        robot.clickOn("Close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#about-version"));
    }

    @Test
    void aboutShowsTheCopyrightLineTheInstallersCarry(FxRobot robot) throws Exception {
        robot.clickOn("Help").clickOn("About Market Events Browser");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#about-copyright"));

        String copyright = robot.lookup("#about-copyright").queryAs(Label.class).getText();
        assertTrue(Files.readString(Path.of("jpackage", "common.args")).contains("--copyright \"" + copyright + "\""),
                copyright + " is not jpackage/common.args's --copyright");
        robot.clickOn("Close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#about-version"));
    }
}
