package com.marketevents.bench;

import com.marketevents.AppServices;
import com.marketevents.model.DateRange;
import com.marketevents.search.EventRow;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.ui.AppWindowServices;
import com.marketevents.ui.FxUiExecutor;
import com.marketevents.ui.MainWindow;
import com.marketevents.ui.events.EventsViewModel;
import com.marketevents.ui.events.Listings;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.PickResult;
import javafx.stage.Stage;

/**
 * Issue 7, the JavaFX application thread in the real window (MainWindow over AppServices and the HTTP client),
 * fed by the demo service at benchmark scale (about 100,000 events a year) in a process of its own, as a real
 * service would be. Prints figures only; never asserts.
 * Headless through Monocle with software rendering (as the tests run), so no display is needed.
 * <ul>
 *   <li>Longest stall during a full load of 2026: a probe thread posts a task to the FX thread every
 *       millisecond and records how late each one runs, from pressing Load until the rows are shown and
 *       laid out. That lateness is what a keystroke or a click would wait. A stop-the-world pause stops the
 *       probe too, so the probe also records how much longer than asked each of its own sleeps took; the longest
 *       wait is the longer of the two, both printed, with when the task that waited longest was posted, from
 *       the moment the rows were shown. Four loads, or {@code --loads N}; then how many stayed under 50 ms.
 *       Baseline, same run: the same probe with the window idle.</li>
 *   <li>Quick filter: one keystroke every 80 ms in the search field over the loaded year. Per keystroke, the
 *       FX thread's CPU time from setting the text until the next keystroke: the filter's hand-off, applying
 *       the filtered rows, and the pulses that lay them out and hand them to the renderer (the filtering itself
 *       runs in the background). Beside it, the time from setting the text until the rows are laid out.
 *       Baselines, same run: the FX thread's CPU time in 80 ms with the window idle, and the bare predicate
 *       over the same rows, no lists and no table.</li>
 *   <li>Paging down through the loaded year, each page all new rows: the FX thread's CPU time per page, from
 *       the scroll to the end of the pulse that lays the rows out.</li>
 *   <li>Sorting the loaded year by a column header (Ticker, Title, Date and time): the FX thread's time at the
 *       click and when the sorted order arrives, its longest wait meanwhile, and the time until the rows are
 *       in order.</li>
 *   <li>Memory: heap kept per loaded event by the window, everything included.</li>
 * </ul>
 */
