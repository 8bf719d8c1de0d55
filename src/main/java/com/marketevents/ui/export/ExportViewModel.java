package com.marketevents.ui.export;

import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.EventExport;
import com.marketevents.export.ExportCancellation;
import com.marketevents.export.ExportCancelledException;
import com.marketevents.export.ExportErrors;
import com.marketevents.export.ExportFormat;
import com.marketevents.export.ExportProgress;
import com.marketevents.export.ExportTimes;
import com.marketevents.export.ExportTitle;
import com.marketevents.export.FileNames;
import com.marketevents.export.HtmlTableFormatter;
import com.marketevents.export.ReadOnlyFile;
import com.marketevents.export.ShutdownCancelsExport;
import com.marketevents.export.TsvFormatter;
import com.marketevents.export.TypedExtension;
import com.marketevents.export.WithoutByteOrderMark;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.events.IncompleteText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Export and copy logic for the window, without controls: which rows (what the filters show, or the selection
 * among them), which fields, the remembered folder and choices, and the atomic write on the {@link UiExecutor}, which
 * {@link #cancel()} stops and whose progress the writer posts to the UI thread. Call from the UI thread.
 */
public final class ExportViewModel {
    static final String KEY_FOLDER = "export.folder";
    static final String KEY_FORMAT = "export.format";
    static final String KEY_FIELDS = "export.fields";
    static final String KEY_TIMES = "export.times";

    /** Which fields a CSV, Excel or JSON export carries; the calendar format has its own. */
    public enum FieldChoice {
        ALL("All " + MarketEvent.FIELD_NAMES.size() + " fields, and has_unknown_time"),
        VISIBLE("Only the visible columns, in their current order");

        private final String label;

        FieldChoice(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** Where the rows of an export come from. */
    public enum Rows {
        /** Nothing is selected: every row the filters show. */
        SHOWN_NOTHING_SELECTED,
        /** Every row the filters show is selected (Ctrl+A). */
        EVERY_ROW_SELECTED,
        /** The selected rows, some of those shown. */
        SELECTED,
        /** Every row the filters show, rather than the few selected. */
        SHOWN
    }

    /**
     * The rows an export takes, snapshotted when the user asks, the visible columns at that moment, the dates
     * of the loaded range whose events the rows may lack, what the rows are, in words ({@link ExportTitle}),
     * which names a calendar export, whether they are the built-in demo service's made-up events, and whether a
     * filter other than the watchlist in use left rows out.
     */
    public record Plan(List<MarketEvent> events, Rows rows, List<String> visibleFieldNames,
            IncompleteDates incomplete, String title, boolean demo, boolean filtered) {
        public Plan {
            events = List.copyOf(events);
            visibleFieldNames = List.copyOf(visibleFieldNames);
        }

        public Plan(List<MarketEvent> events, Rows rows, List<String> visibleFieldNames,
                IncompleteDates incomplete) {
            this(events, rows, visibleFieldNames, incomplete, ExportTitle.PLAIN, false, false);
        }

        public boolean fromSelection() {
            return rows == Rows.SELECTED || rows == Rows.EVERY_ROW_SELECTED;
        }

        /** The same rows, called {@code title}. */
        public Plan titled(String title) {
            return new Plan(events, rows, visibleFieldNames, incomplete, title, demo, filtered);
        }

        /** The same rows, marked as the demo service's. */
        Plan fromDemo() {
            return new Plan(events, rows, visibleFieldNames, incomplete, title, true, filtered);
        }

        /** The same rows, marked as narrowed by a filter other than the watchlist in use. */
        Plan fromFilteredRows() {
            return new Plan(events, rows, visibleFieldNames, incomplete, title, demo, true);
        }

        /**
         * A sentence for the dialog: which rows and how many; that they are not real, when the demo service made
         * them up; then, when the rows lack dates, which could not be loaded and which the service may have cut, as
         * {@link IncompleteText} words them.
         */
        public String description() {
            if (events.isEmpty()) {
                return "No events are shown now: there is nothing to export.";
            }
            String count = ExportViewModel.count(events.size());
            String all = events.size() == 1 ? "the " : "all "; // "all 1 event" reads wrong
            String which = switch (rows) {
                case SHOWN_NOTHING_SELECTED -> "Nothing is selected, so this exports " + all + count
                        + " the filters show.";
                case EVERY_ROW_SELECTED, SELECTED -> "Exports the " + count + " you selected.";
                case SHOWN -> "Exports " + all + count + " the filters show.";
            };
            if (demo) {
                which += " They are made-up events from the built-in demo service, not real ones.";
            }
            String lacking = IncompleteText.exported(incomplete.missing(), incomplete.possiblyCut());
            return lacking.isEmpty() ? which : which + " " + lacking;
        }

        /** The choice in the dialog: "The 2 selected events", "All 1,250 events shown". */
        public String choiceLabel() {
            return fromSelection() ? "The " + Counts.of(events.size(), "selected event", "selected events")
                    : (events.size() == 1 ? "The " : "All ") + Counts.of(events.size(), "event shown", "events shown");
        }
    }

    /**
     * The rows an export may take, as the dialog offers them (the selected rows, then all those shown; one of them
     * when nothing is selected or every shown row is), and the one it ticks first.
     */
    public record PlanChoice(List<Plan> plans, Plan preselected) {
        public PlanChoice {
            plans = List.copyOf(plans);
        }

        static PlanChoice only(Plan plan) {
            return new PlanChoice(List.of(plan), plan);
        }

        public boolean offersAChoice() {
            return plans.size() > 1;
        }

        /**
         * The same choice, of rows narrowed by a filter other than the watchlist in use (a quick filter's text, a
         * value filter): the file name offered and a calendar's name say "filtered".
         */
        public PlanChoice ofFilteredRows() {
            return marked(Plan::fromFilteredRows);
        }

        private PlanChoice marked(UnaryOperator<Plan> marking) {
            List<Plan> marked = plans.stream().map(marking).toList();
            return new PlanChoice(marked, marked.get(plans.indexOf(preselected)));
        }
    }

    /** The rows the user chose to export, and how. */
    public record Request(Plan plan, Choices choices) {
    }

    /** What the user chose in the dialog. */
    public record Choices(ExportFormat format, FieldChoice fields, ExportTimes times) {
    }

    /**
     * Writes the file, blocking until done or cancelled, telling {@code progress} how far it got; a test's one can
     * block until cancelled.
     */
    @FunctionalInterface
    interface FileWriting {
        EventExport.Shortfall write(Plan plan, List<String> names, Choices choices, Path target,
                ExportCancellation cancellation, ExportProgress progress) throws IOException;
    }

    /** The export running: what it stops, the file's name, whether it replaces a file (known once looked at). */
    private record Running(ExportCancellation cancellation, String file, int count, AtomicBoolean replacesFile) {
    }

    /** How many rows of the running export are written, as its writer last told. */
    private record Written(int rows, int total) {
    }

    private final UiExecutor executor;
    private final KeyValueStore store;
    private final FileWriting writing;
    private final FolderOpener folderOpener;
    private final ShutdownCancelsExport atExit;
    /** The file the last export wrote, whose folder "Open folder" shows. */
    private Path lastWritten;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(this, "notice");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", -1);
    private Running running;
    /** Null until the writer tells how far it got (it may wait for a file to open). */
    private Written writtenSoFar;
    /** Whether the user asked for another export while this one runs: the strip then says how to start it. */
    private boolean askedForAnother;
    /** Whether the last export that ended wrote its file (not cancelled, not failed). */
    private boolean lastWroteItsFile;

    public ExportViewModel(UiExecutor executor, KeyValueStore store) {
        this(executor, store, ExportViewModel::write, FolderOpener.system());
    }

    ExportViewModel(UiExecutor executor, KeyValueStore store, FileWriting writing, FolderOpener folderOpener) {
        this(executor, store, writing, folderOpener, new ShutdownCancelsExport(ShutdownCancelsExport.JVM));
    }

    /** As the others, with the JVM's stopping, which cancels a running export, told by {@code atExit}. */
    ExportViewModel(UiExecutor executor, KeyValueStore store, FileWriting writing, FolderOpener folderOpener,
            ShutdownCancelsExport atExit) {
        this.executor = executor;
        this.store = store;
        this.writing = writing;
        this.folderOpener = folderOpener;
        this.atExit = atExit;
    }

    /** True while a file is being written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Share of the running export's rows written, 0 to 1; -1 until its writer tells. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The outcome of the last export, for the window's message strip; null when there is nothing to say. */
    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** Closes the message, unless it tells of an export still running (which would leave Export off unexplained). */
    public void dismissNotice() {
        if (!busy.get()) {
            notice.set(null);
        }
    }

    /**
     * Stops the running export: the file it was replacing is kept as it was and no temporary file stays. Does
     * nothing when none runs, or when the new file is already taking the old one's place (its outcome follows).
     */
    public void cancel() {
        Running stopping = running;
        if (stopping == null || !stopping.cancellation().cancel()) {
            return;
        }
        showCancelled(stopping);
    }

    /**
     * What quitting now would stop, for the question asked before the window closes: "An export to big.xlsx is still
     * running (12,410 of 73,040 events written)." and what stopping it keeps; empty when no export runs.
     */
    public Optional<StillRunning> stillRunning() {
        if (running == null) {
            return Optional.empty();
        }
        String written = writtenSoFar == null ? count(running.count()) + " to write"
                : String.format(Locale.ROOT, "%,d of %s written", writtenSoFar.rows(), count(writtenSoFar.total()));
        String kept;
        if (running.cancellation().wroteInPlace()) {
            kept = "leaves " + running.file() + " with only part of it.";
        } else if (running.replacesFile().get()) {
            kept = "keeps the earlier " + running.file() + " as it was.";
        } else {
            kept = "writes nothing to " + running.file() + ".";
        }
        return Optional.of(new StillRunning("An export to " + running.file() + " is still running (" + written + ").",
                "Stopping it to quit " + kept));
    }

    /** Whether the last export that ended wrote its file; false when it was cancelled or failed. */
    public boolean lastWroteItsFile() {
        return lastWroteItsFile;
    }

    /** An export still running, in words: what it is and how far it got, then what stopping it keeps. */
    public record StillRunning(String heading, String sentence) {
    }

    /** For an export asked for while one runs: says so, with its Cancel, rather than doing nothing. */
    public void sayStillRunning() {
        if (running != null) {
            askedForAnother = true;
            notice.set(Notice.running(runningText()));
        }
    }

    /**
     * "Exporting 15 events to week.csv…", with how many are written once the writer tells ("Exporting 4,000 of
     * 15,000 events to week.csv…"); "Still exporting … to week.csv; cancel it (Esc) to start another." once another
     * export was asked for.
     */
    private String runningText() {
        String what = (writtenSoFar == null ? count(running.count())
                : String.format(Locale.ROOT, "%,d of %s", writtenSoFar.rows(), count(writtenSoFar.total())))
                + " to " + running.file();
        return askedForAnother ? "Still exporting " + what + "; cancel it (Esc) to start another."
                : "Exporting " + what + "…";
    }

    private void showProgress(Running of, Written now) {
        if (running != of) {
            return; // cancelled, or ended: the strip says so
        }
        writtenSoFar = now;
        progress.set(now.total() == 0 ? 1 : (double) now.rows() / now.total());
        notice.set(Notice.running(runningText()));
    }

    /** As {@link #plans(List, List, List, IncompleteDates)} when every date of the range was loaded whole. */
    public PlanChoice plans(List<MarketEvent> selected, List<MarketEvent> shown, List<String> visibleFieldNames) {
        return plans(selected, shown, visibleFieldNames, IncompleteDates.NONE);
    }

    /**
     * What an export may take of the rows shown (the table's selection holds only rows shown): every row when
     * nothing is selected, else the selection or every row, from rows that may lack the events of {@code incomplete}.
     * A selection of some rows keeps only the dates within its own span, as the others cannot lack any of its events;
     * every row selected (Ctrl+A) stands for them all, a gap at either end of the range included. Several rows
     * selected are ticked first, but all rows when one is: the table selects the row last clicked to read it.
     */
    public PlanChoice plans(List<MarketEvent> selected, List<MarketEvent> shown, List<String> visibleFieldNames,
            IncompleteDates incomplete) {
        return plans(selected, shown, visibleFieldNames, incomplete, false);
    }

    /**
     * As {@link #plans(List, List, List, IncompleteDates)}, for rows the built-in demo service made up when
     * {@code demo}: the dialog, the file name offered and a calendar's name say so.
     */
    public PlanChoice plans(List<MarketEvent> selected, List<MarketEvent> shown, List<String> visibleFieldNames,
            IncompleteDates incomplete, boolean demo) {
        PlanChoice choice = plansOf(selected, shown, visibleFieldNames, incomplete);
        return demo ? choice.marked(Plan::fromDemo) : choice;
    }

    private PlanChoice plansOf(List<MarketEvent> selected, List<MarketEvent> shown, List<String> visibleFieldNames,
            IncompleteDates incomplete) {
        if (selected.isEmpty()) {
            return PlanChoice.only(new Plan(shown, Rows.SHOWN_NOTHING_SELECTED, visibleFieldNames, incomplete));
        }
        if (selected.size() >= shown.size()) {
            return PlanChoice.only(new Plan(selected, Rows.EVERY_ROW_SELECTED, visibleFieldNames, incomplete));
        }
        Plan some = new Plan(selected, Rows.SELECTED, visibleFieldNames, incomplete.within(selected));
        Plan all = new Plan(shown, Rows.SHOWN, visibleFieldNames, incomplete);
        return new PlanChoice(List.of(some, all), selected.size() > 1 ? some : all);
    }

    /** The choices of the last export, or CSV with all fields and times as sent the first time. */
    public Choices lastChoices() {
        ExportFormat format = store.get(KEY_FORMAT).flatMap(name -> parse(ExportFormat.class, name))
                .orElse(ExportFormat.CSV);
        FieldChoice fields = store.get(KEY_FIELDS).flatMap(name -> parse(FieldChoice.class, name))
                .orElse(FieldChoice.ALL);
        ExportTimes times = store.get(KEY_TIMES).flatMap(name -> parse(ExportTimes.class, name))
                .orElse(ExportTimes.AS_SENT);
        return new Choices(format, fields, times);
    }

    /** The folder of the last export, if it still exists. */
    public Optional<Path> lastFolder() {
        return store.get(KEY_FOLDER).flatMap(ExportViewModel::existingFolder);
    }

    /**
     * A file name to offer, with the format's extension, saying what the export holds: the watchlist in use, if
     * any, "demo" for the demo service's made-up rows ("market-events_demo_2026-11-22_to_2026-11-28.csv"), the
     * loaded dates, if any, how many selected when only those, "filtered" when all the rows shown are exported and
     * a filter other than the watchlist narrowed them, and "incomplete" when the rows lack dates that could not be
     * loaded ("Banks_2026-11-23_to_2026-11-27.csv", "market-events_2026-11-23_2_selected.ics",
     * "market-events_2026-11-23_filtered.csv", "Banks_2026-11-23_to_2026-11-27_incomplete.xlsx"). Its words are
     * joined by underscores ({@link FileNames#plain}): a shell takes the name unquoted, and no system refuses it.
     */
    public static String suggestedFileName(ExportFormat format, Optional<String> watchlist, Optional<DateRange> dates,
            Plan plan) {
        String name = ExportTitle.remarked(watchlist.orElse("market-events") + (plan.demo() ? " demo" : "")
                + dates.map(range -> " " + range.label()).orElse(""), remarks(plan));
        return FileNames.plain(name) + "." + format.extension();
    }

    /**
     * What the export holds, in words, which names a calendar export: as {@link ExportTitle} says, with the same
     * remarks as the file name ("Banks 2026-11-23 to 2026-11-27 (2 selected, incomplete)").
     */
    public static String title(Optional<String> watchlist, Optional<DateRange> dates, Plan plan) {
        return ExportTitle.remarked(ExportTitle.of(watchlist, dates, plan.demo()), remarks(plan));
    }

    /**
     * "2 selected" when only some rows are exported; else "filtered" when a filter other than the watchlist left rows
     * out, so that a file of 41 rows of 116 does not pass for the whole range or watchlist (the count of a selection
     * says as much); "incomplete" when the rows lack dates that could not be loaded, so that a file of a partial load
     * does not either. Days whose answer may have been cut are not named so: their events may well be all there, and
     * the dialog said.
     */
    private static List<String> remarks(Plan plan) {
        List<String> remarks = new ArrayList<>();
        if (plan.rows() == Rows.SELECTED) {
            remarks.add(Counts.of(plan.events().size(), "selected", "selected"));
        } else if (plan.filtered()) {
            remarks.add(ExportTitle.FILTERED);
        }
        if (!plan.incomplete().missing().isEmpty()) {
            remarks.add("incomplete");
        }
        return remarks;
    }

    /** The field names a CSV, Excel or JSON export writes; all fields when no column is visible. */
    public static List<String> fieldNames(Plan plan, FieldChoice fields) {
        return fields == FieldChoice.VISIBLE && !plan.visibleFieldNames().isEmpty() ? plan.visibleFieldNames()
                : MarketEvent.FIELD_NAMES;
    }

    /**
     * The target with the format's extension added (some file choosers do not add it) unless its name ends in an
     * extension, as {@link TypedExtension} reads one ("week.txt" is kept): "earnings 28.11.2026" and "Q3 review v1.2"
     * get ".csv", "out." gets "csv".
     */
    public static Path withExtension(Path target, ExportFormat format) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString();
        if (TypedExtension.of(target).isPresent()) {
            return target;
        }
        return target.resolveSibling(name + (name.endsWith(".") ? "" : ".") + format.extension());
    }

    /** Writes the events to {@code target} in the background; remembers the choices, and the folder once written. */
    public void export(Plan plan, Choices choices, Path target) {
        if (busy.get()) {
            return;
        }
        store.put(KEY_FORMAT, choices.format().name());
        store.put(KEY_FIELDS, choices.fields().name());
        store.put(KEY_TIMES, choices.times().name());
        Path folder = target.toAbsolutePath().getParent();
        List<MarketEvent> events = plan.events();
        List<String> names = fieldNames(plan, choices.fields());
        String file = target.getFileName() == null ? target.toString() : target.getFileName().toString();
        Running mine = new Running(new ExportCancellation(), file, events.size(), new AtomicBoolean());
        running = mine;
        writtenSoFar = null;
        askedForAnother = false;
        progress.set(-1);
        busy.set(true);
        notice.set(Notice.running(runningText()));
        // On the writing thread, as seldom as RowCounter tells; a cancel stops the writer there too.
        ExportProgress toUiThread = (rows, total) -> {
            if (mine.cancellation().isCancelled()) {
                throw new ExportCancelledException();
            }
            Written now = new Written(rows, total);
            executor.post(() -> showProgress(mine, now));
        };
        executor.submit(() -> {
            Runnable ended = atExit.watch(mine.cancellation());
            try {
                mine.replacesFile().set(Files.isRegularFile(target));
                return writing.write(plan, names, choices, target, mine.cancellation(), toUiThread);
            } finally {
                ended.run();
            }
        }, shortfall -> {
            if (running != mine) {
                return;
            }
            running = null;
            lastWroteItsFile = true;
            busy.set(false);
            if (folder != null) {
                store.put(KEY_FOLDER, folder.toString()); // a folder that could not be written is not offered again
            }
            int leftOut = shortfall.leftOut();
            String done = "Exported " + count(events.size() - leftOut) + " to " + file + ".";
            String notes = (leftOut == 0 ? "" : " " + count(leftOut) + " without a usable date "
                    + (leftOut == 1 ? "was" : "were") + " left out.") + shortfall.cutSentence();
            lastWritten = target.toAbsolutePath();
            notice.set(new Notice(notes.isEmpty() ? Notice.Severity.INFO : Notice.Severity.WARNING, done + notes,
                    List.of(Notice.Action.OPEN_FOLDER)));
        }, failure -> {
            if (running != mine) {
                return;
            }
            if (failure instanceof ExportCancelledException) {
                showCancelled(mine);
                return;
            }
            running = null;
            lastWroteItsFile = false;
            busy.set(false);
            if (failure instanceof ReadOnlyFile.NotReplaced && folder != null) {
                store.put(KEY_FOLDER, folder.toString()); // only the file is read-only: another name there will do
            }
            String text = failure instanceof IOException io ? ExportErrors.describe(io, target)
                    : "Could not export to " + file + " (" + failure.getMessage()
                            + "); any earlier file of that name is unchanged.";
            notice.set(new Notice(Notice.Severity.ERROR, text, List.of()));
        });
    }

    /** Shows the folder of the file last exported in the system's file manager; says so when it cannot. */
    public void openFolder() {
        Path file = lastWritten;
        if (file == null || file.getParent() == null) {
            return;
        }
        Path folder = file.getParent();
        Notice written = notice.get();
        executor.submit(() -> {
            folderOpener.open(folder);
            return folder;
        }, opened -> { }, failure -> notice.set(Notice.warning((written == null ? "" : written.text() + " ")
                + "Could not open its folder, " + folder + ": " + (failure.getMessage() == null
                        ? "the file manager did not start" : failure.getMessage()) + ".")));
    }

    private void showCancelled(Running stopped) {
        running = null;
        lastWroteItsFile = false;
        busy.set(false);
        String kept;
        if (stopped.cancellation().wroteInPlace()) {
            kept = stopped.file() + " received only part of it.";
        } else if (stopped.replacesFile().get()) {
            kept = "the earlier " + stopped.file() + " is unchanged.";
        } else {
            kept = "nothing was written to " + stopped.file() + ".";
        }
        notice.set(Notice.info("Export cancelled; " + kept));
    }

    /** Writes atomically; blocking until written or cancelled. */
    static EventExport.Shortfall write(Plan plan, List<String> names, Choices choices, Path target,
            ExportCancellation cancellation, ExportProgress progress) throws IOException {
        EventExport.Shortfall[] shortfall = {null};
        AtomicFileWriter.write(target, WithoutByteOrderMark.into(target, out -> shortfall[0] = EventExport.write(
                choices.format(), plan.events(), names, choices.times(), plan.title(), out, progress)), cancellation);
        return shortfall[0];
    }

    /** Clipboard text for the selected rows: TSV with a header, visible columns in their order. */
    public static String rowsText(List<MarketEvent> events, List<String> visibleFieldNames) {
        return TsvFormatter.format(events, visibleFieldNames.isEmpty() ? MarketEvent.FIELD_NAMES : visibleFieldNames);
    }

    /**
     * The most rows copied as an HTML table too: a year's rows would make some 60 MB of HTML, which the programs that
     * read it (a spreadsheet, a mail) take minutes over, for a paste that plain text serves.
     */
    public static final int HTML_ROWS_AT_MOST = 10_000;

    private record RowsCopy(String text, String html) {
    }

    /** The HTML table put on the clipboard beside {@link #rowsText}: the same header and cells, kept as text. */
    public static String rowsHtml(List<MarketEvent> events, List<String> visibleFieldNames) {
        return HtmlTableFormatter.format(events, visibleFieldNames.isEmpty() ? MarketEvent.FIELD_NAMES
                : visibleFieldNames);
    }

    /**
     * Clipboard text and HTML for many rows ({@link #rowsText}, {@link #rowsHtml}), made in the background (a year's
     * rows take a tenth of a second), then handed to {@code onCopy} on the UI thread; the message strip says when
     * they are copied. Beyond {@link #HTML_ROWS_AT_MOST} rows the HTML is null: text alone.
     */
    public void rowsTextInBackground(List<MarketEvent> events, List<String> visibleFieldNames,
            BiConsumer<String, String> onCopy) {
        notice.set(Notice.info("Copying " + count(events.size()) + "…"));
        executor.submit(() -> new RowsCopy(rowsText(events, visibleFieldNames),
                events.size() <= HTML_ROWS_AT_MOST ? rowsHtml(events, visibleFieldNames) : null),
                copy -> {
                    onCopy.accept(copy.text(), copy.html());
                    notice.set(Notice.info("Copied " + count(events.size())
                            + " to the clipboard, as tab-separated text."));
                }, failure -> notice.set(new Notice(Notice.Severity.ERROR, "Could not copy the rows ("
                        + failure.getMessage() + ").", List.of())));
    }

    /**
     * Clipboard text for one cell: its value as received, empty for none; but a time not known, which the service
     * sends as midnight, is copied as its Eastern date alone, as the cell shows it: a lone value carries no flag.
     * Made safe as the same cell of a row copy is ({@link TsvFormatter#cell}): one line, never a formula.
     */
    public static String cellText(MarketEvent event, String fieldName) {
        EventTime date = event.eventDate();
        if ("event_date".equals(fieldName) && date != null && date.isValid() && date.isTimeUnknown()) {
            return date.serviceDate().toString();
        }
        return TsvFormatter.cell(event.rawValue(fieldName));
    }

    private static String count(int n) {
        return Counts.events(n);
    }

    private static Optional<Path> existingFolder(String text) {
        try {
            Path folder = Path.of(text);
            return Files.isDirectory(folder) ? Optional.of(folder) : Optional.empty();
        } catch (InvalidPathException bad) {
            return Optional.empty();
        }
    }

    private static <E extends Enum<E>> Optional<E> parse(Class<E> type, String name) {
        try {
            return Optional.of(Enum.valueOf(type, name));
        } catch (IllegalArgumentException unknown) {
            return Optional.empty();
        }
    }
}
