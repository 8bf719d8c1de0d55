package com.marketevents.model;

import java.time.Instant;

/**
 * One corporate event, with every documented field. Text values are kept exactly as received;
 * only {@code eventId} is guaranteed, any other field may be null.
 */
public record MarketEvent(
        long eventId,
        Long equityId,
        String ticker,
        String localTicker,
        String ric,
        String bloombergTicker,
        String exchangeMic,
        String isin,
        String title,
        String eventType,
        EventTime eventDate,
        Integer fiscalYear,
        String transcriptionStatus,
        String status,
        EventTime created,
        EventTime modified) {

    /** The 16 wire names, in the order of the interface description. */
    public static final java.util.List<String> FIELD_NAMES = java.util.List.of(
            "event_id", "equity_id", "ticker", "local_ticker", "ric", "bloomberg_ticker", "exchange_mic",
            "isin", "title", "event_type", "event_date", "fiscal_year", "transcription_status", "status",
            "created", "modified");

    /** True for records the service marks as deleted; they are shown as such, never as live events. */
    public boolean isDeleted() {
        return "deleted".equalsIgnoreCase(status);
    }

    /** The value of a field by its wire name, as text exactly as received (null when absent). */
    public String rawValue(String fieldName) {
        return switch (fieldName) {
            case "event_id" -> Long.toString(eventId);
            case "equity_id" -> equityId == null ? null : equityId.toString();
            case "ticker" -> ticker;
            case "local_ticker" -> localTicker;
            case "ric" -> ric;
            case "bloomberg_ticker" -> bloombergTicker;
            case "exchange_mic" -> exchangeMic;
            case "isin" -> isin;
            case "title" -> title;
            case "event_type" -> eventType;
            case "event_date" -> eventDate == null ? null : eventDate.raw();
            case "fiscal_year" -> fiscalYear == null ? null : fiscalYear.toString();
            case "transcription_status" -> transcriptionStatus;
            case "status" -> status;
            case "created" -> created == null ? null : created.raw();
            case "modified" -> modified == null ? null : modified.raw();
            default -> throw new IllegalArgumentException("Unknown field: " + fieldName);
        };
    }

    /** True when this copy was modified later than {@code other} (the same event's); a readable time beats none. */
    public boolean isNewerVersionOf(MarketEvent other) {
        Instant modifiedAt = modifiedInstant(this);
        if (modifiedAt == null) {
            return false;
        }
        Instant otherModifiedAt = modifiedInstant(other);
        return otherModifiedAt == null || modifiedAt.isAfter(otherModifiedAt);
    }

    private static Instant modifiedInstant(MarketEvent event) {
        return event.modified == null || !event.modified.isValid() ? null : event.modified.dateTime().toInstant();
    }
}
