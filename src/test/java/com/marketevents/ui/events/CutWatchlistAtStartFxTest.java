package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A watchlist too long for the quick filter, left in it at the last quit, with the side panel hidden: the window
 * opens with the field's whole width at once, which the cut list was measured for before the field was laid out.
 */
@ExtendWith(ApplicationExtension.class)
class CutWatchlistAtStartFxTest {
    private static final String BIG_TECH = "AAPL:US, MSFT:US, NVDA:US, AMZN:US, GOOGL:US, META:US, TSLA:US, AVGO:US";
    private static final String CHIPS = "NVDA:US, AMD:US, INTC:US, AVGO:US, QCOM:US, TXN:US, MU:US, ADI:US, ARM:US";

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.watchlists.put("events.watchlists", "Big tech\n" + BIG_TECH + "\nSemiconductor leaders of America\n"
                + CHIPS);
        fixture.windowState.put("events.filter.quick", BIG_TECH);
        fixture.windowState.put("window.side-panel", "hidden");
        fixture.windowState.put("window.placement", "0,0,1366,800,false");
        fixture.show(stage);
    }

    @Test
    void withTheSidePanelHiddenAtStartACutWatchlistShowsItsTagAndFirstListingsAndDoesSoAfterAResize(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        assertShowsTagAndFirstListings(robot, "at start");

        for (double width : new double[] {1200, 1024, 1366}) {
            robot.interact(() -> fixture.stage().setWidth(width));
            WaitForAsyncUtils.waitForFxEvents();
            assertShowsTagAndFirstListings(robot, "at " + width + " px");
        }
        robot.push(KeyCode.CONTROL, KeyCode.DIGIT0);
        WaitForAsyncUtils.waitForFxEvents();
        assertShowsTagAndFirstListings(robot, "with the side panel shown");
    }

    @Test
    void showingTheSidePanelNeverDrawsTheFieldOrItsCutWatchlistOverTheTypeFilterNotEvenForOneFrame(FxRobot robot) {
        robot.interact(() -> fixture.stage().setWidth(1200));
        WaitForAsyncUtils.waitForFxEvents();
        Runnable toggleSidePanel = fixture.stage().getScene().getAccelerators()
                .get(new KeyCodeCombination(KeyCode.DIGIT0, KeyCombination.SHORTCUT_DOWN));

        for (String shown : new String[] {"shown", "hidden", "shown"}) {
            robot.interact(() -> {
                toggleSidePanel.run();
                layOutOnce(); // as the next frame is: what it draws, before any later pass corrects it
                assertBesideTheTypeFilter(robot, "in the first layout pass with the side panel " + shown);
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertBesideTheTypeFilter(robot, "with the side panel " + shown);
        }
        for (double width : new double[] {1366, 1024, 1200, 900}) {
            robot.interact(() -> {
                fixture.stage().setWidth(width);
                layOutOnce();
                assertBesideTheTypeFilter(robot, "in the first layout pass at " + width + " px");
            });
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    @Test
    void aWatchlistWithALongNameLeavesNoGapBetweenTheQuickFilterAndTheValueFilters(FxRobot robot) {
        robot.interact(() -> robot.lookup("#quick-filter").queryAs(TextField.class).setText(CHIPS));
        WaitForAsyncUtils.waitForFxEvents();
        Node field = robot.lookup("#quick-filter").query();
        Node type = robot.lookup("#filter-event-type").query();

        assertEquals("Semiconductor leaders of America", robot.lookup("#quick-filter-watchlist").queryAs(Label.class)
                .getText());
        double gap = WindowFixture.onFx(() -> type.getBoundsInParent().getMinX() - field.getBoundsInParent().getMaxX());
        assertTrue(gap <= 12, "the Type filter " + gap + " px after the field");
    }

    private void layOutOnce() {
        Parent root = fixture.stage().getScene().getRoot();
        root.applyCss();
        root.layout();
    }

    /** The field within its place in the filter bar, the cut list and the tag within the field. */
    private static void assertBesideTheTypeFilter(FxRobot robot, String when) {
        Node field = robot.lookup("#quick-filter").query();
        Node type = robot.lookup("#filter-event-type").query();
        Bounds fieldBounds = WindowFixture.onFx(() -> field.localToScene(field.getLayoutBounds()));
        Bounds typeBounds = WindowFixture.onFx(() -> type.localToScene(type.getLayoutBounds()));
        if (typeBounds.getMinY() < fieldBounds.getMaxY()) {
            assertTrue(fieldBounds.getMaxX() < typeBounds.getMinX(), when + ", the field ends at "
                    + fieldBounds.getMaxX() + ", over the Type filter from " + typeBounds.getMinX());
        }
        for (String id : new String[] {"#quick-filter-shortened", "#quick-filter-watchlist"}) {
            Node node = robot.lookup(id).query();
            Bounds bounds = WindowFixture.onFx(() -> node.localToScene(node.getLayoutBounds()));
            assertTrue(!node.isVisible() || bounds.getMaxX() <= fieldBounds.getMaxX()
                    && bounds.getMinX() >= fieldBounds.getMinX(), when + ", " + id + " outside the field: " + bounds);
        }
        assertTrue(robot.lookup("#quick-filter-shortened").query().isVisible(), when + ", the list is shown cut");
    }

    private static void assertShowsTagAndFirstListings(FxRobot robot, String when) {
        assertTrue(WindowFixture.shown(robot, "#quick-filter-shortened"), when + ", the list is shown cut");
        Label shortened = robot.lookup("#quick-filter-shortened").queryAs(Label.class);
        Text drawn = WindowFixture.onFx(() -> (Text) shortened.lookup(".text"));
        String drawnText = WindowFixture.onFx(drawn::getText);
        assertEquals(shortened.getText(), drawnText, when + ", the cut list is drawn whole");
        assertTrue(drawnText.startsWith("AAPL:US, ") && drawnText.endsWith(", …"),
                when + ", the field shows “" + drawnText + "”");
        Node tag = robot.lookup("#quick-filter-watchlist").query();
        assertEquals("Big tech", WindowFixture.onFx(() -> ((Text) tag.lookup(".text")).getText()),
                when + ", the tag is whole");

        Node field = robot.lookup("#quick-filter").query();
        Node bookmark = robot.lookup("#quick-filter-recent").query();
        Bounds fieldBounds = screenBounds(field);
        Bounds text = screenBounds(drawn);
        Bounds tagBounds = screenBounds(tag);
        assertTrue(text.getMinX() >= screenBounds(bookmark).getMaxX(),
                when + ", the list starts after the bookmark, not at " + text.getMinX());
        assertTrue(text.getMaxX() <= tagBounds.getMinX(), when + ", the list ends before the tag");
        assertTrue(tagBounds.getMaxX() <= fieldBounds.getMaxX(), when + ", the tag is in the field");
        Parent bar = robot.lookup("#filter-bar").queryParent();
        double gap = WindowFixture.onFx(() -> bar.getChildrenUnmodifiable().stream()
                .filter(child -> child != field).mapToDouble(child -> child.getBoundsInParent().getMinX()).min()
                .orElseThrow() - field.getBoundsInParent().getMaxX());
        assertTrue(gap <= 12, when + ", the value filters follow the field, not " + gap + " px after it");
    }

    private static Bounds screenBounds(Node node) {
        return WindowFixture.onFx(() -> node.localToScreen(node.getLayoutBounds()));
    }
}
