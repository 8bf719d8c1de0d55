package com.marketevents.export;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;

/** Events that exercise every export path: ordinary, hostile, non-ASCII, empty, deleted, undated. */
final class SampleEvents {
    static final String HYPERLINK = "=HYPERLINK(\"http://x\")";
    static final String CMD = "+cmd|' /C calc'!A0";
    static final String ARITHMETIC = "-2+3";
    static final String AT_SUM = "@SUM(1)";
    static final String LONG_TITLE = "Very long title ".repeat(400).strip();

    private SampleEvents() {
    }

    static MarketEvent amazon() {
        return new MarketEvent(1001, 5001L, "AMZN:US", "AMZN", "AMZN.O", "AMZN:US", "XNAS", "US0231351067",
                "Q3 2024 Earnings Call", "earnings", EventTime.parse("2024-10-31T17:00:00-04:00"), 2024,
                "published", "active", EventTime.parse("2024-09-01T08:15:00-04:00"),
                EventTime.parse("2024-10-30T12:00:00.123456-04:00"));
    }

    static MarketEvent withTitle(long id, String title) {
        return new MarketEvent(id, 5002L, "SOC:FR", "GLE", "SOGN.PA", "GLE:FP", "XPAR", "FR0000130809", title,
                "earnings", EventTime.parse("2024-11-05T01:30:00-05:00"), 2024, "published", "active",
                EventTime.parse("2024-10-01T09:00:00-04:00"), EventTime.parse("2024-11-01T09:00:00-04:00"));
    }

    /** Only the id: every other field null, as the service may send. */
    static MarketEvent bare(long id) {
        return new MarketEvent(id, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null);
    }

    static MarketEvent at(long id, String eventDate) {
        return new MarketEvent(id, 5003L, "7203:JP", "7203", "7203.T", "7203:JT", "XTKS", "JP3633400001",
                "Toyota Motor — 決算説明会", "earnings", EventTime.parse(eventDate), 2025, "published", "active",
                EventTime.parse("2024-10-01T09:00:00-04:00"), EventTime.parse("2024-11-01T09:00:00-04:00"));
    }

    static MarketEvent deleted(long id) {
        return new MarketEvent(id, 5004L, "SAP:GR", "SAP", "SAPG.DE", "SAP:GR", "XETR", "DE0007164600",
                "Capital Markets Day", "investor_meeting", EventTime.parse("2024-12-03T04:00:00-05:00"), 2024,
                null, "deleted", EventTime.parse("2024-10-01T09:00:00-04:00"),
                EventTime.parse("2024-11-20T09:00:00-05:00"));
    }
}
