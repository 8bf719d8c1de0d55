package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class IdleWindowFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.show(stage);
    }

    @Test
    void aWindowLeftAloneAfterItsFirstLoadStopsRedrawingAndLetsTheProcessorRest(FxRobot robot) throws Exception {
        WindowFixture.waitUntil(() -> !WindowFixture.eventsTable(robot).getItems().isEmpty()
                && !WindowFixture.shown(robot, "#load-progress"));
        Thread.sleep(1000); // the last layouts of the load

        Scene scene = fixture.stage().getScene();
        AtomicInteger pulses = new AtomicInteger();
        Runnable counter = pulses::incrementAndGet;
        WaitForAsyncUtils.asyncFx(() -> scene.addPostLayoutPulseListener(counter)).get();
        Thread.sleep(2000);
        WaitForAsyncUtils.asyncFx(() -> scene.removePostLayoutPulseListener(counter)).get();

        // The status clock says its ages once a second; an animation left running pulsed some 120 times.
        assertTrue(pulses.get() <= 12, pulses.get() + " pulses in two seconds of a window left alone");
    }
}
