package com.marketevents.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.EventExport;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.WindowFixture;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Quitting (Ctrl+Q, File ▸ Quit, the window's close button) while an export runs asks first. */
@ExtendWith(ApplicationExtension.class)
class QuitWhileExportingFxTest {
    @RegisterExtension
    final WindowFixture fixture = new WindowFixture();

    @TempDir
    Path folder;

    private final CountDownLatch writing = new CountDownLatch(1);
    /** Lets the held writer go on, when the export is cancelled or the test lets it finish. */
    private final CountDownLatch goOn = new CountDownLatch(1);
    private ExportViewModel model;

    /**
     * Writes part of the file through the real atomic writer, says 1 of 3 rows are written, then waits until it is
     * cancelled or let go on.
     */
    private final ExportViewModel.FileWriting heldMidWay = (plan, names, choices, target, cancellation, progress) -> {
        cancellation.onCancel(goOn::countDown);
        AtomicFileWriter.write(target, out -> {
            out.write("event_id,title\n1,first\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            progress.rowsWritten(1, 3);
            writing.countDown();
            try {
                goOn.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            out.write("2,more\n".getBytes(StandardCharsets.UTF_8));
        }, cancellation);
        return new EventExport.Shortfall(0, 0, 3);
    };

    private static MarketEvent event(long id, String ticker, String date) {
        return new MarketEvent(id, 1L, ticker, ticker.split(":")[0], null, ticker, "XNAS", "US000000000" + id,
                ticker + " Earnings Call", "earnings", EventTime.parse(date), 2024, "published", "active", null, null);
    }

    @Start
    void start(Stage stage) {
        fixture.api.withEvents(range -> range.from().toString().equals("2024-11-04") ? List.of(
                event(1, "MSFT:US", "2024-11-04T17:30:00-05:00"),
                event(2, "AAPL:US", "2024-11-05T16:30:00-05:00"),
                event(3, "ZM:US", "2024-11-06T09:00:00-05:00"))
                : List.of());
        fixture.services.setDemo(false);
        fixture.show(stage);
        model = new ExportViewModel(fixture.executor, new InMemoryKeyValueStore(), heldMidWay, opened -> { });
        ExportActions.install(fixture.window, model, ExportDialog::ask,
                (owner, format, lastFolder, name) -> Optional.of(folder.resolve("big.csv")));
    }

    /** Starts an export over an earlier big.csv and waits until its writer is held mid-way. */
    private Path exportHeldMidWay(FxRobot robot) throws Exception {
        Path target = folder.resolve("big.csv");
        Files.writeString(target, "yesterday's export");
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);
        robot.clickOn("#export-button");
        WindowFixture.waitUntil(() -> robot.lookup("#export-dialog").tryQuery().isPresent());
        robot.clickOn("#export-format-csv");
        robot.clickOn("#export-choose-file");
        assertTrue(writing.await(10, TimeUnit.SECONDS), "the export started");
        WindowFixture.waitUntil(() -> "Exporting 1 of 3 events to big.csv…"
                .equals(robot.lookup("#export-notice-text").queryAs(Label.class).getText()));
        return target;
    }

    private void assertAsked(FxRobot robot) {
        WindowFixture.waitUntil(() -> robot.lookup("#quit-while-exporting-prompt").tryQuery().isPresent());
        assertEquals("An export to big.csv is still running (1 of 3 events written).",
                robot.lookup("#quit-while-exporting-heading").queryAs(Label.class).getText());
        assertEquals("Stopping it to quit keeps the earlier big.csv as it was.",
                robot.lookup("#quit-while-exporting-sentence").queryAs(Label.class).getText());
    }

    private List<Path> filesInFolder() throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    @Test
    void ctrlQWhileAnExportRunsAsksAndKeepExportingKeepsTheWindowAndTheExport(FxRobot robot) throws Exception {
        exportHeldMidWay(robot);

        robot.press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q, KeyCode.CONTROL);

        assertAsked(robot);
        robot.clickOn("Keep exporting");
        WindowFixture.waitUntil(() -> robot.lookup("#quit-while-exporting-prompt").tryQuery().isEmpty());
        assertTrue(fixture.stage().isShowing(), "the window stays open");
        assertTrue(model.busyProperty().get(), "the export goes on");
        assertEquals("Exporting 1 of 3 events to big.csv…",
                robot.lookup("#export-notice-text").queryAs(Label.class).getText());

        robot.press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q, KeyCode.CONTROL);
        assertAsked(robot);
        robot.type(KeyCode.ESCAPE);
        WindowFixture.waitUntil(() -> robot.lookup("#quit-while-exporting-prompt").tryQuery().isEmpty());
        assertTrue(fixture.stage().isShowing(), "Esc keeps exporting too");
        assertTrue(model.busyProperty().get());
        robot.interact(model::cancel);
    }

    @Test
    void theCloseButtonWhileAnExportRunsAsksAndStopTheExportAndQuitKeepsTheEarlierFileAndNoTemporaryFile(
            FxRobot robot) throws Exception {
        Path target = exportHeldMidWay(robot);

        // As the window's close button does; the question it opens waits, so the test does not wait for it.
        WaitForAsyncUtils.asyncFx(() -> fixture.stage().fireEvent(new WindowEvent(fixture.stage(),
                WindowEvent.WINDOW_CLOSE_REQUEST)));

        assertAsked(robot);
        robot.clickOn("Stop the export and quit");
        WindowFixture.waitUntil(() -> !fixture.stage().isShowing());
        assertFalse(model.busyProperty().get(), "the export was stopped");
        WindowFixture.waitUntil(() -> {
            try {
                return filesInFolder().equals(List.of(target));
            } catch (Exception e) {
                return false;
            }
        });
        assertEquals("yesterday's export", Files.readString(target), "the earlier file is unchanged");
    }

    @Test
    void anExportThatEndsWhileTheQuestionIsOpenClosesItAndTheWindowQuitsWithTheNewFileInPlace(FxRobot robot)
            throws Exception {
        Path target = exportHeldMidWay(robot);
        robot.press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q, KeyCode.CONTROL);
        assertAsked(robot);

        goOn.countDown();

        WindowFixture.waitUntil(() -> !fixture.stage().isShowing());
        assertTrue(robot.lookup("#quit-while-exporting-prompt").tryQuery().isEmpty(), "the question closed");
        assertEquals("event_id,title\n1,first\n2,more\n", Files.readString(target));
    }

    @Test
    void withNoExportRunningCtrlQQuitsWithoutAsking(FxRobot robot) {
        WindowFixture.loadRange(robot, "2024-11-04", "2024-11-08", 3);

        robot.press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q, KeyCode.CONTROL);

        WindowFixture.waitUntil(() -> !fixture.stage().isShowing());
        assertTrue(robot.lookup("#quit-while-exporting-prompt").tryQuery().isEmpty());
    }
}
