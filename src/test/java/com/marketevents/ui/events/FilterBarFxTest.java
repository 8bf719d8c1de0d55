package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import javafx.geometry.Bounds;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class FilterBarFxTest {
    /** Three listings of a ticker list, 22 characters. */
    private static final String TICKERS = "AAPL:US, MSFT:US, NVDA";

    private final WindowFixture fixture = new WindowFixture();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        fixture.show(stage);
    }

    @AfterEach
    void close() throws Exception {
        fixture.close();
    }

    @Test
    void theQuickFilterShowsThreeListingsOfATickerListWhileAValueFilterShowsItsChoice(FxRobot robot) {
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        FacetFilter types = fixture.window.model().events().facets().stream()
                .filter(facet -> facet.id().equals("eventType")).findFirst().orElseThrow();
        robot.interact(() -> {
            types.choose("earnings", true);
            types.choose("presentation", true);
        });
        TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
        robot.interact(() -> {
            quick.setText(TICKERS);
            quick.home(); // what a user reads after a paste, from its start
        });

        for (double width : new double[] {1440, 1360, 900}) {
            robot.interact(() -> stage.setWidth(width));
            WaitForAsyncUtils.waitForFxEvents();
            assertTrue(robot.lookup("#filter-event-type").queryAs(Labeled.class).getText().startsWith("Type: 2 of"));
            assertTrue(shownWhole(quick), "the quick filter, " + quick.getWidth() + " px in a window " + width
                    + " wide, cuts \"" + TICKERS + "\"" + shown(quick));
        }
    }

    @Test
    void atTheDefaultWidthALongChoiceIsCutRatherThanNarrowTheQuickFilterOrWrapTheValueFilters(FxRobot robot) {
        robot.interact(() -> stage.setWidth(1360)); // the window's first size (WindowPlacement)
        WindowFixture.loadRange(robot, "2025-06-02", "2025-06-06", 30);
        TextField quick = robot.lookup("#quick-filter").queryAs(TextField.class);
        Labeled type = robot.lookup("#filter-event-type").queryAs(Labeled.class);
        robot.interact(() -> {
            fixture.window.model().events().facets().stream().filter(facet -> facet.id().equals("eventType"))
                    .findFirst().orElseThrow().choose("shareholder_meeting", true);
            quick.setText(TICKERS);
            quick.home();
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(shownWhole(quick), "the quick filter cuts \"" + TICKERS + "\"");
        Bounds lead = quick.localToScene(quick.getBoundsInLocal());
        Bounds clear = robot.lookup("#clear-filters").query().localToScene(
                robot.lookup("#clear-filters").query().getBoundsInLocal());
        assertEquals(lead.getCenterY(), clear.getCenterY(), 1, "the value filters stay beside the quick filter");
        assertEquals("Type: Shareholder meeting", type.getTooltip().getText(), "the whole choice, on hovering it");
    }

    private static String shown(TextField field) {
        Text text = field.lookupAll(".text").stream().filter(Text.class::isInstance).map(Text.class::cast)
                .filter(node -> field.getText().equals(node.getText())).findFirst().orElseThrow();
        return ": " + text.getBoundsInParent().getWidth() + " px of text in "
                + text.getParent().getClip().getBoundsInLocal().getWidth();
    }

    /** Whether the field's text ends inside the clip of its text area. */
    private static boolean shownWhole(TextField field) {
        Text text = field.lookupAll(".text").stream().filter(Text.class::isInstance).map(Text.class::cast)
                .filter(node -> field.getText().equals(node.getText())).findFirst().orElseThrow();
        Bounds clip = text.getParent().getClip().getBoundsInLocal();
        return text.getBoundsInParent().getMinX() >= clip.getMinX() - 0.5
                && text.getBoundsInParent().getMaxX() <= clip.getMaxX() + 0.5;
    }
}
