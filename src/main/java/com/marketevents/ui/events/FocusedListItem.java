package com.marketevents.ui.events;

import javafx.scene.control.ListView;

/**
 * A list that takes the focus with nothing selected selects its first item: the keys act on the focused item, and
 * without one nothing showed where ↓ or Delete would go (Tab onto a watchlist's listings showed no item).
 */
final class FocusedListItem {
    private FocusedListItem() {
    }

    static void install(ListView<?> list) {
        list.focusedProperty().addListener((observable, was, now) -> {
            if (now && list.getSelectionModel().isEmpty() && !list.getItems().isEmpty()) {
                list.getSelectionModel().selectFirst();
                list.getFocusModel().focus(0);
                list.scrollTo(0);
            }
        });
    }
}
