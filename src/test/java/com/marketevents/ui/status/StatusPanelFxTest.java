package com.marketevents.ui.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class StatusPanelFxTest {
    private final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.show(stage);
    }

    @AfterEach
    void close() throws Exception {
        fixture.close();
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static boolean failed(Node node) {
        return node.getPseudoClassStates().stream().anyMatch(state -> state.getPseudoClassName().equals("failed"));
    }

    @Test
    void aHealthyServiceShowsEveryCheckPassed(FxRobot robot) {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> "Healthy".equals(text(robot, "#status-headline")));
        assertEquals("Service: Healthy", robot.lookup("#health-chip").queryButton().getText());
        assertEquals("ip-10-0-12-34", text(robot, "#status-host"));
        assertTrue(text(robot, "#status-round-trip").endsWith(" ms"));
        assertTrue(text(robot, "#status-validity").startsWith("valid for "));
        Node database = robot.lookup("#check-database_available").tryQuery()
                .orElseGet(() -> robot.lookup("#check-database-available").query());
        assertTrue(robot.from(database).lookup("Database").tryQuery().isPresent());
        assertTrue(robot.from(database).lookup("passed").tryQuery().isPresent());
        assertTrue(!failed(database));
    }

    @Test
    void anUnhealthyServiceShowsTheFailingCheckAndItsOutput(FxRobot robot) {
        fixture.api.setHealthy(false);
        robot.clickOn("#health-chip");
        robot.clickOn("#status-refresh");
        WindowFixture.waitUntil(() -> "Unhealthy".equals(text(robot, "#status-headline")));
        assertEquals("1 of 2 checks are failing; the service may give incomplete or no data.",
                text(robot, "#status-detail"));
        Node database = robot.lookup("#check-database-available").query();
        assertTrue(failed(database));
        assertTrue(robot.from(database).lookup("FAILED").tryQuery().isPresent());
        assertTrue(robot.from(database)
                .lookup("OperationalError: could not connect to server: Connection refused").tryQuery().isPresent());
        assertTrue(!failed(robot.lookup("#check-redis-available").query()));
    }

    @Test
    void theCountdownsStandStillOutOfSightAndCatchUpWhenThePanelIsShownAgain(FxRobot robot) throws Exception {
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> text(robot, "#status-validity").startsWith("valid for "));
        robot.clickOn("Details");
        String validity = text(robot, "#status-validity");
        String timing = text(robot, ".check-timing");

        Thread.sleep(2_300); // two ticks of the countdown
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(validity, text(robot, "#status-validity"));
        assertEquals(timing, text(robot, ".check-timing"));

        robot.clickOn("#health-chip");
        assertNotEquals(validity, text(robot, "#status-validity"));
        assertNotEquals(timing, text(robot, ".check-timing"));
    }
}
