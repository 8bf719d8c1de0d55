package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeWriterTest {
    private static final List<String> FIELDS = List.of("event_id", "event_date", "created", "modified");

    private static MarketEvent event(long id, EventTime date, String created, String modified) {
        return new MarketEvent(id, 5003L, "7203:JP", "7203", "7203.T", "7203:JT", "XTKS", "JP3633400001",
                "Toyota Motor Q2 Earnings Call", "earnings", date, 2025, "published", "active",
                EventTime.parse(created), EventTime.parse(modified));
    }

    private static MarketEvent event(long id, String date) {
        return event(id, EventTime.parse(date), "2024-10-01T09:00:00-04:00", "2024-11-01T09:00:00-04:00");
    }

    /** One record of each kind the service is known to send. */
    private static final List<MarketEvent> MIXED = List.of(
            event(1, "2023-10-03T09:00:00+09:00"),
            event(2, "2024-01-15T21:30:00Z"),
            event(3, "2024-11-05T03:32:48"),
            event(4, "2024-10-31T23:59:59.999999"),
            event(5, "2024-11-06T00:00:00-05:00"),
            event(6, "2024-11-06T05:00:00Z"),
            event(7, EventTime.parse("2024-11-07T15:00:00+09:00").withTimeUnknown(true),
                    "2024-09-01T12:15:00Z", "2024-09-02T04:00:00Z"),
            event(8, "next Tuesday"),
            event(9, EventTime.parse("2024-11-08T16:30:00-05:00"), "2024-09-01", "not a time"),
            event(10, null, null, null));

    private static String csv(TimeWriter times, List<MarketEvent> events) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new CsvEventWriter(times).write(events, FIELDS, out);
        byte[] bytes = out.toByteArray();
        return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
    }

    @Test
    void inUsEasternTimeEveryReadableTimeIsWrittenWithTheEasternOffsetOfItsInstant() throws IOException {
        assertEquals("""
                event_id,event_date,created,modified\r
                1,2023-10-02T20:00:00-04:00,2024-10-01T09:00:00-04:00,2024-11-01T09:00:00-04:00\r
                2,2024-01-15T16:30:00-05:00,2024-10-01T09:00:00-04:00,2024-11-01T09:00:00-04:00\r
                3,2024-11-05T03:32:48-05:00,2024-10-01T09:00:00-04:00,2024-11-01T09:00:00-04:00\r
                4,2024-10-31T23:59:59.999999-04:00,2024-10-01T09:00:00-04:00,2024-11-01T09:00:00-04:00\r
                """, csv(TimeWriter.of(ExportTimes.EASTERN), MIXED.subList(0, 4)));
    }

    @Test
    void anEventTimeNotKnownIsWrittenAsItsEasternDateAloneAndARecordsMidnightStaysATime() throws IOException {
        assertEquals("""
                event_id,event_date,created,modified\r
                5,2024-11-06,2024-10-01T09:00:00-04:00,2024-11-01T09:00:00-04:00\r
                6,2024-11-06,2024-10-01T09:00:00-04:00,2024-11-01T09:00:00-04:00\r
                7,2024-11-07,2024-09-01T08:15:00-04:00,2024-09-02T00:00:00-04:00\r
                """, csv(TimeWriter.of(ExportTimes.EASTERN), MIXED.subList(4, 7)));
    }

    @Test
    void aValueThatCannotBeReadIsWrittenAsSentAndNoValueIsLost() throws IOException {
        assertEquals("""
                event_id,event_date,created,modified\r
                8,next Tuesday,2024-10-01T09:00:00-04:00,2024-11-01T09:00:00-04:00\r
                9,2024-11-08T16:30:00-05:00,2024-09-01T00:00:00-04:00,not a time\r
                10,,,\r
                """, csv(TimeWriter.of(ExportTimes.EASTERN), MIXED.subList(7, 10)));
    }

    @Test
    void inTheLocalZoneTimesTakeItsOffsetWhileATimeNotKnownKeepsItsEasternDate() throws IOException {
        assertEquals("""
                event_id,event_date,created,modified\r
                1,2023-10-03T01:00:00+01:00,2024-10-01T14:00:00+01:00,2024-11-01T13:00:00+00:00\r
                2,2024-01-15T21:30:00+00:00,2024-10-01T14:00:00+01:00,2024-11-01T13:00:00+00:00\r
                5,2024-11-06,2024-10-01T14:00:00+01:00,2024-11-01T13:00:00+00:00\r
                8,next Tuesday,2024-10-01T14:00:00+01:00,2024-11-01T13:00:00+00:00\r
                """, csv(TimeWriter.of(ExportTimes.LOCAL, ZoneId.of("Europe/London")),
                List.of(MIXED.get(0), MIXED.get(1), MIXED.get(4), MIXED.get(7))));
    }

    @Test
    void asSentEveryValueIsByteForByteAsSentWithTheTimeFlagBesideTheDate() throws IOException {
        ByteArrayOutputStream before = new ByteArrayOutputStream();
        new CsvEventWriter().write(MIXED, MarketEvent.FIELD_NAMES, before);
        ByteArrayOutputStream now = new ByteArrayOutputStream();
        EventExport.write(ExportFormat.CSV, MIXED, MarketEvent.FIELD_NAMES, ExportTimes.AS_SENT, ExportTitle.PLAIN,
                now);

        List<String> beforeLines = before.toString(StandardCharsets.UTF_8).lines().toList();
        List<String> nowLines = now.toString(StandardCharsets.UTF_8).lines().toList();
        List<String> flags = List.of("has_unknown_time", "false", "false", "false", "false", "true", "true", "true", "",
                "false", "");
        assertEquals(beforeLines.size(), nowLines.size());
        for (int i = 0; i < nowLines.size(); i++) {
            // every value here but the flag is free of commas, so the cells split at them
            List<String> cells = new ArrayList<>(List.of(nowLines.get(i).split(",", -1)));
            assertEquals(flags.get(i), cells.remove(11), nowLines.get(i));
            assertEquals(beforeLines.get(i), String.join(",", cells));
        }
    }

    @Test
    void aJsonExportWritesTheSameConvertedTimesAsTheCsv() throws IOException {
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        EventExport.write(ExportFormat.JSON, MIXED.subList(0, 1), List.of("event_date"), ExportTimes.EASTERN,
                ExportTitle.PLAIN, json);

        assertEquals("[\n  {\"event_date\":\"2023-10-02T20:00:00-04:00\",\"has_unknown_time\":false}\n]\n",
                json.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aJsonExportSaysWhichTimesAreNotKnownAsBooleansAndNullWithoutADate() throws IOException {
        ByteArrayOutputStream json = new ByteArrayOutputStream();
        EventExport.write(ExportFormat.JSON, List.of(MIXED.get(4), MIXED.get(6), MIXED.get(8), MIXED.get(7),
                MIXED.get(9)), List.of("event_id", "event_date"), ExportTimes.AS_SENT, ExportTitle.PLAIN, json);

        assertEquals("""
                [
                  {"event_id":5,"event_date":"2024-11-06T00:00:00-05:00","has_unknown_time":true},
                  {"event_id":7,"event_date":"2024-11-07T15:00:00+09:00","has_unknown_time":true},
                  {"event_id":9,"event_date":"2024-11-08T16:30:00-05:00","has_unknown_time":false},
                  {"event_id":8,"event_date":"next Tuesday","has_unknown_time":null},
                  {"event_id":10,"event_date":null,"has_unknown_time":null}
                ]
                """, json.toString(StandardCharsets.UTF_8));
    }

    @Test
    void visibleColumnsWithoutTheDateHaveNoTimeFlagAndWithItTheFlagFollowsIt() throws IOException {
        ByteArrayOutputStream withoutDate = new ByteArrayOutputStream();
        EventExport.write(ExportFormat.CSV, MIXED.subList(4, 5), List.of("ticker", "event_id"), ExportTimes.AS_SENT,
                ExportTitle.PLAIN, withoutDate);
        ByteArrayOutputStream dateFirst = new ByteArrayOutputStream();
        EventExport.write(ExportFormat.CSV, MIXED.subList(4, 5), List.of("event_date", "ticker"), ExportTimes.AS_SENT,
                ExportTitle.PLAIN, dateFirst);

        assertEquals("\uFEFFticker,event_id\r\n7203:JP,5\r\n", withoutDate.toString(StandardCharsets.UTF_8));
        assertEquals("\uFEFFevent_date,has_unknown_time,ticker\r\n2024-11-06T00:00:00-05:00,true,7203:JP\r\n",
                dateFirst.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theCommandLineNamesOfTheChoicesAreReadInAnyCase() {
        assertEquals(ExportTimes.AS_SENT, ExportTimes.named("as-sent").orElseThrow());
        assertEquals(ExportTimes.EASTERN, ExportTimes.named(" Eastern").orElseThrow());
        assertEquals(ExportTimes.LOCAL, ExportTimes.named("LOCAL").orElseThrow());
        assertTrue(ExportTimes.named("utc").isEmpty());
    }
}
