package com.marketevents.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the events operation's answer (a bare JSON array of events) as a stream of tokens, straight into
 * {@link MarketEvent} records: no tree, no second copy of the body. Unknown fields are skipped but one, the
 * service's {@code has_unknown_time} flag, which says whether the event's time is known
 * ({@link EventTime#withTimeUnknown}); any field but {@code event_id} may be null or absent, and a value of another
 * type than documented is taken as well as it can be (see {@link JsonValues#pooled}, {@link JsonValues#wholeNumber});
 * repeated short values are shared through a pool.
 * Thread-safe; one reader is meant to serve every response of one service, so the pool spans them.
 */
final class EventsJsonReader {
    /**
     * A company's identifiers come back with each of its events, a quarter apart, with tens of thousands of
     * other values in between; a pool of 16,384 slots had forgotten them by then. At this size a year of
     * demo events holds 207,000 strings instead of 388,000: less memory, and fewer objects for the collector
     * to copy while a load runs. The price: the slots keep up to that many strings of past loads alive.
     */
    private static final int IDENTIFIER_POOL_CAPACITY = 1 << 17;
    private static final int TITLE_POOL_CAPACITY = 1 << 16;
    private static final int TIME_POOL_CAPACITY = 1 << 14;
    private static final int NUMBER_POOL_CAPACITY = 1 << 16;
    private static final int MAX_POOLED_TITLE_LENGTH = 160;

    private final JsonFactory factory;
    private final TextPool<String> strings = TextPool.strings(IDENTIFIER_POOL_CAPACITY);
    /**
     * Titles repeat too ("Q3 2026 Earnings Call", a company's meeting in every answer): a year of events
     * holds about one distinct title in eight. A pool of their own keeps them from crowding out identifiers.
     */
    private final TextPool<String> titles = TextPool.strings(TITLE_POOL_CAPACITY, MAX_POOLED_TITLE_LENGTH);
    private final TextPool<EventTime> times = TextPool.of(TIME_POOL_CAPACITY, EventTime::parse, EventTime::raw);
    private final NumberPool numbers = new NumberPool(NUMBER_POOL_CAPACITY);

    public EventsJsonReader() {
        this(new JsonFactory());
    }

    public EventsJsonReader(JsonFactory factory) {
        this.factory = factory;
    }

    /** The events of an answer, in its order, and its records that could not be events. */
    public record Answer(List<MarketEvent> events, List<LeftOutRecord> leftOut) {
    }

    /**
     * Reads the whole array and closes the stream. A record that cannot be an event is left out, not a failure.
     *
     * @throws ApiException kind INVALID_RESPONSE for malformed or truncated JSON, or an answer that is not a list
     * @throws IOException when the stream itself fails (a dropped connection)
     */
    public Answer read(InputStream body) throws IOException, ApiException {
        return JsonValues.readWhole(() -> factory.createParser(body), "list of events", this::readArray);
    }

    /**
     * Reads the whole array as {@link #read} does, from bytes that may not all be UTF-8: each byte that is not
     * part of a UTF-8 character is read as U+FFFD. Slower than {@link #read}, which takes only UTF-8.
     */
    public Answer readReplacingInvalidUtf8(InputStream body) throws IOException, ApiException {
        Reader text = new InputStreamReader(body, StandardCharsets.UTF_8);
        return JsonValues.readWhole(() -> factory.createParser(text), "list of events", this::readArray);
    }

    /** True when {@link #read} failed only because the answer's bytes are not UTF-8. */
    static boolean failedOnInvalidUtf8(ApiException e) {
        return JsonValues.isNotUtf8(e);
    }

    private Answer readArray(JsonParser parser) throws IOException, ApiException {
        JsonToken first = JsonValues.firstToken(parser, "list of events");
        if (first != JsonToken.START_ARRAY) {
            throw JsonValues.invalid("expected a list of events but got " + JsonValues.describe(first) + ".");
        }
        List<MarketEvent> events = new ArrayList<>();
        List<LeftOutRecord> leftOut = new ArrayList<>();
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
            if (token != JsonToken.START_OBJECT) {
                if (token == null) {
                    throw JsonValues.invalid("the list of events ends before it is complete (truncated).");
                }
                JsonValues.skip(parser);
                leftOut.add(LeftOutRecord.NOT_AN_OBJECT);
                continue;
            }
            MarketEvent event = readEvent(parser, leftOut);
            if (event != null) {
                events.add(event);
            }
        }
        return new Answer(events, leftOut);
    }

    /** The event at the parser; null when it has no usable event_id, and then it is added to {@code leftOut}. */
    private MarketEvent readEvent(JsonParser p, List<LeftOutRecord> leftOut) throws IOException {
        Long eventId = null;
        Long equityId = null;
        Integer fiscalYear = null;
        String ticker = null;
        String localTicker = null;
        String ric = null;
        String bloombergTicker = null;
        String exchangeMic = null;
        String isin = null;
        String title = null;
        String eventType = null;
        String transcriptionStatus = null;
        String status = null;
        EventTime eventDate = null;
        EventTime created = null;
        EventTime modified = null;
        Boolean timeUnknown = null;
        String unusableId = null;

        String field;
        while ((field = p.nextFieldName()) != null) {
            JsonToken value = p.nextToken();
            switch (field) {
                case "event_id" -> {
                    eventId = JsonValues.wholeNumber(p, value);
                    unusableId = eventId == null && value.isScalarValue() ? p.getText() : null;
                }
                case "equity_id" -> equityId = numbers.share(JsonValues.wholeNumber(p, value));
                case "ticker" -> ticker = JsonValues.pooled(p, value, strings);
                case "local_ticker" -> localTicker = JsonValues.pooled(p, value, strings);
                case "ric" -> ric = JsonValues.pooled(p, value, strings);
                case "bloomberg_ticker" -> bloombergTicker = JsonValues.pooled(p, value, strings);
                case "exchange_mic" -> exchangeMic = JsonValues.pooled(p, value, strings);
                case "isin" -> isin = JsonValues.pooled(p, value, strings);
                case "title" -> title = JsonValues.pooled(p, value, titles);
                case "event_type" -> eventType = JsonValues.pooled(p, value, strings);
                case "event_date" -> eventDate = JsonValues.pooled(p, value, times);
                case "fiscal_year" -> fiscalYear = numbers.share(JsonValues.fiscalYear(p, value));
                case "transcription_status" -> transcriptionStatus = JsonValues.pooled(p, value, strings);
                case "status" -> status = JsonValues.pooled(p, value, strings);
                case "created" -> created = JsonValues.pooled(p, value, times);
                case "modified" -> modified = JsonValues.pooled(p, value, times);
                case "has_unknown_time" -> {
                    // Outside the documented fields, so never a reason to refuse an answer: only true or false counts.
                    timeUnknown = value == JsonToken.VALUE_TRUE ? Boolean.TRUE
                            : value == JsonToken.VALUE_FALSE ? Boolean.FALSE : null;
                    JsonValues.skip(p);
                }
                default -> JsonValues.skip(p);
            }
        }
        if (eventId == null) {
            leftOut.add(new LeftOutRecord(true, ticker, eventDate, Arrays.asList(unusableId, equityId, ticker,
                    localTicker, ric, bloombergTicker, exchangeMic, isin, title, eventType, eventDate, fiscalYear,
                    transcriptionStatus, status, created, modified, timeUnknown)));
            return null;
        }
        if (timeUnknown != null && eventDate != null) {
            eventDate = eventDate.withTimeUnknown(timeUnknown);
        }
        return new MarketEvent(eventId, equityId, ticker, localTicker, ric, bloombergTicker, exchangeMic, isin,
                title, eventType, eventDate, fiscalYear, transcriptionStatus, status, created, modified);
    }
}
