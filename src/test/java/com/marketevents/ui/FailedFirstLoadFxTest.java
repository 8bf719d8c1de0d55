package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.api.ApiException;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The window started on a saved address that refuses connections: its first load fails. */
@ExtendWith(ApplicationExtension.class)
class FailedFirstLoadFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.failEverything(ApiException.Kind.NETWORK);
        fixture.show(stage);
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @Test
    void anUnreachableServiceAtStartUpIsSaidToBeUnreachableByTheEmptyTableAsByTheStatus(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#notice-retry")
                && "Cannot reach the service".equals(text(robot, "#status-headline")));

        assertEquals("Nothing loaded: the service cannot be reached (see the message above).",
                text(robot, "#events-placeholder"));
    }
}
