package com.marketevents.ui.events;

import atlantafx.base.theme.Styles;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The listings of the watchlist selected in Manage watchlists, to take one out (Remove, or Delete in the list) or
 * add one typed in the field (Add, or Enter). A change is stored at once, as the dialog's other changes are; text
 * that is no listing stays in the field, to be corrected, and the dialog says why in red.
 */
final class WatchlistListingsPane extends VBox {
    private final WatchlistActions actions;
    private final Consumer<Watchlist> onChanged;
    private final BiConsumer<String, Boolean> say;
    private final Label title = new Label();
    private final ListView<String> listings = new ListView<>();
    private final TextField field = new TextField();
    private Watchlist shown;
    /** Whether the listings shown are still being read: a Delete then would act on those of before. */
    private boolean reading;
    /** The number of the latest read: only its listings are shown, an earlier one's are another state's. */
    private long reads;

    /**
     * Shows the listings of {@code selected}'s watchlist; {@code onChanged} gets a watchlist once changed (another
     * entry of the list, to select), {@code say} what was done or why not (true), as the dialog says it.
     */
    WatchlistListingsPane(WatchlistActions actions, ObservableValue<Watchlist> selected,
            Consumer<Watchlist> onChanged, BiConsumer<String, Boolean> say) {
        super(6);
        this.actions = actions;
        this.onChanged = onChanged;
        this.say = say;
        title.setId("watchlist-listings-title");
        title.getStyleClass().add(Styles.TEXT_BOLD);
        title.setMnemonicParsing(false);
        // No width of its own: a long name is cut with an ellipsis instead of widening the column (and the dialog).
        title.setPrefWidth(0);
        title.setMaxWidth(Double.MAX_VALUE);
        title.setLabelFor(listings);

        listings.setId("watchlist-listings");
        listings.setPrefSize(300, 160);
        Label none = new Label("No watchlist selected");
        none.setId("watchlist-listings-none");
        none.getStyleClass().add("table-placeholder");
        none.setWrapText(true);
        none.setPadding(new Insets(8));
        listings.setPlaceholder(none);
        listings.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE) {
                removeSelected();
                event.consume();
            }
        });
        FocusedListItem.install(listings);
        VBox.setVgrow(listings, Priority.ALWAYS);

        field.setId("watchlist-listing-field");
        field.setPromptText("A listing, e.g. AAPL:US");
        field.setAccessibleText("A listing to add");
        field.setOnAction(event -> {
            addTyped();
            event.consume();
        });
        Button add = new Button("_Add");
        add.setId("watchlist-listing-add");
        add.setOnAction(event -> addTyped());
        add.setMinWidth(Region.USE_PREF_SIZE);
        HBox.setHgrow(field, Priority.ALWAYS);
        Button remove = new Button("Re_move");
        remove.setId("watchlist-listing-remove");
        remove.disableProperty().bind(listings.getSelectionModel().selectedItemProperty().isNull());
        remove.setOnAction(event -> removeSelected());
        remove.setMinWidth(Region.USE_PREF_SIZE);

        // Remove beside the title, over the list it acts on, leaves the list the height of a row more.
        HBox heading = new HBox(6, title, remove);
        heading.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(title, Priority.ALWAYS);
        getChildren().addAll(heading, listings, new HBox(6, field, add));
        disableProperty().bind(Bindings.createBooleanBinding(
                () -> selected.getValue() == null, selected));
        selected.addListener((observable, before, now) -> show(now));
        show(selected.getValue());
    }

    private void show(Watchlist watchlist) {
        show(watchlist, () -> { });
    }

    /**
     * Shows the listings of {@code watchlist}, read in the background once (5,000 of them held the dialog up as it
     * opened); then runs {@code then}. Another watchlist's listings go at once; the same one's, changed, stay until
     * the new ones are read, as do those shown while the selection passes through none (the watchlists changing),
     * so that the list neither flickers nor loses its place.
     */
    private void show(Watchlist watchlist, Runnable then) {
        if (watchlist != null && shown != null && !shown.name().equals(watchlist.name())) {
            listings.getItems().clear();
        }
        shown = watchlist;
        title.setText(watchlist == null ? "Listings" : "Listings of “" + watchlist.name() + "”");
        reading = true;
        long number = ++reads;
        actions.listingsInBackground(watchlist, read -> {
            if (number != reads) {
                return; // another was shown meanwhile
            }
            reading = false;
            listings.getItems().setAll(read);
            if (listings.isFocused() && listings.getSelectionModel().isEmpty() && !listings.getItems().isEmpty()) {
                listings.getSelectionModel().selectFirst(); // as FocusedListItem does, had they been there
            }
            then.run();
        });
    }

    /**
     * Adds the listing typed to the watchlist shown, checked against and added to its entries as read in the
     * background ({@link FilterEntriesCache}), once read when they are not yet: its filter is not split here.
     */
    private void addTyped() {
        if (shown == null) {
            return;
        }
        String typed = field.getText();
        Optional<String> notAListing = TypedListing.problem(typed);
        if (notAListing.isPresent()) {
            sayProblem(notAListing.get());
            return;
        }
        withEntriesOfShown((watchlist, entries) -> {
            Optional<String> why = TypedListing.problem(typed, watchlist, entries);
            if (why.isPresent()) {
                sayProblem(why.get());
                return;
            }
            String listing = TypedListing.normalized(typed);
            Watchlist changed = actions.addListing(watchlist, entries, listing);
            changedTo(changed, () -> {
                listings.getSelectionModel().select(listings.getItems().size() - 1);
                listings.scrollTo(listings.getItems().size() - 1);
            });
            if (field.getText().equals(typed)) {
                field.clear();
            }
            field.requestFocus();
            say.accept("Added " + listing + " to “" + changed.name() + "”.", false);
        });
    }

    private void sayProblem(String why) {
        say.accept(why, true);
        field.requestFocus();
    }

    /** Takes the selected listing out of the watchlist shown, as {@link #addTyped} adds one. */
    private void removeSelected() {
        int index = listings.getSelectionModel().getSelectedIndex();
        if (shown == null || reading || index < 0) {
            return;
        }
        String entry = listings.getItems().get(index);
        withEntriesOfShown((watchlist, entries) -> {
            Optional<Watchlist> changed = actions.removeEntry(watchlist, entries, entry);
            if (changed.isEmpty()) {
                say.accept("“" + watchlist.name() + "” keeps at least one listing: delete the watchlist instead.",
                        true);
                return;
            }
            changedTo(changed.get(), () -> {
                int next = Math.min(index, listings.getItems().size() - 1);
                listings.getSelectionModel().select(next);
                listings.scrollTo(next); // so that a second Delete never takes out a listing out of sight
            });
            listings.requestFocus();
            say.accept("Removed " + entry + " from “" + changed.get().name() + "”.", false);
        });
    }

    /**
     * Reads the entries of the watchlist shown in the background, once, and hands them to {@code then} unless
     * another watchlist is shown by the time they are read.
     */
    private void withEntriesOfShown(BiConsumer<Watchlist, FilterEntries> then) {
        Watchlist watchlist = shown;
        actions.filterEntries().read(watchlist.filter(), entries -> {
            if (watchlist.equals(shown)) {
                then.accept(watchlist, entries);
            }
        });
    }

    /** Selects the changed watchlist in the dialog, which shows its listings here; then runs {@code then}. */
    private void changedTo(Watchlist changed, Runnable then) {
        onChanged.accept(changed);
        show(changed, then);
    }
}
