package com.marketevents.ui;

import javafx.scene.Node;
import javafx.scene.layout.VBox;

/**
 * The window's message strips, one per feature (loading, export), one above the other. A new notice in one closes
 * the information left in the others, so that an old "Exported 55 events" does not sit above a new error.
 */
final class NoticeArea extends VBox {

    void add(NoticeBar bar) {
        getChildren().add(bar);
        bar.notice().addListener((obs, old, now) -> {
            if (now != null) {
                for (Node other : getChildren()) {
                    if (other != bar && other instanceof NoticeBar otherBar) {
                        otherBar.dismissIfInformation();
                    }
                }
            }
        });
    }
}
