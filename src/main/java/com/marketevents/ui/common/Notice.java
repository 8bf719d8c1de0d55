package com.marketevents.ui.common;

import java.util.List;

/**
 * One sentence shown in the window's message strip, with the ways out a user can take from it. A notice that is
 * not dismissible has no close button: it tells of work still running, which its Cancel ends.
 */
public record Notice(Severity severity, String text, List<Action> actions, boolean dismissible) {

    public enum Severity { INFO, WARNING, ERROR }

    /** What a button in the message strip does. */
    public enum Action {
        OPEN_SETTINGS("Open settings"),
        RETRY("Try again"),
        USE_DEMO("Use demo data"),
        LOAD_THIS_WEEK("Load this week"),
        OPEN_FOLDER("Open folder"),
        CANCEL("Cancel");

        private final String label;

        Action(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public Notice {
        actions = List.copyOf(actions);
    }

    public Notice(Severity severity, String text, List<Action> actions) {
        this(severity, text, actions, true);
    }

    /** Work under way, with Cancel and no close button (closing would hide the only word of it). */
    public static Notice running(String text) {
        return new Notice(Severity.INFO, text, List.of(Action.CANCEL), false);
    }

    public static Notice info(String text) {
        return new Notice(Severity.INFO, text, List.of());
    }

    public static Notice warning(String text) {
        return new Notice(Severity.WARNING, text, List.of());
    }
}
