package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.common.UiExecutor;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class FxUiExecutorFxTest {
    private final FxUiExecutor executor = new FxUiExecutor(1);
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new StackPane(new Label("Idle")), 200, 100);
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void closeExecutor() {
        executor.close();
    }

    @Test
    void aTimerRunsItsActionOnTheFxThreadOnceItsDelayHasPassed() throws Exception {
        CountDownLatch ran = new CountDownLatch(1);
        AtomicBoolean onFxThread = new AtomicBoolean();
        AtomicLong ranAfterMillis = new AtomicLong();
        long start = System.nanoTime();
        executor.schedule(Duration.ofMillis(300), () -> {
            ranAfterMillis.set(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
            onFxThread.set(Platform.isFxApplicationThread());
            ran.countDown();
        });

        assertTrue(ran.await(5, TimeUnit.SECONDS), "the action ran");
        assertTrue(onFxThread.get(), "on the FX thread");
        assertTrue(ranAfterMillis.get() >= 290, "not before its delay: " + ranAfterMillis.get() + " ms");
    }

    @Test
    void aTimerCancelledBeforeItsDelayNeverRuns() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        UiExecutor.Scheduled timer = executor.schedule(Duration.ofMillis(200), runs::incrementAndGet);
        timer.cancel();

        Thread.sleep(500);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, runs.get());
    }

    @Test
    void aTimerCancelledOnTheFxThreadAfterItFellDueButBeforeItRanDoesNotRun() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        WaitForAsyncUtils.asyncFx(() -> {
            UiExecutor.Scheduled timer = executor.schedule(Duration.ofMillis(1), runs::incrementAndGet);
            // The FX thread busy past the delay: the action falls due and waits its turn behind this.
            sleep(200);
            timer.cancel();
        }).get();

        Thread.sleep(200);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, runs.get());
    }

    @Test
    void aTimerStillPendingWhenTheExecutorClosesNeverRuns() throws Exception {
        AtomicInteger runs = new AtomicInteger();
        executor.schedule(Duration.ofMillis(100), runs::incrementAndGet);
        executor.close();

        Thread.sleep(400);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, runs.get());
    }

    @Test
    void aWindowWaitingOnATimerRestsInsteadOfRedrawingSixtyTimesASecond() throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        Thread.sleep(300); // the first pulses of the new window
        // Pulses are the toolkit's, for every window: an animation another test left running pulses them too.
        int withoutTimer = pulsesInASecond();
        UiExecutor.Scheduled timer = executor.schedule(Duration.ofSeconds(5), () -> { });
        int withTimer = pulsesInASecond();
        timer.cancel();
        assertFalse(withTimer > withoutTimer + 10, withTimer + " pulses in a second with a timer pending, against "
                + withoutTimer + " without: the timer redraws the window with nothing to draw");
    }

    private int pulsesInASecond() throws Exception {
        AtomicInteger pulses = new AtomicInteger();
        Runnable counter = pulses::incrementAndGet;
        WaitForAsyncUtils.asyncFx(() -> scene.addPostLayoutPulseListener(counter)).get();
        Thread.sleep(1000);
        WaitForAsyncUtils.asyncFx(() -> scene.removePostLayoutPulseListener(counter)).get();
        return pulses.get();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
