package com.marketevents.ui;

import static com.marketevents.ui.WindowFixture.onFx;
import static com.marketevents.ui.WindowFixture.sceneBounds;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.settings.InMemoryKeyValueStore;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The load the window starts as it opens, held, in a window 1,024 px wide (a 1024x600 screen). */
@ExtendWith(ApplicationExtension.class)
class FirstLoadInANarrowWindowFxTest {
    private final InMemoryKeyValueStore windowState = new InMemoryKeyValueStore();
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture(windowState);
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        windowState.put("window.placement", "0,0,1024,600,false"); // opens at that size, as on a 1024x600 screen
        fixture.api.closeGate();
        fixture.show(stage);
    }

    @Test
    void theFirstLoadsProgressTextIsReadableWholeInTheStatusBar(FxRobot robot) {
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#cancel-button"));
        WaitForAsyncUtils.waitForFxEvents();

        Label toolbar = robot.lookup("#load-progress-text").queryAs(Label.class);
        Label status = robot.lookup("#status-progress-text").queryAs(Label.class);
        double toolbarWidth = onFx(toolbar::getWidth);
        assertTrue(toolbarWidth < onFx(() -> toolbar.prefWidth(-1)), "cut short in the toolbar: " + toolbarWidth);
        double width = onFx(status::getWidth);
        double wanted = onFx(() -> status.prefWidth(-1));
        assertTrue(status.isVisible() && status.getText().startsWith("Loading ") && width >= wanted - 0.5
                && sceneBounds(status).getMaxX() <= stage.getScene().getWidth() + 0.5,
                "\"" + status.getText() + "\" " + width + " of " + wanted + " px wide");
    }
}
