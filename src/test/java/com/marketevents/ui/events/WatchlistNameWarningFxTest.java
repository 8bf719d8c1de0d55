package com.marketevents.ui.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.ui.WindowFixture;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Saving the quick filter under the name of a long watchlist: the warning of what it replaces is read whole. */
@ExtendWith(ApplicationExtension.class)
class WatchlistNameWarningFxTest {
    private static final String COVERAGE = IntStream.range(0, 5000).mapToObj(i -> String.format("%04d:HK", 1000 + i))
            .collect(Collectors.joining(", "));

    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @Start
    void start(Stage stage) {
        fixture.watchlists.put("events.watchlists", "Coverage\n" + COVERAGE + "\nTech\nMSFT:US, AAPL:US");
        fixture.windowState.put("events.filter.quick", "JPM:US, BAC:US");
        fixture.show(stage);
    }

    @Test
    void theWarningThatANameReplacesALongWatchlistIsShownWholeAndTheNameFieldKeepsItsWidth(FxRobot robot) {
        robot.clickOn("#quick-filter").push(KeyCode.DOWN);
        WindowFixture.waitUntil(() -> filterMenu().isPresent());
        ContextMenu menu = filterMenu().orElseThrow();
        MenuItem save = menu.getItems().stream().filter(item -> "_Save as watchlist…".equals(item.getText()))
                .findFirst().orElseThrow();
        Platform.runLater(() -> {
            menu.hide();
            save.fire();
        });
        WindowFixture.waitUntil(() -> robot.lookup("#watchlist-name").tryQuery().map(Node::isFocused).orElse(false));
        TextField name = robot.lookup("#watchlist-name").queryAs(TextField.class);
        double fieldWidth = WindowFixture.onFx(name::getWidth);

        robot.clickOn("#watchlist-name").write("coverage");
        WaitForAsyncUtils.waitForFxEvents();

        Label message = robot.lookup("#watchlist-name-message").queryAs(Label.class);
        assertTrue(message.getText().startsWith("Replaces the watchlist “Coverage” (1000:HK, 1001:HK, "),
                message.getText());
        Node pane = robot.lookup("#watchlist-name-dialog").query();
        Bounds paneBounds = WindowFixture.onFx(() -> pane.localToScene(pane.getLayoutBounds()));
        Bounds messageBounds = WindowFixture.onFx(() -> message.localToScene(message.getLayoutBounds()));
        double height = WindowFixture.onFx(message::getHeight);
        double linesTake = WindowFixture.onFx(() -> message.prefHeight(message.getWidth()));
        assertTrue(height >= linesTake - 0.5, "the warning " + height + " px tall, of the " + linesTake
                + " its lines take");
        assertTrue(messageBounds.getMaxY() <= paneBounds.getMaxY() && messageBounds.getMaxY()
                <= pane.getScene().getHeight(), "the warning ends at " + messageBounds.getMaxY()
                + ", in the dialog of " + pane.getScene().getHeight());
        assertTrue(robot.lookup(".dialog-middle .scroll-bar").queryAllAs(ScrollBar.class).stream()
                .noneMatch(Node::isVisible), "a scroll bar beside the name");
        assertEquals(fieldWidth, WindowFixture.onFx(name::getWidth), 0.5, "the name field's width");
        System.out.println("Warning shown: " + message.getText());
        robot.push(KeyCode.ESCAPE);
    }

    private static Optional<ContextMenu> filterMenu() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .map(ContextMenu.class::cast).filter(menu -> "recent-filters".equals(menu.getId())).findFirst();
    }
}
