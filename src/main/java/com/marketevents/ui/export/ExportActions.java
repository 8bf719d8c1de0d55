package com.marketevents.ui.export;

import com.marketevents.export.ExportFormat;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.ChooserFolder;
import com.marketevents.ui.common.ClipboardText;
import com.marketevents.ui.common.DialogButtons;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.EscapeMenuItem;
import com.marketevents.ui.common.EscapeOwner;
import com.marketevents.ui.common.Icons;
import com.marketevents.ui.common.IconsWhenNarrowBar;
import com.marketevents.ui.common.Notice;
import com.marketevents.ui.common.NoticeBar;
import com.marketevents.ui.common.UiExecutor;
import com.marketevents.ui.events.EventField;
import com.marketevents.ui.events.EventsTable;
import com.marketevents.ui.events.LoadedSnapshot;
import com.marketevents.ui.export.ExportViewModel.Choices;
import com.marketevents.ui.export.ExportViewModel.Plan;
import com.marketevents.ui.export.ExportViewModel.PlanChoice;
import com.marketevents.ui.export.ExportViewModel.Request;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.kordamp.ikonli.materialdesign2.MaterialDesignE;

/**
 * The ways out of the window: Copy (Ctrl+C the selected rows as TSV with a header, Ctrl+Shift+C the focused
 * cell's value) and Export (File menu, toolbar button, Ctrl+E). The table selects whole rows, so a plain
 * Ctrl+C always copies rows; copying one cell is its own shortcut rather than a guess from the selection.
 */
