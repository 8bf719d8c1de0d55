package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.MarketEvent;
import com.marketevents.ui.SampleEvents;
import com.marketevents.ui.WindowFixture;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/** A service that sends thousands of exchanges (QA's fake sent 5,003): the menu stays quick to open and to use. */
@ExtendWith(ApplicationExtension.class)
class ValueFilterOfManyValuesFxTest {
    private static final int VALUES = 5_000;

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void anExchangeFilterOfFiveThousandValuesListsTheMostFrequentAndSaysHowManyMoreThereAre(FxRobot robot) {
        MenuButton menu = loadAndOpenExchanges(robot);

        List<MenuItem> items = onFx(() -> List.copyOf(menu.getItems()));
        List<String> listed = items.stream().filter(CheckMenuItem.class::isInstance)
                .map(item -> (String) item.getUserData()).toList();
        assertEquals(FacetMenu.MAX_LISTED, listed.size(), "one column down the whole screen, 20 s to open");
        assertTrue(listed.contains("X4999"), "the exchange of the most events is listed: " + listed.subList(0, 3));
        assertEquals(listed.stream().sorted().toList(), listed, "in the menu's usual order");
        MenuItem last = items.get(items.size() - 1);
        assertTrue(last.isDisable(), "says, and cannot be chosen");
        assertEquals("4,850 more values with fewer events:\nshorten the range or type a ticker in the quick filter",
                last.getText());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theLineSayingHowManyMoreDoesNotWidenTheMenuBeyondAThirdOfTheWindow(FxRobot robot) {
        MenuButton menu = loadAndOpenExchanges(robot);

        double menuWidth = onFx(() -> menu.getItems().get(0).getParentPopup().getWidth());
        double windowWidth = onFx(() -> menu.getScene().getWindow().getWidth());
        assertTrue(menuWidth < windowWidth / 3, "menu " + menuWidth + " px wide in a window of " + windowWidth);
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void aChosenExchangeBeyondTheListedOnesIsListedTicked(FxRobot robot) {
        loadFiveThousandExchanges(robot);
        robot.interact(() -> exchanges().choose("X3000", true));
        MenuButton menu = openExchanges(robot);

        CheckMenuItem chosen = onFx(() -> menu.getItems().stream().filter(item -> "X3000".equals(item.getUserData()))
                .map(CheckMenuItem.class::cast).findFirst().orElseThrow());
        assertTrue(chosen.isSelected());
        assertEquals(FacetMenu.MAX_LISTED, onFx(() -> menu.getItems().stream()
                .filter(CheckMenuItem.class::isInstance).count()).intValue());
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void choosingAnExchangeTicksItWhereItIsWithoutMakingEveryItemAgain(FxRobot robot) {
        MenuButton menu = loadAndOpenExchanges(robot);
        List<MenuItem> before = onFx(() -> List.copyOf(menu.getItems()));
        CheckMenuItem first = (CheckMenuItem) before.get(2);

        robot.clickOn(first.getText());
        WindowFixture.waitUntil(() -> exchanges().chosen().contains((String) first.getUserData()));
        WindowFixture.waitUntil(menu::isShowing);

        List<MenuItem> after = onFx(() -> List.copyOf(menu.getItems()));
        assertEquals(before.size(), after.size());
        for (int i = 0; i < before.size(); i++) {
            assertTrue(before.get(i) == after.get(i), "item " + i + " made again: " + after.get(i).getText());
        }
        assertTrue(first.isSelected());
        robot.push(KeyCode.ESCAPE);
    }

    /** Loads {@link #VALUES} exchanges, one event each but X4999's three, and opens the Exchange filter. */
    private MenuButton loadAndOpenExchanges(FxRobot robot) {
        loadFiveThousandExchanges(robot);
        return openExchanges(robot);
    }

    private void loadFiveThousandExchanges(FxRobot robot) {
        fixture.api.withEvents(range -> events());
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", VALUES + 2);
    }

    private static MenuButton openExchanges(FxRobot robot) {
        MenuButton menu = robot.lookup("#filter-exchange").queryAs(MenuButton.class);
        robot.clickOn(menu);
        WindowFixture.waitUntil(menu::isShowing);
        return menu;
    }

    private FacetFilter exchanges() {
        return fixture.window.model().events().facets().stream().filter(facet -> facet.id().equals("exchange"))
                .findFirst().orElseThrow();
    }

    private static List<MarketEvent> events() {
        List<MarketEvent> events = new ArrayList<>();
        LocalDate day = LocalDate.parse("2025-06-03");
        for (int slot = 0; slot < VALUES + 2; slot++) {
            MarketEvent sample = SampleEvents.event(day, slot);
            String exchange = String.format("X%04d", Math.min(slot, VALUES - 1));
            events.add(new MarketEvent(sample.eventId(), sample.equityId(), sample.ticker(), sample.localTicker(),
                    sample.ric(), sample.bloombergTicker(), exchange, sample.isin(), sample.title(),
                    sample.eventType(), sample.eventDate(), sample.fiscalYear(), sample.transcriptionStatus(),
                    sample.status(), sample.created(), sample.modified()));
        }
        return events;
    }
}
