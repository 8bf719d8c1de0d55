package com.marketevents.ui;

import com.marketevents.ui.common.NoticeBar;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.layout.VBox;

/**
 * The window's message strips, one per feature (loading, export), one above the other. A new notice in one closes
 * the information left in the others, so that an old "Exported 55 events" does not sit above a new error.
 */
final class NoticeArea extends VBox {
    private Control focusAfter;

    /** Where the keyboard goes when a notice goes, or changes, with the button it was on. */
    void handFocusTo(Control target) {
        focusAfter = target;
    }

    void add(NoticeBar bar) {
        bar.handFocusTo(focusAfter);
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
