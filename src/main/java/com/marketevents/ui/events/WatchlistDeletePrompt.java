package com.marketevents.ui.events;

import atlantafx.base.theme.Styles;
import com.marketevents.model.Counts;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.common.DialogHeading;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** Asks before a watchlist is deleted, naming it and how many listings it holds. */
final class WatchlistDeletePrompt {
    private WatchlistDeletePrompt() {
    }

    /**
     * True when the user chose to delete {@code watchlist}, of {@code listings} listings when they are counted
     * ({@link FilterEntriesCache}): its filter is not read here, on the UI thread.
     */
    static boolean confirm(Window owner, Watchlist watchlist, Optional<Long> listings) {
        ButtonType delete = new ButtonType("Delete", ButtonBar.ButtonData.OTHER);
        ButtonType keep = new ButtonType("Keep it", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, text(listings), delete, keep);
        alert.initOwner(owner);
        alert.setTitle("Delete watchlist?");
        DialogHeading.head(alert, "Delete the watchlist “" + watchlist.name() + "”?");
        alert.getDialogPane().setId("watchlist-delete-prompt");
        // Enter keeps the watchlist: deleting it should take a deliberate choice.
        ((Button) alert.getDialogPane().lookupButton(keep)).setDefaultButton(true);
        // Red outlined, as the Watchlists dialog's Delete it was asked from.
        alert.getDialogPane().lookupButton(delete).getStyleClass().addAll(Styles.BUTTON_OUTLINED, Styles.DANGER);
        return alert.showAndWait().filter(delete::equals).isPresent();
    }

    /** "It holds 12 listings. Its filter stays among the recent filters, to be saved again." */
    static String text(Optional<Long> listings) {
        return listings.map(count -> "It holds " + Counts.of(count, "listing", "listings") + ". ").orElse("")
                + "Its filter stays among the recent filters, to be saved again.";
    }
}
