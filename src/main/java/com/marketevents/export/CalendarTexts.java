package com.marketevents.export;

import com.marketevents.model.CodeLabel;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;

/** The human-readable texts of a calendar entry: a summary that says who and what, and a description. */
final class CalendarTexts {
    static final String DELETED_PREFIX = "[Deleted] ";

    private CalendarTexts() {
    }

    /** The event's type as the window shows it ("Earnings release"), for the entry's category; null for none. */
    static String category(MarketEvent event) {
        String type = event.eventType();
        return type == null || type.isBlank() ? null : CodeLabel.of(type.strip());
    }

    /** "TICKER — title", falling back to other identifiers and to the event type; deleted ones say so. */
    static String summary(MarketEvent event) {
        String who = firstPresent(event.ticker(), event.bloombergTicker(), event.localTicker(), event.ric(),
                event.isin());
        String what = firstPresent(event.title(), category(event));
        String summary;
        if (who != null && what != null) {
            summary = who + " — " + what;
        } else if (who != null || what != null) {
            summary = who != null ? who : what;
        } else {
            summary = "Market event " + event.eventId();
        }
        return event.isDeleted() ? DELETED_PREFIX + summary : summary;
    }

    /**
     * One line per known identifier and state, named and worded as the window shows them ("Type: Earnings release"),
     * then the date exactly as published.
     */
    static String description(MarketEvent event, boolean timeUnknown) {
        StringBuilder text = new StringBuilder(256);
        appendLine(text, "Title", event.title());
        appendLine(text, "Ticker", event.ticker());
        appendLine(text, "Local ticker", event.localTicker());
        appendLine(text, "Bloomberg ticker", event.bloombergTicker());
        appendLine(text, "RIC", event.ric());
        appendLine(text, "ISIN", event.isin());
        appendLine(text, "Exchange", event.exchangeMic());
        appendLine(text, "Type", CodeLabel.of(event.eventType()));
        appendLine(text, "Fiscal year", event.fiscalYear() == null ? null : event.fiscalYear().toString());
        appendLine(text, "Transcription", CodeLabel.of(event.transcriptionStatus()));
        appendLine(text, "Status", CodeLabel.of(event.status()));
        appendLine(text, "Date as published", raw(event.eventDate()));
        if (timeUnknown) {
            text.append("Time of day not published (midnight US Eastern in the source).\n");
        }
        appendLine(text, "Event ID", Long.toString(event.eventId()));
        appendLine(text, "Equity ID", event.equityId() == null ? null : event.equityId().toString());
        text.setLength(text.length() - 1);
        return text.toString();
    }

    private static void appendLine(StringBuilder text, String label, String value) {
        if (value != null && !value.isBlank()) {
            text.append(label).append(": ").append(value).append('\n');
        }
    }

    private static String raw(EventTime time) {
        return time == null ? null : time.raw();
    }

    private static String firstPresent(String... candidates) {
        for (String candidate : candidates) {
            if (candidate != null && !candidate.isBlank()) {
                return candidate.strip();
            }
        }
        return null;
    }
}
