package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class StartupProbeFxTest {
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();

    @Test
    void printsTheMarkerOnceAfterTheFirstFrameAndClosesWhenAskedTo(FxRobot robot) throws Exception {
        Stage stage = showWithProbe(robot, true);

        WindowFixture.waitUntil(() -> !stage.isShowing());
        WaitForAsyncUtils.waitForFxEvents();
        String[] lines = printed.toString(StandardCharsets.UTF_8).strip().split("\n");
        assertEquals(1, lines.length);
        assertTrue(lines[0].matches("first-frame (\\d+|\\?)"), lines[0]);
    }

    @Test
    void leavesTheWindowOpenWhenOnlyMeasuring(FxRobot robot) throws Exception {
        Stage stage = showWithProbe(robot, false);

        WindowFixture.waitUntil(() -> printed.size() > 0);
        robot.interact(() -> stage.getScene().getRoot().requestLayout());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(stage.isShowing());
        assertTrue(printed.toString(StandardCharsets.UTF_8).startsWith("first-frame "));
        assertEquals(1, printed.toString(StandardCharsets.UTF_8).lines().count());
        robot.interact(stage::hide);
        assertFalse(stage.isShowing());
    }

    private Stage showWithProbe(FxRobot robot, boolean closeAfterwards) {
        Stage[] stage = new Stage[1];
        robot.interact(() -> {
            stage[0] = new Stage();
            stage[0].setScene(new Scene(new Label("Market Events"), 200, 100));
            stage[0].show();
            StartupProbe.install(stage[0], closeAfterwards, new PrintStream(printed, true, StandardCharsets.UTF_8));
        });
        return stage[0];
    }
}
