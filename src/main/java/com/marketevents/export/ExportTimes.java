package com.marketevents.export;

import java.util.Optional;

/**
 * How an export writes its date-times (event_date, created, modified): as the service sent them, which mixes the
 * offsets it gave, or all in one zone ({@link TimeWriter}). A calendar is not concerned: it always holds UTC
 * instants, which calendar programs show in their own zone.
 */
public enum ExportTimes {
    AS_SENT("as-sent", "As the service sent them"),
    EASTERN("eastern", "In US Eastern time"),
    LOCAL("local", "In your time zone");

    private final String optionName;
    private final String label;

    ExportTimes(String optionName, String label) {
        this.optionName = optionName;
        this.label = label;
    }

    /** The command line's name for it: "as-sent", "eastern", "local". */
    public String optionName() {
        return optionName;
    }

    /** A short name for the dialog; the window adds the zone's name to {@link #LOCAL}'s. */
    public String label() {
        return label;
    }

    /** The choice with that command-line name, in any case. */
    public static Optional<ExportTimes> named(String optionName) {
        for (ExportTimes candidate : values()) {
            if (candidate.optionName.equalsIgnoreCase(optionName.strip())) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
