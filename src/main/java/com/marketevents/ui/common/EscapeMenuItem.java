package com.marketevents.ui.common;

import javafx.scene.control.MenuItem;

/**
 * A menu item for work that Esc cancels (a load, an export), the key named in its label: "Cancel loading (Esc)".
 * Not an accelerator: one of Esc would be the window's wherever its focus is, and could take the key from the
 * controls that use it (the quick filter clears on it, a date's calendar closes); the window's key filters, which
 * let Esc through while nothing runs, do the cancelling instead.
 */
public final class EscapeMenuItem {
    private EscapeMenuItem() {
    }

    /** An item labelled {@code text} and the key, {@code id} for tests, greyed out as its caller binds it. */
    public static MenuItem of(String text, String id, Runnable cancel) {
        MenuItem item = new MenuItem(text + " (Esc)");
        item.setId(id);
        item.setOnAction(event -> cancel.run());
        return item;
    }
}
