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

    private static MarketEvent event(long id, String ticker, String title) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], ticker.split(":")[0] + ".OQ", ticker, "XNAS",
                null, title, "earnings", EventTime.parse("2024-11-05T09:00:00-05:00"), 2024, "published", "active",
                null, null);
    }
}
