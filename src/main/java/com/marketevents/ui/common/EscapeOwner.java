package com.marketevents.ui.common;

import java.util.function.BooleanSupplier;
import javafx.event.EventTarget;
import javafx.scene.Node;

/**
 * Lets Esc reach the innermost thing it would stop or clear. The window's Esc (cancel a load or an export) is a
 * scene filter, so that it works whichever control has the focus; scene filters run before a node's own, and would
 * otherwise take Esc from the status panel asking for the status, or from a quick filter that has text to clear.
 */
public final class EscapeOwner {
    private static final Object KEY = EscapeOwner.class;

    private EscapeOwner() {
    }

    /** Makes {@code node} the owner of Esc pressed within it while {@code owning} is true. */
    public static void claim(Node node, BooleanSupplier owning) {
        node.getProperties().put(KEY, owning);
    }

    /** Whether a node at or around {@code target} owns Esc now: the window's own Esc should then let it pass. */
    public static boolean claimedAt(EventTarget target) {
        for (Node node = target instanceof Node start ? start : null; node != null; node = node.getParent()) {
            if (node.getProperties().get(KEY) instanceof BooleanSupplier owning && owning.getAsBoolean()) {
                return true;
            }
        }
        return false;
    }
}
