package com.marketevents.export;

import static com.marketevents.export.SampleEvents.amazon;
import static com.marketevents.export.SampleEvents.bare;
import static com.marketevents.export.SampleEvents.withTitle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.dhatim.fastexcel.reader.Sheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reads the workbook back with an independent reader (fastexcel-reader), as a spreadsheet would. */
class XlsxEventWriterTest {
    @TempDir
    Path folder;

    private static byte[] xlsx(XlsxEventWriter writer, List<MarketEvent> events, List<String> fields)
            throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(events, fields, out);
        return out.toByteArray();
    }

    private static List<List<Row>> sheets(byte[] workbook) throws IOException {
        try (ReadableWorkbook read = new ReadableWorkbook(new ByteArrayInputStream(workbook))) {
            List<List<Row>> sheets = new ArrayList<>();
            for (Sheet sheet : read.getSheets().collect(Collectors.toList())) {
                sheets.add(sheet.read());
            }
            return sheets;
        }
    }

    private static List<Row> rows(List<MarketEvent> events, List<String> fields) throws IOException {
        List<List<Row>> sheets = sheets(xlsx(new XlsxEventWriter(), events, fields));
        assertEquals(1, sheets.size());
        return sheets.get(0);
    }

    /** One part of the workbook's zip archive, read through its central directory as Excel does. */
    private String entry(byte[] workbook, String name) throws IOException {
        Path file = folder.resolve("workbook.xlsx");
        Files.write(file, workbook);
        try (ZipFile zip = new ZipFile(file.toFile())) {
            ZipEntry entry = zip.getEntry(name);
            assertNotNull(entry, name + " is in the workbook");
            return new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aHeaderOfWireNamesThenOneRowPerEventWithEveryValueAsReceived() throws IOException {
        List<Row> rows = rows(List.of(amazon()), MarketEvent.FIELD_NAMES);

        assertEquals(2, rows.size());
        for (int column = 0; column < MarketEvent.FIELD_NAMES.size(); column++) {
            String field = MarketEvent.FIELD_NAMES.get(column);
            assertEquals(field, rows.get(0).getCellText(column));
            assertEquals(amazon().rawValue(field), rows.get(1).getCellText(column), field);
        }
    }

    @Test
    void idsAndYearsAreNumbersAndIdentifiersStayTextWithTheirLeadingZeros() throws IOException {
        MarketEvent tencent = new MarketEvent(42, 700L, "700:HK", "0700", "0700.HK", "700:HK", "XHKG",
                "KYG875721634", "Interim Results", "earnings", EventTime.parse("2024-11-13T04:00:00-05:00"), 2024,
                "published", "active", null, null);
        Row row = rows(List.of(tencent), MarketEvent.FIELD_NAMES).get(1);

        for (int column = 0; column < MarketEvent.FIELD_NAMES.size(); column++) {
            String field = MarketEvent.FIELD_NAMES.get(column);
            boolean numeric = List.of("event_id", "equity_id", "fiscal_year").contains(field);
            CellType type = row.getOptionalCell(column).map(Cell::getType).orElse(CellType.EMPTY);
            if (tencent.rawValue(field) == null) {
                assertEquals(CellType.EMPTY, type, field);
            } else {
                assertEquals(numeric ? CellType.NUMBER : CellType.STRING, type, field);
            }
        }
        assertEquals("0700", row.getCellText(3));
        assertEquals(new BigDecimal("2024"), row.getCellAsNumber(11).orElseThrow());
    }

    @Test
    void anIdTooLongForExcelToKeepExactlyIsText() throws IOException {
        MarketEvent big = new MarketEvent(1234567890123456789L, 9_007_199_254_740_993L, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null);
        Row row = rows(List.of(big), List.of("event_id", "equity_id")).get(1);

        assertEquals(CellType.STRING, row.getCell(0).getType());
        assertEquals("1234567890123456789", row.getCellText(0));
        assertEquals("9007199254740993", row.getCellText(1));
    }

    @Test
    void missingValuesAreEmptyCells() throws IOException {
        Row row = rows(List.of(bare(9)), MarketEvent.FIELD_NAMES).get(1);

        assertEquals("9", row.getCellText(0));
        for (int column = 1; column < MarketEvent.FIELD_NAMES.size(); column++) {
            assertTrue(row.getOptionalCell(column).map(cell -> cell.getType() == CellType.EMPTY).orElse(true),
                    MarketEvent.FIELD_NAMES.get(column));
        }
    }

    @Test
    void textIsKeptExactlyAndHostileFormulasAreTextThatNeverRuns() throws IOException {
        List<String> titles = List.of("Société Générale, \"Q3\"\r\nline two\t— 決算 𝄞 <b>&amp;</b>",
                SampleEvents.HYPERLINK, SampleEvents.CMD, SampleEvents.ARITHMETIC, SampleEvents.AT_SUM,
                SampleEvents.LONG_TITLE);
        List<MarketEvent> events = new ArrayList<>();
        for (int i = 0; i < titles.size(); i++) {
            events.add(withTitle(i, titles.get(i)));
        }
        byte[] workbook = xlsx(new XlsxEventWriter(), events, List.of("title"));
        List<Row> rows = sheets(workbook).get(0);

        for (int i = 0; i < titles.size(); i++) {
            assertEquals(CellType.STRING, rows.get(i + 1).getCell(0).getType());
            assertEquals(titles.get(i), rows.get(i + 1).getCellText(0));
        }
        assertFalse(entry(workbook, "xl/worksheets/sheet1.xml").contains("<f>"), "no cell is a formula");
    }

    @Test
    void controlCharactersAWorkbookCannotHoldAreLeftOutAndTheRestOfTheValueKept() throws IOException {
        Row row = rows(List.of(withTitle(1, "Q3\u0001 results\u000B\tnow")), List.of("title")).get(1);
        assertEquals("Q3 results\tnow", row.getCellText(0));
    }

    @Test
    void aValueLongerThanACellHoldsIsCutAtExcelsLimitNotInsideACharacter() throws IOException {
        String tooLong = "a".repeat(XlsxEventWriter.EXCEL_CELL_TEXT_LIMIT - 1) + "𝄞 and more";
        String shown = rows(List.of(withTitle(1, tooLong)), List.of("title")).get(1).getCellText(0);

        assertEquals("a".repeat(XlsxEventWriter.EXCEL_CELL_TEXT_LIMIT - 1), shown);
    }

    @Test
    void theHeaderIsFrozenFilteredAndColumnsAreWideEnoughForTheirValues() throws IOException {
        byte[] workbook = xlsx(new XlsxEventWriter(), List.of(amazon(), bare(2)), List.of("event_id", "title"));
        String sheet = entry(workbook, "xl/worksheets/sheet1.xml");

        assertTrue(sheet.contains("ySplit=\"1\""), sheet);
        assertTrue(sheet.contains("<autoFilter ref=\"A1:B"), sheet);
        // event_id: its header, 8 characters, is its widest value; title: "Q3 2024 Earnings Call", 21.
        assertTrue(sheet.contains("<col min=\"1\" max=\"1\" width=\"10"), sheet);
        assertTrue(sheet.contains("<col min=\"2\" max=\"2\" width=\"23"), sheet);
    }

    @Test
    void aDeletedRecordsRowIsStruckThroughAsInTheTable() throws IOException {
        byte[] workbook = xlsx(new XlsxEventWriter(), List.of(amazon(), SampleEvents.deleted(2)),
                List.of("event_id", "title"));
        String sheet = entry(workbook, "xl/worksheets/sheet1.xml");
        String styles = entry(workbook, "xl/styles.xml");

        assertTrue(styles.contains("<strike"), styles);
        assertEquals(styleOf(sheet, "A2"), styleOf(sheet, "B2"));
        assertEquals(styleOf(sheet, "A3"), styleOf(sheet, "B3"));
        assertFalse(styleOf(sheet, "A2").equals(styleOf(sheet, "A3")), "the deleted row has a style of its own");
    }

    /** The style index of a cell in the sheet's XML, "0" when it has none. */
    private static String styleOf(String sheet, String cell) {
        Matcher matcher = Pattern.compile("<c r=\"" + cell + "\"([^>]*)>").matcher(sheet);
        assertTrue(matcher.find(), cell + " is in the sheet");
        Matcher style = Pattern.compile("s=\"(\\d+)\"").matcher(matcher.group(1));
        return style.find() ? style.group(1) : "0";
    }

    /** The number format a cell shows its value with, by its style in styles.xml; "General" for none. */
    private static String numberFormatOf(String styles, String sheet, String cell) {
        String cellXfs = styles.substring(styles.indexOf("<cellXfs"), styles.indexOf("</cellXfs>"));
        Matcher xf = Pattern.compile("<xf [^>]*numFmtId=\"(\\d+)\"").matcher(cellXfs);
        for (int i = 0; i <= Integer.parseInt(styleOf(sheet, cell)); i++) {
            assertTrue(xf.find(), "style " + i + " of " + cell);
        }
        Matcher format = Pattern.compile("<numFmt numFmtId=\"" + xf.group(1) + "\" formatCode=\"([^\"]*)\"")
                .matcher(styles);
        return format.find() ? format.group(1) : "General";
    }

    private static final List<String> TIME_FIELDS = List.of("event_id", "event_date", "created", "modified");

    private static MarketEvent timed(long id, EventTime date, String created, String modified, String status) {
        return new MarketEvent(id, 5003L, "7203:JP", "7203", "7203.T", "7203:JT", "XTKS", "JP3633400001", "Toyota",
                "earnings", date, 2025, "published", status, EventTime.parse(created), EventTime.parse(modified));
    }

    @Test
    void inAZoneTheWorkbookHoldsDateTimesExcelCanFilterAndSubtractAtTheWallTimeThere() throws IOException {
        List<MarketEvent> events = List.of(
                timed(1, EventTime.parse("2023-10-03T09:00:00+09:00"), "2024-11-05T08:00:00.5-05:00",
                        "2024-11-05T03:32:48", "active"),
                timed(2, EventTime.parse("2024-11-06T00:00:00-05:00"), null, "not a time", "active"),
                timed(3, EventTime.parse("2024-11-07T15:00:00+09:00").withTimeUnknown(true), "2024-09-01T12:15:00Z",
                        "2024-09-02T04:00:00Z", "deleted"));
        byte[] workbook = xlsx(new XlsxEventWriter(TimeWriter.of(ExportTimes.EASTERN)), events, TIME_FIELDS);
        List<Row> rows = sheets(workbook).get(0);
        String sheet = entry(workbook, "xl/worksheets/sheet1.xml");
        String styles = entry(workbook, "xl/styles.xml");

        assertEquals(CellType.NUMBER, rows.get(1).getCell(1).getType(), "a date is a number in Excel");
        assertEquals(LocalDateTime.parse("2023-10-02T20:00"), rows.get(1).getCell(1).asDate());
        assertEquals(LocalDateTime.parse("2024-11-05T08:00:00.5"), rows.get(1).getCell(2).asDate(),
                "fractional seconds kept in the number");
        assertEquals(LocalDateTime.parse("2024-11-05T03:32:48"), rows.get(1).getCell(3).asDate(),
                "a time without an offset read as US Eastern");
        for (String cell : List.of("B2", "C2", "D2", "C4", "D4")) {
            assertEquals("yyyy-mm-dd hh:mm:ss", numberFormatOf(styles, sheet, cell), cell);
        }
        assertEquals(LocalDateTime.parse("2024-11-06T00:00"), rows.get(2).getCell(1).asDate());
        assertEquals("yyyy-mm-dd", numberFormatOf(styles, sheet, "B3"), "a time not known is a date alone");
        assertEquals("yyyy-mm-dd", numberFormatOf(styles, sheet, "B4"), "as the service flags it");
        assertEquals(LocalDateTime.parse("2024-11-07T00:00"), rows.get(3).getCell(1).asDate(),
                "its US Eastern date");
        assertEquals(CellType.STRING, rows.get(2).getCell(3).getType());
        assertEquals("not a time", rows.get(2).getCell(3).getText(), "an unreadable value is text as sent");
        assertTrue(styles.contains("<strike"), styles);
        assertFalse(styleOf(sheet, "C2").equals(styleOf(sheet, "C4")), "the deleted row's dates struck through too");
        assertEquals("", rows.get(2).getCellText(2), "no creation time, an empty cell");
    }

    @Test
    void asSentTheWorkbookKeepsTheServicesDateTextWithItsOffset() throws IOException {
        List<MarketEvent> events = List.of(timed(1, EventTime.parse("2023-10-03T09:00:00+09:00"),
                "2024-11-05T08:00:00.5-05:00", "2024-11-05T03:32:48", "active"));
        byte[] workbook = xlsx(new XlsxEventWriter(TimeWriter.AS_SENT), events, TIME_FIELDS);
        Row row = sheets(workbook).get(0).get(1);

        assertEquals(List.of("1", "2023-10-03T09:00:00+09:00", "2024-11-05T08:00:00.5-05:00", "2024-11-05T03:32:48"),
                row.stream().map(Cell::getText).toList());
        assertEquals(CellType.STRING, row.getCell(1).getType());
    }

    @Test
    void theTimeFlagIsABooleanCell() throws IOException {
        byte[] workbook = xlsx(new XlsxEventWriter(), List.of(SampleEvents.at(1, "2024-11-06T00:00:00-05:00"),
                SampleEvents.at(2, "2024-11-06T08:00:00-05:00")), List.of("event_id", "has_unknown_time"));
        List<Row> rows = sheets(workbook).get(0);

        assertEquals(CellType.BOOLEAN, rows.get(1).getCell(1).getType());
        assertEquals(Boolean.TRUE, rows.get(1).getCell(1).asBoolean());
        assertEquals(Boolean.FALSE, rows.get(2).getCell(1).asBoolean());
    }

    @Test
    void pastTheRowsASheetHoldsTheEventsGoOnInAnotherSheetWithItsOwnHeader() throws IOException {
        List<MarketEvent> events = List.of(bare(1), bare(2), bare(3), bare(4), bare(5));
        List<List<Row>> sheets = sheets(xlsx(new XlsxEventWriter(2), events, List.of("event_id")));

        assertEquals(3, sheets.size());
        List<String> ids = new ArrayList<>();
        for (List<Row> sheet : sheets) {
            assertEquals("event_id", sheet.get(0).getCellText(0));
            sheet.stream().skip(1).forEach(row -> ids.add(row.getCellText(0)));
        }
        assertEquals(List.of("1", "2", "3", "4", "5"), ids);
    }

    @Test
    void eachSheetDeclaresTheRangeItHoldsSoAReaderThatTrustsItSeesEveryRow() throws IOException {
        List<MarketEvent> five = List.of(bare(1), bare(2), bare(3), bare(4), bare(5));
        byte[] oneSheet = xlsx(new XlsxEventWriter(), five, MarketEvent.FIELD_NAMES);
        byte[] threeSheets = xlsx(new XlsxEventWriter(2), five, List.of("event_id", "title"));
        byte[] headerOnly = xlsx(new XlsxEventWriter(), List.of(), MarketEvent.FIELD_NAMES);

        assertEquals("A1:P6", dimension(entry(oneSheet, "xl/worksheets/sheet1.xml")));
        assertEquals("A1:B3", dimension(entry(threeSheets, "xl/worksheets/sheet1.xml")));
        assertEquals("A1:B3", dimension(entry(threeSheets, "xl/worksheets/sheet2.xml")));
        assertEquals("A1:B2", dimension(entry(threeSheets, "xl/worksheets/sheet3.xml")));
        assertEquals("A1:P1", dimension(entry(headerOnly, "xl/worksheets/sheet1.xml")));
        assertEquals(6, sheets(oneSheet).get(0).size());
        assertEquals(List.of(3, 3, 2), sheets(threeSheets).stream().map(List::size).collect(Collectors.toList()));
        assertEquals(1, sheets(headerOnly).get(0).size());
    }

    @Test
    void aRangePastColumnZIsNamedAsExcelNamesItsColumns() {
        assertEquals("A1:Z2", XlsxEventWriter.range(1, 26));
        assertEquals("A1:AA2", XlsxEventWriter.range(1, 27));
        assertEquals("A1:XFD1048576", XlsxEventWriter.range(XlsxEventWriter.EXCEL_ROWS_PER_SHEET, 16_384));
    }

    /** The range a sheet's XML declares it holds, in its one {@code <dimension>} element. */
    private static String dimension(String sheet) {
        Matcher matcher = Pattern.compile("<dimension ref=\"([^\"]*)\"/>").matcher(sheet);
        assertTrue(matcher.find(), "the sheet declares its range");
        String ref = matcher.group(1);
        assertFalse(matcher.find(), "only once");
        return ref;
    }

    @Test
    void aStreamThatFailsPartWayStopsTheWorkbookWithItsOwnFailure() {
        List<MarketEvent> events = new ArrayList<>();
        for (int id = 0; id < 20_000; id++) {
            events.add(withTitle(id, "Q3 2026 Earnings Call " + id));
        }
        ExportCancelledException cancelled = new ExportCancelledException();
        OutputStream failingAfterAFewBytes = new OutputStream() {
            private int written;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) throws IOException {
                written += length;
                if (written > 100_000) {
                    throw cancelled;
                }
            }
        };

        IOException thrown = assertThrows(IOException.class,
                () -> new XlsxEventWriter().write(events, MarketEvent.FIELD_NAMES, failingAfterAFewBytes));
        assertSame(cancelled, thrown);
    }

    @Test
    void aWorkbookCancelledPartWayThrowsTheCancelAndLeavesNoThreadWritingBehind() throws IOException {
        List<MarketEvent> events = new ArrayList<>();
        for (int id = 0; id < 20_000; id++) {
            events.add(withTitle(id, "Q3 2026 Earnings Call " + id));
        }
        ExportCancelledException cancelled = new ExportCancelledException();
        RowCounter cancelledAt5000 = new RowCounter((written, total) -> {
            if (written >= 5_000) {
                throw cancelled;
            }
        }, events.size(), Duration.ZERO, System::nanoTime);
        cancelledAt5000.begin();

        IOException thrown = assertThrows(IOException.class, () -> new XlsxEventWriter()
                .write(events, MarketEvent.FIELD_NAMES, new ByteArrayOutputStream(), cancelledAt5000));
        assertSame(cancelled, thrown);
        assertTrue(Thread.getAllStackTraces().keySet().stream()
                .noneMatch(thread -> thread.getName().startsWith("xlsx-dimensions") && thread.isAlive()),
                "no thread is left passing the workbook on");
    }

    @Test
    void noEventsIsAWorkbookWithTheHeaderOnly() throws IOException {
        List<Row> rows = rows(List.of(), List.of("event_id", "title"));
        assertEquals(1, rows.size());
        assertEquals("title", rows.get(0).getCellText(1));
    }

    @Test
    void anUnknownFieldIsRefusedAndTheStreamIsLeftOpen() throws IOException {
        assertThrows(IllegalArgumentException.class,
                () -> new XlsxEventWriter().write(List.of(amazon()), List.of("nope"), new ByteArrayOutputStream()));
        CsvEventWriterTest.ClosingTrackingStream out = new CsvEventWriterTest.ClosingTrackingStream();
        new XlsxEventWriter().write(List.of(amazon()), MarketEvent.FIELD_NAMES, out);
        assertFalse(out.closed);
        assertTrue(ReadableWorkbook.isOOXMLZipHeader(out.toByteArray()));
    }
}
