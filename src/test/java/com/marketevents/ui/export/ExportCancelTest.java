package com.marketevents.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.concurrent.DaemonThreads;
import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.EventExport;
import com.marketevents.export.ExportFormat;
import com.marketevents.export.ExportTimes;
import com.marketevents.export.ShutdownCancelsExport;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.SampleEvents;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.export.ExportViewModel.Choices;
import com.marketevents.ui.export.ExportViewModel.FieldChoice;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cancelling an export whose writing blocks (a pipe nobody reads, a hung share) until it is cancelled. */
class ExportCancelTest {
    private static final Choices CSV = new Choices(ExportFormat.CSV, FieldChoice.ALL, ExportTimes.AS_SENT);

    /** Work on a real background thread; callbacks wait in a queue the test, as the UI thread, runs. */
    private static final class BackgroundExecutor implements UiExecutor {
        final BlockingQueue<Runnable> uiThread = new LinkedBlockingQueue<>();

        @Override
        public <T> void submit(Work<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
            DaemonThreads.named("export-test").newThread(() -> {
                try {
                    T value = work.call();
                    uiThread.add(() -> onSuccess.accept(value));
                } catch (Exception | Error e) {
                    uiThread.add(() -> onFailure.accept(e));
                }
            }).start();
        }

        @Override
        public void post(Runnable action) {
            uiThread.add(action);
        }

        @Override
        public Scheduled schedule(Duration delay, Runnable action) {
            throw new UnsupportedOperationException();
        }

        void runNextOnUiThread() throws InterruptedException {
            Runnable next = uiThread.poll(10, TimeUnit.SECONDS);
            assertNotNull(next, "the background work never ended");
            next.run();
        }
    }

    @TempDir
    Path folder;

    private final BackgroundExecutor executor = new BackgroundExecutor();
    private final CountDownLatch writing = new CountDownLatch(1);
    private final List<MarketEvent> events = SampleEvents.between(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8),
            3);

    /** Shutdown hooks as the JVM would hold them, for a test to run as the JVM stops. */
    private final List<Thread> hooks = new CopyOnWriteArrayList<>();
    private final ShutdownCancelsExport.Hooks testHooks = new ShutdownCancelsExport.Hooks() {
        @Override
        public void add(Thread hook) {
            hooks.add(hook);
        }

        @Override
        public void remove(Thread hook) {
            hooks.remove(hook);
        }
    };

    /** Writes part of the file through the real atomic writer, then blocks until the export is cancelled. */
    private final ExportViewModel model = new ExportViewModel(executor, new InMemoryKeyValueStore(),
            (plan, names, choices, target, cancellation, progress) -> {
                CountDownLatch stopped = new CountDownLatch(1);
                cancellation.onCancel(stopped::countDown);
                AtomicFileWriter.write(target, out -> {
                    out.write("event_id,title\n".getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    writing.countDown();
                    try {
                        stopped.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    out.write("1,more\n".getBytes(StandardCharsets.UTF_8));
                }, cancellation);
                return new EventExport.Shortfall(0, 0, 1);
            }, folder -> { }, new ShutdownCancelsExport(testHooks));

    private List<Path> filesInFolder() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        }
    }

    @Test
    void cancelStopsABlockedExportKeepsTheEarlierFileLeavesNoTemporaryFileAndEnablesExportAgain() throws Exception {
        Path target = folder.resolve("week.csv");
        Files.writeString(target, "the earlier export");
        model.export(model.plans(List.of(), events, List.of()).preselected(), CSV, target);
        assertTrue(writing.await(10, TimeUnit.SECONDS));
        Notice running = model.noticeProperty().get();
        assertEquals("Exporting 15 events to week.csv…", running.text());
        assertEquals(List.of(Notice.Action.CANCEL), running.actions());
        assertFalse(running.dismissible(), "hiding it would leave Export off with no word why");

        model.cancel();

        assertFalse(model.busyProperty().get(), "Export is enabled again");
        assertEquals("Export cancelled; the earlier week.csv is unchanged.", model.noticeProperty().get().text());
        executor.runNextOnUiThread(); // the writing stopped, and its outcome changes nothing shown
        assertEquals("Export cancelled; the earlier week.csv is unchanged.", model.noticeProperty().get().text());
        assertEquals("the earlier export", Files.readString(target));
        assertEquals(List.of(target), filesInFolder(), "no temporary file stays");
    }

    @Test
    void theSystemStoppingTheAppMidExportCancelsItKeepsTheEarlierFileAndLeavesNoTemporaryFile() throws Exception {
        Path target = folder.resolve("big.csv");
        Files.writeString(target, "yesterday's export");
        model.export(model.plans(List.of(), events, List.of()).preselected(), CSV, target);
        assertTrue(writing.await(10, TimeUnit.SECONDS));
        assertEquals(2, filesInFolder().size(), "the export writes into a temporary file beside big.csv");
        assertEquals(1, hooks.size(), "the running export is stopped if the JVM stops");

        hooks.get(0).run(); // as the JVM runs its shutdown hooks at SIGTERM: no UI thread runs any more

        assertEquals(List.of(target), filesInFolder(), "no temporary file stays");
        assertEquals("yesterday's export", Files.readString(target));
        assertEquals(List.of(), hooks, "the hook is removed once the export ended");
    }

    @Test
    void anExportThatEndedLeavesNoShutdownHookBehindSoALongSessionAddsNone() throws Exception {
        model.export(model.plans(List.of(), events, List.of()).preselected(), CSV, folder.resolve("week.csv"));
        assertTrue(writing.await(10, TimeUnit.SECONDS));

        model.cancel();
        executor.runNextOnUiThread();

        assertEquals(List.of(), hooks);
    }

    @Test
    void aCancelledExportToANewFileSaysNothingWasWritten() throws Exception {
        Path target = folder.resolve("new.csv");
        model.export(model.plans(List.of(), events, List.of()).preselected(), CSV, target);
        assertTrue(writing.await(10, TimeUnit.SECONDS));

        model.cancel();
        executor.runNextOnUiThread();

        assertEquals("Export cancelled; nothing was written to new.csv.", model.noticeProperty().get().text());
        assertEquals(List.of(), filesInFolder());
    }

    @Test
    void askingForAnotherExportWhileOneRunsSaysSoAndClosingTheMessageIsRefused() throws Exception {
        model.export(model.plans(List.of(), events, List.of()).preselected(), CSV, folder.resolve("week.csv"));
        assertTrue(writing.await(10, TimeUnit.SECONDS));

        model.sayStillRunning();
        model.dismissNotice();

        Notice still = model.noticeProperty().get();
        assertEquals("Still exporting 15 events to week.csv; cancel it (Esc) to start another.", still.text());
        assertEquals(List.of(Notice.Action.CANCEL), still.actions());
        model.cancel();
        executor.runNextOnUiThread();
    }
}
