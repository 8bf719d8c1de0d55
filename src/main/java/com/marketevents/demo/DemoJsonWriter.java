package com.marketevents.demo;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.marketevents.model.CheckResult;
import com.marketevents.model.StatusReport;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.Locale;

/**
 * Writes the demo service's JSON as the deployed service does: events with the 16 documented fields plus
 * two undocumented ones clients must ignore, status reports with epoch-second timestamps, error messages.
 * Events are written token by token straight to the response, never built as a tree.
 */
final class DemoJsonWriter {
    private final JsonFactory factory = new JsonFactory();

    /** Opens a streaming array of events on {@code out}; closing the returned writer closes {@code out}. */
    EventArrayWriter openEventArray(OutputStream out) throws IOException {
        JsonGenerator generator = factory.createGenerator(out, JsonEncoding.UTF8);
        generator.writeStartArray();
        return new EventArrayWriter(generator);
    }

    /** A JSON array being written; {@link #write} wraps I/O failures so it can be used as a consumer. */
    static final class EventArrayWriter implements AutoCloseable {
        private final JsonGenerator generator;

        private EventArrayWriter(JsonGenerator generator) {
            this.generator = generator;
        }

        void write(DemoEvent event) {
            try {
                writeEvent(generator, event);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() throws IOException {
            generator.writeEndArray();
            generator.close();
        }
    }

    byte[] message(String text) {
        return bytes(generator -> {
            generator.writeStartObject();
            generator.writeStringField("message", text);
            generator.writeEndObject();
        });
    }

    byte[] status(StatusReport report) {
        return bytes(generator -> {
            generator.writeStartObject();
            generator.writeStringField("status", report.status());
            generator.writeStringField("hostname", report.hostname());
            generator.writeFieldName("timestamp");
            generator.writeNumber(epochSeconds(report.timestamp()));
            generator.writeArrayFieldStart("results");
            for (CheckResult check : report.results()) {
                generator.writeStartObject();
                generator.writeStringField("checker", check.checker());
                generator.writeStringField("output", check.output());
                generator.writeBooleanField("passed", check.hasPassed());
                generator.writeFieldName("timestamp");
                generator.writeNumber(epochSeconds(check.timestamp()));
                generator.writeFieldName("expires");
                generator.writeNumber(epochSeconds(check.expires()));
                generator.writeEndObject();
            }
            generator.writeEndArray();
            generator.writeEndObject();
        });
    }

    /** Seconds with up to six fractional digits, never in exponent form: {@code 1675707470.072410}. */
    static String epochSeconds(Instant instant) {
        String micros = String.format(Locale.ROOT, "%06d", instant.getNano() / 1_000);
        String fraction = micros.replaceFirst("0+$", "");
        return instant.getEpochSecond() + "." + (fraction.isEmpty() ? "0" : fraction);
    }

    private static void writeEvent(JsonGenerator generator, DemoEvent event) throws IOException {
        Company company = event.company();
        generator.writeStartObject();
        generator.writeNumberField("event_id", event.eventId());
        generator.writeNumberField("equity_id", company.equityId());
        generator.writeStringField("ticker", company.ticker());
        generator.writeStringField("local_ticker", company.localTicker());
        generator.writeStringField("ric", company.ric());
        generator.writeStringField("bloomberg_ticker", company.ticker());
        generator.writeStringField("exchange_mic", company.exchange().mic());
        generator.writeStringField("isin", company.isin());
        generator.writeStringField("title", event.title());
        generator.writeStringField("event_type", event.eventType());
        generator.writeStringField("event_date", event.eventDate());
        // Undocumented fields the real service also sends, placed among the documented ones on purpose.
        generator.writeBooleanField("has_unknown_time", event.hasUnknownTime());
        generator.writeNumberField("fiscal_year", event.fiscalYear());
        if (event.fiscalQuarter() == null) {
            generator.writeNullField("fiscal_quarter");
        } else {
            generator.writeNumberField("fiscal_quarter", event.fiscalQuarter());
        }
        generator.writeStringField("transcription_status", event.transcriptionStatus());
        generator.writeStringField("status", event.status());
        generator.writeStringField("created", event.created());
        generator.writeStringField("modified", event.modified());
        generator.writeEndObject();
    }

    private interface JsonBody {
        void write(JsonGenerator generator) throws IOException;
    }

    private byte[] bytes(JsonBody body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(256);
        try (JsonGenerator generator = factory.createGenerator(out, JsonEncoding.UTF8)) {
            body.write(generator);
        } catch (IOException e) {
            throw new UncheckedIOException("Writing JSON to memory failed", e);
        }
        return out.toByteArray();
    }
}
