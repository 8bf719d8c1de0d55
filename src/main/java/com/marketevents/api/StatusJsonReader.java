package com.marketevents.api;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import okio.BufferedSource;

/**
 * Reads the status operation's answer (an object with status, hostname, timestamp and check results) as a
 * stream of tokens. Unknown fields are skipped; any field may be null or absent; epoch-second timestamps (numbers,
 * or numbers written as text) become {@link Instant}s exactly; a check's field that cannot be read is named in
 * {@link CheckResult#unreadable()}. Thread-safe.
 */
final class StatusJsonReader {
    private final JsonFactory factory;

    public StatusJsonReader() {
        this(new JsonFactory());
    }

    public StatusJsonReader(JsonFactory factory) {
        this.factory = factory;
    }

    /**
     * Reads a report and closes the stream.
     *
     * @throws ApiException kind INVALID_RESPONSE for malformed or truncated JSON, the wrong shape or wrong types
     * @throws IOException when the stream itself fails
     */
    public StatusReport read(InputStream body) throws IOException, ApiException {
        return readParsed(body).report();
    }

    /**
     * The report in an error answer (the service answers 500 with the report when a check fails), with that
     * {@code httpStatus}, or null when the body is not a status report (an error message, HTML, anything else).
     * Reads {@code body} to its end, or to where it stops being a report, and closes it.
     *
     * @throws IOException when the connection fails while the body is read (damaged compressed data is taken
     *         as no report)
     */
    StatusReport readReportOrNull(BufferedSource body, int httpStatus) throws IOException {
        try {
            Parsed parsed = readParsed(body.inputStream());
            StatusReport report = parsed.report();
            return report.status() != null && parsed.hasResults() ? new StatusReport(report.status(),
                    report.hostname(), report.timestamp(), report.results(), httpStatus) : null;
        } catch (ApiException | DamagedCompressionException notAReport) {
            return null;
        }
    }

    private record Parsed(StatusReport report, boolean hasResults) {
    }

    private Parsed readParsed(InputStream body) throws IOException, ApiException {
        return JsonValues.readWhole(() -> factory.createParser(body), "status report", this::readReport);
    }

    private Parsed readReport(JsonParser p) throws IOException, ApiException {
        JsonToken first = JsonValues.firstToken(p, "status report");
        if (first != JsonToken.START_OBJECT) {
            throw JsonValues.invalid("expected a status report but got " + JsonValues.describe(first) + ".");
        }
        String status = null;
        String hostname = null;
        Instant timestamp = null;
        List<CheckResult> results = null;
        String field;
        while ((field = p.nextFieldName()) != null) {
            JsonToken value = p.nextToken();
            switch (field) {
                case "status" -> status = JsonValues.text(p, value, field);
                case "hostname" -> hostname = JsonValues.text(p, value, field);
                case "timestamp" -> timestamp = JsonValues.epochSeconds(p, value, field);
                case "results" -> results = readResults(p, value);
                default -> JsonValues.skip(p);
            }
        }
        if (status == null && results == null) {
            // Any one field may be missing, but an answer with neither is not a report (an envelope, an
            // object of nulls): calling the service unhealthy on its strength would be a guess.
            throw JsonValues.invalid(
                    "expected a status report, but the answer has neither a status nor check results.");
        }
        return new Parsed(new StatusReport(status, hostname, timestamp, results), results != null);
    }

    private List<CheckResult> readResults(JsonParser p, JsonToken value) throws IOException, ApiException {
        if (value == JsonToken.VALUE_NULL) {
            return null;
        }
        if (value != JsonToken.START_ARRAY) {
            throw JsonValues.wrongType("results", "a list", value);
        }
        List<CheckResult> results = new ArrayList<>();
        JsonToken token;
        while ((token = p.nextToken()) != JsonToken.END_ARRAY) {
            if (token != JsonToken.START_OBJECT) {
                throw JsonValues.invalid("check " + (results.size() + 1) + " is " + JsonValues.describe(token)
                        + ", not an object.");
            }
            results.add(readCheck(p));
        }
        return results;
    }

    /**
     * One check; a field of the wrong type is left out and named in the check's unreadable fields rather than
     * throwing away the whole report, whose other checks still say something true.
     */
    private CheckResult readCheck(JsonParser p) throws IOException {
        String checker = null;
        String output = null;
        Boolean passed = null;
        Instant timestamp = null;
        Instant expires = null;
        List<String> unreadable = new ArrayList<>();
        String field;
        while ((field = p.nextFieldName()) != null) {
            JsonToken value = p.nextToken();
            try {
                switch (field) {
                    case "checker" -> checker = JsonValues.text(p, value, field);
                    case "output" -> output = JsonValues.text(p, value, field);
                    case "passed" -> passed = JsonValues.trueOrFalse(value, field);
                    case "timestamp" -> timestamp = JsonValues.epochSeconds(p, value, field);
                    case "expires" -> expires = JsonValues.epochSeconds(p, value, field);
                    default -> JsonValues.skip(p);
                }
            } catch (ApiException unreadableValue) {
                unreadable.add(field);
                JsonValues.skip(p);
            }
        }
        return new CheckResult(checker, output, passed, timestamp, expires, unreadable);
    }
}
