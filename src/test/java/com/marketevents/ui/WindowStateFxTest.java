package com.marketevents.ui;

import com.marketevents.settings.InMemoryKeyValueStore;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The window remembers its range, filters and columns in its own store across a restart. */
@ExtendWith(ApplicationExtension.class)
class WindowStateFxTest {
    private final InMemoryKeyValueStore store = new InMemoryKeyValueStore();
    private WindowFixture first;
    private Stage stage;

    @Start
    void start(Stage primary) {
        this.stage = primary;
        first = new WindowFixture(store);
        first.show(primary);
    }

    /** The window as the next start shows it, on the store the first one left. */
    private WindowFixture reopened() throws Exception {
        WindowFixture second = new WindowFixture(store);
        WaitForAsyncUtils.asyncFx(() -> second.show(stage)).get();
        WaitForAsyncUtils.waitForFxEvents();
        return second;
    }

    @Test
    void theDarkThemeChosenFromTheViewMenuDarkensTheWindowAndIsRememberedOnTheNextStart(FxRobot robot)
            throws Exception {
        assertTrue(backgroundBrightness() > 0.9, "light to begin with");

        robot.clickOn("View").clickOn("Dark theme");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(backgroundBrightness() < 0.2, "dark after the menu");
        first.close();

        WindowFixture second = reopened();
        try {
            assertTrue(backgroundBrightness() < 0.2, "still dark on the next start");
            robot.clickOn("View").clickOn("Dark theme");
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(backgroundBrightness() > 0.9, "light again");
        } finally {
            second.close();
        }
    }

