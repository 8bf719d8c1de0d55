package com.marketevents.ui.export;

import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.EventExport;
import com.marketevents.export.ExportCancellation;
import com.marketevents.export.ExportCancelledException;
import com.marketevents.export.ExportErrors;
import com.marketevents.export.ExportFormat;
import com.marketevents.export.ExportTimes;
import com.marketevents.export.FileNames;
import com.marketevents.export.TsvFormatter;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.settings.KeyValueStore;
import com.marketevents.ui.Notice;
import com.marketevents.ui.UiExecutor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * Export and copy logic for the window, without controls: which rows (the selection, else what the filters
 * show), which fields, the remembered folder and choices, and the atomic write on the {@link UiExecutor}, which
 * {@link #cancel()} stops. Call from the UI thread.
 */
public final class ExportViewModel {
    static final String KEY_FOLDER = "export.folder";
    static final String KEY_FORMAT = "export.format";
    static final String KEY_FIELDS = "export.fields";
    static final String KEY_TIMES = "export.times";

    /** Which fields a CSV, Excel or JSON export carries; the calendar format has its own. */
    public enum FieldChoice {
        ALL("All " + MarketEvent.FIELD_NAMES.size() + " fields"),
        VISIBLE("Only the visible columns, in their current order");

        private final String label;

        FieldChoice(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * The rows an export takes, snapshotted when the user asks, the visible columns at that moment, and the dates
     * of the loaded range whose events could not be loaded.
     */
    public record Plan(List<MarketEvent> events, boolean fromSelection, List<String> visibleFieldNames,
            List<DateRange> missingDates) {
        /** Dates named in the description; the rest are counted. */
        private static final int NAMED = 3;

        public Plan {
            events = List.copyOf(events);
            visibleFieldNames = List.copyOf(visibleFieldNames);
            missingDates = List.copyOf(missingDates);
        }

        public Plan(List<MarketEvent> events, boolean fromSelection, List<String> visibleFieldNames) {
            this(events, fromSelection, visibleFieldNames, List.of());
        }

        /** A sentence for the dialog: which rows and how many; a second when the rows lack dates. */
        public String description() {
            String count = ExportViewModel.count(events.size());
            String rows = fromSelection ? "Exports the " + count + " you selected."
                    : "Nothing is selected, so this exports all " + count + " the filters show.";
            return missingDates.isEmpty() ? rows : rows + " The events of " + namedDates()
                    + " are missing: they could not be loaded.";
        }

        private String namedDates() {
            return Counts.listed(missingDates.stream().map(DateRange::label).toList(), NAMED, "more range of dates",
                    "more ranges of dates");
        }
    }

    /** What the user chose in the dialog. */
    public record Choices(ExportFormat format, FieldChoice fields, ExportTimes times) {
    }

    /** Writes the file, blocking until done or cancelled; a test's one can block until cancelled. */
    @FunctionalInterface
    interface FileWriting {
        EventExport.Shortfall write(List<MarketEvent> events, List<String> names, Choices choices, Path target,
                ExportCancellation cancellation) throws IOException;
    }

    /** The export running: what it stops, the file's name, whether it replaces a file (known once looked at). */
    private record Running(ExportCancellation cancellation, String file, int count, AtomicBoolean replacesFile) {
    }

    private final UiExecutor executor;
    private final KeyValueStore store;
    private final FileWriting writing;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(this, "notice");
    private Running running;

    public ExportViewModel(UiExecutor executor, KeyValueStore store) {
        this(executor, store, ExportViewModel::write);
    }

    ExportViewModel(UiExecutor executor, KeyValueStore store, FileWriting writing) {
        this.executor = executor;
        this.store = store;
        this.writing = writing;
    }

    /** True while a file is being written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
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

    /** For an export asked for while one runs: says so, with its Cancel, rather than doing nothing. */
    public void sayStillRunning() {
        if (running != null) {
            notice.set(Notice.running("Still exporting " + count(running.count()) + " to " + running.file()
                    + "; cancel it (Esc) to start another."));
        }
    }

    /** The selection when there is one, else every row the filters show; every date of the range loaded. */
    public Plan plan(List<MarketEvent> selected, List<MarketEvent> shown, List<String> visibleFieldNames) {
        return plan(selected, shown, visibleFieldNames, List.of());
    }

    /**
     * The selection when there is one, else every row the filters show, from rows lacking {@code missingDates}; a
     * selection of some rows keeps only the missing dates within its own span, as the others cannot lack any of its
     * events. Every row selected (Ctrl+A) stands for them all, a gap at either end of the range included.
     */
    public Plan plan(List<MarketEvent> selected, List<MarketEvent> shown, List<String> visibleFieldNames,
            List<DateRange> missingDates) {
        if (selected.isEmpty()) {
            return new Plan(shown, false, visibleFieldNames, missingDates);
        }
        boolean everyRow = selected.size() >= shown.size();
        return new Plan(selected, true, visibleFieldNames,
                everyRow ? missingDates : SelectionSpan.missingWithin(selected, missingDates));
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
     * any, and the loaded dates, if any ("Banks 2026-11-23 to 2026-11-27.csv", "market-events 2026-11-23.ics").
     * Characters a file name may not hold on some system become dashes.
     */
    public static String suggestedFileName(ExportFormat format, Optional<String> watchlist, Optional<DateRange> dates) {
        String name = watchlist.orElse("market-events") + dates.map(range -> " " + range.label()).orElse("");
        return FileNames.withoutReservedCharacters(name) + "." + format.extension();
    }

    /** The field names a CSV, Excel or JSON export writes; all fields when no column is visible. */
    public static List<String> fieldNames(Plan plan, FieldChoice fields) {
        return fields == FieldChoice.VISIBLE && !plan.visibleFieldNames().isEmpty() ? plan.visibleFieldNames()
                : MarketEvent.FIELD_NAMES;
    }

    /** The target with the format's extension added when the name has none (some file choosers do not add it). */
    public static Path withExtension(Path target, ExportFormat format) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString();
        return name.contains(".") ? target : target.resolveSibling(name + "." + format.extension());
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
        busy.set(true);
        notice.set(Notice.running("Exporting " + count(events.size()) + " to " + file + "…"));
        executor.submit(() -> {
            mine.replacesFile().set(Files.isRegularFile(target));
            return writing.write(events, names, choices, target, mine.cancellation());
        }, written -> {
            if (running != mine) {
                return;
            }
            running = null;
            busy.set(false);
            if (folder != null) {
                store.put(KEY_FOLDER, folder.toString()); // a folder that could not be written is not offered again
            }
            int leftOut = written.leftOut();
            String done = "Exported " + count(events.size() - leftOut) + " to " + file + ".";
            String notes = (leftOut == 0 ? "" : " " + count(leftOut) + " without a usable date "
                    + (leftOut == 1 ? "was" : "were") + " left out.") + written.cutSentence();
            notice.set(notes.isEmpty() ? Notice.info(done) : Notice.warning(done + notes));
        }, failure -> {
            if (running != mine) {
                return;
            }
            if (failure instanceof ExportCancelledException) {
                showCancelled(mine);
                return;
            }
            running = null;
            busy.set(false);
            String text = failure instanceof IOException io ? ExportErrors.describe(io, target)
                    : "Could not export to " + file + " (" + failure.getMessage()
                            + "); any earlier file of that name is unchanged.";
            notice.set(new Notice(Notice.Severity.ERROR, text, List.of()));
        });
    }

    private void showCancelled(Running stopped) {
        running = null;
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
    static EventExport.Shortfall write(List<MarketEvent> events, List<String> names, Choices choices, Path target,
            ExportCancellation cancellation) throws IOException {
        EventExport.Shortfall[] shortfall = {null};
        AtomicFileWriter.write(target, out -> shortfall[0] = EventExport.write(choices.format(), events, names,
                choices.times(), out), cancellation);
        return shortfall[0];
    }

    /** Clipboard text for the selected rows: TSV with a header, visible columns in their order. */
    public static String rowsText(List<MarketEvent> events, List<String> visibleFieldNames) {
        return TsvFormatter.format(events, visibleFieldNames.isEmpty() ? MarketEvent.FIELD_NAMES : visibleFieldNames);
    }

    /**
     * Clipboard text for many rows ({@link #rowsText}), made in the background (a year's rows take a tenth of a
     * second), then handed to {@code onText} on the UI thread; the message strip says when they are copied.
     */
    public void rowsTextInBackground(List<MarketEvent> events, List<String> visibleFieldNames,
            Consumer<String> onText) {
        notice.set(Notice.info("Copying " + count(events.size()) + "…"));
        executor.submit(() -> rowsText(events, visibleFieldNames), text -> {
            onText.accept(text);
            notice.set(Notice.info("Copied " + count(events.size()) + " to the clipboard, as tab-separated text."));
        }, failure -> notice.set(new Notice(Notice.Severity.ERROR, "Could not copy the rows (" + failure.getMessage()
                + ").", List.of())));
    }

    /** Clipboard text for one cell: its value as received, empty for none. */
    public static String cellText(MarketEvent event, String fieldName) {
        String value = event.rawValue(fieldName);
        return value == null ? "" : value;
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
