package com.marketevents.ui.events;

import com.marketevents.model.CodeLabel;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import java.util.Comparator;
import java.util.Locale;
import java.util.function.Function;

/** The 16 documented fields as table columns, in their default order, with their default visibility. */
public enum EventField {
    EVENT_DATE("event_date", "Date and time", true, 250, Kind.EVENT_TIME, MarketEvent::eventDate),
    TICKER("ticker", "Ticker", true, 110, Kind.IDENTIFIER, MarketEvent::ticker),
    TITLE("title", "Title", true, 360, Kind.TEXT, MarketEvent::title),
    EVENT_TYPE("event_type", "Type", true, 160, Kind.CODE, MarketEvent::eventType),
    EXCHANGE_MIC("exchange_mic", "Exchange", true, 100, Kind.IDENTIFIER, MarketEvent::exchangeMic),
    FISCAL_YEAR("fiscal_year", "Fiscal year", true, 110, Kind.NUMBER, MarketEvent::fiscalYear),
    TRANSCRIPTION_STATUS("transcription_status", "Transcription", true, 125, Kind.CODE,
            MarketEvent::transcriptionStatus),
    STATUS("status", "Status", true, 85, Kind.CODE, MarketEvent::status),
    BLOOMBERG_TICKER("bloomberg_ticker", "Bloomberg ticker", false, 155, Kind.IDENTIFIER,
            MarketEvent::bloombergTicker),
    LOCAL_TICKER("local_ticker", "Local ticker", false, 120, Kind.IDENTIFIER, MarketEvent::localTicker),
    RIC("ric", "RIC", false, 100, Kind.IDENTIFIER, MarketEvent::ric),
    ISIN("isin", "ISIN", false, 130, Kind.IDENTIFIER, MarketEvent::isin),
    EVENT_ID("event_id", "Event ID", false, 95, Kind.NUMBER, MarketEvent::eventId),
    EQUITY_ID("equity_id", "Equity ID", false, 95, Kind.NUMBER, MarketEvent::equityId),
    CREATED("created", "Created", false, 210, Kind.RECORD_TIME, MarketEvent::created),
    MODIFIED("modified", "Modified", false, 210, Kind.RECORD_TIME, MarketEvent::modified);

    /** How a field's values look and sort; a CODE is one of an open set of codes, shown by {@link CodeLabel}. */
    public enum Kind { TEXT, CODE, IDENTIFIER, NUMBER, EVENT_TIME, RECORD_TIME }

    private final String wireName;
    private final String title;
    private final boolean visibleByDefault;
    private final double defaultWidth;
    private final Kind kind;
    private final Function<MarketEvent, Object> value;

    EventField(String wireName, String title, boolean visibleByDefault, double defaultWidth, Kind kind,
            Function<MarketEvent, Object> value) {
        this.wireName = wireName;
        this.title = title;
        this.visibleByDefault = visibleByDefault;
        this.defaultWidth = defaultWidth;
        this.kind = kind;
        this.value = value;
    }

    public String wireName() {
        return wireName;
    }

    public String title() {
        return title;
    }

    /**
     * The title as it reads within a sentence ("Copy title", "Copy event ID"): lower case but for an acronym (RIC,
     * ISIN) or a proper name (Bloomberg).
     */
    public String titleInSentence() {
        String first = title.split(" ", 2)[0];
        boolean keepsCase = first.equals(first.toUpperCase(Locale.ROOT)) || first.equals("Bloomberg");
        return keepsCase ? title : Character.toLowerCase(title.charAt(0)) + title.substring(1);
    }

    public boolean visibleByDefault() {
        return visibleByDefault;
    }

    public double defaultWidth() {
        return defaultWidth;
    }

    public Kind kind() {
        return kind;
    }

    /** The value as held by the event (String, Long, Integer or EventTime), or null. */
    public Object value(MarketEvent event) {
        return value.apply(event);
    }

    /** The value as a person reads it in the table. */
    public String text(MarketEvent event, TimeDisplay times) {
        Object v = value(event);
        if (v == null) {
            return "";
        }
        return switch (kind) {
            case EVENT_TIME -> times.eventTime((EventTime) v);
            case RECORD_TIME -> times.exact((EventTime) v);
            case CODE -> CodeLabel.of((String) v);
            default -> v.toString();
        };
    }

    /**
     * Orders rows by this field: text without regard to case (the title without regard to accents either,
     * {@link EventRow#BY_TITLE}), identifiers with their numbers by value
     * ({@link IdentifierOrder}), numbers and times by value, empty last; event
     * dates as {@code times} shows them ({@link TimeDisplay#eventTimeOrder}).
     */
    public Comparator<EventRow> rowComparator(TimeDisplay times) {
        return rowComparator(times, false);
    }

    /**
     * As {@link #rowComparator(TimeDisplay)}, from the largest value when {@code descending}; rows without a value (or
     * with a time that cannot be read) stay last either way, among themselves in the same order, as spreadsheets keep
     * blank cells at the end.
     */
    public Comparator<EventRow> rowComparator(TimeDisplay times, boolean descending) {
        Comparator<EventRow> byValue = valueOrder(times);
        Comparator<EventRow> inDirection = descending ? byValue.reversed() : byValue;
        return (a, b) -> {
            boolean aLacks = lacksValue(a);
            boolean bLacks = lacksValue(b);
            if (aLacks != bLacks) {
                return aLacks ? 1 : -1;
            }
            return aLacks ? byValue.compare(a, b) : inDirection.compare(a, b);
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Comparator<EventRow> valueOrder(TimeDisplay times) {
        if (this == EVENT_DATE) {
            // Events at the same moment go by id, as the service orders them.
            return Comparator.comparing((EventRow row) -> row.event().eventDate(),
                    Comparator.nullsLast(times.eventTimeOrder())).thenComparingLong(row -> row.event().eventId());
        }
        if (this == TITLE) {
            return EventRow.BY_TITLE;
        }
        Comparator<Object> byValue = switch (kind) {
            case TEXT, CODE -> (a, b) -> String.CASE_INSENSITIVE_ORDER.compare((String) a, (String) b);
            case IDENTIFIER -> (a, b) -> IdentifierOrder.INSTANCE.compare((String) a, (String) b);
            case EVENT_TIME, RECORD_TIME -> (a, b) -> ((EventTime) a).compareTo((EventTime) b);
            default -> (a, b) -> ((Comparable) a).compareTo(b);
        };
        return Comparator.comparing(row -> value(row.event()), Comparator.nullsLast(byValue));
    }

    private boolean lacksValue(EventRow row) {
        Object shown = value(row.event());
        return shown == null || shown instanceof EventTime time && !time.isValid();
    }

    public static EventField byWireName(String name) {
        for (EventField field : values()) {
            if (field.wireName.equals(name)) {
                return field;
            }
        }
        return null;
    }
}
