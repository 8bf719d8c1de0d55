package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.NoticeBar;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class NoticeBarFxTest {
    private final ObjectProperty<Notice> notice = new SimpleObjectProperty<>();
    private TextField work;

    @Start
    void start(Stage stage) {
        work = new TextField();
        TextField first = new TextField(); // as the window's dates come before its notices and table
        NoticeBar bar = new NoticeBar("notice", notice, action -> { }, () -> notice.set(null));
        bar.handFocusTo(work);
        stage.setScene(new Scene(new VBox(first, bar, work), 600, 200));
        stage.sizeToScene(); // TestFX's one stage keeps a width an earlier test gave it, where no notice wraps
        KeyboardFocusRing.install(stage); // as the main window does
        stage.show();
    }

    @Test
    void theCloseButtonSaysWhatItDoesInATooltipAsWellAsToAScreenReader(FxRobot robot) {
        robot.interact(() -> notice.set(Notice.warning("Some dates could not be loaded.")));
        javafx.scene.control.Button close = robot.lookup("#notice-close").queryButton();

        assertEquals("Dismiss this message", close.getTooltip().getText());
        assertEquals("Dismiss", close.getAccessibleText());
    }

    @Test
    void closingANoticeWithTheMouseLeavesTheKeyboardWhereItWas(FxRobot robot) {
        robot.interact(() -> {
            work.requestFocus();
            notice.set(Notice.warning("Some dates could not be loaded."));
        });
        robot.clickOn("#notice-close");
        WaitForAsyncUtils.waitForFxEvents();

        assertNull(notice.get());
        assertTrue(work.isFocused(), "the keyboard stays in the field it was in, not on the next control");
    }

    @Test
    void closingANoticeFromTheKeyboardHandsTheKeyboardOnRingedRatherThanLosingIt(FxRobot robot) {
        robot.interact(() -> notice.set(Notice.warning("Some dates could not be loaded.")));
        robot.interact(() -> robot.lookup("#notice-text").query().requestFocus());
        robot.push(KeyCode.TAB);
        WindowFixture.waitUntil(() -> robot.lookup("#notice-close").query().isFocused());
        robot.push(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();

        assertNull(notice.get());
        assertTrue(work.isFocused(), "the keyboard goes where the window sends it, not back to the first field");
        assertTrue(work.getPseudoClassStates().contains(KeyboardFocusRing.KEYBOARD_FOCUS), "and shows there");
    }

    @Test
    void aRangeOfDatesStaysOnOneLineWhereverTheNoticeWraps(FxRobot robot) {
        String range = "2026-11-22 to 2026-11-28";
        for (int shift = 0; shift < 40; shift++) {
            String sentence = "a ".repeat(shift) + "127.0.0.1:9 refused the connection: check that the service is "
                    + "running. The table still shows " + range + ", which it loaded before.";
            robot.interact(() -> notice.set(Notice.warning(sentence)));
            String begins = "a ".repeat(shift) + "127";
            WindowFixture.waitUntil(() -> wraps(robot, begins)); // once laid out in the bar
            Text shown = shownText(robot);
            int start = shown.getText().indexOf("2026-11-22");
            assertEquals(lineOf(shown, start + 1), lineOf(shown, start + range.length()), 0.5,
                    "the range is on one line: " + sentence);
        }
        assertEquals("a ".repeat(39) + "127.0.0.1:9 refused the connection: check that the service is running. The "
                + "table still shows 2026-11-22 to 2026-11-28, which it loaded before.", notice.get().text(),
                "the notice itself keeps ordinary spaces, for whatever takes its text");
    }

    private static Text shownText(FxRobot robot) {
        return (Text) robot.lookup("#notice-text").query().lookup(".text");
    }

    private static boolean wraps(FxRobot robot, String begins) {
        Text shown = shownText(robot);
        return shown != null && shown.getText().startsWith(begins)
                && lineOf(shown, 1) < lineOf(shown, shown.getText().length() - 1);
    }

    /** The top of the line that the caret before {@code index} is on. */
    private static double lineOf(Text text, int index) {
        PathElement[] caret = text.caretShape(index, true);
        return ((MoveTo) caret[0]).getY();
    }
}
