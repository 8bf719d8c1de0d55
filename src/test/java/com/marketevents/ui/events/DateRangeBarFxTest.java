package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import com.marketevents.ui.WindowFixture;
import java.time.LocalDate;
import javafx.geometry.Bounds;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.DateCell;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Shape;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class DateRangeBarFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(TextField.class).getText();
    }

    @Test
    void aRangeOfTenYearsOrMoreIsExplainedAndNothingIsRequestedUntilItIsShortened(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !loading());
        int calls = fixture.api.eventCalls();

        WindowFixture.typeInto(robot, "#range-from", "2002-01-01"); // 2022 with a digit slipped
        WindowFixture.typeInto(robot, "#range-to", "2026-12-31");
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#range-problem"));
        assertEquals("The range is longer than 10 years, the most one load asks for; shorten it, as 2017-01-01 to"
                + " 2026-12-31.", robot.lookup("#range-problem").queryAs(Label.class).getText());
        assertTrue(markedInvalid(robot, "#range-from") && markedInvalid(robot, "#range-to"));
        assertTrue(robot.lookup("#load-button").queryAs(Button.class).isDisabled());
        assertTrue(robot.lookup("#range-next").queryAs(Button.class).isDisabled());
        assertFalse(loading(), "nothing is loading");
        assertEquals(calls, fixture.api.eventCalls(), "nothing was requested");

        WindowFixture.typeInto(robot, "#range-from", "2017-01-01"); // the longest range: ten years less a day
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#range-problem"));
        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() > calls);
    }

    @Test
    void aRangePastedIntoOneDateFieldFillsFromAndToAndEnterLoadsIt(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !loading());
        int calls = fixture.api.eventCalls();
        robot.interact(() -> {
            ClipboardContent copied = new ClipboardContent();
            copied.putString("2026\u201312\u201301 \u2013 2026\u201312\u201331"); // as Word writes it
            Clipboard.getSystemClipboard().setContent(copied);
        });

        robot.clickOn("#range-to").press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("2026-12-01", text(robot, "#range-from"));
        assertEquals("2026-12-31", text(robot, "#range-to"));
        assertFalse(WindowFixture.shown(robot, "#range-problem"));

        robot.push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() > calls && !loading());
        assertEquals(DateRange.of(LocalDate.of(2026, 12, 1), LocalDate.of(2026, 12, 31)),
                fixture.window.model().events().snapshotProperty().get().range());
    }

    @Test
    void aTimeCopiedFromTheTablePastedIntoADateFieldPutsItsDayInNewYork(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1 && !loading());
        WindowFixture.typeInto(robot, "#range-to", "2026-12-31");
        robot.interact(() -> {
            ClipboardContent copied = new ClipboardContent();
            copied.putString("2026-11-25T02:00:00+00:00"); // as Copy value gives a Date and time cell
            Clipboard.getSystemClipboard().setContent(copied);
        });

        robot.clickOn("#range-from").press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("2026-11-24", text(robot, "#range-from"), "9 pm the evening before in New York");
        assertEquals("2026-12-31", text(robot, "#range-to"));
        assertFalse(markedInvalid(robot, "#range-from"));
        assertFalse(WindowFixture.shown(robot, "#range-problem"));
    }

    @Test
    void upAndDownInADateFieldStopAtTheFirstAndLastDaysARangeMayHave(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-to", "9999-12-29");
        robot.push(KeyCode.UP).push(KeyCode.UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("9999-12-30", text(robot, "#range-to"));

        WindowFixture.typeInto(robot, "#range-from", "1900-01-02");
        robot.push(KeyCode.DOWN).push(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("1900-01-01", text(robot, "#range-from"));
    }

    @Test
    void aPeriodButtonGreyedOutAtTheFirstOrLastDaySaysWhyOnHover(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "1900-01-01");
        WindowFixture.typeInto(robot, "#range-to", "1900-01-31");
        Button previous = robot.lookup("#range-previous").queryButton();
        WindowFixture.waitUntil(previous::isDisabled);
        robot.moveTo(previous);
        WindowFixture.waitUntil(() -> "No earlier period: dates start at 1900-01-01".equals(tooltipShown()));
        assertEquals("No earlier period: dates start at 1900-01-01", previous.getAccessibleHelp());

        WindowFixture.typeInto(robot, "#range-to", "9999-12-30");
        WindowFixture.typeInto(robot, "#range-from", "9999-12-01");
        Button next = robot.lookup("#range-next").queryButton();
        WindowFixture.waitUntil(next::isDisabled);
        robot.moveTo(next);
        WindowFixture.waitUntil(() -> "No later period: dates end at 9999-12-30".equals(tooltipShown()));

        WindowFixture.typeInto(robot, "#range-from", "2026-12-01");
        WindowFixture.typeInto(robot, "#range-to", "2026-12-31");
        WindowFixture.waitUntil(() -> !next.isDisabled());
        assertEquals(null, next.getAccessibleHelp());
        robot.moveTo("#load-button").moveTo(next);
        WindowFixture.waitUntil(() -> "Next period: 1 Jan – 31 Jan 2027 (Alt+→)".equals(tooltipShown()));
    }

    /** The text of the tooltip shown, or null when none is. */
    private static String tooltipShown() {
        return WindowFixture.onFx(() -> Window.getWindows().stream().filter(w -> w instanceof Tooltip && w.isShowing())
                .map(w -> ((Tooltip) w).getText()).findFirst().orElse(null));
    }

    private boolean loading() {
        return fixture.window.model().events().loadingProperty().get();
    }

    private static boolean markedInvalid(FxRobot robot, String query) {
        return robot.lookup(query).query().getPseudoClassStates().stream()
                .anyMatch(state -> state.getPseudoClassName().equals("invalid"));
    }

    @Test
    void aDateErrorKeepsToTwoLinesInANarrowWindowSoNothingBelowTheToolbarMoves(FxRobot robot) {
        Node table = WindowFixture.eventsTable(robot);
        Label problem = robot.lookup("#range-problem").queryAs(Label.class);
        Node toolbar = robot.lookup("#toolbar").query();
        for (double width : new double[] {1024, 760}) { // a small laptop's screen; the window's narrowest
            robot.interact(() -> table.getScene().getWindow().setWidth(width));
            WindowFixture.typeInto(robot, "#range-from", "2026-12-01");
            WindowFixture.typeInto(robot, "#range-to", "2026-12-31");
            WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#range-problem"));
            double tableTop = WindowFixture.onFx(() -> table.localToScene(0, 0).getY());
            double toolbarHeight = WindowFixture.onFx(() -> toolbar.getLayoutBounds().getHeight());

            for (String from : new String[] {"2027-01-01", "0001-01-01"}) { // after the end; too long before it
                WindowFixture.typeInto(robot, "#range-from", from);
                WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#range-problem"));
                WaitForAsyncUtils.waitForFxEvents();
                String where = problem.getText() + " at " + width + " px";
                assertEquals(toolbarHeight, WindowFixture.onFx(() -> toolbar.getLayoutBounds().getHeight()), 0.5,
                        where);
                assertEquals(tableTop, WindowFixture.onFx(() -> table.localToScene(0, 0).getY()), 0.5, where);
                assertEquals(problem.getText(), problem.getTooltip().getText(), "the tooltip has it whole");
                String drawn = WindowFixture.onFx(() -> ((Text) problem.lookup(".text")).getText());
                assertTrue(drawn.endsWith(problem.getEllipsisString()), "cut short, and says so: " + drawn);
            }
        }
    }

    @Test
    void aDateErrorCutShortInTheNarrowestWindowIsReadWholeInTheStatusBarUntilItIsFixed(FxRobot robot) {
        Scene scene = WindowFixture.eventsTable(robot).getScene();
        robot.interact(() -> scene.getWindow().setWidth(((Stage) scene.getWindow()).getMinWidth()));
        WindowFixture.typeInto(robot, "#range-to", "2026-12-31");
        Label problem = robot.lookup("#range-problem").queryAs(Label.class);
        Label status = robot.lookup("#status-range-problem").queryAs(Label.class);

        for (String from : new String[] {"2027-01-01", "0001-01-01"}) { // after the end; too long before it
            WindowFixture.typeInto(robot, "#range-from", from);
            WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#status-range-problem"));
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(problem.getText(), status.getText(), "the status bar says what is wrong");
            String drawn = WindowFixture.onFx(() -> ((Text) status.lookup(".text")).getText())
                    .replace("\n", " ").replaceAll(" +", " ");
            assertEquals(status.getText(), drawn.strip(), "to its last word");
            Bounds shown = WindowFixture.sceneBounds(status);
            assertTrue(shown.getMinX() >= 0 && shown.getMaxX() <= scene.getWidth() + 0.5
                    && shown.getMaxY() <= scene.getHeight() + 0.5, "inside the window: " + shown);
            assertTrue(status.getStyleClass().contains("range-problem"), "in the field's red");
        }

        WindowFixture.typeInto(robot, "#range-from", "2026-12-01");
        WindowFixture.waitUntil(() -> !WindowFixture.shown(robot, "#range-problem"));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(WindowFixture.shown(robot, "#status-range-problem"), "gone with the error");
    }

    @Test
    void thePeriodButtonsTooltipsWriteTheStartsYearWhenItIsNotTheEnds(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2024-01-01");
        WindowFixture.typeInto(robot, "#range-to", "2026-12-31");
        WindowFixture.waitUntil(() -> tooltip(robot, "#range-next").equals(
                "Next period: 1 Jan 2027 – 31 Dec 2029 (Alt+→)"));
        assertEquals("Previous period: 1 Jan 2021 – 31 Dec 2023 (Alt+←)", tooltip(robot, "#range-previous"));

        WindowFixture.typeInto(robot, "#range-from", "2026-12-21");
        WindowFixture.typeInto(robot, "#range-to", "2026-12-27"); // next, a week across New Year
        WindowFixture.waitUntil(() -> tooltip(robot, "#range-next").equals(
                "Next period: 28 Dec 2026 – 3 Jan 2027 (Alt+→)"));
        assertEquals("Previous period: 14 Dec – 20 Dec 2026 (Alt+←)", tooltip(robot, "#range-previous"));
    }

    private static String tooltip(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Button.class).getTooltip().getText();
    }

    @Test
    void aDateMarkedInvalidKeepsItsFieldsWidthSoTheToolbarDoesNotMove(FxRobot robot) {
        javafx.scene.Node load = robot.lookup("#load-button").query();
        javafx.scene.Node from = robot.lookup("#range-from").query();
        double width = WindowFixture.onFx(() -> from.getLayoutBounds().getWidth());
        double loadX = WindowFixture.onFx(() -> load.localToScene(load.getLayoutBounds()).getMinX());

        WindowFixture.typeInto(robot, "#range-from", "2026-13-01");
        WindowFixture.waitUntil(() -> robot.lookup("#range-from").query().getPseudoClassStates().stream()
                .anyMatch(state -> state.getPseudoClassName().equals("invalid")));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();

        assertEquals(width, WindowFixture.onFx(() -> from.getLayoutBounds().getWidth()));
        assertEquals(loadX, WindowFixture.onFx(() -> load.localToScene(load.getLayoutBounds()).getMinX()),
                "Load stays where it was");
    }

    @Test
    void aScreenReaderHearsEachDateFieldsNameAndTheDateTypedInIt(FxRobot robot) throws Exception {
        WindowFixture.typeInto(robot, "#range-from", "2024-11-04");
        for (String[] field : new String[][] {{"#range-from", "Start date"}, {"#range-to", "End date"}}) {
            javafx.scene.Node input = robot.lookup(field[0]).query();
            Object value = WaitForAsyncUtils.asyncFx(() -> input.queryAccessibleAttribute(AccessibleAttribute.TEXT))
                    .get();
            assertEquals(text(robot, field[0]), value, "the value read is the date, not the field's name");
            Object label = WaitForAsyncUtils.asyncFx(() -> input.queryAccessibleAttribute(
                    AccessibleAttribute.LABELED_BY)).get();
            assertEquals(field[1], ((Labeled) label).queryAccessibleAttribute(AccessibleAttribute.TEXT));
        }
        assertEquals("2024-11-04", text(robot, "#range-from"));
    }

    @Test
    void withoutTransparentPopUpsTheCalendarIsOneFrameEdgeToEdgeAndItsEdgeIsNotWhite(FxRobot robot) {
        robot.lookup("#range-from").queryAs(DateField.class).drawCalendarOpaque();
        robot.clickOn("#range-from-pick");
        WindowFixture.waitUntil(() -> robot.lookup(".date-picker-popup").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Region calendar = robot.lookup(".date-picker-popup").queryAs(Region.class);
        Scene popUp = calendar.getScene();
        Region popover = (Region) popUp.getRoot().lookup(".popover");
        Bounds frame = WindowFixture.sceneBounds(calendar);
        Bounds box = WindowFixture.sceneBounds(popover);

        assertTrue(frame.getMinX() - box.getMinX() < 1 && frame.getMinY() - box.getMinY() < 1
                && box.getMaxX() - frame.getMaxX() < 1 && box.getMaxY() - frame.getMaxY() < 1,
                "no second box round the calendar: " + frame + " in " + box);
        Shape border = (Shape) popover.lookup(".border");
        assertTrue(border == null || border.getStrokeWidth() == 0 || Color.TRANSPARENT.equals(border.getStroke()),
                "the popover draws no frame of its own");
        assertEquals(calendar.getBackground().getFills().get(0).getFill(), popUp.getFill(),
                "what the calendar's edge leaves uncovered is its border's colour, not white");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void aDateCanBePickedFromTheCalendar(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2024-11-04");
        robot.clickOn("#range-from-pick");
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isPresent());
        DateCell fifteenth = robot.lookup(".day-cell").queryAllAs(DateCell.class).stream()
                .filter(cell -> LocalDate.of(2024, 11, 15).equals(cell.getItem())).findFirst().orElseThrow();
        robot.clickOn(fifteenth);
        WindowFixture.waitUntil(() -> "2024-11-15".equals(text(robot, "#range-from")));
    }

    @Test
    void upAndDownMoveTheDateByADay(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2024-12-01");
        WindowFixture.typeInto(robot, "#range-to", "2024-12-31");
        robot.push(KeyCode.UP);
        WindowFixture.waitUntil(() -> "2025-01-01".equals(text(robot, "#range-to")));
        robot.push(KeyCode.DOWN).push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> "2024-12-30".equals(text(robot, "#range-to")));
        DateRange typed = fixture.window.model().events().typedRange().valid();
        assertEquals(DateRange.of(LocalDate.of(2024, 12, 1), LocalDate.of(2024, 12, 30)), typed);
    }

    @Test
    void theCalendarOpenedWithAltDownIsDrivenByTheKeyboardAndEnterPicksTheDay(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2024-11-04");
        robot.press(KeyCode.ALT).push(KeyCode.DOWN).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isPresent());

        robot.push(KeyCode.RIGHT).push(KeyCode.RIGHT).push(KeyCode.DOWN); // two days on, then a week
        robot.push(KeyCode.PAGE_DOWN); // a month on
        robot.push(KeyCode.ENTER);

        WindowFixture.waitUntil(() -> "2024-12-13".equals(text(robot, "#range-from")));
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isEmpty());
        assertTrue(robot.lookup("#range-from").query().isFocused(), "the keyboard is back in the field");
    }

    @Test
    void escapeClosesTheCalendarLeavingTheDateAsItWasAndTheKeyboardInTheField(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-to", "2024-11-08");
        robot.press(KeyCode.ALT).push(KeyCode.DOWN).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isPresent());

        robot.push(KeyCode.LEFT).push(KeyCode.PAGE_UP).push(KeyCode.ESCAPE);

        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isEmpty());
        assertEquals("2024-11-08", text(robot, "#range-to"));
        assertTrue(robot.lookup("#range-to").query().isFocused(), "the keyboard is back in the field");
        robot.push(KeyCode.UP);
        WindowFixture.waitUntil(() -> "2024-11-09".equals(text(robot, "#range-to")));
    }
}
