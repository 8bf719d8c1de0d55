package com.marketevents.export;

import static com.marketevents.export.SampleEvents.amazon;
import static com.marketevents.export.SampleEvents.at;
import static com.marketevents.export.SampleEvents.bare;
import static com.marketevents.export.SampleEvents.deleted;
import static com.marketevents.export.SampleEvents.withTitle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import net.fortuna.ical4j.data.CalendarBuilder;
import net.fortuna.ical4j.data.ParserException;
import net.fortuna.ical4j.model.Calendar;
import net.fortuna.ical4j.model.Component;
import net.fortuna.ical4j.model.DateTime;
import net.fortuna.ical4j.model.component.VEvent;
import org.junit.jupiter.api.Test;

/** The calendar is read back by ical4j, an independent parser, and checked field by field. */
class IcsEventWriterTest {
    private static final Instant EXPORT_TIME = Instant.parse("2026-11-23T09:30:00Z");
    private static final IcsEventWriter WRITER = new IcsEventWriter(Clock.fixed(EXPORT_TIME, ZoneOffset.UTC),
            ExportTitle.PLAIN);

    private static byte[] ics(List<MarketEvent> events) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        WRITER.write(events, MarketEvent.FIELD_NAMES, out);
        return out.toByteArray();
    }

    private static List<VEvent> parse(List<MarketEvent> events) throws IOException, ParserException {
        Calendar calendar = new CalendarBuilder().build(new ByteArrayInputStream(ics(events)));
        List<VEvent> vevents = new ArrayList<>();
        for (Component component : calendar.getComponents(Component.VEVENT)) {
            vevents.add((VEvent) component);
        }
        return vevents;
    }

    private static VEvent only(MarketEvent event) throws Exception {
        List<VEvent> vevents = parse(List.of(event));
        assertEquals(1, vevents.size());
        return vevents.get(0);
    }

    private static Instant start(VEvent vevent) {
        return vevent.getStartDate().getDate().toInstant();
    }

    @Test
    void theCalendarNamesItsProducerAndVersion() throws Exception {
        Calendar calendar = new CalendarBuilder().build(new ByteArrayInputStream(ics(List.of(amazon()))));
        assertEquals(IcsEventWriter.PRODUCT_ID, calendar.getProductId().getValue());
        assertEquals("2.0", calendar.getVersion().getValue());
    }

    @Test
    void theCalendarIsNamedAfterWhatWasExportedAndSaysWhen() throws Exception {
        IcsEventWriter writer = new IcsEventWriter(Clock.fixed(EXPORT_TIME, ZoneOffset.UTC),
                "EU, Banks; top 2026-11-23 to 2026-11-27");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(List.of(amazon()), MarketEvent.FIELD_NAMES, out);

        Calendar calendar = new CalendarBuilder().build(new ByteArrayInputStream(out.toByteArray()));
        assertEquals("EU, Banks; top 2026-11-23 to 2026-11-27", calendar.getProperty("X-WR-CALNAME").getValue());
        assertEquals("Exported from Market Events Browser on 2026-11-23 at 09:30 UTC.",
                calendar.getProperty("X-WR-CALDESC").getValue());
    }

    @Test
    void anOrdinaryEventCarriesEveryFieldACalendarNeeds() throws Exception {
        VEvent vevent = only(amazon());

        assertEquals("market-event-1001@market-events-browser", vevent.getUid().getValue());
        assertEquals(Instant.parse("2024-10-31T21:00:00Z"), start(vevent));
        assertTrue(((DateTime) vevent.getStartDate().getDate()).isUtc());
        assertEquals(Instant.parse("2024-10-31T22:00:00Z"), vevent.getEndDate().getDate().toInstant());
        assertEquals("AMZN:US — Q3 2024 Earnings Call", vevent.getSummary().getValue());
        assertEquals("CONFIRMED", vevent.getStatus().getValue());
        assertEquals(EXPORT_TIME, vevent.getDateStamp().getDate().toInstant());
        assertEquals(Instant.parse("2024-10-30T16:00:00Z"), vevent.getLastModified().getDate().toInstant());
        assertEquals(Instant.parse("2024-09-01T12:15:00Z"), vevent.getCreated().getDate().toInstant());
        assertEquals("Earnings", vevent.getProperty("CATEGORIES").getValue());
        assertEquals("TRANSPARENT", vevent.getTransparency().getValue());
        String description = vevent.getDescription().getValue();
        for (String expected : List.of("Ticker: AMZN:US", "Local ticker: AMZN", "Bloomberg ticker: AMZN:US",
                "RIC: AMZN.O", "ISIN: US0231351067", "Exchange: XNAS", "Type: Earnings",
                "Fiscal year: 2024", "Transcription: Published", "Status: Active",
                "Date as published: 2024-10-31T17:00:00-04:00", "Event ID: 1001", "Equity ID: 5001")) {
            assertTrue(description.contains(expected + "\n") || description.endsWith(expected), expected);
        }
    }

    @Test
    void theServicesCodesReadAsTheWindowShowsThemInTheCategoryAndTheDescription() throws Exception {
        MarketEvent release = new MarketEvent(1, 5001L, "AAPL:US", null, null, null, null, null, null,
                "earnings_release", EventTime.parse("2024-10-31T16:30:00-04:00"), 2024, "none", "active", null, null);
        MarketEvent untitled = new MarketEvent(2, null, "BHP:AU", null, null, null, null, null, null,
                "shareholder_meeting", EventTime.parse("2024-05-01T10:00:00Z"), null, "in-progress", "AGM", null,
                null);

        List<VEvent> vevents = parse(List.of(release, untitled));

        assertEquals("Earnings release", vevents.get(0).getProperty("CATEGORIES").getValue());
        String description = vevents.get(0).getDescription().getValue();
        for (String expected : List.of("Type: Earnings release\n", "Transcription: None\n", "Status: Active\n")) {
            assertTrue(description.contains(expected), description);
        }
        assertFalse(description.contains("earnings_release"), description);
        assertEquals("BHP:AU — Shareholder meeting", vevents.get(1).getSummary().getValue());
        assertTrue(vevents.get(1).getDescription().getValue().contains("Transcription: in-progress\nStatus: AGM\n"),
                "a value that is not written as a code is kept as received");
    }

    @Test
    void theStartIsTheSameInstantWhateverOffsetTheServiceUsed() throws Exception {
        List<VEvent> vevents = parse(List.of(
                at(1, "2024-03-08T16:30:00-05:00"),
                at(2, "2024-03-11T16:30:00-04:00"),
                at(3, "2024-03-11T20:30:00Z"),
                at(4, "2024-03-12T05:30:00+09:00"),
                at(5, "2024-03-11T16:30:00"),
                at(6, "2024-07-01T08:00:00.5-04:00")));

        assertEquals(List.of(Instant.parse("2024-03-08T21:30:00Z"), Instant.parse("2024-03-11T20:30:00Z"),
                Instant.parse("2024-03-11T20:30:00Z"), Instant.parse("2024-03-11T20:30:00Z"),
                Instant.parse("2024-03-11T20:30:00Z"), Instant.parse("2024-07-01T12:00:00Z")),
                vevents.stream().map(IcsEventWriterTest::start).toList());
    }

    @Test
    void anEventAtMidnightEasternIsAnAllDayEventOnItsDate() throws Exception {
        List<VEvent> vevents = parse(List.of(at(1, "2024-11-05T00:00:00-05:00"), at(2, "2024-07-04T04:00:00Z"),
                at(3, "2024-11-05T00:00:00")));

        for (VEvent vevent : vevents) {
            assertFalse(vevent.getStartDate().getDate() instanceof DateTime, "a date, not a date-time");
            assertNotNull(vevent.getStartDate().getParameter("VALUE"));
            assertTrue(vevent.getDescription().getValue().contains("Time of day not published"));
        }
        assertEquals("20241105", vevents.get(0).getStartDate().getValue());
        assertEquals("20241106", vevents.get(0).getEndDate().getValue());
        assertEquals("20240704", vevents.get(1).getStartDate().getValue());
        assertEquals("20241105", vevents.get(2).getStartDate().getValue());
    }

    @Test
    void midnightInAnotherZoneIsATimedEvent() throws Exception {
        VEvent vevent = only(at(1, "2024-11-05T00:00:00Z"));
        assertTrue(vevent.getStartDate().getDate() instanceof DateTime);
        assertEquals(Instant.parse("2024-11-05T00:00:00Z"), start(vevent));
    }

    @Test
    void aDeletedRecordIsACancelledEventAndSaysSo() throws Exception {
        VEvent vevent = only(deleted(77));
        assertEquals("CANCELLED", vevent.getStatus().getValue());
        assertEquals("[Deleted] SAP:GR — Capital Markets Day", vevent.getSummary().getValue());
    }

    @Test
    void theSummaryFallsBackWhenTickerOrTitleIsMissing() throws Exception {
        MarketEvent noTicker = new MarketEvent(1, null, null, " ", null, "VOD:LN", null, null, "AGM", "custom",
                EventTime.parse("2024-05-01T10:00:00Z"), null, null, "active", null, null);
        MarketEvent noTitle = new MarketEvent(2, null, "BHP:AU", null, null, null, null, null, null,
                "presentation", EventTime.parse("2024-05-01T10:00:00Z"), null, null, "active", null, null);
        MarketEvent onlyIsin = new MarketEvent(3, null, null, null, null, null, null, "GB00B03MLX29", null, null,
                EventTime.parse("2024-05-01T10:00:00Z"), null, null, null, null, null);
        MarketEvent nothing = new MarketEvent(4, null, null, null, null, null, null, null, null, null,
                EventTime.parse("2024-05-01T10:00:00Z"), null, null, null, null, null);

        assertEquals(List.of("VOD:LN — AGM", "BHP:AU — Presentation", "GB00B03MLX29", "Market event 4"),
                parse(List.of(noTicker, noTitle, onlyIsin, nothing)).stream()
                        .map(v -> v.getSummary().getValue()).toList());
    }

    @Test
    void specialCharactersLineBreaksAndNonAsciiRoundTrip() throws Exception {
        String title = "Société Générale; Q3, \"results\" \\ part 1\r\nsecond line\nthird — 決算説明会 𝄞";
        VEvent vevent = only(withTitle(1, title));

        assertEquals("SOC:FR — " + title.replace("\r\n", "\n"), vevent.getSummary().getValue());
        assertTrue(vevent.getDescription().getValue().startsWith("Title: " + title.replace("\r\n", "\n") + "\n"));
    }

    @Test
    void hostileAndVeryLongTitlesArriveIntact() throws Exception {
        List<String> titles = List.of(SampleEvents.HYPERLINK, SampleEvents.CMD, SampleEvents.ARITHMETIC,
                SampleEvents.AT_SUM, SampleEvents.LONG_TITLE, "日本語".repeat(200));
        List<MarketEvent> events = new ArrayList<>();
        for (int i = 0; i < titles.size(); i++) {
            events.add(withTitle(i, titles.get(i)));
        }

        List<VEvent> vevents = parse(events);

        for (int i = 0; i < titles.size(); i++) {
            assertEquals("SOC:FR — " + titles.get(i), vevents.get(i).getSummary().getValue());
        }
    }

    @Test
    void everyPhysicalLineEndsWithCrlfAndHoldsAtMost75Octets() throws Exception {
        byte[] bytes = ics(List.of(withTitle(1, "é".repeat(100) + "𝄞".repeat(40) + "x".repeat(200)), amazon(),
                withTitle(2, SampleEvents.LONG_TITLE)));

        int lineStart = 0;
        int lines = 0;
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                assertEquals('\r', bytes[i - 1], "LF without CR at byte " + i);
                assertTrue(i - 1 - lineStart <= 75, "line of " + (i - 1 - lineStart) + " octets");
                lineStart = i + 1;
                lines++;
            }
        }
        assertEquals(bytes.length, lineStart, "the last line ends with CRLF too");
        assertTrue(lines > 100, "long values were folded");
        // Strict decoding fails if a fold split a multi-byte character.
        StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes));
    }

    @Test
    void theUidIsStableAndTheSequenceGrowsWithEachModification() throws Exception {
        MarketEvent before = amazon();
        MarketEvent after = new MarketEvent(before.eventId(), before.equityId(), before.ticker(),
                before.localTicker(), before.ric(), before.bloombergTicker(), before.exchangeMic(), before.isin(),
                "Q3 2024 Earnings Call (moved)", before.eventType(), EventTime.parse("2024-11-01T08:00:00-04:00"),
                before.fiscalYear(), before.transcriptionStatus(), before.status(), before.created(),
                EventTime.parse("2024-10-30T12:00:01-04:00"));

        VEvent first = only(before);
        VEvent second = only(after);

        assertEquals(first.getUid().getValue(), second.getUid().getValue());
        assertTrue(second.getSequence().getSequenceNo() > first.getSequence().getSequenceNo());
        assertEquals(IcsEventWriter.uid(before), first.getUid().getValue());
    }

    @Test
    void withoutAModificationTimeThereIsNoSequenceOrLastModified() throws Exception {
        MarketEvent undatedChange = new MarketEvent(5, null, "X:US", null, null, null, null, null, "t", null,
                EventTime.parse("2024-05-01T10:00:00Z"), null, null, "active", null, EventTime.parse("unknown"));
        VEvent vevent = only(undatedChange);
        assertNull(vevent.getSequence());
        assertNull(vevent.getLastModified());
    }

    @Test
    void eventsWithoutAUsableDateAreLeftOutAndCounted() throws Exception {
        MarketEvent unreadable = new MarketEvent(8, null, "X:US", null, null, null, null, null, "t", null,
                EventTime.parse("TBA"), null, null, "active", null, null);
        List<MarketEvent> events = List.of(amazon(), bare(7), unreadable, deleted(9));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int skipped = WRITER.writeCalendar(events, out);

        assertEquals(2, skipped);
        assertEquals(List.of("market-event-1001@market-events-browser", "market-event-9@market-events-browser"),
                parse(events).stream().map(v -> v.getUid().getValue()).toList());
    }

    @Test
    void anEmptySelectionIsStillAReadableCalendar() throws Exception {
        assertEquals(0, parse(List.of()).size());
    }

    @Test
    void theSequenceStaysAValid32BitInteger() {
        assertEquals(0, IcsEventWriter.sequence(Instant.parse("1999-12-31T23:59:59Z")));
        assertEquals(Integer.MAX_VALUE, IcsEventWriter.sequence(Instant.parse("2100-01-01T00:00:00Z")));
        assertTrue(IcsEventWriter.sequence(Instant.parse("2024-10-30T16:00:01Z"))
                > IcsEventWriter.sequence(Instant.parse("2024-10-30T16:00:00Z")));
    }
}
