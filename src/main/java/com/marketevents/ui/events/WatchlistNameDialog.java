package com.marketevents.ui.events;

import atlantafx.base.theme.Styles;
import com.marketevents.model.PrintableText;
import com.marketevents.settings.StoredWatchlists;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.DialogButtons;
import com.marketevents.ui.common.DialogHeading;
import com.marketevents.ui.common.HeightFollowsContent;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Asks a watchlist's name, to save the quick filter under it or to rename one; says before the user confirms
 * when the name is already another watchlist's, which it then replaces.
 */
final class WatchlistNameDialog extends Dialog<String> {
    private final TextField name = new TextField();
    private final Label message = new Label();

    /** {@code leftOut}: what of the filter is not kept, and why, said under the sentence in amber; "" for nothing. */
    private WatchlistNameDialog(Window owner, String action, String heading, String sentence, String leftOut,
            String initialName, String filter, Watchlists watchlists, Optional<Watchlist> renamed) {
        initOwner(owner);
        setTitle(heading);
        getDialogPane().setId("watchlist-name-dialog");
        getDialogPane().getStylesheets().setAll(owner.getScene().getStylesheets());

        name.setId("watchlist-name");
        name.setPromptText("Name, e.g. Banks I follow");
        name.setPrefColumnCount(28);
        name.setTextFormatter(new TextFormatter<String>(change -> {
            change.setText(change.getText().replaceAll("\\p{Cntrl}+", " "));
            return change;
        }));
        name.setText(initialName);
        message.setId("watchlist-name-message");
        message.setWrapText(true);
        message.setMinHeight(Region.USE_PREF_SIZE);
        message.textProperty().bind(Bindings.createStringBinding(
                () -> messageFor(name.getText(), filter, watchlists, renamed), name.textProperty()));
        message.getStyleClass().add(Styles.WARNING);

        Label nameLabel = new Label("Name");
        nameLabel.setLabelFor(name);
        Label leftOutNote = leftOutNote(leftOut);
        VBox content = new VBox(8, DialogHeading.sentence(sentence), leftOutNote, nameLabel, name, message);
        VBox.setMargin(nameLabel, new Insets(6, 0, 0, 0));
        DialogHeading.head(this, heading, content);
        ButtonType confirm = new ButtonType(action, ButtonBar.ButtonData.OK_DONE);
        getDialogPane().getButtonTypes().addAll(confirm, DialogButtons.CANCEL);
        getDialogPane().lookupButton(confirm).setId("watchlist-name-confirm");
        getDialogPane().lookupButton(confirm).disableProperty().bind(Bindings.createBooleanBinding(
                () -> filter.isBlank() || StoredWatchlists.problemWithName(name.getText()).isPresent(),
                name.textProperty()));
        setResultConverter(button -> button == confirm ? name.getText().strip() : null);
        EscapeCancels.install(this);
        // The warning under the name comes as it is typed, after the dialog took its size: it grows to hold it whole,
        // where its middle had scrolled, the bar narrowing the field, the warning cut after a line.
        if (getDialogPane().getScene().getWindow() instanceof Stage stage) {
            HeightFollowsContent.install(stage, getDialogPane().getScene());
        }
        // The button bar's skin gives the default button the focus when it is made: made now, then overruled.
        getDialogPane().applyCss();
        // Measured at the field's width, as it is laid out, the warning's lines count in the height the dialog asks.
        message.setPrefWidth(name.prefWidth(-1));
        leftOutNote.setPrefWidth(name.prefWidth(-1));
        name.requestFocus();
        name.selectAll();
    }

    /**
     * Asks a name to save the quick filter's {@code listings} under, saying what of it is left out as the Add field
     * would refuse it; empty when cancelled. With no listing in it, says so and saves nothing.
     */
    static Optional<String> askToSave(Window owner, ImportedListings listings, Watchlists watchlists) {
        String filter = listings.filter();
        String sentence = filter.isEmpty() ? "The quick filter holds no listing to save as a watchlist."
                : "Save the quick filter “" + RecentQueries.shown(filter) + "” as a watchlist.";
        return askToKeep(owner, "Save as watchlist", sentence, listings.whyLeftOut(), filter, watchlists);
    }