public final class FxThreadBenchmark {
    private static final DateRange YEAR = DateRange.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 12, 31));
    private static final DateRange WEEK = DateRange.of(LocalDate.of(2026, 3, 2), LocalDate.of(2026, 3, 8));
    private static final int DEFAULT_LOADS = 4;
    private static final int FILTER_WARMUP_PASSES = 3;
    private static final int FILTER_PASSES = 10;
    private static final int SCROLL_WARMUP_PAGES = 30;
    private static final int SCROLL_PAGES = 150;
    private static final int STEP_WARMUP = 30;
    private static final int STEPS = 150;
    /** A fast typist's pace, about 12 keys a second. */
    private static final long KEYSTROKE_GAP_MS = 80;

    private static MainWindow window;

    public static void main(String[] args) throws Exception {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("headless.geometry", "1440x900-32");

        try (DemoServerProcess server = DemoServerProcess.start();
             AppServices services = new AppServices(new InMemoryKeyValueStore(), new InMemoryKeyValueStore(),
                     Map.of("MARKET_EVENTS_BASE_URL", server.baseUrl(), "MARKET_EVENTS_API_KEY", server.apiKey()));
             FxUiExecutor executor = new FxUiExecutor(4)) {
            Platform.startup(() -> {
                MainWindow.applyTheme();
                window = new MainWindow(new AppWindowServices(services), executor, Clock.systemDefaultZone());
                Stage stage = new Stage();
                stage.setWidth(1440);
                stage.setHeight(900);
                window.show(stage);
            });
            EventsViewModel events = onFx(() -> window.model().events());
            waitUntil(() -> onFx(() -> events.snapshotProperty().get() != null && !events.loadingProperty().get()));
            System.out.printf(Locale.ROOT, "JavaFX thread in the real window, headless (Monocle, software rendering), "
                    + "%d cores; data: %s from the demo service at benchmark scale over loopback, %s; JVM options %s%n%n",
                    Runtime.getRuntime().availableProcessors(), YEAR,
                    Boolean.getBoolean("bench.serviceInProcess") ? "in the window's own JVM" : "in a process of its own",
                    ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                            .filter(option -> option.startsWith("-X")).toList());

            int watchlist = optionValue(args, "--watchlist", 0);
            if (watchlist > 0) {
                useAWatchlist(events, watchlist);
            }
            if (List.of(args).contains("--selection-only")) {
                selecting(events);
                return;
            }
            if (List.of(args).contains("--steps-only")) {
                stepping(events);
                return;
            }
            stalls(events, optionValue(args, "--loads", DEFAULT_LOADS));
            if (!List.of(args).contains("--loads-only")) {
                keystrokes(events);
                scrolling(events);
                stepping(events);
                sorting(events);
                memory(events);
            }
        } finally {
            Platform.exit();
        }
    }

    // ---- stalls during a load ------------------------------------------------------------------------

    /**
     * {@code --loads N}: how many year loads to measure (more give a truer share of loads under the goal);
     * {@code --watchlist N}: the loads run with a watchlist of N listings in the quick filter, as an analyst's do.
     */
    private static int optionValue(String[] args, String option, int otherwise) {
        int at = List.of(args).indexOf(option);
        return at >= 0 && at + 1 < args.length ? Integer.parseInt(args[at + 1]) : otherwise;
    }

    /** Puts the first {@code size} listings of the week in the quick filter, as a watchlist would. */
    private static void useAWatchlist(EventsViewModel events, int size) throws Exception {
        loadAndWait(events, WEEK);
        String list = onFx(() -> String.join(", ", Listings.of(events.loadedRows().stream()
                .map(EventRow::event).toList()).stream().limit(size).toList()));
        onFx(() -> {
            events.replaceQuickFilter(list);
            return null;
        });
        System.out.printf(Locale.ROOT, "the loads below run with a watchlist of %d listings in the quick filter%n",
                list.split(", ").length);
    }

    private static void stalls(EventsViewModel events, int loads) throws Exception {
        Thread.sleep(2000); // the first load's rows painted, start-up work done
        StallProbe idle = StallProbe.start();
        Thread.sleep(1500);
        idle.stop();
        System.out.printf(Locale.ROOT, "baseline, window idle 1.5 s: longest wait %5.1f ms (FX tasks %5.1f, "
                + "probe stopped %5.1f), p99 %4.1f ms%n", idle.max(), idle.maxTaskWait(), idle.maxOversleep(),
                idle.percentile(99));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long fxThread = onFx(() -> Thread.currentThread().getId());
        List<Double> longestWaits = new ArrayList<>();
        for (int load = 1; load <= loads; load++) {
            loadAndWait(events, WEEK);
            Thread.sleep(300); // the week's rows laid out and painted, so that the probe sees the year's load only
            StallProbe probe = StallProbe.start();
            long fxCpu = threads.getThreadCpuTime(fxThread);
            long start = System.nanoTime();
            loadAndWait(events, YEAR);
            long loaded = System.nanoTime();
            Thread.sleep(300); // the pulses that lay out and paint the new rows
            probe.stop();
            double fxBusy = (threads.getThreadCpuTime(fxThread) - fxCpu) / 1e6;
            longestWaits.add(probe.max());
            System.out.printf(Locale.ROOT, "load %d of %,d events: %6.0f ms to rows shown; FX thread longest wait "
                    + "%5.1f ms (FX tasks %5.1f, the longest posted %+5.0f ms from the rows shown; probe stopped "
                    + "%5.1f), p99 %4.1f ms, %d waits over 16 ms (goal: longest < 50 ms); FX thread's CPU %5.1f ms%n",
                    load, onFx(() -> events.loadedCountProperty().get()), (loaded - start) / 1e6, probe.max(),
                    probe.maxTaskWait(), (probe.longestTaskPostedAt() - loaded) / 1e6, probe.maxOversleep(),
                    probe.percentile(99), probe.countOver(16), fxBusy);
        }
        System.out.printf(Locale.ROOT, "%d of %d loads with every wait under 50 ms; longest waits: median %.1f ms, "
                + "worst %.1f ms%n%n", longestWaits.stream().filter(wait -> wait < 50).count(), loads,
                percentile(longestWaits, 50), percentile(longestWaits, 100));
    }

    private static void loadAndWait(EventsViewModel events, DateRange range) throws Exception {
        onFx(() -> {
            events.typedRange().set(range);
            events.load();
            return null;
        });
        waitUntil(() -> onFx(() -> !events.loadingProperty().get()
                && events.snapshotProperty().get() != null && events.snapshotProperty().get().range().equals(range)));
    }

    /**
     * Posts a task to the FX thread every millisecond and records how late each runs. A stop-the-world pause
     * (a collection, a deoptimisation) stops the probe too, so a task is rarely waiting when one begins and the
     * pause would go unseen: the probe therefore also records how much longer than the millisecond it asked for
     * each of its own sleeps took. The longer of the two is what a click arriving then would wait.
     */
    private static final class StallProbe {
        private static final long SLEEP_MILLIS = 1;
        private static final long SLEEP_NANOS = TimeUnit.MILLISECONDS.toNanos(SLEEP_MILLIS);

        private final List<Double> taskWaits = Collections.synchronizedList(new ArrayList<>());
        private final List<Double> probeOversleeps = Collections.synchronizedList(new ArrayList<>());
        /** When the task that waited longest was posted (System.nanoTime), written on the FX thread only. */
        private volatile long longestTaskPostedAt;
        private volatile double longestTaskWait;
        private volatile boolean running = true;
        private Thread thread;

        static StallProbe start() {
            StallProbe probe = new StallProbe();
            probe.thread = new Thread(() -> {
                while (probe.running) {
                    long posted = System.nanoTime();
                    Platform.runLater(() -> probe.ran(posted));
                    try {
                        Thread.sleep(SLEEP_MILLIS);
                    } catch (InterruptedException e) {
                        return;
                    }
                    probe.probeOversleeps.add(Math.max(0, System.nanoTime() - posted - SLEEP_NANOS) / 1e6);
                }
            }, "stall-probe");
            probe.thread.setDaemon(true);
            probe.thread.start();
            return probe;
        }

        private void ran(long posted) {
            double wait = (System.nanoTime() - posted) / 1e6;
            taskWaits.add(wait);
            if (wait > longestTaskWait) {
                longestTaskWait = wait;
                longestTaskPostedAt = posted;
            }
        }

        long longestTaskPostedAt() {
            return longestTaskPostedAt;
        }

        void stop() throws Exception {
            running = false;
            thread.join();
            onFx(() -> null); // the last probes have run
        }

        /** The longest wait either way. */
        double max() {
            return Math.max(maxTaskWait(), maxOversleep());
        }

        double maxTaskWait() {
            return max(taskWaits);
        }

        double maxOversleep() {
            return max(probeOversleeps);
        }

        /** Over the tasks' waits and the probe's oversleeps together. */
        double percentile(int p) {
            return FxThreadBenchmark.percentile(allWaits(), p);
        }

        long countOver(double millis) {
            return allWaits().stream().filter(wait -> wait > millis).count();
        }

        private List<Double> allWaits() {
            List<Double> all = new ArrayList<>();
            synchronized (taskWaits) {
                all.addAll(taskWaits);
            }
            synchronized (probeOversleeps) {
                all.addAll(probeOversleeps);
            }
            return all;
        }

        private static double max(List<Double> waits) {
            synchronized (waits) {
                return waits.stream().mapToDouble(Double::doubleValue).max().orElse(0);
            }
        }
    }

    // ---- quick filter --------------------------------------------------------------------------------

    private static void keystrokes(EventsViewModel events) throws Exception {
        List<EventRow> rows = onFx(() -> List.copyOf(events.loadedRows()));
        EventRow middle = rows.get(rows.size() / 2);
        String ticker = middle.event().ticker() == null ? "msft" : middle.event().ticker();
        List<String> typed = new ArrayList<>();
        typed.addAll(typing("acme"));
        typed.addAll(typing(ticker));
        typed.addAll(typing("q3 2026"));
        Typist typist = Typist.on(events, rows);

        List<Double> idle = typist.idleWindows(40);
        Typist.Figures plain = typist.type(typed);
        System.out.printf(Locale.ROOT, "quick filter over %,d rows, %d keystrokes measured, one every %d ms (%s):%n",
                rows.size(), plain.uiThread().size(), KEYSTROKE_GAP_MS, typed);
        plain.print();
        System.out.println("  baseline, UI thread time in " + KEYSTROKE_GAP_MS + " ms with the window idle: "
                + spread(idle));

        // As an analyst works: an event selected in the table, and typing its ticker, which keeps it shown.
        onFx(() -> {
            window.table().getSelectionModel().select(middle);
            return null;
        });
        List<String> ownTicker = typing(ticker.toLowerCase(Locale.ROOT));
        Typist.Figures selected = typist.type(ownTicker);
        System.out.printf(Locale.ROOT, "the same with %s selected, typing its ticker (%s):%n", ticker, ownTicker);
        selected.print();
        System.out.println();
    }

    /** Types in the quick filter, one keystroke every {@link #KEYSTROKE_GAP_MS}, and measures each one. */
    private static final class Typist {
        private final TextField field;
        private final List<EventRow> rows;
        private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        private final long fxThread;
        /** The end of the first layout pulse after the table's rows changed (painting aside). */
        private final AtomicLong shownAt = new AtomicLong();

        private Typist(TextField field, List<EventRow> rows, long fxThread) {
            this.field = field;
            this.rows = rows;
            this.fxThread = fxThread;
        }

        static Typist on(EventsViewModel events, List<EventRow> rows) throws Exception {
            TextField field = onFx(() -> (TextField) window.table().getScene().lookup("#quick-filter"));
            Typist typist = new Typist(field, rows, onFx(() -> Thread.currentThread().getId()));
            AtomicBoolean rowsChanged = new AtomicBoolean();
            onFx(() -> {
                events.rows().addListener((ListChangeListener<EventRow>) change -> rowsChanged.set(true));
                window.table().getScene().addPostLayoutPulseListener(() -> {
                    if (rowsChanged.getAndSet(false)) {
                        typist.shownAt.set(System.nanoTime());
                    }
                });
                return null;
            });
            return typist;
        }

        /** The FX thread's CPU time in each of {@code count} windows of one keystroke's length, untouched. */
        List<Double> idleWindows(int count) throws InterruptedException {
            List<Double> idle = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                long cpu = threads.getThreadCpuTime(fxThread);
                Thread.sleep(KEYSTROKE_GAP_MS);
                idle.add((threads.getThreadCpuTime(fxThread) - cpu) / 1e6);
            }
            return idle;
        }

        Figures type(List<String> typed) throws Exception {
            Figures figures = new Figures(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
            long sink = 0;
            for (int pass = -FILTER_WARMUP_PASSES; pass < FILTER_PASSES; pass++) {
                long matchedBefore = rows.size();
                String before = "";
                for (String text : typed) {
                    String query = text.strip().toLowerCase(Locale.ROOT);
                    long bareStart = System.nanoTime();
                    long matched = rows.stream().filter(row -> row.matches(query)).count();
                    double bareMillis = (System.nanoTime() - bareStart) / 1e6;
                    // A letter that keeps the same rows ("acme" after "acm", both matching none) changes nothing to
                    // lay out: its time on the UI thread counts, its wait for new rows cannot.
                    boolean rowsChange = matched != matchedBefore || (!text.startsWith(before) && matched > 0);
                    matchedBefore = matched;
                    before = text;
                    shownAt.set(0);
                    long cpu = threads.getThreadCpuTime(fxThread);
                    long start = System.nanoTime();
                    onFx(() -> {
                        field.setText(text);
                        return null;
                    });
                    long deadline = start + TimeUnit.SECONDS.toNanos(5);
                    while (rowsChange && shownAt.get() == 0 && System.nanoTime() < deadline) {
                        Thread.sleep(1);
                    }
                    long shown = shownAt.get();
                    Thread.sleep(Math.max(0, KEYSTROKE_GAP_MS - (System.nanoTime() - start) / 1_000_000));
                    double uiMillis = (threads.getThreadCpuTime(fxThread) - cpu) / 1e6;
                    sink += matched;
                    if (pass >= 0) {
                        if (rowsChange && shown == 0) {
                            throw new IllegalStateException("the rows for \"" + text + "\" were not shown within 5 s");
                        }
                        figures.uiThread().add(uiMillis);
                        if (rowsChange) {
                            figures.latency().add((shown - start) / 1e6);
                        }
                        figures.bare().add(bareMillis);
                    }
                }
                onFx(() -> {
                    field.setText("");
                    return null;
                });
                Thread.sleep(200);
            }
            if (sink == 42) {
                System.out.println();
            }
            return figures;
        }

        record Figures(List<Double> uiThread, List<Double> latency, List<Double> bare) {
            void print() {
                System.out.println("  UI thread time per keystroke (text set, filtered rows applied, pulses that lay"
                        + " them out and hand them to the renderer): " + spread(uiThread) + " (goal p95 < 16 ms)");
                System.out.println("  keystroke to rows laid out (background filtering and the wait for a pulse"
                        + " included): " + spread(latency));
                System.out.println("  baseline, bare predicate over the same rows: " + spread(bare));
            }
        }
    }

    private static String spread(List<Double> millis) {
        return String.format(Locale.ROOT, "median %5.2f ms, p95 %5.2f ms, max %6.2f ms", percentile(millis, 50),
                percentile(millis, 95), percentile(millis, 100));
    }

    private static List<String> typing(String word) {
        List<String> prefixes = new ArrayList<>();
        for (int i = 1; i <= word.length(); i++) {
            prefixes.add(word.substring(0, i));
        }
        return prefixes;
    }

    // ---- scrolling -----------------------------------------------------------------------------------

    /**
     * Pages down through the loaded year, each page's rows all new to the table (what a load, a filter or a
     * sort also does to the rows in sight): the FX thread's CPU time from the scroll to the end of the pulse
     * that lays the new rows out, painting aside.
     */
    private static void scrolling(EventsViewModel events) throws Exception {
        int rows = onFx(() -> events.rows().size());
        int page = onFx(() -> (int) (window.table().getHeight() / window.table().getFixedCellSize()) + 1);
        List<Double> perPage = cpuUntilLaidOut(SCROLL_WARMUP_PAGES, SCROLL_PAGES,
                i -> window.table().scrollTo((SCROLL_WARMUP_PAGES + i) * page % rows));
        System.out.printf(Locale.ROOT, "page down through %,d rows, %d pages of %d new rows: FX thread CPU per page "
                + "(scroll and the pulse that lays the rows out): %s%n", rows, perPage.size(), page, spread(perPage));
    }

    /**
     * Steps the selection down one row at a time, as the arrow key does, with the Details pane in sight: the FX
     * thread's CPU time per step from the selection's change to the end of the pulse that lays out the table and
     * the pane, which shows the new row's fields.
     */
    private static void stepping(EventsViewModel events) throws Exception {
        boolean detailsInSight = onFx(() -> window.stage().getScene().lookup("#event-detail").isVisible()
                && window.stage().getScene().lookup("#event-detail").getParent().isVisible());
        if (!detailsInSight) {
            System.out.println("the selection moved down: not measured, the Details pane is not in sight");
            return;
        }
        List<Double> perStep = cpuUntilLaidOut(STEP_WARMUP, STEPS, i -> {
            window.table().getSelectionModel().clearAndSelect(STEP_WARMUP + i);
            window.table().scrollTo(Math.max(0, STEP_WARMUP + i - 10));
        });
        System.out.printf(Locale.ROOT, "the selection moved down one row at a time, Details in sight, %d steps: FX "
                + "thread CPU per step (the selection, Details and the pulse that lays them out): %s%n",
                perStep.size(), spread(perStep));
    }

    /**
     * Runs {@code change} on the FX thread once per step and returns, for the steps after the warm-up, the FX
     * thread's CPU time from the change to the end of the layout pulse that follows it, painting aside.
     */
    private static List<Double> cpuUntilLaidOut(int warmup, int steps, java.util.function.IntConsumer change)
            throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        AtomicReference<CompletableFuture<Long>> awaited = new AtomicReference<>();
        Runnable listener = () -> {
            CompletableFuture<Long> pulse = awaited.getAndSet(null);
            if (pulse != null) {
                pulse.complete(threads.getCurrentThreadCpuTime());
            }
        };
        onFx(() -> {
            window.table().getScene().addPostLayoutPulseListener(listener);
            return null;
        });
        List<Double> measured = new ArrayList<>();
        for (int i = -warmup; i < steps; i++) {
            int step = i;
            CompletableFuture<Long> laidOut = new CompletableFuture<>();
            long before = onFx(() -> {
                awaited.set(laidOut);
                long cpu = threads.getCurrentThreadCpuTime();
                change.accept(step);
                return cpu;
            });
            double millis = (laidOut.get(1, TimeUnit.MINUTES) - before) / 1e6;
            if (i >= 0) {
                measured.add(millis);
            }
            Thread.sleep(40); // the step painted
        }
        onFx(() -> {
            window.table().getScene().removePostLayoutPulseListener(listener);
            return null;
        });
        return measured;
    }

    // ---- sorting -------------------------------------------------------------------------------------

    private static void sorting(EventsViewModel events) throws Exception {
        int rows = onFx(() -> events.rows().size());
        for (String header : List.of("Ticker", "Title", "Date and time")) {
            for (int round = 1; round <= 3; round++) {
                CompletableFuture<Long> reordered = new CompletableFuture<>();
                ListChangeListener<EventRow> listener = change -> {
                    while (change.next()) {
                        if (change.wasPermutated()) {
                            reordered.complete(System.nanoTime());
                        }
                    }
                };
                onFx(() -> {
                    events.rows().addListener(listener);
                    return null;
                });
                StallProbe probe = StallProbe.start();
                long start = System.nanoTime();
                double clickMillis = onFx(() -> {
                    TableColumn<EventRow, ?> column = window.table().getColumns().stream()
                            .filter(c -> c.getText().equals(header)).findFirst().orElseThrow();
                    long clicked = System.nanoTime();
                    window.table().getSortOrder().setAll(List.of(column));
                    window.table().getScene().getRoot().applyCss();
                    window.table().getScene().getRoot().layout();
                    return (System.nanoTime() - clicked) / 1e6;
                });
                long inOrder = reordered.get(1, TimeUnit.MINUTES);
                double applyMillis = onFx(() -> {
                    long applied = System.nanoTime();
                    window.table().getScene().getRoot().applyCss();
                    window.table().getScene().getRoot().layout();
                    return (System.nanoTime() - applied) / 1e6;
                });
                Thread.sleep(100);
                probe.stop();
                System.out.printf(Locale.ROOT, "sort %,d rows by %-13s round %d: rows in order after %6.1f ms "
                        + "(sorted in the background); FX thread: click %4.1f ms, table update %4.1f ms, longest wait "
                        + "%5.1f ms%n", rows, header, round, (inOrder - start) / 1e6, clickMillis, applyMillis,
                        probe.max());
                onFx(() -> {
                    events.rows().removeListener(listener);
                    window.table().getSortOrder().clear();
                    return null;
                });
                Thread.sleep(300);
            }
        }
    }

    // ---- a year's rows selected ----------------------------------------------------------------------

    /**
     * What the FX thread does when every row of a year is selected (Ctrl+A): the selection itself, the table's
     * menu opening (it counts the selected listings up to its limit, and offers "Show only" no further), a sort and
     * back, a quick filter typed over the selection, and a click on a row or Down, each of which replaces the
     * selection with one row. Each step is timed on the FX thread, and a probe gives the longest wait until the rows
     * it changes are shown.
     */
    private static void selecting(EventsViewModel events) throws Exception {
        loadAndWait(events, YEAR);
        int rows = onFx(() -> events.rows().size());
        ContextMenu menu = window.table().getContextMenu();
        MenuItem showOnly = menu.getItems().stream()
                .filter(item -> "table-menu-show-listing".equals(item.getId())).findFirst().orElseThrow();
        for (int round = 1; round <= 3; round++) {
            System.out.printf(Locale.ROOT, "round %d, %,d rows:%n", round, rows);
            step("select all", () -> window.table().getSelectionModel().selectAll(), false);
            step("open the table's menu", () -> menu.show(window.table(), 200, 200), false);
            System.out.printf(Locale.ROOT, "    the menu offers \"%s\"%s%n", onFx(showOnly::getText),
                    onFx(showOnly::isDisable) ? ", disabled" : "");
            step("close the menu", menu::hide, false);
            step("sort by ticker", () -> window.table().getSortOrder().setAll(List.of(window.table().getColumns()
                    .stream().filter(column -> column.getText().equals("Ticker")).findFirst().orElseThrow())), true);
            step("sort as loaded", () -> window.table().getSortOrder().clear(), true);
            step("type \"bank\" in the quick filter", () -> events.quickFilterProperty().set("bank"), true);
            step("clear the quick filter", () -> events.quickFilterProperty().set(""), true);
            step("select all again", () -> window.table().getSelectionModel().selectAll(), false);
            step("click a row", () -> window.table().lookupAll(".table-row-cell").stream()
                    .filter(row -> ((TableRow<?>) row).getItem() != null).findFirst()
                    .ifPresent(row -> Event.fireEvent(row, primaryPress(row))), false);
            step("select all again", () -> window.table().getSelectionModel().selectAll(), false);
            step("press Down", () -> Event.fireEvent(window.table(), new KeyEvent(KeyEvent.KEY_PRESSED, "", "",
                    KeyCode.DOWN, false, false, false, false)), false);
            System.out.printf(Locale.ROOT, "    %,d rows selected after it%n",
                    onFx(() -> window.table().getSelectionModel().getSelectedIndices().size()));
        }
    }

    /** Runs {@code action} on the FX thread; reports its time there and the longest wait until the rows change. */
    private static void step(String name, Runnable action, boolean changesRows) throws Exception {
        Thread.sleep(300);
        CompletableFuture<Long> changed = new CompletableFuture<>();
        ListChangeListener<EventRow> listener = change -> changed.complete(System.nanoTime());
        EventsViewModel events = onFx(() -> window.model().events());
        onFx(() -> {
            events.rows().addListener(listener);
            return null;
        });
        StallProbe probe = StallProbe.start();
        long start = System.nanoTime();
        double onFxThread = timedOnFx(action);
        String rowsShown = "";
        if (changesRows) {
            rowsShown = String.format(Locale.ROOT, ", rows shown after %7.1f ms",
                    (changed.get(2, TimeUnit.MINUTES) - start) / 1e6);
        }
        Thread.sleep(300);
        probe.stop();
        onFx(() -> {
            events.rows().removeListener(listener);
            return null;
        });
        System.out.printf(Locale.ROOT, "    %-36s FX thread %7.1f ms%s, longest wait %7.1f ms%n", name, onFxThread,
                rowsShown, probe.max());
    }

    private static MouseEvent primaryPress(Node row) {
        Bounds bounds = row.localToScene(row.getBoundsInLocal());
        double x = bounds.getMinX() + 40;
        double y = bounds.getCenterY();
        return new MouseEvent(MouseEvent.MOUSE_PRESSED, x, y, x, y, MouseButton.PRIMARY, 1, false, false, false,
                false, true, false, false, true, false, false, new PickResult(row, x, y));
    }

    private static double timedOnFx(Runnable work) throws Exception {
        return onFx(() -> {
            long start = System.nanoTime();
            work.run();
            return (System.nanoTime() - start) / 1e6;
        });
    }

    // ---- memory --------------------------------------------------------------------------------------

    /**
     * Heap the window keeps per loaded event, everything included (events, table rows and their search
     * keys, the lists behind the table): used heap after full collections with the year shown, then with
     * a week shown instead; the difference over the difference in rows.
     */
    private static void memory(EventsViewModel events) throws Exception {
        loadAndWait(events, YEAR);
        int yearRows = onFx(() -> events.loadedRows().size());
        long withYear = Measures.usedAfterGc();
        loadAndWait(events, WEEK);
        int weekRows = onFx(() -> events.loadedRows().size());
        long withWeek = Measures.usedAfterGc();
        System.out.printf(Locale.ROOT, "%nmemory in the window: used heap %,d B with %,d rows shown, %,d B with %,d; "
                + "%.0f retained bytes per loaded event, all included (goal <= 400)%n", withYear, yearRows, withWeek,
                weekRows, (double) (withYear - withWeek) / (yearRows - weekRows));
    }

    // ---- helpers -------------------------------------------------------------------------------------

    private static <T> T onFx(Callable<T> work) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        return result.get(2, TimeUnit.MINUTES);
    }

    private interface Check {
        boolean holds() throws Exception;
    }

    private static void waitUntil(Check check) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!check.holds()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the window did not get there in 2 minutes");
            }
            Thread.sleep(5);
        }
    }

    private static double percentile(List<Double> values, int p) {
        if (values.isEmpty()) {
            return 0;
        }
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    private FxThreadBenchmark() {
    }
}
