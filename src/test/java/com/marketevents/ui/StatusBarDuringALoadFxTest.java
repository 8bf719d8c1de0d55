package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.export.ExportActions;
import java.time.LocalDate;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A year's load held after its first month, in a window 1,280 px wide: what the status bar says meanwhile. */
@ExtendWith(ApplicationExtension.class)
class StatusBarDuringALoadFxTest {
    private static final LocalDate YEAR_START = LocalDate.of(2026, 1, 1);

    private final CountDownLatch restOfTheYear = new CountDownLatch(1);
    private volatile boolean holdAfterTheFirstMonth;
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        fixture.api.withEvents(range -> {
            if (holdAfterTheFirstMonth && !range.from().equals(YEAR_START)) {
                awaitQuietly(restOfTheYear);
            }
            return SampleEvents.between(range.from(), range.to(), 6);
        });
        fixture.show(stage);
        ExportActions.install(fixture.window, fixture.executor); // its toolbar button, as the application has it
    }

    @AfterEach
    void letTheLoadEnd() {
        restOfTheYear.countDown();
    }

    @Test
    void whileAYearLoadsTheStatusBarNamesTheRangeLoadingApartFromTheRangeStillShownAndCutsNeither(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !WindowFixture.shown(robot, "#cancel-button"));
        String before = text(robot, "#snapshot-text");
        String rangeShown = before.substring(0, before.indexOf(" · loaded at"));
        robot.interact(() -> stage.setWidth(1280));
        WaitForAsyncUtils.waitForFxEvents();

        startALoadHeldAfterItsFirstMonth(robot, "2026-12-31", "#status-progress-text", " of 365 days");
        robot.interact(() -> stage.getScene().getRoot().layout());
        WaitForAsyncUtils.waitForFxEvents();

        Label loading = robot.lookup("#status-progress-text").queryAs(Label.class);
        Label shown = robot.lookup("#snapshot-text").queryAs(Label.class);
        assertTrue(loading.getText().startsWith("Loading 2026-01-01 to 2026-12-31 · 31 of 365 days · "),
                loading.getText());
        assertEquals("Still showing " + rangeShown, shown.getText());
        assertEquals(before, shown.getTooltip().getText(), "the whole line on the rows shown, on hovering it");
        Bounds loadingBounds = sceneBounds(loading);
        Bounds separator = sceneBounds(robot.lookup("#status-load-separator").query());
        Bounds shownBounds = sceneBounds(shown);
        assertTrue(WindowFixture.shown(robot, "#status-load-separator"));
        assertTrue(loadingBounds.getMaxX() <= separator.getMinX() && separator.getMaxX() <= shownBounds.getMinX(),
                loadingBounds + " | " + separator + " | " + shownBounds);
        double healthStart = sceneBounds(robot.lookup("#health-chip").query()).getMinX();
        for (Label label : new Label[] {loading, shown}) {
            assertTrue(WindowFixture.hasItsPreferredWidth(label) && sceneBounds(label).getMaxX() <= healthStart,
                    "\"" + label.getText() + "\" " + WindowFixture.onFx(label::getWidth) + " of "
                            + WindowFixture.onFx(() -> label.prefWidth(-1)) + " px wide");
        }
        Label toolbar = robot.lookup("#load-progress-text").queryAs(Label.class);
        assertTrue(!toolbar.isVisible() || WindowFixture.hasItsPreferredWidth(toolbar), "the toolbar's progress cut: \""
                + toolbar.getText() + "\" " + WindowFixture.onFx(toolbar::getWidth) + " px wide");

        restOfTheYear.countDown();
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#cancel-button"));
        assertTrue(text(robot, "#snapshot-text").startsWith("2026-01-01 to 2026-12-31 · loaded at"));
        assertFalse(WindowFixture.shown(robot, "#status-load-separator"));
    }

    @Test
    void aLoadsProgressTextThatCannotFitWholeInTheToolbarIsNotShownThereCut(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !WindowFixture.shown(robot, "#cancel-button"));
        robot.interact(() -> stage.setWidth(1280));
        WaitForAsyncUtils.waitForFxEvents();
        startALoadHeldAfterItsFirstMonth(robot, "2026-12-31", "#load-progress-text", " of 365 days");

        for (double width : new double[] {1280, 1100, 1024}) {
            robot.interact(() -> stage.setWidth(width));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> stage.getScene().getRoot().layout());
            WaitForAsyncUtils.waitForFxEvents();
            Label toolbar = robot.lookup("#load-progress-text").queryAs(Label.class);
            assertTrue(!toolbar.isVisible() || WindowFixture.hasItsPreferredWidth(toolbar),
                    "\"" + toolbar.getText() + "\" cut to " + WindowFixture.onFx(toolbar::getWidth) + " px at "
                            + width);
            assertTrue(WindowFixture.shown(robot, "#cancel-button") && WindowFixture.shown(robot, "#load-progress"));
        }
    }

    @Test
    void inANarrowWindowTheLineOnTheRowsStillShownIsLeftOutRatherThanCutToALetterAndTheServiceChipKeepsItsPlace(
            FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !WindowFixture.shown(robot, "#cancel-button"));
        robot.interact(() -> stage.setWidth(930));
        WaitForAsyncUtils.waitForFxEvents();
        double healthEndBefore = sceneBounds(robot.lookup("#health-chip").query()).getMaxX();
        startALoadHeldAfterItsFirstMonth(robot, "2035-12-31", "#status-progress-text", " of 3,652 days");
        robot.interact(() -> stage.getScene().getRoot().layout());
        WaitForAsyncUtils.waitForFxEvents();

        Label shown = robot.lookup("#snapshot-text").queryAs(Label.class);
        double width = WindowFixture.onFx(shown::getWidth);
        boolean readable = width >= Math.min(WindowFixture.onFx(() -> shown.prefWidth(-1)), 120);
        assertTrue(!WindowFixture.shown(robot, "#snapshot-text") || readable,
                "\"" + shown.getText() + "\" cut to " + width + " px");
        assertEquals(WindowFixture.shown(robot, "#snapshot-text"), WindowFixture.shown(robot, "#status-load-separator"),
                "a separator with nothing after it");
        assertEquals(healthEndBefore, sceneBounds(robot.lookup("#health-chip").query()).getMaxX(), 0.5);
    }

    /** Loads from {@link #YEAR_START} to {@code end}, held after its first month until {@code progress} says so. */
    private void startALoadHeldAfterItsFirstMonth(FxRobot robot, String end, String progress, String saying) {
        WindowFixture.typeInto(robot, "#range-from", YEAR_START.toString());
        WindowFixture.typeInto(robot, "#range-to", end);
        holdAfterTheFirstMonth = true;
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> text(robot, progress).contains(saying));
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static Bounds sceneBounds(Node node) {
        return WindowFixture.sceneBounds(node);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