    private double backgroundBrightness() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            Region root = (Region) stage.getScene().getRoot();
            root.applyCss();
            return ((Color) root.getBackground().getFills().get(0).getFill()).getBrightness();
        }).get();
    }

    @Test
    void rangeFiltersAndColumnsAreRestoredOnTheNextStart(FxRobot robot) throws Exception {
        WindowFixture.typeInto(robot, "#range-from", "2024-10-14");
        WindowFixture.typeInto(robot, "#range-to", "2024-10-18");
        robot.clickOn("#load-button");
        robot.clickOn("#quick-filter").write("apple");
        WaitForAsyncUtils.asyncFx(() -> {
            TableView<?> table = first.window.table();
            TableColumn<?, ?> title = table.getColumns().get(2);
            table.getColumns().get(0).setVisible(false);
            table.getColumns().remove(title);
            ((List) table.getColumns()).add(0, title);
            title.setSortType(TableColumn.SortType.DESCENDING);
            ((javafx.collections.ObservableList) table.getSortOrder()).setAll(List.of(title));
        }).get();
        first.close();
        assertTrue(store.get("events.columns").orElse("").startsWith("title:"));

        WindowFixture second = reopened();
        try {
            assertEquals("2024-10-14", robot.lookup("#range-from").queryAs(TextField.class).getText());
            assertEquals("2024-10-18", robot.lookup("#range-to").queryAs(TextField.class).getText());
            assertEquals("apple", robot.lookup("#quick-filter").queryAs(TextField.class).getText());
            TableView<?> table = second.window.table();
            assertEquals("col-title", table.getColumns().get(0).getId());
            TableColumn<?, ?> date = table.getColumns().stream()
                    .filter(column -> "col-event-date".equals(column.getId())).findFirst().orElseThrow();
            assertFalse(date.isVisible());
            assertEquals(List.of(table.getColumns().get(0)), table.getSortOrder());
            assertEquals(TableColumn.SortType.DESCENDING, table.getColumns().get(0).getSortType());
        } finally {
            second.close();
        }
    }

    @Test
    void aPlacementWithANonNumberOrASizeBelowZeroIsIgnoredWholeAndTheWindowOpensAtItsDefaultSize()
            throws Exception {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        first.close();
        for (String damaged : List.of("-5000,99999,NaN,-3,maybe", "40,27,-900,600,false", "40,27,900,0,false",
                "Infinity,27,900,600,false")) {
            store.put("window.placement", damaged);

            WindowFixture second = reopened();
            try {
                assertEquals(Math.min(WindowPlacement.DEFAULT_WIDTH, screen.getWidth()), stage.getWidth(), damaged);
                assertEquals(Math.min(WindowPlacement.DEFAULT_HEIGHT, screen.getHeight()), stage.getHeight(), damaged);
                assertTrue(screen.contains(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()), damaged
                        + ": the window at " + stage.getX() + "," + stage.getY() + " is not inside " + screen);
            } finally {
                second.close();
            }
        }
    }

    @Test
    void aWindowSavedOnALargerScreenOpensWhollyInsideThisOne() throws Exception {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        first.close();
        store.put("window.placement", String.format(Locale.ROOT, "40,27,%.0f,%.0f,false",
                screen.getWidth() + 80, screen.getHeight() + 20));

        WindowFixture second = reopened();
        try {
            assertTrue(screen.contains(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()),
                    "the window at " + stage.getX() + "," + stage.getY() + " " + stage.getWidth() + "×"
                            + stage.getHeight() + " is not inside the screen's " + screen);
            assertEquals(screen.getWidth(), stage.getWidth(), "as wide as the screen allows");
        } finally {
            second.close();
        }
    }

    @Test
    void aSizeTheWindowWasShrunkToFitThisScreenIsNotSavedOverTheOneItHadOnALargerScreen() throws Exception {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        first.close();
        String larger = String.format(Locale.ROOT, "0,0,%.0f,%.0f,false", screen.getWidth() + 80,
                screen.getHeight() + 20);
        store.put("window.placement", larger);

        reopened().close();

        assertEquals(larger, store.get("window.placement").orElseThrow(), "for the next start on the larger screen");
    }

    @Test
    void aSizeTheUserGivesTheWindowOnASmallerScreenIsSaved(FxRobot robot) throws Exception {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        first.close();
        store.put("window.placement", String.format(Locale.ROOT, "0,0,%.0f,%.0f,false", screen.getWidth() + 80,
                screen.getHeight() + 20));
        WindowFixture second = reopened();
        robot.interact(() -> {
            stage.setWidth(900);
            stage.setHeight(600);
        });

        second.close();

        assertEquals("0,0,900,600,false", store.get("window.placement").orElseThrow());
    }

    @Test
    void anOpenWindowPutsItsRangeInItsStoreWithinSecondsWithoutWaitingToClose(FxRobot robot) {
        WindowFixture.typeInto(robot, "#range-from", "2024-10-14");
        WindowFixture.typeInto(robot, "#range-to", "2024-10-18");
        robot.clickOn("#load-button");

        // Within MainWindow.REMEMBER_EVERY (5 s) of the load, well inside waitUntil's 10 s.
        WindowFixture.waitUntil(() -> store.get("events.range.from").orElse("").equals("2024-10-14"));
        assertEquals("2024-10-18", store.get("events.range.to").orElseThrow());
    }

    @Test
    void aStopOfTheProgramWithTheWindowOpenRemembersTheRangeAsQuittingDoes(FxRobot robot) throws Exception {
        WindowFixture.typeInto(robot, "#range-from", "2024-10-14");
        WindowFixture.typeInto(robot, "#range-to", "2024-10-18");
        robot.clickOn("#load-button");
        CountDownLatch hidden = new CountDownLatch(1);
        robot.interact(() -> stage.setOnHidden(event -> hidden.countDown()));

        new CloseOnExit(stage, hidden).run(); // as the shutdown hook runs it on SIGTERM, off the FX thread

        assertEquals(0, hidden.getCount(), "closed before the hook returned");
        first.close();
        WindowFixture second = reopened();
        try {
            assertEquals("2024-10-14", robot.lookup("#range-from").queryAs(TextField.class).getText());
            assertEquals("2024-10-18", robot.lookup("#range-to").queryAs(TextField.class).getText());
        } finally {
            second.close();
        }
    }

    @Test
    void theSidePanelComesBackAtTheWidthItHadWhateverTheWindowsSizeAtTheNextStart(FxRobot robot) throws Exception {
        Region side = robot.lookup("#side-tabs").queryAs(Region.class);
        SplitPane split = robot.lookup("#main-split").queryAs(SplitPane.class);
        robot.interact(() -> stage.setWidth(1200));
        robot.interact(() -> split.setDividerPosition(0, 0.62)); // as if the user had dragged it
        WaitForAsyncUtils.waitForFxEvents();
        double chosen = side.getWidth();
        robot.interact(() -> stage.setWidth(1000)); // narrower: the panel gives way to 40% of the window
        WaitForAsyncUtils.waitForFxEvents();
        first.close();

        WindowFixture second = reopened();
        robot.interact(() -> stage.setWidth(1200));
        WaitForAsyncUtils.waitForFxEvents();
        try {
            assertEquals(chosen, robot.lookup("#side-tabs").queryAs(Region.class).getWidth(), 2,
                    "the width the user gave it, not a share of the narrower window it was closed in");
        } finally {
            second.close();
        }
    }

    @Test
    void aSidePanelHiddenFromTheViewMenuStaysHiddenOnTheNextStart(FxRobot robot) throws Exception {
        robot.clickOn("View").clickOn("Side panel");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#side-tabs").tryQuery().isEmpty(), "hidden");
        first.close();

        WindowFixture second = reopened();
        try {
            assertTrue(robot.lookup("#side-tabs").tryQuery().isEmpty(), "still hidden on the next start");
            robot.clickOn("View").clickOn("Side panel");
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(robot.lookup("#side-tabs").tryQuery().isPresent(), "shown again");
        } finally {
            second.close();
        }
    }

    @Test
    void theWindowClosedLastComesBackWithItsOwnThemeAndSidePanelNotThoseAnotherWindowLeft(FxRobot robot)
            throws Exception {
        robot.clickOn("View").clickOn("Dark theme");
        WaitForAsyncUtils.waitForFxEvents();
        // Another window of the application, light with its side panel hidden, closed first: its values are what
        // this window's store reads at its next write to the disk.
        store.put("window.theme", Theme.LIGHT.name());
        store.put("window.side-panel", "hidden");
        first.close();

        WindowFixture second = reopened();
        try {
            assertTrue(backgroundBrightness() < 0.2, "dark, as the window closed last was");
            assertTrue(robot.lookup("#side-tabs").tryQuery().isPresent(), "its side panel shown, as it was");
        } finally {
            second.close();
        }
    }

    @Test
    void theSidePanelOpenOnTheServiceStatusOpensOnItAgainOnTheNextStart(FxRobot robot) throws Exception {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        first.close();

        WindowFixture second = reopened();
        try {
            assertEquals("tab-status", selectedSideTab(robot), "the status tab, as the window was closed");
            robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
        } finally {
            second.close();
        }

        WindowFixture third = reopened();
        try {
            assertEquals("tab-details", selectedSideTab(robot), "Details again once chosen");
        } finally {
            third.close();
        }
    }

    private static String selectedSideTab(FxRobot robot) {
        return robot.lookup("#side-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem().getId();
    }

    @Test
    void aPlaceOffEveryScreenOpensCentredAndIsKeptForWhenItsMonitorIsBackUntilTheWindowIsMoved(FxRobot robot)
            throws Exception {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        first.close();
        String onUnpluggedMonitor = String.format(Locale.ROOT, "%.0f,100,1000,600,false", screen.getMaxX() + 220);
        store.put("window.placement", onUnpluggedMonitor);

        reopened().close();

        assertEquals(onUnpluggedMonitor, store.get("window.placement").orElseThrow(), "not the centred place");

        WindowFixture moved = reopened();
        assertTrue(screen.contains(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()), "centred");
        robot.interact(() -> {
            stage.setX(30);
            stage.setY(20);
        });
        moved.close();

        assertEquals("30,20,1000,600,false", store.get("window.placement").orElseThrow(), "where the user put it");
    }

    @Test
    void aStoredRangeTheWindowCannotLoadIsSaidAboveTheTableAsItOpensOnThisWeek(FxRobot robot) throws Exception {
        first.close();
        for (String[] range : List.of(new String[] {"2010-01-01", "2026-01-01", "is longer than 10 years"},
                new String[] {"2026-03-10", "2026-03-02", "ends before it starts"})) {
            store.put("events.range.from", range[0]);
            store.put("events.range.to", range[1]);

            WindowFixture second = reopened();
            try {
                WindowFixture.waitUntil(() -> second.api.eventCalls() >= 1 && !second.window.model().events()
                        .loadingProperty().get());
                assertTrue(WindowFixture.shown(robot, "#window-state-notice"), "still said once this week loaded");
                assertEquals("The range kept from last time, " + range[0] + " to " + range[1] + ", " + range[2]
                        + ": showing this week.", robot.lookup("#window-state-notice-text").queryAs(Label.class)
                        .getText().replace('\u00A0', ' ')); // a range's dates kept on one line
            } finally {
                second.close();
            }
        }
    }

    @Test
    void storedSettingsThatCannotBeReadAreNamedInOneNoticeAboveTheTableAndAFirstStartSaysNothing(FxRobot robot)
            throws Exception {
        assertFalse(WindowFixture.shown(robot, "#window-state-notice"), "nothing stored, nothing to say");
        first.close();
        store.put("events.columns", "ticker:wide:1");
        store.put("window.theme", "SEPIA");

        WindowFixture second = reopened();
        try {
            assertTrue(WindowFixture.shown(robot, "#window-state-notice"));
            assertEquals("Could not read the theme and the column widths kept from last time: using the defaults.",
                    robot.lookup("#window-state-notice-text").queryAs(Label.class).getText());
            assertTrue(backgroundBrightness() > 0.9, "the light theme");
        } finally {
            second.close();
        }
    }
}
