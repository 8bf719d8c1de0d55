package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class StatusFlashFxTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-23T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private StatusFlash flash;

    @Start
    void start(Stage stage) {
        flash = new StatusFlash(executor);
        stage.setScene(new Scene(new StackPane(flash), 400, 100));
        stage.show();
    }

    @Test
    void aWordInTheStatusBarIsGoneFourSecondsAfterItWasSaid(FxRobot robot) {
        robot.interact(() -> flash.say("Copied 3 rows"));
        robot.interact(() -> executor.advance(Duration.ofMillis(3999)));
        assertTrue(flash.isVisible());
        assertEquals("Copied 3 rows", flash.getText());

        robot.interact(() -> executor.advance(Duration.ofMillis(1)));
        assertFalse(flash.isVisible());
        assertEquals("", flash.getText());
    }

    @Test
    void aSecondWordIsShownItsWholeFourSecondsNotCutShortByTheFirstOnesTime(FxRobot robot) {
        robot.interact(() -> flash.say("Copied 3 rows"));
        robot.interact(() -> executor.advance(Duration.ofSeconds(3)));
        robot.interact(() -> flash.sayWhyNot("Nothing to export: no rows"));

        robot.interact(() -> executor.advance(Duration.ofSeconds(3)));
        assertEquals("Nothing to export: no rows", flash.getText(), "still shown 6 s after the first word");
        assertTrue(flash.getPseudoClassStates().contains(StatusFlash.NOT_DONE));

        robot.interact(() -> executor.advance(Duration.ofSeconds(1)));
        assertEquals("", flash.getText());
        assertEquals(0, executor.scheduledCount(), "nothing left waiting");
    }
}
