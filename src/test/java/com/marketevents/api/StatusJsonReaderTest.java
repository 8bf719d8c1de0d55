package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import okio.Buffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class StatusJsonReaderTest {
    private final StatusJsonReader reader = new StatusJsonReader();

    private StatusReport read(String json) throws Exception {
        return reader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theDocumentedSampleReadsAsAHealthyReportWithExactTimes() throws Exception {
        StatusReport report = read(Fixtures.text("status-healthy.json"));

        assertTrue(report.isHealthy());
        assertEquals("abcdefghijk", report.hostname());
        assertEquals(Instant.ofEpochSecond(1675707470, 72_410_300), report.timestamp());
        assertEquals(2, report.results().size());
        CheckResult redis = report.results().get(0);
        assertEquals("redis_available", redis.checker());
        assertEquals("redis ok", redis.output());
        assertTrue(redis.hasPassed());
        assertEquals(Instant.ofEpochSecond(1675707449, 872_626_500), redis.timestamp());
        assertEquals(Instant.ofEpochSecond(1675707476, 872_626_500), redis.expires());
        assertEquals(Instant.ofEpochSecond(1675707476, 882_770_000), report.results().get(1).expires());
    }

    @Test
    void aFailingCheckMakesTheReportUnhealthyAndKeepsItsErrorText() throws Exception {
        StatusReport report = read(Fixtures.text("status-unhealthy.json"));

        assertFalse(report.isHealthy());
        assertEquals("could not connect to server: Connection refused", report.results().get(1).output());
        assertFalse(report.results().get(1).hasPassed());
    }

    @Test
    void unknownAndNullFieldsAreAccepted() throws Exception {
        StatusReport report = read("""
                {"status":null,"version":{"x":[1,2]},"timestamp":1700000000,
                 "results":[{"checker":"cache","passed":null,"expires":null,"response_time":0.2}]}""");

        assertNull(report.status());
        assertNull(report.hostname());
        assertEquals(Instant.ofEpochSecond(1_700_000_000L), report.timestamp());
        assertNull(report.results().get(0).passed());
        assertFalse(report.isHealthy());
    }

    @ParameterizedTest
    @ValueSource(strings = {"[]", "\"ok\"", "", "{\"status\":\"success\"", "{\"status\":1}",
        "{\"timestamp\":\"yesterday\"}", "{\"results\":{}}", "{\"results\":[1]}",
"{\"timestamp\":1e400000000}", "{} {}", "<html>", "{}",
        "{\"data\":{\"status\":\"success\",\"results\":[]}}", "{\"status\":null,\"hostname\":null,\"results\":null}"})
    void wrongShapesAreInvalidResponses(String json) {
        ApiException e = assertThrows(ApiException.class, () -> read(json));
        assertEquals(ApiException.Kind.INVALID_RESPONSE, e.kind());
    }

    @Test
    void anAnswerThatIsNotValidJsonIsSaidToBeSoEvenWhenItStartsLikeAList() {
        assertEquals("The service's answer could not be read: it is not valid JSON.",
                assertThrows(ApiException.class, () -> read("[{\"event_id\": 1, \"title\": \"x\"}, {oops}]"))
                        .getMessage());
        assertEquals("The service's answer has an unexpected shape: expected a status report but got a list.",
                assertThrows(ApiException.class, () -> read("[]")).getMessage());
        assertEquals("The service's answer could not be read: it is not valid JSON.",
                assertThrows(ApiException.class, () -> read("[] garbage")).getMessage());
        assertEquals("The service's answer could not be read: it ends before it is complete (truncated).",
                assertThrows(ApiException.class, () -> read("{\"results\":[1,2")).getMessage());
    }

    @Test
    void epochSecondsWrittenAsTextAreReadExactly() throws Exception {
        StatusReport report = read("""
                {"status":"success","timestamp":"1675707470.07",
                 "results":[{"checker":"cache","passed":true,"timestamp":" 1675707449 ",
                             "expires":"1.6757074768E9"}]}""");

        assertEquals(Instant.ofEpochSecond(1675707470, 70_000_000), report.timestamp());
        assertEquals(Instant.ofEpochSecond(1675707449), report.results().get(0).timestamp());
        assertEquals(Instant.ofEpochSecond(1675707476, 800_000_000), report.results().get(0).expires());
        assertEquals(List.of(), report.results().get(0).unreadable());
    }

    @Test
    void aCheckFieldThatCannotBeReadIsNamedAndTheRestOfTheReportKept() throws Exception {
        StatusReport report = read("""
                {"status":"success","hostname":"h","timestamp":1700000000,
                 "results":[{"checker":"redis_available","passed":true,"timestamp":"yesterday","expires":1700000020},
                            {"checker":"database_available","output":"database ok","passed":"yes",
                             "timestamp":{"at":1},"expires":[1700000020]}]}""");

        assertEquals(2, report.results().size());
        CheckResult redis = report.results().get(0);
        assertTrue(redis.hasPassed());
        assertNull(redis.timestamp());
        assertEquals(Instant.ofEpochSecond(1_700_000_020L), redis.expires());
        assertEquals(List.of("timestamp"), redis.unreadable());
        CheckResult database = report.results().get(1);
        assertEquals("database ok", database.output());
        assertNull(database.passed(), "\"yes\" is not a verdict: not reported");
        assertEquals(List.of("passed", "timestamp", "expires"), database.unreadable());
    }

    @Test
    void aReportTimeThatIsNotANumberIsStillRefused() {
        ApiException e = assertThrows(ApiException.class, () -> read("""
                {"status":"success","timestamp":"NaN","results":[]}"""));
        assertEquals("The service's answer has an unexpected shape: \"timestamp\" should be a time in epoch seconds"
                + " but is text that is not a number.", e.getMessage());
    }

    @Test
    void anErrorBodyIsNotMistakenForAReport() throws IOException {
        assertNull(reader.readReportOrNull(body("{\"message\":\"Internal server error\"}"), 500));
        assertNull(reader.readReportOrNull(body("<html>oops</html>"), 500));
        assertFalse(reader.readReportOrNull(body(Fixtures.text("status-unhealthy.json")), 500).isHealthy());
    }

    private static Buffer body(String text) {
        return new Buffer().writeUtf8(text);
    }
}