public final class ExportActions {
    static final KeyCombination COPY_ROWS = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    static final KeyCombination COPY_CELL = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);
    static final KeyCombination EXPORT = new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN);
    /** From this many selected rows, Copy makes its text in the background: fewer take a few milliseconds. */
    static final int COPY_IN_BACKGROUND_FROM = 5_000;
    private static final int COPIED_VALUE_SHOWN_UP_TO = 32;

    /** Asks for the export's rows, offering those {@code plans} holds as they change, format and fields. */
    @FunctionalInterface
    public interface ChoicesAsker {
        /** Empty when cancelled. */
        Optional<Request> ask(Window owner, ObservableValue<PlanChoice> plans, Choices last);
    }

    /** Asks where to save; empty when cancelled. The real one is a {@link FileChooser}. */
    @FunctionalInterface
    public interface TargetChooser {
        Optional<Path> choose(Window owner, ExportFormat format, Optional<Path> folder, String fileName);
    }

    private final ExportWindow window;
    private final EventsTable table;
    private final ExportViewModel model;
    private final ChoicesAsker asker;
    private final TargetChooser chooser;

    private ExportActions(ExportWindow window, ExportViewModel model, ChoicesAsker asker, TargetChooser chooser) {
        this.window = window;
        this.table = window.table();
        this.model = model;
        this.asker = asker;
        this.chooser = chooser;
    }

    /** Adds Copy and Export to {@code window}, with the real dialog and file chooser. */
    public static ExportActions install(ExportWindow window, UiExecutor executor) {
        return install(window, executor, ExportDialog::ask, ExportActions::chooseWithFileChooser);
    }

    /** As {@link #install(ExportWindow, UiExecutor)}, with the dialog and file chooser replaced (for tests). */
    public static ExportActions install(ExportWindow window, UiExecutor executor, ChoicesAsker asker,
            TargetChooser chooser) {
        return install(window, new ExportViewModel(executor, window.windowState()), asker, chooser);
    }

    /** As {@link #install(ExportWindow, UiExecutor, ChoicesAsker, TargetChooser)}, on {@code model} (for tests). */
    static ExportActions install(ExportWindow window, ExportViewModel model, ChoicesAsker asker,
            TargetChooser chooser) {
        ExportActions actions = new ExportActions(window, model, asker, chooser);
        actions.wire();
        return actions;
    }

    public ExportViewModel model() {
        return model;
    }

    private void wire() {
        BooleanBinding cannotExport = Bindings.isEmpty(table.getItems()).or(model.busyProperty());

        MenuItem export = new MenuItem("_Export…");
        export.setId("menu-export");
        export.setAccelerator(EXPORT);
        export.disableProperty().bind(cannotExport);
        export.setOnAction(event -> export());
        MenuItem cancel = EscapeMenuItem.of("_Cancel export", "menu-cancel-export", model::cancel);
        cancel.disableProperty().bind(model.busyProperty().not());
        window.fileMenu().getItems().addAll(0, List.of(export, cancel, new SeparatorMenuItem()));

        List<MenuItem> copyItems = copyItems("menu-copy", " (Ctrl+C in the table)",
                "Copy _value (Ctrl+Shift+C in the table)");
        window.editMenu().getItems().addAll(0, List.of(copyItems.get(0), copyItems.get(1), new SeparatorMenuItem()));
        addToTableMenu(cannotExport);

        Button button = new Button("Export", Icons.of(MaterialDesignE.EXPORT));
        button.setId("export-button");
        button.getStyleClass().add(IconsWhenNarrowBar.ICON_WHEN_NARROW);
        button.setTooltip(new Tooltip("Export the selected rows, or all shown rows, to a file (Ctrl+E)"));
        button.disableProperty().bind(cannotExport);
        button.setOnAction(event -> export());
        ProgressIndicator progress = new ProgressIndicator();
        progress.progressProperty().bind(model.progressProperty()); // spinning until the writer tells how far it got
        progress.setId("export-progress");
        progress.accessibleTextProperty().bind(Bindings.createStringBinding(() -> model.noticeProperty().get() == null
                ? "Exporting" : model.noticeProperty().get().text(), model.noticeProperty()));
        progress.getStyleClass().add("export-progress");
        progress.setPrefSize(18, 18);
        // Not stretched to the toolbar's height: a determinate indicator draws its circle at the top of its box.
        progress.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        progress.visibleProperty().bind(model.busyProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        // After the range bar and its gap, before Settings.
        int settingsIndex = Math.max(0, window.toolbar().getChildren().size() - 1);
        window.toolbar().getChildren().addAll(settingsIndex, List.of(progress, button));

        window.addNoticeBar(new NoticeBar("export-notice", model.noticeProperty(), action -> {
            if (action == Notice.Action.CANCEL) {
                model.cancel();
            } else if (action == Notice.Action.OPEN_FOLDER) {
                model.openFolder();
            }
        }, model::dismissNotice));
        window.addCloseCheck(this::mayClose);
        // Scene-wide, as Esc cancels a load; the scene comes once the window is shown.
        table.sceneProperty().addListener((obs, old, now) -> addKeysWhileExporting(now));
        addKeysWhileExporting(table.getScene());
        // The outcome of an export is about the rows it took; once other rows are loaded it has had its moment.
        window.events().snapshotProperty().addListener((obs, old, now) -> {
            if (!model.busyProperty().get()) {
                model.dismissNotice();
            }
        });

        // A filter, so the table's own key handling never sees (or swallows) the copy shortcuts.
        table.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (COPY_CELL.match(event)) {
                copyCell();
                event.consume();
            } else if (COPY_ROWS.match(event)) {
                copyRows();
                event.consume();
            }
        });
    }

    /**
     * While an export runs Esc cancels it, and Ctrl+E, whose menu item is off, says why rather than nothing.
     * Esc already taken (a load cancelled by it) is left alone: one key press stops one thing.
     */
    private void addKeysWhileExporting(Scene scene) {
        if (scene == null || scene.getProperties().containsKey(ExportActions.class)) {
            return;
        }
        scene.getProperties().put(ExportActions.class, this);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.isConsumed()) {
                return;
            }
            if (!model.busyProperty().get()) {
                // Export is greyed out then, and its shortcut would otherwise do nothing, without a word.
                if (EXPORT.match(event) && table.getItems().isEmpty()) {
                    window.sayWhyNotBriefly(window.events().snapshotProperty().get() == null
                            ? "Nothing to export: no events are loaded" : "Nothing to export: no events are shown");
                    event.consume();
                }
                return;
            }
            if (event.getCode() == KeyCode.ESCAPE && !event.isShortcutDown() && !event.isAltDown()) {
                if (EscapeOwner.claimedAt(event.getTarget())) {
                    return;
                }
                model.cancel();
                event.consume();
            } else if (EXPORT.match(event)) {
                model.sayStillRunning();
                event.consume();
            }
        });
    }

    /**
     * Whether the window may close: at once with no export running; else as the user answers the question, stopping
     * the export first if so chosen. An export that ends while it asks lets the window close if it wrote its file;
     * one that failed keeps it open, its strip saying why, lest the earlier file pass for the new one.
     */
    private boolean mayClose() {
        if (!model.busyProperty().get()) {
            return true;
        }
        return switch (QuitWhileExportingPrompt.ask(window.stage(), model)) {
            case KEEP_EXPORTING -> false;
            case STOP_AND_QUIT -> {
                model.cancel();
                yield true;
            }
            case ENDED -> model.lastWroteItsFile();
        };
    }

    /**
     * Copy rows (Copy row with one selected, {@code rowsKeys} after it) and Copy value, ids {@code idPrefix} and
     * {@code idPrefix-cell}, enabled while rows are selected.
     */
    private List<MenuItem> copyItems(String idPrefix, String rowsKeys, String valueText) {
        MenuItem copyRows = new MenuItem();
        copyRows.setId(idPrefix);
        copyRows.textProperty().bind(Bindings.when(Bindings.size(table.getSelectionModel().getSelectedItems())
                .isEqualTo(1)).then("_Copy row" + rowsKeys).otherwise("_Copy rows" + rowsKeys));
        copyRows.disableProperty().bind(Bindings.isEmpty(table.getSelectionModel().getSelectedItems()));
        copyRows.setOnAction(event -> copyRows());
        MenuItem copyCell = new MenuItem(valueText);
        copyCell.setId(idPrefix + "-cell");
        copyCell.disableProperty().bind(copyRows.disableProperty());
        copyCell.setOnAction(event -> copyCell());
        return List.of(copyRows, copyCell);
    }

    /** Copy and Export in the table's own menu, where the keys need no "in the table". */
    private void addToTableMenu(BooleanBinding cannotExport) {
        List<MenuItem> copyItems = copyItems("table-menu-copy", " (Ctrl+C)", "Copy _value (Ctrl+Shift+C)");
        MenuItem copyCell = copyItems.get(1);
        MenuItem export = new MenuItem("_Export… (Ctrl+E)");
        export.setId("table-menu-export");
        export.disableProperty().bind(cannotExport);
        export.setOnAction(event -> export());
        table.addToMenu(List.of(copyItems.get(0), copyCell, new SeparatorMenuItem()),
                List.of(new SeparatorMenuItem(), export),
                () -> copyCell.setText(table.currentCell()
                        .map(cell -> "Copy _value of “" + cell.field().title() + "” (Ctrl+Shift+C)")
                        .orElse("Copy _value (Ctrl+Shift+C)")));
    }

    /**
     * Puts the selected rows on the clipboard as TSV with a header, and as an HTML table of text cells beside it;
     * does nothing with no selection.
     */
    public void copyRows() {
        List<MarketEvent> selected = table.selectedEvents();
        if (selected.size() >= COPY_IN_BACKGROUND_FROM) {
            model.rowsTextInBackground(selected, table.visibleFieldNames(), ClipboardText::put);
        } else if (!selected.isEmpty()) {
            ClipboardText.put(ExportViewModel.rowsText(selected, table.visibleFieldNames()),
                    ExportViewModel.rowsHtml(selected, table.visibleFieldNames()));
            window.sayBriefly(selected.size() == 1 ? "Copied 1 row" : String.format(Locale.ROOT, "Copied %,d rows",
                    selected.size()));
        }
    }

    /**
     * Puts the value of the focused row in the current column on the clipboard; the selected rows when there
     * is no such cell.
     */
    public void copyCell() {
        table.currentCell().ifPresentOrElse(cell -> {
            String value = ExportViewModel.cellText(cell.event(), cell.field().wireName());
            ClipboardText.put(value);
            window.sayBriefly(copiedValue(cell.field(), value));
        }, this::copyRows);
    }

    /** "Copied “AAPL:US”"; a long value by its column's name ("Copied the title"), an empty one said so. */
    static String copiedValue(EventField column, String value) {
        if (value.isEmpty()) {
            return column.title() + " is not given: copied an empty value";
        }
        return value.length() <= COPIED_VALUE_SHOWN_UP_TO && value.indexOf('\n') < 0 ? "Copied “" + value + "”"
                : "Copied the " + column.titleInSentence();
    }

    /** Runs the whole export: dialog, file chooser, then the write in the background. */
    public void export() {
        if (model.busyProperty().get()) {
            model.sayStillRunning();
            return;
        }
        if (table.getItems().isEmpty()) {
            return;
        }
        // A load may end while the dialog or the file chooser is open: the rows offered follow those shown.
        ObjectProperty<PlanChoice> plans = new SimpleObjectProperty<>(shownPlans());
        InvalidationListener follow = change -> plans.set(shownPlans());
        List<Observable> shownRows = List.of(table.getItems(), table.getSelectionModel().getSelectedItems(),
                window.events().snapshotProperty());
        shownRows.forEach(observable -> observable.addListener(follow));
        try {
            export(plans);
        } finally {
            shownRows.forEach(observable -> observable.removeListener(follow));
        }
    }

    /** What an export may take of the rows the table shows now. */
    private PlanChoice shownPlans() {
        List<MarketEvent> shown = table.getItems().stream().map(EventRow::event).toList();
        LoadedSnapshot loaded = window.events().snapshotProperty().get();
        // Marked demo by where the rows shown came from: a service saved since may not have replaced them.
        PlanChoice plans = model.plans(table.selectedEvents(), shown, table.visibleFieldNames(),
                IncompleteDates.of(loaded), loaded != null && loaded.demo());
        return window.events().isNarrowedBeyondTheWatchlist() ? plans.ofFilteredRows() : plans;
    }

    private void export(ObjectProperty<PlanChoice> plans) {
        Window owner = window.stage();
        Choices asked = model.lastChoices();
        Plan plan;
        Choices choices;
        Optional<Path> chosen;
        boolean rowsChanged;
        do {
            Optional<Request> request = asker.ask(owner, plans, asked);
            if (request.isEmpty()) {
                return;
            }
            PlanChoice offered = plans.get();
            // The file offered and a calendar are named after the watchlist in use, the dates, the part selected or
            // filtered and whether dates are missing.
            Optional<String> watchlist = watchlistInUse();
            Optional<DateRange> dates = loadedDates();
            Plan rows = request.get().plan();
            plan = rows.titled(ExportViewModel.title(watchlist, dates, rows));
            choices = request.get().choices();
            chosen = chooser.choose(owner, choices.format(), model.lastFolder(),
                    ExportViewModel.suggestedFileName(choices.format(), watchlist, dates, plan));
            // The rows chosen are no longer those shown: back to the dialog, which shows those now.
            rowsChanged = plans.get() != offered;
            if (rowsChanged) {
                window.sayBriefly("The rows shown changed while you chose the file: choose again what to export");
            } else {
                // Cancelling the file chooser goes back to the dialog as it was left, to change a choice or cancel.
                plans.set(new PlanChoice(offered.plans(), rows));
            }
            asked = choices;
        } while (chosen.isEmpty() || rowsChanged);
        ExportFormat format = choices.format();
        Path target = ExportViewModel.withExtension(chosen.get(), format);
        Optional<ExportFormat> named = ExportFormat.named(target);
        if (named.isPresent() && named.get() != format) {
            Optional<Path> settled = askAboutExtension(owner, target, format, named.get());
            if (settled.isEmpty()) {
                return;
            }
            target = settled.get();
        }
        // The chooser confirmed replacing the name it returned, not the one with the extension added.
        if (!target.equals(chosen.get()) && Files.exists(target) && !confirmReplace(owner, target)) {
            return;
        }
        model.export(plan, choices, target);
    }

    private Optional<String> watchlistInUse() {
        return window.events().watchlistActions().inUse().map(Watchlist::name);
    }

    private Optional<DateRange> loadedDates() {
        return Optional.ofNullable(window.events().snapshotProperty().get()).map(LoadedSnapshot::range);
    }

    /**
     * The name to write when the typed one's extension is another format's: renamed, kept, or empty if cancelled.
     * The buttons name the extensions only: names of files as exports get them (dates, a watchlist's name) cut
     * both to the same "Save as market-even…".
     */
    private static Optional<Path> askAboutExtension(Window owner, Path target, ExportFormat format,
            ExportFormat named) {
        Path renamed = format.renamed(target);
        String extension = "." + named.extension();
        ButtonType rename = new ButtonType("Change to ." + format.extension(), ButtonBar.ButtonData.OK_DONE);
        ButtonType keep = new ButtonType("Keep " + extension, ButtonBar.ButtonData.OTHER);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "Programs that open " + extension
                + " files would not read it. Change the name to " + renamed.getFileName() + "?", rename, keep,
                DialogButtons.CANCEL);
        alert.initOwner(owner);
        alert.setTitle("Change the file name?");
        DialogHeading.head(alert, target.getFileName() + " has the " + extension + " extension, but this export is "
                + format.displayName() + ".");
        alert.getDialogPane().setId("extension-prompt");
        return alert.showAndWait().filter(answer -> answer != DialogButtons.CANCEL)
                .map(answer -> answer == rename ? renamed : target);
    }

    private static boolean confirmReplace(Window owner, Path target) {
        ButtonType replace = new ButtonType("Replace", ButtonBar.ButtonData.OK_DONE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "Its contents will be replaced by this export.",
                replace, DialogButtons.CANCEL);
        alert.initOwner(owner);
        alert.setTitle("Replace file?");
        DialogHeading.head(alert, target.getFileName() + " already exists. Replace it?");
        return alert.showAndWait().filter(replace::equals).isPresent();
    }

    private static Optional<Path> chooseWithFileChooser(Window owner, ExportFormat format, Optional<Path> folder,
            String fileName) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export events as " + format.displayName());
        FileChooser.ExtensionFilter filter = new FileChooser.ExtensionFilter(format.displayName(),
                "*." + format.extension());
        chooser.getExtensionFilters().add(filter);
        chooser.setSelectedExtensionFilter(filter);
        chooser.setInitialFileName(fileName);
        chooser.setInitialDirectory(ChooserFolder.of(folder).toFile());
        File file = chooser.showSaveDialog(owner);
        return Optional.ofNullable(file).map(File::toPath);
    }
}
