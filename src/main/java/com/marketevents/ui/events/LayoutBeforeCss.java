package com.marketevents.ui.events;

import javafx.scene.Scene;
import javafx.scene.control.Control;

/**
 * Lays a control out at the start of each pulse, before the pulse's CSS pass, instead of in its layout pass.
 *
 * <p>Why: a table lays out its rows in the layout pass, and rows shown anew change their pseudo-classes
 * (:deleted, :odd, :filled, …) after the CSS pass. JavaFX then runs one more pulse for CSS alone. That pulse
 * changes nothing on screen, and a pulse that changes nothing repaints the whole window: 35–75 ms of software
 * rendering after every load, filter keystroke or sort. Laid out first, the rows' new pseudo-classes are
 * styled by the same pulse's CSS pass, and the extra pulse never comes.
 */
final class LayoutBeforeCss {
    private LayoutBeforeCss() {
    }

    /** From now on, {@code control} is laid out before CSS in every pulse of whichever scene it is in. */
    static void install(Control control) {
        Runnable layout = () -> layOut(control);
        control.sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePreLayoutPulseListener(layout);
            }
            if (now != null) {
                now.addPreLayoutPulseListener(layout);
            }
        });
        Scene scene = control.getScene();
        if (scene != null) {
            scene.addPreLayoutPulseListener(layout);
        }
    }

    private static void layOut(Control control) {
        // Without a skin (before the first CSS pass) there is nothing to lay out. layout() walks only what
        // asked for it, so a pulse with nothing to do for the control costs nothing.
        if (control.getSkin() != null) {
            control.layout();
        }
    }
}
