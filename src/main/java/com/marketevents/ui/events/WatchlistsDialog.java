package com.marketevents.ui.events;

import atlantafx.base.theme.Styles;
import com.marketevents.export.FileNames;
import com.marketevents.model.Counts;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.ChooserFolder;
import com.marketevents.ui.common.DialogButtons;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.RoomOnScreen;
import java.io.File;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.BooleanBinding;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The watchlists, to show one, rename one or delete one (Enter, F2 and Delete do the same), to edit the listings of
 * one ({@link WatchlistListingsPane}), and to share them: import one from a file, saying how many of its listings
 * the loaded events lack, export one to a file. A deleted watchlist's filter stays among the recent filters, so a
 * deletion by mistake loses nothing.
 */
final class WatchlistsDialog extends Dialog<Void> {
    /** Asks which file to import; empty when cancelled. The real one is a {@link FileChooser}. */
    @FunctionalInterface
    interface ImportChooser {
        Optional<Path> choose(Window owner, Optional<Path> folder);
    }

    private final EventsViewModel model;
    private final ImportChooser importChooser;
    private final ListView<Watchlist> list;
    private final Label status = new Label();
    /** The loaded events each watchlist would show, as last counted in the background. */
    private final Map<Watchlist, Integer> counts = new HashMap<>();

    private WatchlistsDialog(Window owner, EventsViewModel model, ImportChooser importChooser) {
        this.model = model;
        this.importChooser = importChooser;
        initOwner(owner);
        setTitle("Watchlists");
        getDialogPane().setId("watchlists-dialog");
        getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());

