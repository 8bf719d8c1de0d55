package com.marketevents.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.export.ExportActions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class ShortcutsListFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void everyMenuShortcutIsInTheShortcutsList(FxRobot robot) {
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        List<String> accelerators = new ArrayList<>();
        bar.getMenus().stream().flatMap(ShortcutsListFxTest::items)
                .filter(item -> item.getAccelerator() != null)
                .forEach(item -> accelerators.add(item.getAccelerator().getDisplayText()));

        assertTrue(accelerators.size() >= 10, "the menus' accelerators were found: " + accelerators);
        for (String accelerator : accelerators) {
            assertTrue(ShortcutsList.keys().stream().anyMatch(keys -> listed(keys, accelerator)),
                    accelerator + " is missing from the keyboard shortcuts list");
        }
    }

    @Test
    void theListSaysADateFieldTakesAPastedDateOrRange() {
        assertTrue(ShortcutsList.keys().contains("Ctrl+V (in a date)"), "nothing else in the window says so");
    }

    @Test
    void theMenusNameEscForCancellingALoadAsForCancellingAnExport(FxRobot robot) {
        robot.interact(() -> ExportActions.install(fixture.window, fixture.executor)); // as the application has it
        MenuBar bar = robot.lookup("#menu-bar").queryAs(MenuBar.class);
        List<MenuItem> cancels = bar.getMenus().stream().flatMap(ShortcutsListFxTest::items)
                .filter(item -> Stream.of("menu-cancel", "menu-cancel-export").anyMatch(id -> id.equals(item.getId())))
                .toList();

        assertEquals(List.of("Cancel loading (Esc)", "Cancel export (Esc)"),
                cancels.stream().map(item -> item.getText().replace("_", "")).sorted(Comparator.reverseOrder())
                        .toList());
        // In the label, not an accelerator, which would take Esc from the quick filter and the dates' calendars.
        assertTrue(cancels.stream().allMatch(item -> item.getAccelerator() == null), "Esc as an accelerator");
    }

    @Test
    void theShortcutsWiderThanTheWindowStayWholeOnItsScreen(FxRobot robot) {
        Stage window = fixture.stage();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        robot.interact(() -> {
            window.setX(screen.getMinX());
            window.setWidth(screen.getWidth() * 0.75);
        });
        robot.clickOn("#events-table").push(KeyCode.F1);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.lookup("#shortcuts-list").query().getScene().getWindow();

        assertTrue(dialog.getWidth() > window.getWidth(), "wider than its window: " + dialog.getWidth());
        assertTrue(dialog.getX() >= screen.getMinX() && dialog.getX() + dialog.getWidth() <= screen.getMaxX(),
                "within the screen's " + screen + ": from " + dialog.getX() + ", " + dialog.getWidth() + " wide");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theShortcutsOpenCentredOnAWindowAtTheScreensLeftNarrowerThanTheScreen(FxRobot robot) {
        Stage window = fixture.stage();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        robot.interact(() -> {
            window.setX(screen.getMinX());
            window.setY(screen.getMinY());
            window.setWidth(screen.getWidth() - 100);
            window.setHeight(screen.getHeight() - 40);
        });
        robot.clickOn("#events-table").push(KeyCode.F1);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.lookup("#shortcuts-list").query().getScene().getWindow();

        assertTrue(dialog.getWidth() < window.getWidth(), "narrower than its window: " + dialog.getWidth());
        assertEquals(window.getX() + window.getWidth() / 2, dialog.getX() + dialog.getWidth() / 2, 1,
                "the middle of a dialog from " + dialog.getX() + ", " + dialog.getWidth() + " wide");
        assertEquals(window.getY() + window.getHeight() / 2, dialog.getY() + dialog.getHeight() / 2, 1,
                "the middle of a dialog from " + dialog.getY() + ", " + dialog.getHeight() + " tall");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isEmpty());
    }

    @Test
    void aDialogTheUserMovesPartlyOffTheScreenStaysWhereTheUserPutIt(FxRobot robot) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        robot.clickOn("#events-table").push(KeyCode.F1);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.lookup("#shortcuts-list").query().getScene().getWindow();
        double draggedTo = Math.round(screen.getMinX() - dialog.getWidth() / 3);

        robot.interact(() -> dialog.setX(draggedTo));
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(draggedTo, dialog.getX(), "moved back by " + (dialog.getX() - draggedTo) + " px");
        robot.push(KeyCode.ESCAPE);
    }

    @Test
    void theShortcutsAreGroupedUnderHeadingsWithTheMarginsOfTheOtherDialogs(FxRobot robot) {
        robot.clickOn("#events-table").push(KeyCode.F1);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        Node list = robot.lookup("#shortcuts-list").query();
        Set<Label> groups = robot.from(list).lookup(".shortcut-group").queryAllAs(Label.class);
        List<String> headings = WindowFixture.onFx(() -> groups.stream()
                .sorted(Comparator.comparingDouble((Label label) -> label.localToScene(0, 0).getX())
                        .thenComparingDouble(label -> label.localToScene(0, 0).getY()))
                .map(Label::getText).toList());
        assertEquals(List.of("Dates and loading", "Table", "Filters", "Export and files", "Window"), headings);

        Set<Label> labels = robot.from(list).lookup(".label").queryAllAs(Label.class);
        List<Bounds> texts = WindowFixture.onFx(() -> labels.stream()
                .map(label -> label.localToScene(label.getBoundsInLocal())).toList());
        double left = texts.stream().mapToDouble(Bounds::getMinX).min().orElseThrow();
        double right = list.getScene().getWidth() - texts.stream().mapToDouble(Bounds::getMaxX).max().orElseThrow();
        double top = texts.stream().mapToDouble(Bounds::getMinY).min().orElseThrow();
        assertTrue(left >= 23.5 && right >= 23.5 && top >= 19.5,
                "margins of " + left + " left, " + right + " right, " + top + " above");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isEmpty());
    }

    @Test
    void theShortcutsListFitsTheScreenOfASmallLaptop(FxRobot robot) {
        robot.clickOn("#events-table").push(KeyCode.F1);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        Scene dialog = robot.lookup("#shortcuts-list").query().getScene();
        // 1366x768, less a task bar and the dialog's title bar.
        assertTrue(dialog.getHeight() <= 650 && dialog.getWidth() <= 1300,
                "a dialog of " + dialog.getWidth() + " by " + dialog.getHeight());
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isEmpty());
    }

    @Test
    void onAScreenAsWideAsALaptopsEveryShortcutIsDescribedOnOneLine(FxRobot robot) {
        robot.clickOn("#events-table").push(KeyCode.F1); // the test screen is 1440 px wide
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        Node list = robot.lookup("#shortcuts-list").query();
        double line = robot.from(list).lookup(".shortcut-keys").queryAs(Label.class).getHeight();
        List<String> wrapped = robot.from(list).lookup(".label").queryAllAs(Label.class).stream()
                .filter(label -> !label.getStyleClass().contains("shortcut-keys")
                        && !label.getStyleClass().contains("shortcut-group"))
                .filter(label -> label.getHeight() > line * 1.5).map(Label::getText).toList();

        assertEquals(List.of(), wrapped, "descriptions on two lines");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isEmpty());
    }

    /**
     * On a 1280x800 screen GTK made the dialog as narrow as it could be, some 600 px, and the descriptions 30 px
     * wide ("Go / to / the / dates"): laid out at its least width, no description takes more than two lines.
     */
    @Test
    void onAScreenTooNarrowForOneLineDescriptionsTheDialogCannotSqueezeThemToAFewLettersALine(FxRobot robot) {
        WaitForAsyncUtils.asyncFx(() -> ShortcutsList.show(fixture.stage(), new Rectangle2D(0, 0, 1280, 800)));
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup("#shortcuts-dialog").queryAs(DialogPane.class);
        Node list = robot.lookup("#shortcuts-list").query();
        assertTrue(list instanceof HBox, "two columns");

        List<String> squeezed = new ArrayList<>();
        robot.interact(() -> {
            pane.resize(pane.minWidth(-1), pane.getHeight());
            pane.layout();
            double line = robot.from(list).lookup(".shortcut-keys").queryAs(Label.class).getHeight();
            robot.from(list).lookup(".label").queryAllAs(Label.class).stream()
                    .filter(label -> !label.getStyleClass().contains("shortcut-keys")
                            && !label.getStyleClass().contains("shortcut-group"))
                    .filter(label -> label.getHeight() > line * 2.5)
                    .forEach(label -> squeezed.add(label.getText() + " (" + label.getWidth() + " px wide)"));
        });

        assertEquals(List.of(), squeezed, "descriptions on three lines or more, at the dialog's least width of "
                + pane.minWidth(-1));
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isEmpty());
    }

    @Test
    void onAScreenTooShortForTheShortcutsCloseStaysOnItAndTheListScrollsToItsLastShortcut(FxRobot robot) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        WaitForAsyncUtils.asyncFx(() -> ShortcutsList.show(fixture.stage(), new Rectangle2D(0, 0, 1280, 800)));
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isPresent());
        Parent root = robot.lookup("#shortcuts-dialog").queryAs(Parent.class);
        Scene scene = root.getScene();
        // Larger type makes the list taller than the test's 900 px screen, as it is on a 1280x800 one at 1.5x.
        WindowFixture.makeTallerThanTheScreen(robot, root, 26);

        assertTrue(scene.getWindow().getHeight() <= screen.getHeight() + 0.5,
                "no taller than the screen: " + scene.getWindow().getHeight());
        Button close = robot.lookup(".dialog-pane .button").queryAs(Button.class);
        Bounds closeBounds = WindowFixture.sceneBounds(close);
        assertTrue(closeBounds.getMaxY() <= scene.getHeight() + 0.5, "Close within the dialog: " + closeBounds);
        ScrollPane middle = robot.lookup(".dialog-middle").queryAs(ScrollPane.class);
        Bounds view = WindowFixture.onFx(() -> middle.localToScene(middle.getLayoutBounds()));
        assertTrue(view.getMaxY() <= closeBounds.getMinY(), "the list " + view + " ends above Close " + closeBounds);
        Label last = robot.from(middle).lookup(".label").queryAllAs(Label.class).stream()
                .filter(label -> label.getText().equals("This list")).findFirst().orElseThrow();
        robot.interact(() -> {
            middle.setVvalue(middle.getVmax());
            middle.layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(inView(middle, last), "scrolled to its end, the list shows its last shortcut");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#shortcuts-list").tryQuery().isEmpty());
    }

    /** "Ctrl+1 / Ctrl+2" lists Ctrl+1; "Enter (in a date), Ctrl+Enter" lists Ctrl+Enter, shown as Ctrl+↵ in menus. */
    private static boolean listed(String keys, String accelerator) {
        return Stream.of(keys.split(", | / ")).map(key -> key.replaceAll(" \\(.*\\)$", ""))
                .anyMatch(key -> accelerator.equals(key) || accelerator.equals(displayText(key)));
    }

    private static String displayText(String key) {
        try {
            return KeyCombination.valueOf(key).getDisplayText();
        } catch (IllegalArgumentException notAKeyName) {
            return key;
        }
    }

    private static Stream<MenuItem> items(MenuItem item) {
        return item instanceof Menu menu
                ? Stream.concat(Stream.of(item), menu.getItems().stream().flatMap(ShortcutsListFxTest::items))
                : Stream.of(item);
    }

    @Test
    void onAScreenTooNarrowForTwoColumnsTheShortcutsAreOneColumnScrolledWithinItsHeight(FxRobot robot) {
        robot.interact(() -> {
            assertTrue(ShortcutsList.listFor(1366, 768) instanceof HBox, "two columns side by side");
            Region narrow = ShortcutsList.listFor(1000, 640);
            assertTrue(narrow instanceof ScrollPane, "scrolled");
            ScrollPane scrolled = (ScrollPane) narrow;
            assertEquals(400, scrolled.getPrefViewportHeight(), "the screen's height less the dialog's frame");
            assertTrue(scrolled.getContent().prefWidth(-1) < 700, "one column: " + scrolled.getContent().prefWidth(-1));
        });
    }

    @Test
    void onAScreenTooNarrowForTwoColumnsTheKeysScrollTheListToItsLastShortcutAndBack(FxRobot robot) {
        WaitForAsyncUtils.asyncFx(() -> ShortcutsList.show(fixture.stage(), new Rectangle2D(0, 0, 1000, 640)));
        WindowFixture.waitUntil(() -> robot.lookup(".shortcuts-scroll").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane scrolled = robot.lookup(".shortcuts-scroll").queryAs(ScrollPane.class);
        Label last = robot.from(scrolled).lookup(".label").queryAllAs(Label.class).stream()
                .filter(label -> label.getText().equals("This list")).findFirst().orElseThrow();

        assertTrue(scrolled.isFocused(), "the list has the keys when the dialog opens");
        assertFalse(inView(scrolled, last), "the last shortcut is below the first screenful");
        robot.push(KeyCode.PAGE_DOWN);
        double scrolledBy = ScrolledView.shownTop(scrolled);
        assertTrue(scrolledBy > WindowFixture.onFx(() -> scrolled.getViewportBounds().getHeight()) / 2,
                "Page Down scrolls by a page, not a line: " + scrolledBy + " px");
        robot.push(KeyCode.PAGE_UP);
        assertEquals(0, scrolled.getVvalue(), "and Page Up back");
        robot.push(KeyCode.END);
        assertTrue(inView(scrolled, last), "End shows the last shortcut");
        robot.push(KeyCode.HOME);
        assertEquals(0, scrolled.getVvalue(), "Home goes back to the first");
        robot.push(KeyCode.TAB);
        assertTrue(robot.lookup(".dialog-pane .button").queryAs(Button.class).isFocused(), "Tab goes to Close");
        robot.push(KeyCode.SHIFT, KeyCode.TAB);
        assertTrue(scrolled.isFocused(), "Shift+Tab back to the list");
        robot.push(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup(".shortcuts-scroll").tryQuery().isEmpty());
    }

    private static boolean inView(ScrollPane scrolled, Node node) {
        Bounds viewport = WindowFixture.sceneBounds(scrolled);
        Bounds bounds = WindowFixture.sceneBounds(node);
        return bounds.getMinY() >= viewport.getMinY() && bounds.getMaxY() <= viewport.getMaxY();
    }

    /**
     * A structural check: the scroll bar's width and the wrapping follow GTK's fonts on a desktop, Monocle's here, so
     * the list is put in a window narrower than it would be, as the dialog came out on a 1024x700 screen.
     */
    @Test
    void inTheScrolledListEveryDescriptionWrapsBeforeTheScrollBar(FxRobot robot) throws Exception {
        Stage narrow = WaitForAsyncUtils.asyncFx(() -> {
            Stage stage = new Stage();
            stage.setScene(new Scene(ShortcutsList.listFor(1000, 640), 420, 300));
            stage.show();
            return stage;
        }).get();
        try {
            ScrollBar bar = robot.from(narrow.getScene().getRoot()).lookup(".scroll-bar:vertical")
                    .queryAs(ScrollBar.class);
            double barLeft = WindowFixture.sceneBounds(bar).getMinX();
            Set<Label> labels = robot.from(narrow.getScene().getRoot()).lookup(".label").queryAllAs(Label.class);
            List<String> underTheBar = WindowFixture.onFx(() -> labels.stream()
                    .filter(label -> label.localToScene(label.getBoundsInLocal()).getMaxX() > barLeft)
                    .map(Label::getText).toList());

            assertTrue(bar.isVisible(), "the list scrolls");
            assertEquals(List.of(), underTheBar, "texts reaching under the scroll bar at " + barLeft);
        } finally {
            robot.interact(narrow::close);
        }
    }
}
