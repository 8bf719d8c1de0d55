package com.marketevents.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventWriterTest {

    @Test
    void eachFormatHasItsWriterAndItsUsualExtension() {
        assertInstanceOf(CsvEventWriter.class, EventWriter.forFormat(ExportFormat.CSV, TimeWriter.AS_SENT));
        assertInstanceOf(XlsxEventWriter.class, EventWriter.forFormat(ExportFormat.XLSX, TimeWriter.AS_SENT));
        assertInstanceOf(JsonEventWriter.class, EventWriter.forFormat(ExportFormat.JSON, TimeWriter.AS_SENT));
        assertInstanceOf(IcsEventWriter.class, EventWriter.forFormat(ExportFormat.ICS, TimeWriter.AS_SENT));
        assertEquals("csv", ExportFormat.CSV.extension());
        assertEquals("xlsx", ExportFormat.XLSX.extension());
        assertEquals("json", ExportFormat.JSON.extension());
        assertEquals("ics", ExportFormat.ICS.extension());
    }

    @Test
    void aWorkbookPastTheRowsOfOneSheetSaysHowManySheetsItFills() {
        assertEquals(1, XlsxEventWriter.sheetsFor(XlsxEventWriter.EXCEL_ROWS_PER_SHEET));
        assertEquals(2, XlsxEventWriter.sheetsFor(1_128_965));
        assertEquals(3, XlsxEventWriter.sheetsFor(2 * XlsxEventWriter.EXCEL_ROWS_PER_SHEET + 1));
        assertEquals(" The events fill 2 sheets, “Events” and “Events (2)”, as a sheet holds at most 1,048,576"
                + " rows.",
                new EventExport.Shortfall(0, 0, 2).cutSentence());
        assertEquals(" 1 value was longer than a workbook's cell holds (32,767 characters) and was cut there. The"
                + " events fill 3 sheets, “Events” to “Events (3)”, as a sheet holds at most 1,048,576 rows.",
                new EventExport.Shortfall(0, 1, 3).cutSentence());
        assertEquals("", new EventExport.Shortfall(0, 0, 1).cutSentence());
    }

    @Test
    void aCalendarWithoutAnEventItCanPlaceIsRefusedBeforeAByteIsWritten() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        assertThrows(EventExport.EmptyCalendar.class,
                () -> EventExport.write(ExportFormat.ICS, List.of(SampleEvents.bare(1)), List.of(),
                        ExportTimes.AS_SENT, ExportTitle.PLAIN, out));

        assertEquals(0, out.size());
    }
}
