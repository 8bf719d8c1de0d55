package com.marketevents.ui.events;

import static com.marketevents.ui.WindowFixture.eventsTable;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class DetailPaneFxTest {
    private final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.show(stage);
    }

    @AfterEach
    void close() throws Exception {
        fixture.close();
    }

    @Test
    void theTitleIsTheHeadingOfDetailsAndNoRowRepeatsIt(FxRobot robot) {
        String title = selectFirstEvent(robot);

        List<Node> showingTitle = robot.lookup("#event-detail").queryParent().lookupAll("*").stream()
                .filter(node -> title.equals(shownText(node)) && node.isVisible()).toList();
        assertEquals(1, showingTitle.size(), "the title shows once: " + showingTitle);
        assertEquals("detail-title", showingTitle.get(0).getId());
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
        assertEquals(ticker.localToScene(ticker.getBoundsInLocal()).getMinX(),
                time.localToScene(time.getBoundsInLocal()).getMinX(), 0.5, "the time starts where the values do");
    }

    /** Selects the first event and waits until Details shows it; its title. */
    private String selectFirstEvent(FxRobot robot) {
        WindowFixture.waitUntil(() -> !eventsTable(robot).getItems().isEmpty());
        robot.interact(() -> eventsTable(robot).getSelectionModel().select(0));
        String title = eventsTable(robot).getItems().get(0).event().title();
        WindowFixture.waitUntil(() -> title.equals(robot.lookup("#detail-title").queryLabeled().getText()));
        return title;
    }

    private static double top(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        Bounds bounds = node.localToScene(node.getBoundsInLocal());
        return bounds.getMinY();
    }

    private static String shownText(Node node) {
        if (node instanceof Labeled labeled) {
            return labeled.getText();
        }
        return node instanceof TextInputControl field ? field.getText() : null;
    }
}
