package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.util.List;
import org.junit.jupiter.api.Test;

class LeftOutNoteTest {
    private static final LeftOutRecord AMAZON = new LeftOutRecord(true, "AMZN:US",
            EventTime.parse("2026-12-03T17:30:00-05:00"));

    @Test
    void noRecordLeftOutSaysNothing() {
        assertEquals("", LeftOutNote.sentence(List.of()));
    }

    @Test
    void oneRecordWithoutAnEventIdIsFoundByItsTickerAndDate() {
        assertEquals("1 record the service sent was left out: 1 without a usable event_id (ticker AMZN:US, dated"
                + " 2026-12-03).", LeftOutNote.sentence(List.of(AMAZON)));
    }

    @Test
    void severalRecordsAreCountedByReasonAndTheFirstIsNamed() {
        LeftOutRecord nameless = new LeftOutRecord(true, null, null);

        assertEquals("4 records the service sent were left out: 2 without a usable event_id (the first: ticker"
                + " AMZN:US, dated 2026-12-03) and 2 that are not event objects. 3 of them have no readable date, so"
                + " some may be of the day after the range, which is asked for as well.", LeftOutNote.sentence(List.of(
                        AMAZON, LeftOutRecord.NOT_AN_OBJECT, nameless, LeftOutRecord.NOT_AN_OBJECT)));
        assertEquals("1 record the service sent was left out: 1 without a usable event_id. It has no readable date,"
                + " so it may be of the day after the range, which is asked for as well.",
                LeftOutNote.sentence(List.of(nameless)));
    }

    @Test
    void aTickerWithLineBreaksIsOneLine() {
        LeftOutRecord odd = new LeftOutRecord(true, "T:US\n\u0007X", EventTime.parse("2026-12-03T17:30:00-05:00"));

        assertEquals("1 record the service sent was left out: 1 without a usable event_id (ticker T:US X, dated"
                + " 2026-12-03).", LeftOutNote.sentence(List.of(odd)));
    }

    @Test
    void recordsWithoutADateMayBeOfTheDayAfterTheRangeWhichIsAskedForToo() {
        LeftOutRecord undated = new LeftOutRecord(true, "X:US", EventTime.parse("not a date"));

        assertEquals("2 records the service sent were left out: 2 without a usable event_id (the first: ticker X:US)."
                + " None has a readable date, so some may be of the day after the range, which is asked for as well.",
                LeftOutNote.sentence(List.of(undated, undated)));
        assertEquals("2 records the service sent were left out: 2 without a usable event_id (the first: ticker"
                + " AMZN:US, dated 2026-12-03). 1 of them has no readable date, so it may be of the day after the range,"
                + " which is asked for as well.", LeftOutNote.sentence(List.of(AMAZON, undated)));
    }

    @Test
    void recordsSharingAnEventIdWithAListedEventAreCountedAndTheFirstNamed() {
        MarketEvent tuesday = new MarketEvent(1, null, "T1:US", null, null, null, null, null, null, null,
                EventTime.parse("2026-11-24T09:30:00-05:00"), null, null, null, null, null);
        MarketEvent undated = new MarketEvent(2, null, null, null, null, null, null, null, null, null, null, null,
                null, null, null, null);

        assertEquals("", LeftOutNote.sameIdSentence(List.of()));
        assertEquals("2 records the service sent share an event_id with a listed event yet differ from it, with no"
                + " later modification time, so they are not listed (the first: event_id 1, ticker T1:US, dated"
                + " 2026-11-24).", LeftOutNote.sameIdSentence(List.of(tuesday, undated)));
        assertEquals("1 record the service sent shares an event_id with a listed event yet differs from it, with no"
                + " later modification time, so it is not listed (event_id 2).",
                LeftOutNote.sameIdSentence(List.of(undated)));
    }
}
