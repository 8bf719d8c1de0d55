package com.marketevents.ui;

import static com.marketevents.ui.WindowFixture.onFx;
import static com.marketevents.ui.WindowFixture.sceneBounds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiException;
import com.marketevents.ui.export.ExportActions;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class NarrowWindowFxTest {
    private static final List<String> CONTROLS = List.of("#range-from", "#range-to", "#range-presets",
            "#load-button", "#settings-button", "#quick-filter", "#filter-event-type", "#filter-fiscal-year",
            "#clear-filters", "#event-count", "#side-tabs", "#health-chip", "#export-button");

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        fixture.show(stage);
        ExportActions.install(fixture.window, fixture.executor); // its toolbar button, as the application has it
    }

    @Test
    void atTheSmallestSizeEveryControlIsWholeAndInsideTheWindowAndTheToolbarShowsIcons(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        resize(robot, stage.getMinWidth());
        double width = stage.getScene().getWidth();
        assertEquals(stage.getMinWidth(), stage.getWidth(), 1);
        for (String id : CONTROLS) {
            Node node = robot.lookup(id).query();
            Bounds bounds = sceneBounds(node);
            assertTrue(bounds.getMinX() >= 0 && bounds.getMaxX() <= width + 0.5,
                    id + " spans " + bounds.getMinX() + ".." + bounds.getMaxX() + " in a window " + width + " wide");
            if (node instanceof Labeled labeled && labeled.getContentDisplay() != ContentDisplay.GRAPHIC_ONLY) {
                assertEquals(labeled.getText(), drawnText(labeled), id + " is cut short");
            }
        }
        TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
        assertTrue(promptShownWhole(quick), "the quick filter's hint is cut short");
        Labeled snapshot = robot.lookup("#snapshot-text").queryAs(Labeled.class);
        assertEquals(snapshot.getText(), snapshot.getTooltip().getText(), "the status line, whole, on hovering it");
        assertEquals(ContentDisplay.GRAPHIC_ONLY, robot.lookup("#settings-button").queryAs(Labeled.class).getContentDisplay());
        assertEquals(ContentDisplay.GRAPHIC_ONLY, robot.lookup("#load-button").queryAs(Labeled.class).getContentDisplay());

        resize(robot, 1250);
        assertEquals(ContentDisplay.LEFT, robot.lookup("#settings-button").queryAs(Labeled.class).getContentDisplay());
        assertEquals("Settings", drawnText(robot.lookup("#settings-button").queryAs(Labeled.class)));
    }

    @Test
    void atTheSmallestSizeALoadsProgressAndItsCancelButtonLeaveTheOtherButtonsInTheWindow(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        resize(robot, stage.getMinWidth());
        fixture.api.closeGate();
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#cancel-button"));
        robot.interact(() -> stage.getScene().getRoot().layout());
        WaitForAsyncUtils.waitForFxEvents();

        double width = stage.getScene().getWidth();
        for (String id : List.of("#load-progress", "#cancel-button", "#export-button", "#settings-button")) {
            Node node = robot.lookup(id).query();
            Bounds bounds = sceneBounds(node);
            assertTrue(bounds.getMaxX() <= width + 0.5 && bounds.getWidth() > 0,
                    id + " spans " + bounds.getMinX() + ".." + bounds.getMaxX() + " in a window " + width + " wide");
        }
    }

    @Test
    void inAWindow1024PxWideALoadsProgressTextIsReadableWhole(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        resize(robot, 1024);
        fixture.api.closeGate();
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#cancel-button"));
        robot.interact(() -> stage.getScene().getRoot().layout());
        WaitForAsyncUtils.waitForFxEvents();

        Label toolbar = robot.lookup("#load-progress-text").queryAs(Label.class);
        Label status = robot.lookup("#status-progress-text").queryAs(Label.class);
        Label whole = onFx(() -> toolbar.getWidth() >= toolbar.prefWidth(-1) - 0.5 ? toolbar : status);
        double width = onFx(whole::getWidth);
        double wanted = onFx(() -> whole.prefWidth(-1));
        assertTrue(whole.isVisible() && whole.getText().startsWith("Loading ") && width >= wanted - 0.5
                && sceneBounds(whole).getMaxX() <= stage.getScene().getWidth() + 0.5,
                "\"" + whole.getText() + "\" " + width + " of " + wanted + " px wide");
    }

    @Test
    void whileAYearLoadsInAWindow1024Or1280PxWideTheProgressBarStaysReadableAndTheOtherButtonsKeepTheirLabels(
            FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        fixture.api.closeGate();
        robot.clickOn("#load-button");
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#cancel-button"));
        for (double width : new double[] {1024, 1280}) {
            resize(robot, width);
            robot.interact(() -> stage.getScene().getRoot().layout());
            WaitForAsyncUtils.waitForFxEvents();

            double shown = stage.getScene().getWidth();
            Region bar = robot.lookup("#load-progress").queryAs(Region.class);
            double barWidth = onFx(bar::getWidth);
            assertTrue(barWidth >= 64, "a bar " + barWidth + " px wide in a window " + shown + " wide");
            for (String id : List.of("#cancel-button", "#load-button", "#export-button", "#settings-button")) {
                Labeled button = robot.lookup(id).queryAs(Labeled.class);
                Bounds bounds = sceneBounds(button);
                assertTrue(bounds.getMaxX() <= shown + 0.5, id + " ends at " + bounds.getMaxX() + " in a window "
                        + shown + " wide");
                if (!id.equals("#cancel-button")) {
                    assertEquals(button.getText(), drawnText(button), id + " in a window " + shown + " wide");
                }
            }
        }
    }

    @Test
    void atEveryWidthTheToolbarButtonsShowTheirWholeLabelOrTheirIconInsideTheWindow(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        for (double width = 1000; width >= stage.getMinWidth(); width -= 10) {
            resize(robot, width);
            double shown = stage.getScene().getWidth();
            for (String id : List.of("#range-presets", "#load-button", "#export-button", "#settings-button")) {
                Labeled button = robot.lookup(id).queryAs(Labeled.class);
                Bounds bounds = sceneBounds(button);
                assertTrue(bounds.getMaxX() <= shown + 0.5, id + " ends at " + bounds.getMaxX() + " in a window "
                        + shown + " wide");
                if (button.getContentDisplay() != ContentDisplay.GRAPHIC_ONLY) {
                    assertEquals(button.getText(), drawnText(button), id + " is cut short in a window " + shown
                            + " wide");
                }
            }
        }
    }

    @Test
    void theToolbarLabelsComeBackAtTheWidthTheyWentAt(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Labeled settings = robot.lookup("#settings-button").queryAs(Labeled.class);
        int step = 5;
        int went = 0;
        for (int width = 1000; width >= 760 && went == 0; width -= step) {
            resize(robot, width);
            if (settings.getContentDisplay() == ContentDisplay.GRAPHIC_ONLY) {
                went = width;
            }
        }
        assertTrue(went > 0, "the labels went at some width down to 760");

        resize(robot, went + step);

        assertEquals(ContentDisplay.LEFT, settings.getContentDisplay(),
                "labels gone at " + went + " px are back " + step + " px wider");
    }

    @Test
    void theSidePanelGivesWayWhenTheWindowNarrowsAndGetsItsWidthBackWhenItGrows(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        Region side = robot.lookup("#side-tabs").queryAs(Region.class);
        SplitPane split = robot.lookup("#main-split").queryAs(SplitPane.class);
        resize(robot, 1200);
        robot.interact(() -> split.setDividerPosition(0, 0.62)); // as if the user had dragged it
        WaitForAsyncUtils.waitForFxEvents();
        double chosen = onFx(side::getWidth);
        assertTrue(chosen > 400, "the side panel took the width it was given: " + chosen);

        resize(robot, 900);
        double narrowed = onFx(side::getWidth);
        double splitWidth = onFx(split::getWidth);
        assertTrue(narrowed <= splitWidth * MainWindow.SIDE_PANEL_MAX_SHARE + 1,
                "side panel " + narrowed + " of " + splitWidth + " leaves the table too little");

        resize(robot, 1200);
        assertEquals(chosen, onFx(side::getWidth), 2, "back at the same width, the side panel has its width back");
        resize(robot, 1270); // the headless screen is 1280 wide
        assertEquals(chosen, onFx(side::getWidth), 2,
                "growing the window further widens the table, not the side panel");
    }

    @Test
    void inTheNarrowestStatusPaneNoWordOfACheckIsCut(FxRobot robot) throws Exception {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        resize(robot, stage.getMinWidth());
        robot.clickOn("#health-chip");
        WindowFixture.waitUntil(() -> !robot.lookup(".check-cell").queryAll().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        List<Labeled> labels = robot.lookup(".check-cell .label").queryAllAs(Labeled.class).stream().toList();
        assertTrue(labels.size() >= 8, "name, verdict, technical name and output of each check: " + labels.size());
        // Read on the FX thread just after a layout: "ran 3 s ago" may turn "4 s" between two reads from here.
        List<List<String>> givenAndDrawn = WaitForAsyncUtils.asyncFx(() -> {
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
            return labels.stream().map(label -> List.of(label.getText(), drawnText(label))).toList();
        }).get();
        for (List<String> texts : givenAndDrawn) {
            assertEquals(texts.get(0), texts.get(1), "a check's text is cut short");
        }
    }

    @Test
    void inTheNarrowestStatusPaneTheHeadlineAndItsRefreshButtonAreWhole(FxRobot robot) {
        fixture.api.failStatus(new ApiException(ApiException.Kind.NETWORK, "The service at events.example.com could"
                + " not be reached."));
        resize(robot, stage.getMinWidth());
        robot.clickOn("#health-chip");
        robot.interact(() -> robot.lookup("#status-refresh").queryButton().fire());
        WindowFixture.waitUntil(() -> "Cannot reach the service".equals(
                robot.lookup("#status-headline").queryAs(Labeled.class).getText()));
        WaitForAsyncUtils.waitForFxEvents();

        for (String id : List.of("#status-headline", "#status-refresh")) {
            Labeled labeled = robot.lookup(id).queryAs(Labeled.class);
            assertEquals(labeled.getText(), drawnText(labeled), id + " is cut short");
        }
    }

    @Test
    void inTheNarrowestDetailPaneEachDateTimeIsWholeOnOneLineBelowItsName(FxRobot robot) {
        WindowFixture.waitUntil(() -> fixture.api.eventCalls() >= 1);
        resize(robot, stage.getMinWidth());
        robot.interact(() -> fixture.window.table().getSelectionModel().select(0));
        WindowFixture.waitUntil(() -> WindowFixture.shown(robot, "#detail-event-date-published"));
        WaitForAsyncUtils.waitForFxEvents();

        Parent published = robot.lookup("#detail-event-date-published").queryAs(Parent.class);
        List<Labeled> pieces = published.getChildrenUnmodifiable().stream().map(Labeled.class::cast).toList();
        String raw = fixture.window.table().getSelectionModel().getSelectedItem().event().eventDate().raw();
        assertEquals(List.of("as published: ", raw), pieces.stream().map(Labeled::getText).toList());
        Labeled readable = robot.lookup("#detail-event-date").queryAs(Labeled.class);
        Node pane = robot.lookup("#side-tabs").query();
        double paneEnd = sceneBounds(pane).getMaxX();
        for (Labeled time : List.of(readable, pieces.get(1))) {
            assertEquals(time.getText(), drawnText(time), "the date-time is cut");
            double height = onFx(() -> ((Text) time.lookup(".text")).getLayoutBounds().getHeight());
            assertTrue(height < 2 * time.getFont().getSize(), time.getText() + " is on more than one line");
            assertTrue(sceneBounds(time).getMaxX() <= paneEnd, "it ends inside the pane");
        }
        Node name = onFx(() -> readable.getParent().getParent().getChildrenUnmodifiable().get(0));
        assertTrue(sceneBounds(name).getMaxY() <= sceneBounds(readable).getMinY(), "the time is below its name");
    }

    private void resize(FxRobot robot, double width) {
        robot.interact(() -> stage.setWidth(width));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.getScene().getRoot().layout()); // a second pass settles the icons-only choice
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Whether the field's hint ends inside the clip of its text area. */
    private static boolean promptShownWhole(TextField field) {
        return onFx(() -> {
            Text prompt = field.lookupAll(".text").stream().filter(Text.class::isInstance).map(Text.class::cast)
                    .filter(text -> field.getPromptText().equals(text.getText())).findFirst().orElseThrow();
            Bounds clip = prompt.getParent().getClip().getBoundsInLocal();
            return prompt.isVisible() && prompt.getBoundsInParent().getMaxX() <= clip.getMaxX() + 0.5;
        });
    }

    /** The text {@code labeled} draws, its skin's Text, set as it lays out: read on the FX thread. */
    private static String drawnText(Labeled labeled) {
        return onFx(() -> labeled.lookupAll(".text").stream().filter(Text.class::isInstance)
                .map(node -> ((Text) node).getText()).findFirst().orElse(""));
    }
}
