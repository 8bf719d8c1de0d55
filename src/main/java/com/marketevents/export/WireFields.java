package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.util.List;

/** Checks on the wire field names callers pass to the writers. */
final class WireFields {

    private WireFields() {
    }

    /** Fails before anything is written when a name is not one of {@link MarketEvent#FIELD_NAMES}. */
    static void requireKnown(List<String> fieldNames) {
        for (String name : fieldNames) {
            if (!MarketEvent.FIELD_NAMES.contains(name)) {
                throw new IllegalArgumentException("Unknown field: " + name + "; known fields are "
                        + MarketEvent.FIELD_NAMES);
            }
        }
    }
}
