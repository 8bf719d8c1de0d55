package com.marketevents.export;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * JSON in the service's own shape: a bare array of objects with the requested fields in order, values as
 * received (event_id, equity_id and fiscal_year as numbers, has_unknown_time as true or false, the rest as text;
 * times as the {@link TimeWriter} given writes them), null as null. UTF-8, one event per line, so that the file
 * reads and diffs well and streams at any size.
 */
final class JsonEventWriter implements EventWriter {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .build();

    private final TimeWriter times;

    /** Every value as received. */
    public JsonEventWriter() {
        this(TimeWriter.AS_SENT);
    }

    public JsonEventWriter(TimeWriter times) {
        this.times = times;
    }

    @Override
    public void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out, RowCounter rows)
            throws IOException {
        WireFields.requireKnown(fieldNames);
        try (JsonGenerator json = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            json.setPrettyPrinter(oneEventPerLine());
            json.writeStartArray();
            for (MarketEvent event : events) {
                json.writeStartObject();
                for (String field : fieldNames) {
                    json.writeFieldName(field);
                    writeValue(json, event, field);
                }
                json.writeEndObject();
                rows.row();
            }
            json.writeEndArray();
            json.writeRaw('\n');
        }
    }

    private void writeValue(JsonGenerator json, MarketEvent event, String field) throws IOException {
        switch (field) {
            case "event_id" -> json.writeNumber(event.eventId());
            case "equity_id" -> writeNumberOrNull(json, event.equityId());
            case "fiscal_year" -> writeNumberOrNull(json, event.fiscalYear());
            case WireFields.TIME_UNKNOWN -> writeBooleanOrNull(json, WireFields.timeUnknown(event));
            default -> json.writeString(times.value(event, field));
        }
    }

    private static void writeNumberOrNull(JsonGenerator json, Number value) throws IOException {
        if (value == null) {
            json.writeNull();
        } else {
            json.writeNumber(value.longValue());
        }
    }

    private static void writeBooleanOrNull(JsonGenerator json, Boolean value) throws IOException {
        if (value == null) {
            json.writeNull();
        } else {
            json.writeBoolean(value);
        }
    }

    private static DefaultPrettyPrinter oneEventPerLine() {
        Separators compact = Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.NONE);
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter(compact);
        printer.indentArraysWith(new DefaultIndenter("  ", "\n"));
        printer.indentObjectsWith(DefaultPrettyPrinter.NopIndenter.instance);
        return printer;
    }
}
