package com.marketevents.ui.events;

import static com.marketevents.ui.ScrolledView.inView;
import static com.marketevents.ui.ScrolledView.shownTop;
import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class DetailPaneFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Test
    void theTitleIsTheHeadingOfDetailsAndNoRowRepeatsIt(FxRobot robot) {
        String title = selectFirstEvent(robot);

        List<Node> showingTitle = robot.lookup("#event-detail").queryParent().lookupAll("*").stream()
                .filter(node -> title.equals(shownText(node)) && node.isVisible()).toList();
        assertEquals(1, showingTitle.size(), "the title shows once: " + showingTitle);
        assertEquals("detail-title", showingTitle.get(0).getId());
    }

    @Test
    void theTitleIsCopiedWithAButtonAtTheHeadingsEndAsAnIdentifierIs(FxRobot robot) throws Exception {
        String title = selectFirstEvent(robot);

        robot.clickOn("#detail-title-copy");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(title, WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get());
        Button copy = robot.lookup("#detail-title-copy").queryButton();
        assertEquals("Copy title", copy.getTooltip().getText());
        assertEquals("mdi2c-check", ((FontIcon) copy.getGraphic()).getIconCode().getDescription(),
                "a check mark says the title is on the clipboard");
        assertTrue(copy.getWidth() >= 24 && copy.getHeight() >= 24, "the copy button is 24 px or more each way");
    }

    @Test
    void aCopyButtonTellsAScreenReaderTheValueWasCopiedWhileItShowsItsCheckMark(FxRobot robot) {
        selectFirstEvent(robot);
        Button copy = robot.lookup("#detail-title-copy").queryButton();
        assertEquals("Copy title", copy.getAccessibleText());
        robot.clickOn(copy);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("title copied", copy.getAccessibleText());
        WindowFixture.waitUntil(() -> "Copy title".equals(copy.getAccessibleText()));
    }

    @Test
    void theCopyButtonsTooltipsAreInSentenceCaseKeepingNamesAndAcronymsAsTheyAre(FxRobot robot) {
        selectFirstEvent(robot);
        List<String> tips = List.of("#detail-title-copy", "#detail-ticker-copy", "#detail-bloomberg-ticker-copy",
                "#detail-isin-copy", "#detail-equity-id-copy").stream()
                .map(id -> robot.lookup(id).queryButton().getTooltip().getText()).toList();
        assertEquals(List.of("Copy title", "Copy ticker", "Copy Bloomberg ticker", "Copy ISIN", "Copy equity ID"),
                tips);
    }

    @Test
    void rowsWithACopyButtonAreAsHighAsRowsWithoutOneAndTheButtonsStayEasyToHitAndReach(FxRobot robot) {
        selectFirstEvent(robot);

        double identifierStep = top(robot, "#detail-bloomberg-ticker-copy") - top(robot, "#detail-ticker-copy");
        double textStep = top(robot, "#detail-fiscal-year") - top(robot, "#detail-event-type");
        assertEquals(textStep, identifierStep, 0.5, "the rows follow one another evenly");
        Button copy = robot.lookup("#detail-ticker-copy").queryButton();
        assertTrue(copy.getWidth() >= 24 && copy.getHeight() >= 24, "the copy button is 24 px or more each way");
        assertTrue(copy.isFocusTraversable(), "Tab reaches the copy button");
    }

    @Test
    void atTheDefaultWidthATimeStaysBesideItsName(FxRobot robot) {
        selectFirstEvent(robot);

        Node time = robot.lookup("#detail-event-date").query();
        Node ticker = robot.lookup("#detail-ticker").query();
        assertEquals(WindowFixture.sceneBounds(ticker).getMinX(), WindowFixture.sceneBounds(time).getMinX(), 0.5,
                "the time starts where the values do");
    }

    @Test
    void atTheDefaultWidthCreatedAndModifiedLayOutAlikeThoughOnlyOneIsPublishedWithMicroseconds(FxRobot robot) {
        selectFirstEvent(robot);
        String created = ((Labeled) robot.lookup("#detail-created-published").queryAs(Parent.class)
                .getChildrenUnmodifiable().get(1)).getText();
        assertTrue(created.matches(".*\\.\\d{6}-05:00"), "the sample's Created has microseconds: " + created);

        assertEquals(left(robot, "#detail-created"), left(robot, "#detail-modified"), 0.5,
                "Modified starts where Created does");
    }

    @Test
    void atEveryWidthOfThePanelATimeAsPublishedIsOnTheLineOfItsCaptionAndItsRowLeavesNoGap(FxRobot robot) {
        selectFirstEvent(robot);
        SplitPane split = robot.lookup(".split-pane").queryAs(SplitPane.class);
        Node pane = robot.lookup("#side-tabs").query();
        for (double width = 440; width >= 300; width -= 6) {
            double wanted = width;
            robot.interact(() -> {
                split.setDividerPositions(1 - wanted / split.getWidth());
                split.getScene().getRoot().layout();
            });
            Parent published = robot.lookup("#detail-event-date-published").queryAs(Parent.class);
            Node caption = published.getChildrenUnmodifiable().get(0);
            Node time = published.getChildrenUnmodifiable().get(1);
            String at = "with the side panel " + Math.round(WindowFixture.onFx(pane::getBoundsInLocal).getWidth())
                    + " px wide";
            assertEquals(top(caption), top(time), 0.5, "the time as published is beside its caption " + at);
            double gap = top(robot.lookup("#detail-ticker").query()) - bottom(time);
            assertTrue(gap < 10, "the next row follows the time " + at + ", " + gap + " px below it");
        }
    }

    @Test
    void inAWidePanelACopyButtonStaysNearItsValue(FxRobot robot) {
        selectFirstEvent(robot);
        SplitPane split = robot.lookup(".split-pane").queryAs(SplitPane.class);
        robot.interact(() -> {
            fixture.stage().setWidth(1920);
            split.setDividerPositions(0.6);
            split.getScene().getRoot().layout();
        });
        Node pane = robot.lookup("#side-tabs").query();
        Bounds paneBounds = WindowFixture.onFx(pane::getBoundsInLocal);
        assertTrue(paneBounds.getWidth() > 500, "the panel is wide: " + paneBounds);

        Node value = robot.lookup("#detail-isin").query();
        Node copy = robot.lookup("#detail-isin-copy").query();
        double distance = WindowFixture.sceneBounds(copy).getMinX() - WindowFixture.sceneBounds(value).getMinX();
        assertTrue(distance < 260, "the ISIN's copy button is " + distance + " px from where the ISIN starts");
    }

    @Test
    void onAShortScreenPageDownAndCtrlEndInDetailsBringItsLastFieldsIntoView(FxRobot robot) {
        ScrollPane pane = shortDetailsWithTheKeysOnTheEquityIdsCopyButton(robot);
        Node modified = robot.lookup("#detail-modified").query();
        assertFalse(inView(pane, modified), "Modified is below the fold");

        robot.push(KeyCode.PAGE_DOWN);
        double scrolledBy = shownTop(pane);
        assertTrue(scrolledBy > pane.getViewportBounds().getHeight() / 2,
                "Page Down scrolls by a page, not a line: " + scrolledBy + " px");
        robot.push(KeyCode.PAGE_UP);
        assertEquals(0, shownTop(pane), 0.5, "and Page Up back");
        robot.push(KeyCode.CONTROL, KeyCode.END);
        assertTrue(inView(pane, modified), "Ctrl+End shows the last field");
        robot.push(KeyCode.CONTROL, KeyCode.HOME);
        assertEquals(0, shownTop(pane), 0.5, "Ctrl+Home goes back to the title");
        robot.push(KeyCode.END);
        assertTrue(inView(pane, modified), "so do End and Home, the focus on a button");
        assertTrue(robot.lookup("#detail-equity-id-copy").queryButton().isFocused(), "the focus stays where it was");
    }

    @Test
    void shiftTabBackToTheTitlesCopyButtonScrollsDetailsUpToIt(FxRobot robot) {
        ScrollPane pane = shortDetailsWithTheKeysOnTheEquityIdsCopyButton(robot);
        Button copyTitle = robot.lookup("#detail-title-copy").queryButton();
        robot.push(KeyCode.CONTROL, KeyCode.END);
        assertFalse(inView(pane, copyTitle), "the title's copy button is above the view");

        for (int presses = 0; presses < 30 && !copyTitle.isFocused(); presses++) {
            robot.push(KeyCode.SHIFT, KeyCode.TAB);
        }
        assertTrue(copyTitle.isFocused(), "Shift+Tab reaches the title's copy button");
        assertTrue(inView(pane, copyTitle), "the button the focus is on is in view");
    }

    /** The window as on a 1024×600 screen, an event in Details, the focus on Equity ID's copy button. */
    private ScrollPane shortDetailsWithTheKeysOnTheEquityIdsCopyButton(FxRobot robot) {
        robot.interact(() -> {
            fixture.stage().setWidth(1024);
            fixture.stage().setHeight(560);
        });
        selectFirstEvent(robot);
        robot.interact(() -> robot.lookup("#detail-equity-id-copy").queryButton().requestFocus());
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#event-detail").queryAs(ScrollPane.class);
    }

    /** Selects the first event and waits until Details shows it; its title. */
    private String selectFirstEvent(FxRobot robot) {
        WindowFixture.waitUntil(() -> !eventsTable(robot).getItems().isEmpty());
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(0));
        String title = eventsTable(robot).getItems().get(0).event().title();
        // Details lays its fields out at the next pulse: until then there is no title to look up.
        WindowFixture.waitUntil(() -> robot.lookup("#detail-title").tryQuery()
                .filter(label -> title.equals(((Labeled) label).getText())).isPresent());
        return title;
    }

    private static double top(FxRobot robot, String query) {
        return top(robot.lookup(query).<Node>query());
    }

    private static double left(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        return WindowFixture.sceneBounds(node).getMinX();
    }

    private static double top(Node node) {
        return WindowFixture.sceneBounds(node).getMinY();
    }

    private static double bottom(Node node) {
        return WindowFixture.sceneBounds(node).getMaxY();
    }

    private static String shownText(Node node) {
        if (node instanceof Labeled labeled) {
            return labeled.getText();
        }
        return node instanceof TextInputControl field ? field.getText() : null;
    }
}
