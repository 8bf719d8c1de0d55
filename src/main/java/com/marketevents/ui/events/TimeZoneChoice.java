package com.marketevents.ui.events;

import com.marketevents.model.EventTime;
import java.time.ZoneId;

/** Which zone the window shows times in: the service's US Eastern time, or the user's own. */
public enum TimeZoneChoice {
    SERVICE("US Eastern time (as published)"),
    LOCAL("My time zone");

    private final String label;

    TimeZoneChoice(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public ZoneId zone() {
        return this == SERVICE ? EventTime.SERVICE_ZONE : ZoneId.systemDefault();
    }
}
