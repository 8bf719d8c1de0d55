package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.WindowFixture;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Another window of the application, on the same watchlists, saves one while this window is open. */
@ExtendWith(ApplicationExtension.class)
class WatchlistsOfAnotherWindowFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.watchlists.put("events.watchlists", "Banks\nJPM:US\nTech\nMSFT:US, AAPL:US");
        fixture.show(stage);
    }

    /** What the other window does: its own watchlist kept in the store both windows use. */
    private void anotherWindowSaves(String name, String filter) throws Exception {
        StoredWatchlists.update(fixture.watchlists, listed -> {
            List<Watchlist> updated = new ArrayList<>(listed);
            updated.add(new Watchlist(name, filter));
            return updated;
        });
    }

    private static ContextMenu openFilterMenu(FxRobot robot) {
        robot.clickOn("#quick-filter").push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> filterMenu().isPresent());
        return filterMenu().orElseThrow();
    }

    private static Optional<ContextMenu> filterMenu() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .map(ContextMenu.class::cast).filter(menu -> "recent-filters".equals(menu.getId())).findFirst();
    }

    private static List<String> names(ContextMenu menu) {
        return menu.getItems().stream().map(MenuItem::getText).filter(text -> text != null && text.contains("("))
                .map(text -> text.substring(0, text.indexOf(" ("))).toList();
    }

    @Test
    void manageWatchlistsShowsAWatchlistAnotherWindowImportedWhileThisOneWasOpen(FxRobot robot) throws Exception {
        anotherWindowSaves("Bside", "YYY:US");

        ContextMenu menu = openFilterMenu(robot);
        MenuItem manage = menu.getItems().stream().filter(item -> "_Manage watchlists…".equals(item.getText()))
                .findFirst().orElseThrow();
        Platform.runLater(() -> {
            menu.hide();
            manage.fire();
        });
        WindowFixture.waitUntil(() -> robot.lookup("#watchlists-list").tryQuery().isPresent());
        @SuppressWarnings("unchecked")
        ListView<Watchlist> list = robot.lookup("#watchlists-list").queryAs(ListView.class);
        WindowFixture.waitUntil(() -> list.getItems().stream().map(Watchlist::name).toList()
                .equals(List.of("Banks", "Bside", "Tech")));
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theQuickFiltersMenuListsAWatchlistAnotherWindowSavedWhenItOpensAgain(FxRobot robot) throws Exception {
        assertEquals(List.of("Banks", "Tech"), names(openFilterMenu(robot)));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> filterMenu().isEmpty());
        anotherWindowSaves("Bside", "YYY:US");

        openFilterMenu(robot); // reads them again as it opens
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> filterMenu().isEmpty());
        WindowFixture.waitUntil(() -> fixture.window.model().events().watchlists().entries().size() == 3);

        assertEquals(List.of("Banks", "Bside", "Tech"), names(openFilterMenu(robot)));
        robot.push(KeyCode.ESCAPE);
    }
}
