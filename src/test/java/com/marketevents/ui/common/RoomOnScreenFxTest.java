package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** The third-party notices' text, 88 columns wide, wraps within a 683 px screen rather than reaching past it. */
@ExtendWith(ApplicationExtension.class)
class RoomOnScreenFxTest {
    @Test
    void aDialogsWideTextNarrowsToALaptopsHalfScreenButKeepsItsWidthOnAWiderOne(FxRobot robot) {
        double[] least = new double[3];
        robot.interact(() -> {
            TextArea text = new TextArea("the licences' full texts");
            text.setPrefColumnCount(88);
            text.setMinWidth(Region.USE_PREF_SIZE);
            VBox content = new VBox(text);
            content.setPadding(new Insets(12));
            DialogPane pane = new DialogPane();
            pane.setPadding(new Insets(12));
            pane.setContent(content);
            new Scene(pane);
            pane.applyCss();

            RoomOnScreen.leastWidthAsPreferredWithin(text, pane, 683);
            least[0] = pane.minWidth(-1);
            least[1] = text.prefWidth(-1);
            RoomOnScreen.leastWidthAsPreferredWithin(text, pane, 1440);
            least[2] = text.minWidth(-1);
        });

        assertTrue(least[1] > 683, "wider than the half screen to start with: " + least[1]);
        assertTrue(least[0] <= 683, "at least " + least[0] + " px wide on a screen 683 px wide");
        assertEquals(least[1], least[2], 0.5, "its least width on a screen 1440 px wide");
    }
}
