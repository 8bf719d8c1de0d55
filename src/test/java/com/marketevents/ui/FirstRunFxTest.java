package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class FirstRunFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.api.setSource("demo service");
        fixture.show(stage);
    }

    @Test
    void withNothingConfiguredTheWindowShowsDemoDataMarkedAsSuch(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty() && WindowFixture.shown(robot, "#demo-banner"));
        assertEquals("DEMO DATA", robot.lookup("#source-badge").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#snapshot-text").queryAs(Label.class).getText().endsWith("from demo service"));

        robot.clickOn("#demo-connect");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#settings-base-url"));
        robot.clickOn("#settings-cancel");
    }
}
