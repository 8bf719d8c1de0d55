package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.marketevents.ui.WindowFixture;
import java.util.concurrent.CountDownLatch;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** A quick filter whose rows are slow to come back (a year on a busy computer) says that it is filtering. */
@ExtendWith(ApplicationExtension.class)
class SlowFilterFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    /** Holds the window's background threads, so that a filter waits as on a busy computer. */
    private final CountDownLatch busy = new CountDownLatch(1);

    @AfterEach
    void freeTheBackgroundThreads() {
        busy.countDown();
    }

    @Test
    void aSlowFilterShowsASpinnerInTheFieldAndSaysFilteringUntilItsRowsAreShown(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        keepTheBackgroundBusy();

        WindowFixture.typeInto(robot, "#quick-filter", "zzzz");
        WindowFixture.waitUntil(() -> spinnerShown(robot));
        assertEquals("30 events · filtering…", count(robot));
        assertEquals(30, WindowFixture.eventsTable(robot).getItems().size(), "the rows before it stay meanwhile");

        busy.countDown();
        WindowFixture.waitUntil(() -> WindowFixture.eventsTable(robot).getItems().isEmpty());
        WindowFixture.waitUntil(() -> !spinnerShown(robot)); // the magnifier is back
        assertEquals("0 of 30 events", count(robot));
    }

    @Test
    void escapeInTheFieldTakesTheSignAwayAtOnceEvenWhileTheFilterIsStillRunning(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        keepTheBackgroundBusy();
        WindowFixture.typeInto(robot, "#quick-filter", "zzzz");
        WindowFixture.waitUntil(() -> spinnerShown(robot));

        robot.push(KeyCode.ESCAPE);
        assertFalse(spinnerShown(robot));
        assertEquals("30 events", count(robot));
    }

    private void keepTheBackgroundBusy() {
        for (int thread = 0; thread < 2; thread++) { // WindowFixture's executor has two
            fixture.executor.submit(() -> {
                busy.await();
                return null;
            }, done -> { }, failure -> { });
        }
    }

    private static boolean spinnerShown(FxRobot robot) {
        return robot.lookup("#quick-filter-recent").queryAs(Button.class).getGraphic() instanceof ProgressIndicator;
    }

    private static String count(FxRobot robot) {
        return robot.lookup("#event-count").queryAs(Labeled.class).getText();
    }
}
