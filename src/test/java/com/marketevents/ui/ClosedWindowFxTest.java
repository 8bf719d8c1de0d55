package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** A test's window, once closed, leaves the toolkit at rest for the tests after it, as a closed window does. */
@ExtendWith(ApplicationExtension.class)
class ClosedWindowFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void aWindowClosedWithTheCaretInADateFieldStopsItsBlinkingAndLetsTheNextWindowRest(FxRobot robot)
            throws Exception {
        WindowFixture.typeInto(robot, "#range-from", "2024-11-04");
        TextField from = robot.lookup("#range-from").queryAs(TextField.class);
        fixture.afterEach(null); // as after every test: the window closed

        assertFalse(WaitForAsyncUtils.asyncFx(from::isFocused).get(), "the closed window's date field still focused");
        Stage next = WaitForAsyncUtils.asyncFx(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(new StackPane(new Label("Idle")), 200, 100));
            stage.show();
            return stage;
        }).get();
        try {
            WaitForAsyncUtils.waitForFxEvents();
            Thread.sleep(300); // the first pulses of the new window
            AtomicInteger pulses = new AtomicInteger();
            Runnable counter = pulses::incrementAndGet;
            WaitForAsyncUtils.asyncFx(() -> next.getScene().addPostLayoutPulseListener(counter)).get();
            Thread.sleep(2000);
            WaitForAsyncUtils.asyncFx(() -> next.getScene().removePostLayoutPulseListener(counter)).get();
            // A caret left blinking pulsed some 120 times; a window at rest, a few.
            assertTrue(pulses.get() <= 12, pulses.get() + " pulses in two seconds of a window left alone");
        } finally {
            WaitForAsyncUtils.asyncFx(next::close).get();
        }
    }
}
