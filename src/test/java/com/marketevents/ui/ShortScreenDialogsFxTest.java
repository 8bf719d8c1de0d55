package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.common.DialogHeading;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** A dialog taller than the screen (Export on a 1024x600 screen) is shortened to it; its middle scrolls. */
@ExtendWith(ApplicationExtension.class)
class ShortScreenDialogsFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void aDialogTallerThanTheScreenKeepsItsButtonsOnTheScreen(FxRobot robot) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        AtomicReference<Dialog<ButtonType>> shown = new AtomicReference<>();
        robot.interact(() -> {
            Dialog<ButtonType> dialog = new Dialog<>();
            dialog.initOwner(fixture.stage());
            Region tall = new Region();
            tall.setPrefSize(300, screen.getHeight() * 1.5);
            DialogHeading.head(dialog, "Taller than the screen", tall);
            dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
            dialog.show();
            shown.set(dialog);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Dialog<ButtonType> dialog = shown.get();

        for (ButtonType type : new ButtonType[] {ButtonType.OK, ButtonType.CANCEL}) {
            Node button = dialog.getDialogPane().lookupButton(type);
            Bounds onScreen = WindowFixture.onFx(() -> button.localToScreen(button.getBoundsInLocal()));
            assertTrue(onScreen.getMinY() >= screen.getMinY() && onScreen.getMaxY() <= screen.getMaxY(),
                    type.getText() + " within the screen's " + screen + ": " + onScreen);
        }
        assertTrue(dialog.getHeight() <= screen.getHeight(), "no taller than the screen: " + dialog.getHeight());
        robot.interact(dialog::close);
    }
}
