package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.MarketEvent;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.SampleEvents;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class DetailFieldsFxTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-23T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private DetailFields fields;

    @Start
    void start(Stage stage) {
        fields = new DetailFields(executor);
        stage.setScene(new Scene(fields, 400, 700));
        stage.show();
    }

    @Test
    void aTitleTheHeadingCutsIsCopiedWhole(FxRobot robot) throws Exception {
        String title = "Annual General Meeting ".repeat(60);
        show(robot, titled(title));
        assertTrue(robot.lookup("#detail-title").queryLabeled().getText().endsWith("Copy takes them all)"));

        robot.clickOn("#detail-title-copy");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(title, WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get());
    }

    @Test
    void aTitleThatReadsAsAFormulaOrHoldsLineBreaksIsCopiedSafeForASpreadsheet(FxRobot robot) throws Exception {
        show(robot, titled("=HYPERLINK(\"http://evil\",\"Click\") Q3 call\nwith\tanalysts"));

        robot.clickOn("#detail-title-copy");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("'=HYPERLINK(\"http://evil\",\"Click\") Q3 call with analysts",
                WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get());
    }

    @Test
    void theCheckMarkAfterACopyGivesWayToTheCopyIconAMomentAfterTheLastCopy(FxRobot robot) {
        show(robot, titled("Apple Earnings Call"));
        Button copy = robot.lookup("#detail-ticker-copy").queryAs(Button.class);

        robot.clickOn(copy);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("ticker copied", copy.getAccessibleText());
        robot.interact(() -> executor.advance(Duration.ofMillis(1000)));
        robot.clickOn(copy);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> executor.advance(Duration.ofMillis(1000)));
        assertEquals("ticker copied", copy.getAccessibleText(), "a second copy shows the mark its whole moment again");

        robot.interact(() -> executor.advance(Duration.ofMillis(500)));
        assertEquals("Copy ticker", copy.getAccessibleText());
        assertEquals(0, executor.scheduledCount(), "nothing left waiting");
    }

    @Test
    void anEventWithoutATitleHasNoTitleToCopy(FxRobot robot) {
        show(robot, titled(" "));

        assertEquals("(no title)", robot.lookup("#detail-title").queryLabeled().getText());
        assertTrue(robot.lookup("#detail-title-copy").queryAs(Button.class).isDisabled(),
                "Copy title does not put \"(no title)\" on the clipboard");
    }

    private void show(FxRobot robot, MarketEvent event) {
        robot.interact(() -> fields.show(event, new TimeDisplay(ZoneId.of("America/New_York"))));
    }

    private static MarketEvent titled(String title) {
        MarketEvent e = SampleEvents.event(LocalDate.of(2026, 11, 23), 1);
        return new MarketEvent(e.eventId(), e.equityId(), e.ticker(), e.localTicker(), e.ric(), e.bloombergTicker(),
                e.exchangeMic(), e.isin(), title, e.eventType(), e.eventDate(), e.fiscalYear(),
                e.transcriptionStatus(), e.status(), e.created(), e.modified());
    }
}
