package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.ui.WindowFixture;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import javafx.scene.control.DateCell;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/** The date fields' calendar from the keyboard, in a window whose clock is in Tokyo, a day ahead of New York. */
@ExtendWith(ApplicationExtension.class)
class CalendarKeysFxTest {
    /** 12:00 on 16 January 2030 in Tokyo, 22:00 on the 15th in New York. */
    private static final Clock TOKYO = Clock.fixed(Instant.parse("2030-01-16T03:00:00Z"), ZoneId.of("Asia/Tokyo"));

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture().at(TOKYO);

    private static void openCalendarOn(FxRobot robot, String field, String date) {
        WindowFixture.typeInto(robot, field, date);
        robot.press(KeyCode.ALT).push(KeyCode.DOWN).release(KeyCode.ALT);
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isPresent());
    }

    private static List<LocalDate> markedDays(FxRobot robot) {
        return robot.lookup(".day-cell").queryAllAs(DateCell.class).stream()
                .filter(cell -> cell.getPseudoClassStates().contains(CalendarKeys.KEYBOARD_DAY))
                .map(DateCell::getItem).toList();
    }

    @Test
    void theDayTheKeyboardIsOnIsMarkedAndOnlyIt(FxRobot robot) {
        openCalendarOn(robot, "#range-from", "2024-11-04");
        assertEquals(List.of(LocalDate.of(2024, 11, 4)), markedDays(robot), "the field's date, as the calendar opens");

        robot.push(KeyCode.RIGHT).push(KeyCode.PAGE_DOWN);

        assertEquals(List.of(LocalDate.of(2024, 12, 5)), markedDays(robot));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void homeGoesToTodayInNewYorkTheDayThePresetsAndTheServiceAreOn(FxRobot robot) {
        openCalendarOn(robot, "#range-from", "2029-06-10");

        robot.push(KeyCode.HOME);

        assertEquals(List.of(LocalDate.of(2030, 1, 15)), markedDays(robot));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theCalendarMarksTodayInNewYorkAsToday(FxRobot robot) {
        openCalendarOn(robot, "#range-from", "2030-01-20");

        List<LocalDate> today = robot.lookup(".day-cell").queryAllAs(DateCell.class).stream()
                .filter(cell -> cell.getStyleClass().contains("today")).map(DateCell::getItem).toList();

        assertEquals(List.of(LocalDate.of(2030, 1, 15)), today);
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void aDayPickedWithEnterOrSpaceAfterTheArrowsIsWrittenAlone(FxRobot robot) {
        openCalendarOn(robot, "#range-from", "2029-06-10");
        robot.push(KeyCode.RIGHT).push(KeyCode.ENTER);
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isEmpty());
        openCalendarOn(robot, "#range-to", "2029-06-20");
        robot.push(KeyCode.LEFT).push(KeyCode.SPACE);
        WindowFixture.waitUntil(() -> robot.lookup(".day-cell").tryQuery().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("2029-06-11", robot.lookup("#range-from").queryAs(TextField.class).getText());
        assertEquals("2029-06-19", robot.lookup("#range-to").queryAs(TextField.class).getText(),
                "the date alone, without the space that picked it");
    }
}
