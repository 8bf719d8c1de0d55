package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
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
}
