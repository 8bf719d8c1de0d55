package com.marketevents.ui;

import com.marketevents.api.ApiException;
import com.marketevents.search.EventRow;
import com.marketevents.settings.InMemoryKeyValueStore;
import java.time.Clock;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The main window on a fake service with its own in-memory stores, for TestFX tests. */
public final class WindowFixture implements WindowUnderTest {
    public final FakeMarketEventsApi api = new FakeMarketEventsApi(Clock.systemUTC());
    public final InMemoryKeyValueStore windowState;
    public final InMemoryKeyValueStore watchlists = new InMemoryKeyValueStore();
    public final FakeWindowServices services;
    public final FxUiExecutor executor = new FxUiExecutor(2);
    public MainWindow window;
    private Clock clock = Clock.systemDefaultZone();

    public WindowFixture() {
        this(new InMemoryKeyValueStore());
    }

    public WindowFixture(InMemoryKeyValueStore windowState) {
        this.windowState = windowState;
        this.services = new FakeWindowServices(api, windowState, watchlists);
    }

    /** The window's clock from now on (this computer's by default); call before {@link #show}. */
    public WindowFixture at(Clock windowClock) {
        clock = windowClock;
        return this;
    }

    @Override
    public void show(Stage stage) {
        MainWindow.applyTheme();
        window = new MainWindow(services, executor, clock);
        window.show(stage);
    }

    /** Closes the window as a user would (state saved, timers stopped) and stops the background threads. */
    @Override
    public void close() throws TimeoutException {
        WaitForAsyncUtils.asyncFx(() -> window.stage().close());
        WaitForAsyncUtils.waitForFxEvents();
        api.openGate();
        executor.close();
    }

    @Override
    public boolean isShown() {
        return window != null;
    }

    /** The stage the window shows on. */
    public Stage stage() {
        return window.stage();
    }

    /** Every call fails with {@code kind}, with a message like the real api's own. */
    public void failEverything(ApiException.Kind kind) {
        api.failEverything(new ApiException(kind, kind == ApiException.Kind.NETWORK
                ? "The service at events.example.com could not be reached: connection refused."
                : "The request failed."));
    }

    /** The window's events table. */
    @SuppressWarnings("unchecked")
    public static TableView<EventRow> eventsTable(FxRobot robot) {
        return robot.lookup("#events-table").queryAs(TableView.class);
    }

    /** The events table's column of id {@code id} ("col-ticker"). */
    public static TableColumn<EventRow, ?> column(FxRobot robot, String id) {
        return eventsTable(robot).getColumns().stream().filter(column -> id.equals(column.getId())).findFirst()
                .orElseThrow();
    }

    /** The heading of the events table's column of id {@code columnId}, as drawn. */
    public static Node heading(FxRobot robot, String columnId) {
        return robot.lookup("#events-table .column-header").queryAll().stream()
                .filter(node -> columnId.equals(node.getId())).findFirst().orElseThrow();
    }

    /** Replaces the text of the field {@code query} by typing {@code text}, as a user would after selecting it all. */
    public static void typeInto(FxRobot robot, String query, String text) {
        robot.clickOn(query);
        robot.interact(() -> robot.lookup(query).queryAs(TextField.class).selectAll());
        robot.write(text);
    }

    /** Types the range into the date fields, presses Load and waits until the table holds {@code rows} rows. */
    public static void loadRange(FxRobot robot, String from, String to, int rows) {
        typeInto(robot, "#range-from", from);
        typeInto(robot, "#range-to", to);
        robot.clickOn("#load-button");
        waitUntil(() -> eventsTable(robot).getItems().size() == rows);
    }

    /**
     * Sets {@code root}'s type to {@code fontSize} px, so that its dialog asks for more height than the test's screen
     * has (as on a small screen at a UI scale), and waits until it has been laid out so.
     */
    public static void makeTallerThanTheScreen(FxRobot robot, Parent root, int fontSize) {
        Scene scene = root.getScene();
        robot.interact(() -> root.setStyle("-fx-font-size: " + fontSize + "px;"));
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> root.prefHeight(scene.getWidth()) > Screen.getPrimary().getVisualBounds().getHeight());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits (without sleeping) until {@code condition} holds, checked on the FX thread. */
    public static void waitUntil(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                    condition::getAsBoolean).get());
        } catch (TimeoutException e) {
            throw new AssertionError("The window did not reach the expected state in time", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * What {@code read} reads of the live scene graph (bounds, sizes, layout, skin nodes), read on the FX thread:
     * JavaFX computes and caches bounds lazily, and a read from the test's thread while a pulse lays out the window
     * breaks that cache ("Index -1" in Parent.updateCachedBounds). Assert on the answer, outside {@code read}.
     */
    public static <T> T onFx(Supplier<T> read) {
        if (Platform.isFxApplicationThread()) {
            return read.get();
        }
        // Not asyncFx: it also keeps a failed read's exception to throw again at the next waitForFxEvents.
        FutureTask<T> task = new FutureTask<>(read::get);
        Platform.runLater(task);
        try {
            return task.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError("The FX thread did not answer in time", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Where {@code node} is drawn in its scene, read on the FX thread. */
    public static Bounds sceneBounds(Node node) {
        return onFx(() -> node.localToScene(node.getBoundsInLocal()));
    }

    /** Whether {@code region} is at least as wide as it asks to be (its text not cut), read on the FX thread. */
    public static boolean hasItsPreferredWidth(Region region) {
        return onFx(() -> region.getWidth() >= region.prefWidth(-1) - 0.5);
    }

    /** True when the node exists and it and all its parents are visible. */
    public static boolean shown(FxRobot robot, String query) {
        Node node = robot.lookup(query).tryQuery().orElse(null);
        if (node == null || node.getScene() == null) {
            return false;
        }
        for (Node each = node; each != null; each = each.getParent()) {
            if (!each.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