    /** Asks a name for a new watchlist of {@code listings}; empty when cancelled. */
    static Optional<String> askToCreate(Window owner, String listings, Watchlists watchlists) {
        return askToKeep(owner, "New watchlist", "A new watchlist of " + RecentQueries.shown(listings) + ".",
                "", listings, watchlists);
    }

    /** Asks a name for the watchlist {@code filter} read from {@code file}, the file's by default. */
    static Optional<String> askToImport(Window owner, Path file, String filter, Watchlists watchlists) {
        return new WatchlistNameDialog(owner, "_Import", "Import watchlist", "Import “" + RecentQueries.shown(filter)
                + "” from " + file.getFileName() + " as a watchlist.", "", nameOf(file), filter, watchlists,
                Optional.empty()).showAndWait();
    }

    /**
     * A watchlist's name from a file's: without its extension and the characters that are not text (a file's name
     * may hold control characters), cut to the longest name allowed.
     */
    static String nameOf(Path file) {
        String name = PrintableText.without(String.valueOf(file.getFileName()).replaceFirst("\\.[^.]*$", "")).strip();
        if (name.length() <= StoredWatchlists.MAX_NAME_LENGTH) {
            return name;
        }
        int end = StoredWatchlists.MAX_NAME_LENGTH;
        // A character's two halves stay together: one half alone is no text, and no name.
        return name.substring(0, Character.isHighSurrogate(name.charAt(end - 1)) ? end - 1 : end).strip();
    }

    private static Optional<String> askToKeep(Window owner, String heading, String sentence, String leftOut,
            String filter, Watchlists watchlists) {
        String initial = filter.isEmpty() ? "" : watchlists.holding(filter).map(Watchlist::name).orElse("");
        return new WatchlistNameDialog(owner, "_Save", heading, sentence, leftOut, initial, filter, watchlists,
                Optional.empty()).showAndWait();
    }

    /** Out of the layout when nothing is left out. */
    private static Label leftOutNote(String leftOut) {
        Label note = new Label(leftOut);
        note.setVisible(!leftOut.isEmpty());
        note.setManaged(!leftOut.isEmpty());
        note.setId("watchlist-left-out");
        note.setMnemonicParsing(false);
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        note.getStyleClass().add(Styles.WARNING);
        return note;
    }

    /** Asks a new name for {@code watchlist}; empty when cancelled. */
    static Optional<String> askToRename(Window owner, Watchlist watchlist, Watchlists watchlists) {
        return new WatchlistNameDialog(owner, "_Rename", "Rename watchlist", "A new name for the watchlist “"
                + watchlist.name() + "”.", "", watchlist.name(), watchlist.filter(), watchlists, Optional.of(watchlist))
                .showAndWait();
    }

    /**
     * What to say under the name typed for {@code filter}: why it cannot be used, or what becomes of the watchlist
     * already of that name ({@code renamed} is the one being renamed, empty when saving).
     */
    private static String messageFor(String typed, String filter, Watchlists watchlists,
            Optional<Watchlist> renamed) {
        if (typed == null || typed.isBlank()) {
            return "";
        }
        Optional<String> problem = StoredWatchlists.problemWithName(typed);
        if (problem.isPresent()) {
            return problem.get();
        }
        Optional<Watchlist> existing = watchlists.named(typed);
        if (existing.isEmpty() || existing.equals(renamed)) {
            return "";
        }
        if (renamed.isEmpty() && existing.get().filter().equalsIgnoreCase(filter.strip())) {
            return "This filter is already the watchlist “" + existing.get().name() + "”.";
        }
        return "Replaces the watchlist “" + existing.get().name() + "” (" + RecentQueries.shown(existing.get().filter())
                + "); its listings stay among the recent filters.";
    }
}
