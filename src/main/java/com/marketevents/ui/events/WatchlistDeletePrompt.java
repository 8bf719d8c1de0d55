package com.marketevents.ui.events;

import atlantafx.base.theme.Styles;
import com.marketevents.model.Counts;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import com.marketevents.ui.DialogHeading;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** Asks before a watchlist is deleted, naming it and how many listings it holds. */
final class WatchlistDeletePrompt {
    private WatchlistDeletePrompt() {
    }

    /** True when the user chose to delete {@code watchlist}. */
    static boolean confirm(Window owner, Watchlist watchlist) {
        ButtonType delete = new ButtonType("Delete", ButtonBar.ButtonData.OTHER);
        ButtonType keep = new ButtonType("Keep it", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, text(watchlist), delete, keep);
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
    static String text(Watchlist watchlist) {
        return "It holds " + Counts.of(QuickQuery.countAlternatives(watchlist.filter()), "listing", "listings")
                + ". Its filter stays among the recent filters, to be saved again.";
    }
}
