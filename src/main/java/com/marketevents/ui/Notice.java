package com.marketevents.ui;

import java.util.List;

/** One sentence shown in the window's message strip, with the ways out a user can take from it. */
public record Notice(Severity severity, String text, List<Action> actions) {

    public enum Severity { INFO, WARNING, ERROR }

    /** What a button in the message strip does. */
    public enum Action {
        OPEN_SETTINGS("Open settings"),
        RETRY("Try again"),
        LOAD_THIS_WEEK("Load this week");

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

    public static Notice info(String text) {
        return new Notice(Severity.INFO, text, List.of());
    }

    public static Notice warning(String text) {
        return new Notice(Severity.WARNING, text, List.of());
    }
}