        list = new ListView<>(model.watchlists().entries());
        list.setId("watchlists-list");
        // Short enough for the whole dialog to fit over the window at its smallest (760 × 480). A fixed width: a
        // long name is cut with an ellipsis (see WatchlistCell) rather than pushing the other columns sideways.
        list.setPrefSize(300, 200);
        list.setMinWidth(200); // narrower only on a screen too narrow for the dialog (see below)
        list.setMaxWidth(300);
        FilterEntriesCache read = model.watchlistActions().filterEntries();
        list.setCellFactory(view -> new WatchlistCell(counts, read::of));
        model.watchlists().refresh(); // another window's watchlists appear as they are read
        summarizeAndCount();
        // A renamed, imported or replaced watchlist is another entry: counted anew while the dialog is open.
        ListChangeListener<Watchlist> recount = change -> summarizeAndCount();
        model.watchlists().entries().addListener(recount);
        setOnHidden(event -> model.watchlists().entries().removeListener(recount));
        Label none = new Label("No watchlists yet. Save a quick filter as one from its magnifier, or import a"
                + " list of tickers.");
        none.setId("watchlists-none");
        none.setWrapText(true);
        none.setPadding(new Insets(8));
        none.getStyleClass().add("table-placeholder"); // as every empty list and table says it
        list.setPlaceholder(none);
        // The one in use is the one most likely to be looked at or changed.
        Optional<Watchlist> inUse = model.watchlistActions().inUse();
        if (inUse.isPresent()) {
            list.getSelectionModel().select(inUse.get());
            list.scrollTo(inUse.get());
        } else {
            list.getSelectionModel().selectFirst();
        }
        FocusedListItem.install(list);
        list.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                showSelected();
            } else if (event.getCode() == KeyCode.F2) {
                renameSelected();
            } else if (event.getCode() == KeyCode.DELETE) {
                deleteSelected();
            } else {
                return;
            }
            event.consume();
        });
        list.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2) {
                showSelected();
            }
        });

        BooleanBinding noneSelected = list.getSelectionModel().selectedItemProperty().isNull();
        Button show = button("_Show", "watchlists-show", noneSelected);
        show.setOnAction(event -> showSelected());
        Button rename = button("_Rename…", "watchlists-rename", noneSelected);
        rename.setOnAction(event -> renameSelected());
        Button delete = button("_Delete", "watchlists-delete", noneSelected);
        // Outlined: red says what it does without being the loudest control; filled red only under the pointer.
        delete.getStyleClass().addAll(Styles.BUTTON_OUTLINED, Styles.DANGER);
        delete.setOnAction(event -> deleteSelected());
        Button importing = button("_Import…", "watchlists-import", null);
        importing.setOnAction(event -> importFromFile());
        Button exporting = button("_Export…", "watchlists-export", noneSelected);
        exporting.setOnAction(event -> exportSelected());
        Region gap = new Region();
        gap.setMinHeight(8);
        VBox buttons = new VBox(6, show, rename, delete, gap, importing, exporting);
        WatchlistListingsPane listings = new WatchlistListingsPane(model.watchlistActions(),
                list.getSelectionModel().selectedItemProperty(), list.getSelectionModel()::select, this::say);

        status.setId("watchlists-status");
        status.setWrapText(true);
        // Room for two lines, empty or not: a sentence that wraps leaves the lists and the field where they were.
        status.getStyleClass().add("two-line-status");
        status.setAlignment(Pos.TOP_LEFT);
        status.setPrefWidth(420);
        status.setMaxWidth(Double.MAX_VALUE);

        Label note = new Label("Enter shows the selected watchlist in the quick filter, F2 renames it, Delete deletes"
                + " it after asking. A deleted or replaced watchlist stays among the recent filters, to be saved"
                + " again. Under its listings, Enter in the field adds one, Delete in the list removes the selected"
                + " one. Import reads a list of tickers, one a line, or a spreadsheet, as CSV or an Excel workbook"
                + " (its ticker column); Export writes one a line.");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.setPrefWidth(420);
        note.setMaxWidth(Double.MAX_VALUE);
        note.getStyleClass().add(Styles.TEXT_MUTED);
        HBox.setHgrow(listings, Priority.ALWAYS);
        HBox lists = new HBox(10, list, buttons, listings);
        DialogHeading.head(this, "Watchlists", new VBox(10, lists, status, note));
        getDialogPane().getButtonTypes().add(DialogButtons.CLOSE);
        EscapeCancels.install(this);
        // The button bar's skin gives the default button the focus when it is made: made now, then overruled.
        getDialogPane().applyCss();
        RoomOnScreen.leastWidthAsPreferredWithin(lists, getDialogPane(), owner);
        list.requestFocus();
    }

    /** Shows the watchlists and waits until the dialog is closed. */
    static void show(Window owner, EventsViewModel model) {
        show(owner, model, WatchlistsDialog::chooseWithFileChooser);
    }

    /** Shows the watchlists, {@code importChooser} asking which file Import… reads. */
    static void show(Window owner, EventsViewModel model, ImportChooser importChooser) {
        new WatchlistsDialog(owner, model, importChooser).showAndWait();
    }

    private static Button button(String text, String id, BooleanBinding disabled) {
        Button button = new Button(text);
        button.setId(id);
        button.setMaxWidth(Double.MAX_VALUE);
        button.setMinWidth(Region.USE_PREF_SIZE);
        if (disabled != null) {
            button.disableProperty().bind(disabled);
        }
        return button;
    }

    private Window window() {
        return getDialogPane().getScene().getWindow();
    }

    /** Says {@code text} under the list, in the colour of its outcome ({@code problem} null while still at work). */
    private void say(String text, Boolean problem) {
        status.setText(text);
        status.getStyleClass().removeAll(Styles.DANGER, Styles.SUCCESS);
        if (problem != null) {
            status.getStyleClass().add(problem ? Styles.DANGER : Styles.SUCCESS);
        }
    }

    private static Optional<Path> chooseWithFileChooser(Window owner, Optional<Path> folder) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Import a watchlist");
        chooser.setInitialDirectory(ChooserFolder.of(folder).toFile());
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Lists of tickers (*.txt, *.csv, *.tsv, *.xlsx)", "*.txt", "*.csv",
                        "*.tsv", "*.xlsx"),
                new FileChooser.ExtensionFilter("All files", "*.*"));
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    /**
     * Reads a list chosen by the user (in the background), then asks its name, the file's by default; once saved,
     * says how many of its listings the loaded events lack, kept all the same (they may be in another range).
     */
    private void importFromFile() {
        Optional<Path> chosen = importChooser.choose(window(), model.watchlistActions().lastFolder());
        if (chosen.isEmpty()) {
            return;
        }
        Path file = chosen.get();
        say("Reading " + file.getFileName() + "…", null);
        model.watchlistActions().readFile(file, read -> {
            status.setText("");
            WatchlistNameDialog.askToImport(window(), file, read.filter(), model.watchlists()).ifPresent(name -> {
                Watchlist imported = model.watchlistActions().keep(name, read.filter());
                list.getSelectionModel().select(imported);
                sayImported(imported, read.listings(), file, read.leftOutSaid());
            });
            list.requestFocus();
        }, problem -> say(problem, true));
    }

    /**
     * "Imported “Tech” from tech.txt: 12 listings, 3 not in the events loaded (2026-11-22 to 2026-11-28); 1 line
     * left out (not a listing: “foo bar”)."; without the events loaded while nothing is, without the lines left out
     * ({@code leftOut} empty) when none was. The {@code entries} are the imported listings, its filter unsplit.
     */
    private void sayImported(Watchlist imported, List<String> entries, Path file, String leftOut) {
        String done = "Imported “" + imported.name() + "” from " + file.getFileName() + ": "
                + Counts.of(entries.size(), "listing", "listings");
        String end = leftOut.isEmpty() ? "." : "; " + leftOut + ".";
        say(done + end, false);
        LoadedSnapshot loaded = model.snapshotProperty().get();
        model.countNotLoadedInBackground(entries, missing -> say(done + ", " + inTheEventsLoaded(missing,
                entries.size()) + " the events loaded (" + loaded.range() + ")" + end, false));
    }

    /** "3 not in", "all in", "none in": how many of {@code listings} the loaded events lack. */
    private static String inTheEventsLoaded(int missing, int listings) {
        if (missing == 0) {
            return listings == 1 ? "in" : "all in";
        }
        if (missing == listings) {
            return listings == 1 ? "not in" : "none in";
        }
        return String.format(Locale.ROOT, "%,d not in", missing);
    }

    private void exportSelected() {
        Watchlist watchlist = selected();
        if (watchlist == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export the watchlist “" + watchlist.name() + "”");
        chooser.setInitialFileName(FileNames.withoutReservedCharacters(watchlist.name()) + ".txt");
        chooser.setInitialDirectory(ChooserFolder.of(model.watchlistActions().lastFolder()).toFile());
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("List of tickers (*.txt)", "*.txt"));
        File chosen = chooser.showSaveDialog(window());
        if (chosen == null) {
            return;
        }
        Path file = chosen.toPath();
        model.watchlistActions().writeFile(watchlist, file, () -> say("Wrote " + file.getFileName() + ".", false),
                problem -> say(problem, true));
    }


    private Watchlist selected() {
        return list.getSelectionModel().getSelectedItem();
    }

    private void showSelected() {
        if (selected() != null) {
            model.replaceQuickFilter(selected().filter());
            close();
        }
    }

    private void renameSelected() {
        Watchlist watchlist = selected();
        if (watchlist != null) {
            WatchlistNameDialog.askToRename(getDialogPane().getScene().getWindow(), watchlist, model.watchlists())
                    .ifPresent(name -> {
                        model.watchlistActions().rename(watchlist, name);
                        model.watchlists().named(name).ifPresent(list.getSelectionModel()::select);
                    });
            list.requestFocus();
        }
    }

    private void deleteSelected() {
        int index = list.getSelectionModel().getSelectedIndex();
        if (index < 0) {
            return;
        }
        Watchlist deleted = selected();
        boolean confirmed = WatchlistDeletePrompt.confirm(getDialogPane().getScene().getWindow(), deleted,
                model.watchlistActions().filterEntries().of(deleted));
        list.requestFocus();
        if (confirmed) {
            model.watchlistActions().delete(deleted);
            list.getSelectionModel().select(Math.min(index, list.getItems().size() - 1));
            say("Deleted “" + deleted.name() + "”: its filter stays among the recent filters, to be saved again.",
                    false);
        }
    }

    /** Reads every watchlist and counts its loaded events in the background, then shows them. */
    private void summarizeAndCount() {
        List<Watchlist> listed = List.copyOf(model.watchlists().entries());
        model.watchlistActions().filterEntries().readInBackground(FilterEntriesCache.filtersOf(listed), list::refresh);
        model.countInBackground(listed, counted -> {
            counts.clear();
            for (int i = 0; i < listed.size(); i++) {
                counts.put(listed.get(i), counted.get(i));
            }
            list.refresh();
        });
    }
}
