package com.marketevents.ui;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
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

@ExtendWith(ApplicationExtension.class)
class MenuLettersFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.api.withEvents(range -> SampleEvents.between(range.from(), range.to(), 3));
        fixture.show(stage);
    }

    @Test
    void noTwoItemsShownInOneMenuShareAnUnderlinedLetter(FxRobot robot) {
        WindowFixture.waitUntil(() -> !eventsTable(robot).getItems().isEmpty());
        robot.clickOn("#quick-filter").push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> openMenu("recent-filters") != null);
        ContextMenu quickFilterMenu = openMenu("recent-filters");
        List<String> clashes = new ArrayList<>();
        robot.interact(() -> {
            clashesIn("the quick filter's menu", quickFilterMenu.getItems(), clashes);
            quickFilterMenu.hide();
        });

        robot.push(KeyCode.CONTROL, KeyCode.T);
        robot.push(KeyCode.DOWN).push(KeyCode.RIGHT);
        robot.push(KeyCode.SHIFT, KeyCode.F10);
        ContextMenu tableMenu = eventsTable(robot).getContextMenu();
        WindowFixture.waitUntil(tableMenu::isShowing);
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> {
            clashesIn("the menu bar", bar.getMenus(), clashes);
            clashesIn("the table's menu", tableMenu.getItems(), clashes);
            tableMenu.hide();
        });
        assertEquals(List.of(), clashes);
    }

    /** Adds to {@code clashes} the letters two shown items of {@code items} share, and those of its submenus. */
    private static void clashesIn(String menu, List<? extends MenuItem> items, List<String> clashes) {
        Map<Character, List<String>> byLetter = new TreeMap<>();
        for (MenuItem item : items) {
            if (!item.isVisible()) {
                continue;
            }
            MenuLetters.letterOf(item).ifPresent(letter ->
                    byLetter.computeIfAbsent(letter, any -> new ArrayList<>()).add(item.getText()));
            if (item instanceof Menu submenu) {
                clashesIn(menu + " ▸ " + submenu.getText(), submenu.getItems(), clashes);
            }
        }
        byLetter.forEach((letter, texts) -> {
            if (texts.size() > 1) {
                clashes.add(menu + ": " + texts);
            }
        });
    }

    private static ContextMenu openMenu(String id) {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu menu
                && id.equals(menu.getId()) && menu.isShowing()).map(ContextMenu.class::cast).findFirst()
                .orElse(null);
    }

    @Test
    void aLetterSharedBySeveralItemsMovesTheHighlightAmongTheEnabledOnesAndEnterChoosesIt(FxRobot robot) {
        List<String> chosen = new ArrayList<>();
        ContextMenu menu = new ContextMenu(item("_Paste", chosen), item("_Copy", chosen), item("_Cut", chosen),
                item("_Close", chosen));
        menu.getItems().get(2).setDisable(true);
        robot.interact(() -> menu.show(fixture.stage(), fixture.stage().getX() + 100, fixture.stage().getY() + 100));

        robot.write("c");
        assertEquals("_Copy", highlighted(menu));
        robot.write("C");
        assertEquals("_Close", highlighted(menu), "past the greyed-out Cut");
        robot.write("c");
        assertEquals("_Copy", highlighted(menu), "round to the first");
        assertTrue(menu.isShowing());
        assertEquals(List.of(), chosen, "a shared letter only moves the highlight");
        robot.push(KeyCode.ENTER);
        assertEquals(List.of("_Copy"), chosen);
        assertFalse(menu.isShowing());

        robot.interact(() -> menu.show(fixture.stage(), fixture.stage().getX() + 100, fixture.stage().getY() + 100));
        robot.write("p");
        assertEquals(List.of("_Copy", "_Paste"), chosen, "a letter of one item chooses it");
        assertFalse(menu.isShowing());
    }

    private static MenuItem item(String text, List<String> chosen) {
        MenuItem item = new MenuItem(text);
        item.setOnAction(event -> chosen.add(text));
        return item;
    }

    private static String highlighted(ContextMenu menu) {
        WindowFixture.waitUntil(() -> true);
        Node focused = menu.getScene().getFocusOwner();
        return focused == null ? null : ((Labeled) focused.lookup(".label")).getText();
    }
}
