package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.image.ImageView;
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

    @Test
    void theIconInAboutIsDrawnFromAnImageTwiceItsSizeSoItIsSharpOnAScreenScaledTwice(FxRobot robot) {
        robot.clickOn("Help").clickOn("About Market Events Browser");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#about-version"));

        ImageView icon = robot.lookup(".dialog-pane .graphic-container .image-view").queryAs(ImageView.class);
        Bounds shown = WindowFixture.onFx(icon::getLayoutBounds);
        assertEquals(64, shown.getWidth(), 0.5, "shown 64 px across");
        assertEquals(64, shown.getHeight(), 0.5, "and 64 px high");
        assertTrue(icon.getImage().getWidth() >= 2 * shown.getWidth(), "image " + icon.getImage().getWidth() + " px");
        assertTrue(icon.getImage().getHeight() >= 2 * shown.getHeight(), "image " + icon.getImage().getHeight());
        assertTrue(icon.isSmooth(), "scaled down smoothly");

        robot.clickOn("Close");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#about-version"));
    }
}
