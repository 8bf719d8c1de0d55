package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import com.marketevents.settings.InMemoryKeyValueStore;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The window with nothing configured, while the built-in demo service is still starting. */
@ExtendWith(ApplicationExtension.class)
class DemoStartFxTest {
    private final CountDownLatch demoMayStart = new CountDownLatch(1);
    @RegisterExtension
    final RealServicesWindow fixture = new RealServicesWindow(new InMemoryKeyValueStore(), () -> {
        demoMayStart.await(10, TimeUnit.SECONDS);
        return DemoServer.start(DemoDataset.standard());
    });

    @AfterEach
    void letTheDemoServiceStartSoTheWindowCanClose() {
        demoMayStart.countDown();
    }

    @Test
    void theDemoMarksAreThereFromTheFirstFrameNotOnlyOnceTheDemoServiceHasStarted(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(WindowFixture.shown(robot, "#demo-banner"), "the table would move down when the note came");
        assertEquals("DEMO DATA", robot.lookup("#source-badge").queryAs(Label.class).getText());
        TableView<?> shownTable = robot.lookup("#events-table").queryAs(TableView.class);
        double tableTop = WindowFixture.onFx(() -> shownTable.localToScene(0, 0).getY());

        demoMayStart.countDown();
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty());
        assertTrue(WindowFixture.shown(robot, "#demo-banner"));
        assertEquals(tableTop, WindowFixture.onFx(() -> table.localToScene(0, 0).getY()), 0.5,
                "the table stays where it was");
    }
}
