package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.api.Test;

class EventWriterTest {

    @Test
    void eachFormatHasItsWriterAndItsUsualExtension() {
        assertInstanceOf(CsvEventWriter.class, EventWriter.forFormat(ExportFormat.CSV));
        assertInstanceOf(XlsxEventWriter.class, EventWriter.forFormat(ExportFormat.XLSX));
        assertInstanceOf(JsonEventWriter.class, EventWriter.forFormat(ExportFormat.JSON));
        assertInstanceOf(IcsEventWriter.class, EventWriter.forFormat(ExportFormat.ICS));
        assertEquals("csv", ExportFormat.CSV.extension());
        assertEquals("xlsx", ExportFormat.XLSX.extension());
        assertEquals("json", ExportFormat.JSON.extension());
        assertEquals("ics", ExportFormat.ICS.extension());
    }
}
