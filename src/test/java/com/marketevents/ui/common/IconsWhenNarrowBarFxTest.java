package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class IconsWhenNarrowBarFxTest {
    private Button withIcons;
    private Button withoutIcons;
    private IconsWhenNarrowBar iconsDrawn;
    private IconsWhenNarrowBar iconsNotDrawn;

    @Start
    void start(Stage stage) {
        withIcons = button();
        withoutIcons = button();
        iconsDrawn = new IconsWhenNarrowBar(8, () -> true);
        iconsDrawn.getChildren().add(withIcons);
        iconsNotDrawn = new IconsWhenNarrowBar(8, () -> false);
        iconsNotDrawn.getChildren().add(withoutIcons);
        stage.setScene(new Scene(new VBox(iconsDrawn, iconsNotDrawn, new Pane()), 400, 200));
        stage.show();
    }

    @Test
    void aNarrowRowKeepsItsButtonsLabelsWhenTheIconsCannotBeDrawn(FxRobot robot) {
        robot.interact(() -> {
            for (IconsWhenNarrowBar bar : new IconsWhenNarrowBar[] {iconsDrawn, iconsNotDrawn}) {
                bar.setMaxWidth(20);
                bar.requestLayout();
            }
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(ContentDisplay.GRAPHIC_ONLY, withIcons.getContentDisplay(), "with icons: the icon alone");
        assertEquals(ContentDisplay.LEFT, withoutIcons.getContentDisplay(), "without icons: the label stays");
    }

    private static Button button() {
        Button button = new Button("Settings", Icons.of(MaterialDesignC.COG_OUTLINE));
        button.getStyleClass().add(IconsWhenNarrowBar.ICON_WHEN_NARROW);
        return button;
    }
}
