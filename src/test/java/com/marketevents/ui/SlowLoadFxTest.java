package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.geometry.Bounds;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class SlowLoadFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void aSlowLoadCanBeCancelledWhileTheWindowStaysResponsive(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty());
        int shownBefore = table.getItems().size();
        fixture.api.closeGate();

        robot.clickOn("#range-previous");
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1 && WindowFixture.shown(robot, "#cancel-button"));

        // The window answers while the load hangs: the filter takes typing and the table keeps its rows.
        robot.clickOn("#quick-filter").write("zzz-no-such");
        WindowFixture.waitUntil(() -> table.getItems().isEmpty());
        robot.push(KeyCode.CONTROL, KeyCode.A).push(KeyCode.BACK_SPACE);
        WindowFixture.waitUntil(() -> table.getItems().size() == shownBefore);
        assertEquals("", robot.lookup("#quick-filter").queryAs(TextField.class).getText());

        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#cancel-button"));
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 0);
        assertTrue(robot.lookup("#notice-text").queryAs(Label.class).getText().startsWith("Loading cancelled"));
        assertEquals(shownBefore, table.getItems().size());
    }

    @Test
    void escInTheQuickFilterDuringALoadClearsTheFilterFirstAndCancelsTheLoadOnlyOnceItIsEmpty(FxRobot robot) {
        TableView<?> table = robot.lookup("#events-table").queryAs(TableView.class);
        WindowFixture.waitUntil(() -> !table.getItems().isEmpty() && !WindowFixture.shown(robot, "#cancel-button"));
        fixture.api.closeGate();
        robot.clickOn("#range-previous");
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1 && WindowFixture.shown(robot, "#cancel-button"));
        TextField filter = robot.lookup("#quick-filter").queryAs(TextField.class);
        robot.clickOn(filter).write("zzz-no-such");

        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> filter.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(WindowFixture.shown(robot, "#cancel-button"), "the load still runs");
        assertEquals(1, fixture.api.waitingAtGate());

        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#cancel-button"));
        assertTrue(robot.lookup("#notice-text").queryAs(Label.class).getText().startsWith("Loading cancelled"));
    }

    @Test
    void theLoadProgressBarTellsAScreenReaderWhatIsLoadingAndThePeriodButtonsTheRangeTheyWouldLoad(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !WindowFixture.shown(robot, "#cancel-button"));
        Button previous = robot.lookup("#range-previous").queryButton();
        assertEquals(previous.getTooltip().getText(), previous.getAccessibleText());
        assertTrue(previous.getAccessibleText().startsWith("Previous period: "), previous.getAccessibleText());
        fixture.api.closeGate();
        robot.clickOn(previous);
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1 && WindowFixture.shown(robot, "#cancel-button"));
        WaitForAsyncUtils.waitForFxEvents();
        String shownBeside = robot.lookup("#load-progress-text").queryAs(Label.class).getText();
        String heard = robot.lookup("#load-progress").query().getAccessibleText();
        assertTrue(heard != null && heard.startsWith("Loading events") && heard.endsWith(shownBeside), heard);
        Button next = robot.lookup("#range-next").queryButton();
        assertEquals(next.getTooltip().getText(), next.getAccessibleText(), "it follows the range now shown");
        fixture.api.openGate();
    }

    @Test
    void theCancelButtonSitsBesideTheBarSoThatTheChangingProgressTextDoesNotMoveIt(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !WindowFixture.shown(robot, "#cancel-button"));
        fixture.api.closeGate();
        robot.clickOn("#range-previous");
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1 && WindowFixture.shown(robot, "#cancel-button"));
        WaitForAsyncUtils.waitForFxEvents();

        Bounds bar = WindowFixture.sceneBounds(robot.lookup("#load-progress").query());
        Bounds cancel = WindowFixture.sceneBounds(robot.lookup("#cancel-button").query());
        Bounds text = WindowFixture.sceneBounds(robot.lookup("#load-progress-text").query());
        assertTrue(bar.getMaxX() <= cancel.getMinX() && cancel.getMaxX() <= text.getMinX(),
                "bar " + bar + ", Cancel " + cancel + ", text " + text);
        fixture.api.openGate();
    }

    @Test
    void theCancelMenuItemCanBeChosenOnlyWhileALoadRuns(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !WindowFixture.shown(robot, "#cancel-button"));
        MenuItem cancel = fixture.window.stage().getScene().getRoot().lookupAll(".menu-bar").stream()
                .map(MenuBar.class::cast).flatMap(bar -> bar.getMenus().stream())
                .flatMap(menu -> menu.getItems().stream()).filter(item -> "menu-cancel".equals(item.getId()))
                .findFirst().orElseThrow();
        assertTrue(cancel.isDisable(), "nothing to cancel");

        fixture.api.closeGate();
        robot.clickOn("#range-previous");
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1);
        assertFalse(cancel.isDisable());
        robot.interact(cancel::fire);

        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 0 && cancel.isDisable());
        assertTrue(robot.lookup("#notice-text").queryAs(Label.class).getText().startsWith("Loading cancelled"));
    }

    @Test
    void aNewLoadReplacesTheOneStillRunning(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        fixture.api.closeGate();
        robot.clickOn("#range-previous");
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1);
        robot.clickOn("#range-next");
        WindowFixture.waitUntil(() -> fixture.api.waitingAtGate() == 1 && fixture.api.eventCalls() >= 3);
        fixture.api.openGate();
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#cancel-button"));
        String snapshot = robot.lookup("#snapshot-text").queryAs(Label.class).getText();
        String from = robot.lookup("#range-from").queryAs(TextField.class).getText();
        assertTrue(snapshot.startsWith(from), snapshot + " / " + from);
    }
}
