package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.util.ArrayList;
import java.util.List;

/** Checks on the wire field names callers pass to the writers, and the fields an export adds to them. */
final class WireFields {
    /**
     * The service's own flag for an event whose time it does not know, which it publishes at midnight: an export
     * carries it after event_date, so that no file presents such a time as exact.
     */
    static final String TIME_UNKNOWN = "has_unknown_time";

    private WireFields() {
    }

    /** Fails before anything is written when a name is not one of {@link MarketEvent#FIELD_NAMES} or the flag. */
    static void requireKnown(List<String> fieldNames) {
        for (String name : fieldNames) {
            if (!MarketEvent.FIELD_NAMES.contains(name) && !TIME_UNKNOWN.equals(name)) {
                throw new IllegalArgumentException("Unknown field: " + name + "; known fields are "
                        + MarketEvent.FIELD_NAMES + " and " + TIME_UNKNOWN);
            }
        }
    }

    /** The fields a file of {@code fieldNames} holds: {@link #TIME_UNKNOWN} follows event_date wherever it is. */
    static List<String> withTimeFlag(List<String> fieldNames) {
        int date = fieldNames.indexOf("event_date");
        if (date < 0 || fieldNames.contains(TIME_UNKNOWN)) {
            return fieldNames;
        }
        List<String> withFlag = new ArrayList<>(fieldNames);
        withFlag.add(date + 1, TIME_UNKNOWN);
        return List.copyOf(withFlag);
    }

    /**
     * Whether the event's time is not known ({@link com.marketevents.model.EventTime#isTimeUnknown}, the service's
     * flag or the midnight rule); null when it has no date, or one that cannot be read and is not flagged.
     */
    static Boolean timeUnknown(MarketEvent event) {
        if (event.eventDate() == null) {
            return null;
        }
        if (event.eventDate().isTimeUnknown()) {
            return Boolean.TRUE;
        }
        return event.eventDate().isValid() ? Boolean.FALSE : null;
    }
}
