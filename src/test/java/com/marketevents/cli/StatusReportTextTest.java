package com.marketevents.cli;

import com.fasterxml.jackson.databind.JsonNode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import com.marketevents.report.CheckOutputText;
import com.marketevents.report.StatusReportText;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StatusReportTextTest {
    // The documentation's sample report, read 4 seconds after it was made.
    private static final Instant REPORT_TIME = Instant.parse("2023-02-06T18:17:50.072410300Z");
    private static final Instant NOW = REPORT_TIME.plusSeconds(4);
    private static final StatusReport HEALTHY = new StatusReport("success", "abcdefghijk", REPORT_TIME, List.of(
            new CheckResult("redis_available", "redis ok", true, Instant.parse("2023-02-06T18:17:29.872626500Z"),
                    Instant.parse("2023-02-06T18:17:56.872626500Z")),
            new CheckResult("database_available", "database ok", true,
                    Instant.parse("2023-02-06T18:17:29.882770Z"), Instant.parse("2023-02-06T18:17:56.882770Z"))));
    private static final StatusReport UNHEALTHY = new StatusReport("failure", "abcdefghijk", REPORT_TIME, List.of(
            new CheckResult("redis_available", "redis ok", true, REPORT_TIME.minusSeconds(30),
                    REPORT_TIME.minusSeconds(3)),
            new CheckResult("database_available", "could not connect\n\u001b[31mto db", false,
                    REPORT_TIME.minusSeconds(1), REPORT_TIME.plusSeconds(8))));

    @Test
    void aHealthyReportShowsOverallHostTimeRoundTripAndEachCheck() {
        String text = format(HEALTHY, "the built-in demo service (--demo)", Duration.ofMillis(142),
                NOW, ZoneId.of("America/New_York"));

        assertEquals("""
                Service:     the built-in demo service (--demo)
                Overall:     healthy (status "success")
                Host:        abcdefghijk
                Report time: 2023-02-06 13:17:50 -05:00 (4 s ago)
                Round trip:  142 ms
                Checks:
                  [pass] redis_available: redis ok
                         ran 20 s ago, valid for 7 s more
                  [pass] database_available: database ok
                         ran 20 s ago, valid for 7 s more
                """, text.replace(System.lineSeparator(), "\n"));
    }

    @Test
    void readLaterAsThePanelCopiesItTheChecksTimesMoveOnButTheClocksAreJudgedAsTheReportArrived() {
        Instant arrived = REPORT_TIME.plusSeconds(60); // the service's clock a minute behind: skew, not an old answer
        Instant copied = arrived.plus(Duration.ofMinutes(6));

        String text = StatusReportText.format(HEALTHY, "s", Duration.ofMillis(5), arrived, copied, ZoneId.of("UTC"),
                "Copy output gives it whole").replace(System.lineSeparator(), "\n");

        assertTrue(text.contains("Overall:     healthy (status \"success\")\n"), text);
        assertTrue(text.contains("(the service's clock is 1 min behind this computer's;"), text);
        assertTrue(text.contains("[pass] redis_available: redis ok\n         ran 6 min ago, STALE: expired 6 min ago"),
                text);
    }

    @Test
    void anUnhealthyReportMarksFailedAndStaleChecksAndCleansServiceText() {
        String text = format(UNHEALTHY, "https://h/api (from --base-url)", Duration.ofSeconds(2),
                NOW, ZoneId.of("UTC"));

        assertTrue(text.contains("Overall:     UNHEALTHY (status \"failure\", 1 of 2 checks failed:"
                + " database_available)"), text);
        assertTrue(text.contains("[pass] redis_available: redis ok\n         ran 30 s ago, STALE: expired 3 s ago"),
                text);
        assertTrue(text.contains("[FAIL] database_available:\n           could not connect\n            [31mto db\n"),
                text);
        assertTrue(text.contains("ran 1 s ago, valid for 8 s more"), text);
        assertFalse(text.contains("\u001b"), "escape sequences from the service must not reach the terminal");
    }

    @Test
    void aShortOutputInLinesKeepsItsLinesAndIndentationUnderItsCheck() {
        StatusReport report = new StatusReport("failure", "h", REPORT_TIME, List.of(new CheckResult("queue",
                "\nqueue stalled:\r\n\tat Worker.run(Worker.java:12)\n  waited 30 s  \n\n", false, null, null)));

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"))
                .replace(System.lineSeparator(), "\n");

        assertTrue(text.endsWith("""
                  [FAIL] queue:
                           queue stalled:
                               at Worker.run(Worker.java:12)
                             waited 30 s
                         run time not given, no expiry given
                """), text);
    }

    @Test
    void anOutputOnOneVeryLongLineIsCutWithHowMuchIsLeftOut() {
        StatusReport report = new StatusReport("failure", "h", REPORT_TIME, List.of(new CheckResult("cache",
                "x".repeat(CheckOutputText.LONGEST_LINE + 12_345), false, null, null)));

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));

        assertTrue(text.contains("[FAIL] cache: " + "x".repeat(CheckOutputText.LONGEST_LINE)
                + " … 12,345 more characters\n"), text);
    }

    @Test
    void anOutputOneLineLongerThanBothEndsIsShownWholeRatherThanHideOneLine() {
        String lines = "line\n".repeat(2 * CheckOutputText.END_LINES + 1).strip();
        StatusReport report = new StatusReport("failure", "h", REPORT_TIME, List.of(new CheckResult("c", lines,
                false, null, null)));

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));

        assertEquals(2 * CheckOutputText.END_LINES + 1, text.lines().filter(line -> line.endsWith(" line")).count());
        assertFalse(text.contains("not shown"), text);
    }

    @Test
    void missingFieldsAreSaidPlainly() {
        StatusReport sparse = new StatusReport(null, null, null,
                List.of(new CheckResult(null, null, null, null, null)));

        String text = format(sparse, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));

        assertTrue(text.contains("Overall:     UNHEALTHY (status \"none given\", 0 of 1 check failed, 1 did not say)"),
                text);
        assertTrue(text.contains("Host:        not given"), text);
        assertTrue(text.contains("Report time: not given"), text);
        assertTrue(text.contains("[ ?? ] unnamed check\n         run time not given, no expiry given"), text);
    }

    @Test
    void theJsonReportKeepsTheServicesNamesAndEpochSeconds() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, UNHEALTHY, "https://h/api (from --base-url)",
                false, Duration.ofMillis(142), NOW));

        assertFalse(json.get("healthy").asBoolean());
        assertFalse(json.get("demo").asBoolean());
        assertEquals("failure", json.get("status").asText());
        assertEquals("abcdefghijk", json.get("hostname").asText());
        assertEquals("1675707470.0724103", json.get("timestamp").decimalValue().toPlainString());
        assertEquals(142, json.get("round_trip_ms").asInt());
        assertEquals(2, json.get("results").size());
        JsonNode redis = json.get("results").get(0);
        assertEquals("redis_available", redis.get("checker").asText());
        assertTrue(redis.get("passed").asBoolean());
        assertTrue(redis.get("stale").asBoolean());
        JsonNode database = json.get("results").get(1);
        assertFalse(database.get("passed").asBoolean());
        assertFalse(database.get("stale").asBoolean());
        assertEquals("could not connect\n\u001b[31mto db", database.get("output").asText());
        assertEquals(REPORT_TIME.plusSeconds(8).getEpochSecond() + ".0724103",
                database.get("expires").decimalValue().toPlainString());
    }

    @Test
    void aCheckThatDoesNotSayWhetherItPassedIsNeitherPassedNorFailed() throws Exception {
        StatusReport report = new StatusReport("success", "h", REPORT_TIME, List.of(HEALTHY.results().get(0),
                new CheckResult("database_available", "database ok", null, REPORT_TIME, REPORT_TIME.plusSeconds(27),
                        List.of("passed"))));

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, report, "s", false, Duration.ZERO, NOW));

        assertTrue(text.contains("Overall:     NOT CONFIRMED (status \"success\", 1 of 2 checks did not say whether it"
                + " passed)"), text);
        assertTrue(text.contains("[ ?? ] database_available: database ok"), text);
        assertFalse(text.contains("failed"), text);
        assertFalse(json.get("healthy").asBoolean());
        assertTrue(json.get("results").get(1).get("passed").isNull());
    }

    @Test
    void aReportSayingSuccessThatCameWithAnErrorStatusIsUnhealthyAndSaysBoth() throws Exception {
        StatusReport report = new StatusReport("success", "h", REPORT_TIME, HEALTHY.results(), 500);

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, report, "s", false, Duration.ZERO, NOW));

        assertTrue(text.contains("Overall:     UNHEALTHY (the service answered HTTP 500, an error, although its status"
                + " is \"success\" and no check failed)"), text);
        assertFalse(json.get("healthy").asBoolean());
        assertEquals(500, json.get("http_status").asInt());
    }

    @Test
    void aCheckWhoseTimeIsTwoHoursAheadSaysHowFarAheadAsTheWindowDoesAndIsFlaggedInJson() throws Exception {
        StatusReport report = new StatusReport("success", "h", REPORT_TIME, List.of(
                new CheckResult("redis_available", "redis ok", true, REPORT_TIME.plus(Duration.ofHours(2)),
                        REPORT_TIME.plus(Duration.ofHours(2)).plusSeconds(27)),
                HEALTHY.results().get(1)));
        Instant now = REPORT_TIME.plusSeconds(2);

        String text = format(report, "s", Duration.ofMillis(5), now, ZoneId.of("UTC"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, report, "s", false, Duration.ZERO, now));

        assertTrue(text.contains("[pass] redis_available: redis ok\n         its time is 2 h ahead of this"
                + " computer's clock, valid for 2 h more\n"), text);
        assertFalse(text.contains("just now"), text);
        assertTrue(json.get("results").get(0).get("time_ahead").asBoolean());
        assertFalse(json.get("results").get(1).get("time_ahead").asBoolean());
    }

    @Test
    void aCheckAFewSecondsAheadStillRanJustNowAndIsNotFlagged() throws Exception {
        StatusReport report = new StatusReport("success", "h", REPORT_TIME, List.of(
                new CheckResult("redis_available", "redis ok", true, REPORT_TIME.plusSeconds(5),
                        REPORT_TIME.plusSeconds(32))));

        String text = format(report, "s", Duration.ofMillis(5), REPORT_TIME, ZoneId.of("UTC"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, report, "s", false, Duration.ZERO,
                REPORT_TIME));

        assertTrue(text.contains("ran just now, valid for 32 s more"), text);
        assertFalse(json.get("results").get(0).get("time_ahead").asBoolean());
    }

    @Test
    void aStaleReportWithOneCheckExpiredAmongFreshOnesNamesThatCheck() {
        StatusReport report = new StatusReport("success", "h", REPORT_TIME, List.of(
                new CheckResult("redis_available", "redis ok", true, Instant.ofEpochSecond(1_000_000_000),
                        Instant.ofEpochSecond(1_000_000_027)),
                HEALTHY.results().get(1)));

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));

        assertTrue(text.contains("Overall:     STALE (status \"success\" and every check passed, but its check"
                + " redis_available expired 7,821 days ago)"), text);
    }

    @Test
    void anUnhealthyReportWithSomeChecksExpiredSaysHowManyNotThatTheReportExpired() {
        CheckResult expired = new CheckResult("redis_available", "redis ok", true, REPORT_TIME.minusSeconds(90),
                REPORT_TIME.minusSeconds(63));
        StatusReport report = new StatusReport("failure", "h", REPORT_TIME, List.of(expired, expired,
                HEALTHY.results().get(1)));

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));

        assertTrue(text.contains("UNHEALTHY (status \"failure\", 0 of 3 checks failed), and 2 of 3 checks expired,"
                + " the first 1 min 3 s ago"), text);
    }

    @Test
    void aReportAnHourBehindThisComputersClockIsStaleNotHealthyInTextAndJson() throws Exception {
        Instant now = REPORT_TIME.plus(Duration.ofHours(1));

        String text = format(HEALTHY, "s", Duration.ofMillis(5), now, ZoneId.of("UTC"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, HEALTHY, "s", false, Duration.ZERO, now));

        assertTrue(text.contains("Overall:     STALE (status \"success\" and every check passed, but the report expired"
                + " 1 h ago)"), text);
        assertTrue(text.contains("Report time: 2023-02-06 18:17:50 +00:00 (1 h ago by this computer's clock: an old"
                + " answer, or a wrong clock)"), text);
        assertTrue(text.contains("ran 1 h ago, STALE: expired 1 h ago"), text);
        assertFalse(json.get("healthy").asBoolean());
        assertTrue(json.get("stale").asBoolean());
        assertTrue(json.get("results").get(0).get("stale").asBoolean());
        assertFalse(HEALTHY.isHealthyOnArrival(now), "the exit code follows it");
    }

    @Test
    void aChecksTwoTimesAreToTheSameUnitAtTheFiveMinuteLine() {
        StatusReport report = new StatusReport("success", "h", REPORT_TIME, List.of(
                new CheckResult("redis_available", "redis ok", true, REPORT_TIME.minusSeconds(320),
                        REPORT_TIME.minusSeconds(299)),
                new CheckResult("database_available", "database ok", true, REPORT_TIME.minusSeconds(299),
                        REPORT_TIME.plusSeconds(320))));

        String text = format(report, "s", Duration.ofMillis(5), REPORT_TIME, ZoneId.of("UTC"));

        assertTrue(text.contains("ran 5 min ago, STALE: expired 5 min ago"), text);
        assertTrue(text.contains("but its check redis_available expired 5 min ago)"), "as the check's line says it: " + text);
        assertTrue(text.contains("ran 5 min ago, valid for 5 min more"), text);
    }

    @Test
    void aServiceClockMinutesOffIsSkewAndItsChecksAreReadOnItsOwnClock() throws Exception {
        Instant now = REPORT_TIME.plus(Duration.ofMinutes(4));

        String text = format(HEALTHY, "s", Duration.ofMillis(5), now, ZoneId.of("UTC"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, HEALTHY, "s", false, Duration.ZERO, now));

        assertTrue(text.contains("Overall:     healthy (status \"success\")"), text);
        assertTrue(text.contains("(the service's clock is 4 min behind this computer's; its checks' times are read on"
                + " its own)"), text);
        assertTrue(text.contains("ran 20 s ago, valid for 7 s more"), text);
        assertTrue(json.get("healthy").asBoolean());
        assertFalse(json.get("stale").asBoolean());
        assertTrue(HEALTHY.isHealthyOnArrival(now));
    }

    @Test
    void aCheckFieldThatCouldNotBeReadIsNamedInTextAndJson() throws Exception {
        StatusReport report = new StatusReport("success", "h", REPORT_TIME, List.of(new CheckResult("redis_available",
                "redis ok", true, null, REPORT_TIME.plusSeconds(20), List.of("timestamp"))));

        String text = format(report, "s", Duration.ofMillis(5), NOW, ZoneId.of("UTC"));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, report, "s", false, Duration.ZERO, NOW));

        assertTrue(text.contains("[pass] redis_available: redis ok\n         run time not given, valid for 20 s more\n"
                + "         could not read: timestamp\n"), text);
        assertEquals("timestamp", json.get("results").get(0).get("unreadable").get(0).asText());
    }

    @Test
    void ofManyChecksTheFailingOneIsListedFirstAndNamedInTheOverallLineWhileJsonKeepsTheServicesOrder()
            throws Exception {
        StatusReport report = new StatusReport("failure", "h", REPORT_TIME, IntStream.range(0, 30)
                .mapToObj(n -> new CheckResult(String.format("check_%02d_available", n), "ok " + n, n != 29,
                        REPORT_TIME.minusSeconds(3), REPORT_TIME.plusSeconds(6))).toList(), 500);

        String text = format(report, "s", Duration.ofMillis(5), REPORT_TIME, ZoneId.of("UTC"))
                .replace(System.lineSeparator(), "\n");
        ObjectMapper mapper = new ObjectMapper();
        JsonNode json = mapper.readTree(StatusReportJson.format(mapper, report, "s", false, Duration.ZERO,
                REPORT_TIME));

        assertTrue(text.contains("Overall:     UNHEALTHY (status \"failure\", 1 of 30 checks failed:"
                + " check_29_available)\n"), text);
        assertEquals(List.of("[FAIL] check_29_available", "[pass] check_00_available", "[pass] check_01_available"),
                text.lines().filter(line -> line.startsWith("  [")).limit(3)
                        .map(line -> line.replaceAll(":.*", "").strip()).toList(),
                "the failing check first, then the others in the service's order");
        assertEquals("check_00_available", json.get("results").get(0).get("checker").asText(), "scripts: as sent");
        assertEquals("check_29_available", json.get("results").get(29).get("checker").asText());
    }

    @Test
    void twoFailingChecksAreBothNamedBesideOneThatDidNotSayAndThreeAreOnlyCounted() {
        StatusReport two = new StatusReport("failure", "h", REPORT_TIME, IntStream.range(0, 5)
                .mapToObj(n -> new CheckResult("check_" + n, "x", n == 2 || n == 4 ? Boolean.FALSE
                        : n == 3 ? null : Boolean.TRUE, REPORT_TIME, REPORT_TIME.plusSeconds(9))).toList());
        StatusReport three = new StatusReport("failure", "h", REPORT_TIME, IntStream.range(0, 5)
                .mapToObj(n -> new CheckResult("check_" + n, "x", n < 1 || n > 3, REPORT_TIME,
                        REPORT_TIME.plusSeconds(9))).toList());

        String twoText = format(two, "s", Duration.ofMillis(5), REPORT_TIME, ZoneId.of("UTC"));
        String threeText = format(three, "s", Duration.ofMillis(5), REPORT_TIME, ZoneId.of("UTC"));

        assertTrue(twoText.contains("Overall:     UNHEALTHY (status \"failure\", 2 of 5 checks failed: check_2 and"
                + " check_4, and 1 did not say)"), twoText);
        assertTrue(threeText.contains("Overall:     UNHEALTHY (status \"failure\", 3 of 5 checks failed)"), threeText);
        assertEquals(List.of("check_1", "check_2", "check_3", "check_0", "check_4"), threeText.lines()
                .filter(line -> line.startsWith("  [")).map(line -> line.substring(9).replace(": x", "")).toList());
    }

    /** As the command line's {@code status} writes it. */
    private static String format(StatusReport report, String source, Duration roundTrip, Instant now, ZoneId zone) {
        return StatusReportText.format(report, source, roundTrip, now, zone, "--json gives the whole output");
    }
}
