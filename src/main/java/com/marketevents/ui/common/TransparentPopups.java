package com.marketevents.ui.common;

import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.scene.Parent;

/**
 * Whether popups (menus, tooltips, the calendar) can have transparent parts. A desktop without a compositor
 * cannot draw transparent windows: there, a popup's shadow margin and rounded corners come out as an opaque frame
 * round it, white in the dark theme, so popups are drawn square and without a shadow instead.
 */
public final class TransparentPopups {
    /** On a window's root: app.css then draws its menus and tooltips without a shadow. */
    private static final String OPAQUE_STYLE_CLASS = "opaque-popups";

    private TransparentPopups() {
    }

    public static boolean supported() {
        return Platform.isSupported(ConditionalFeature.TRANSPARENT_WINDOW);
    }

    /** Marks {@code root} so that the popups of its window are drawn opaque where they have to be. */
    public static void styleFor(Parent root) {
        if (!supported()) {
            root.getStyleClass().add(OPAQUE_STYLE_CLASS);
        }
    }
}
