package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.FakeMarketEventsApi;
import com.marketevents.ui.FakeWindowServices;
import com.marketevents.ui.InlineUiExecutor;
import com.marketevents.ui.MutableClock;
import com.marketevents.ui.common.Connector;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Typing that rests in the quick filter is kept among the recent filters, timed by the window's executor. */
@ExtendWith(ApplicationExtension.class)
class QuickFilterFieldFxTest {
    private final MutableClock clock = new MutableClock(Instant.parse("2024-11-05T14:00:00Z"));
    private final InlineUiExecutor executor = new InlineUiExecutor(clock);
    private final FakeMarketEventsApi api = new FakeMarketEventsApi(clock);
    private EventsViewModel model;
    private QuickFilterField field;

    @Start
    void start(Stage stage) {
        FakeWindowServices services = new FakeWindowServices(api, new InMemoryKeyValueStore());
        model = new EventsViewModel(executor, new Connector(services, executor, connection -> { }), clock);
        field = new QuickFilterField(model, executor);
        stage.setScene(new Scene(new StackPane(field), 600, 200));
        stage.show();
        api.withEvents(range -> List.of(
                event(1, "AAPL:US", "Apple Earnings Call"), event(2, "MSFT:US", "Microsoft Earnings Call")));
        model.load();
    }

    @Test
    void aFilterIsKeptAmongTheRecentOnesTwoAndAHalfSecondsAfterTheLastKeystroke(FxRobot robot) {
        robot.clickOn(field).write("apple");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> executor.advance(Duration.ofMillis(2000)));
        robot.write(" earnings");
        WaitForAsyncUtils.waitForFxEvents();

        robot.interact(() -> executor.advance(Duration.ofMillis(2499)));
        assertEquals(List.of(), model.recentQueries().entries(), "the typing went on 2 s after its first word");

        robot.interact(() -> executor.advance(Duration.ofMillis(1)));
        assertEquals(List.of("apple earnings"), model.recentQueries().entries());
    }

    @Test
    void aColumnPastedBesideTextInTheFieldIsSetApartByACommaOnThatSideNotRunIntoIt(FxRobot robot) {
        robot.clickOn(field).write("lumo");
        pasteAt(robot, "SIV:GY\r\nPROV:FP\r\n", field.getLength());
        assertEquals("lumo, SIV:GY, PROV:FP", field.getText());
        assertEquals(field.getLength(), field.getCaretPosition(), "the caret after what was pasted");

        setTo(robot, "lumo");
        pasteAt(robot, "SIV:GY\nPROV:FP\n", 0);
        assertEquals("SIV:GY, PROV:FP, lumo", field.getText(), "at the start, the comma after the list");
        assertEquals("SIV:GY, PROV:FP, ".length(), field.getCaretPosition());

        setTo(robot, "lumo ");
        pasteAt(robot, "SIV:GY\r\n", field.getLength());
        assertEquals("lumo, SIV:GY", field.getText(), "one Excel cell, the space before it giving way to the comma");

        setTo(robot, "lumo, ");
        pasteAt(robot, "SIV:GY\nPROV:FP", field.getLength());
        assertEquals("lumo, SIV:GY, PROV:FP", field.getText(), "a comma there already");

        setTo(robot, "aapl msft");
        pasteAt(robot, "SIV:GY\tPROV:FP", 4);
        assertEquals("aapl, SIV:GY, PROV:FP, msft", field.getText(), "a row pasted between two words");
    }

    @Test
    void wordsPastedWithoutALineBreakJoinTheTextAsTypedWordsDo(FxRobot robot) {
        robot.clickOn(field).write("lumo");
        pasteAt(robot, "SIV", field.getLength());
        assertEquals("lumoSIV", field.getText());
        setTo(robot, "apple");
        pasteAt(robot, " earnings", field.getLength());
        assertEquals("apple earnings", field.getText());
    }

    private void setTo(FxRobot robot, String text) {
        robot.interact(() -> field.setText(text));
    }

    private void pasteAt(FxRobot robot, String copied, int caret) {
        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(copied);
            Clipboard.getSystemClipboard().setContent(content);
            field.positionCaret(caret);
        });
        robot.press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static MarketEvent event(long id, String ticker, String title) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], ticker.split(":")[0] + ".OQ", ticker, "XNAS",
                null, title, "earnings", EventTime.parse("2024-11-05T09:00:00-05:00"), 2024, "published", "active",
                null, null);
    }
}
