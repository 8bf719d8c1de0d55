package com.marketevents.export;

import com.marketevents.model.MarketEvent;
import java.io.IOException;
import java.io.OutputStream;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.Temporal;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import org.dhatim.fastexcel.StyleSetter;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;

/**
 * An Excel workbook (.xlsx): a sheet of events with a bold, frozen header of the wire names and a filter on
 * it; a deleted record's row is struck through, as in the table. Identifiers stay text, so a local ticker
 * such as 0700 keeps its leading zero (a CSV loses it when Excel opens it); event_id, equity_id and
 * fiscal_year are numbers when Excel can hold them exactly, and text otherwise; has_unknown_time is a boolean.
 * As sent, dates stay ISO 8601 text with their offset, as in the CSV; in a zone ({@link TimeWriter#wallTime}) they
 * are Excel date-times (yyyy-mm-dd hh:mm:ss) of the wall time there, a time not known a date (yyyy-mm-dd), and one
 * that cannot be read text as sent. Nothing needs
 * guarding against formulas: a cell written as text is never run. Past Excel's million rows a sheet goes on in a
 * second one, a value longer than a cell can hold is cut at Excel's limit, and control characters a workbook's XML
 * cannot hold (tab, line breaks and the rest of text are kept) are left out. Each sheet declares the range it holds
 * (see {@link SheetDimensionOutput}).
 */
final class XlsxEventWriter implements EventWriter {
    /** Excel's last row is 1,048,576; the first holds the header. */
    static final int EXCEL_ROWS_PER_SHEET = 1_048_575;
    static final int EXCEL_CELL_TEXT_LIMIT = 32_767;
    /** Excel shows and keeps 15 significant digits; a longer whole number would change. */
    private static final long LARGEST_EXACT_NUMBER = 999_999_999_999_999L;
    private static final double WIDEST_COLUMN = 60;
    private static final String SHEET_NAME = "Events";
    /** Excel's dates have no offset: the wall time in the zone chosen, which the export's choice names. */
    private static final String DATE_TIME_FORMAT = "yyyy-mm-dd hh:mm:ss";
    private static final String DATE_FORMAT = "yyyy-mm-dd";

    private final int rowsPerSheet;
    private final TimeWriter times;

    /** Every value as received. */
    public XlsxEventWriter() {
        this(TimeWriter.AS_SENT);
    }

    public XlsxEventWriter(TimeWriter times) {
        this(EXCEL_ROWS_PER_SHEET, times);
    }

    XlsxEventWriter(int rowsPerSheet) {
        this(rowsPerSheet, TimeWriter.AS_SENT);
    }

    private XlsxEventWriter(int rowsPerSheet, TimeWriter times) {
        this.rowsPerSheet = rowsPerSheet;
        this.times = times;
    }

    @Override
    public void write(List<MarketEvent> events, List<String> fieldNames, OutputStream out, RowCounter rows)
            throws IOException {
        WireFields.requireKnown(fieldNames);
        int sheets = sheetsFor(events.size(), rowsPerSheet);
        List<String> sheetRanges = new ArrayList<>();
        for (int sheet = 0; sheet < sheets; sheet++) {
            sheetRanges.add(range(rowsInSheet(events.size(), sheet), fieldNames.size()));
        }
        SheetDimensionOutput workbookOut = SheetDimensionOutput.start(out, sheetRanges);
        try {
            Workbook workbook = new Workbook(workbookOut, "Market Events Browser", "1.0");
            workbook.setCompressionLevel(Deflater.NO_COMPRESSION); // the workbook is deflated as it is passed on
            for (int sheet = 0; sheet < sheets; sheet++) {
                int from = sheet * rowsPerSheet;
                List<MarketEvent> sheetRows = events.subList(from, from + rowsInSheet(events.size(), sheet));
                writeSheet(workbook.newWorksheet(sheetName(sheet)), sheetRows, fieldNames, rows);
            }
            workbook.finish();
            workbookOut.close(); // fastexcel closes it too; either way, the whole workbook is in out now
        } finally {
            workbookOut.abandon(); // after a failure: nothing more goes to out
        }
        out.flush();
    }

    private int rowsInSheet(int events, int sheet) {
        return Math.max(0, Math.min(rowsPerSheet, events - sheet * rowsPerSheet));
    }

    /** The cells a sheet of {@code events} rows under the header covers, such as "A1:P771". */
    static String range(int events, int fields) {
        StringBuilder lastColumn = new StringBuilder();
        for (int column = fields; column > 0; column = (column - 1) / 26) {
            lastColumn.insert(0, (char) ('A' + (column - 1) % 26));
        }
        return "A1:" + lastColumn + (events + 1);
    }

    /** How many sheets a workbook of {@code events} rows takes: one, and another per million rows. */
    public static int sheetsFor(int events) {
        return sheetsFor(events, EXCEL_ROWS_PER_SHEET);
    }

    private static int sheetsFor(int events, int rowsPerSheet) {
        return Math.max(1, (events + rowsPerSheet - 1) / rowsPerSheet);
    }

    /** "Events", then "Events (2)", "Events (3)"…, for the sheet at {@code index} from 0. */
    static String sheetName(int index) {
        return index == 0 ? SHEET_NAME : SHEET_NAME + " (" + (index + 1) + ")";
    }

    private void writeSheet(Worksheet sheet, List<MarketEvent> events, List<String> fieldNames, RowCounter rows)
            throws IOException {
        // Widths, the frozen header and the filter go before the rows: the sheet streams its rows out.
        for (int column = 0; column < fieldNames.size(); column++) {
            sheet.width(column, Math.min(WIDEST_COLUMN, widest(events, fieldNames.get(column)) + 2));
        }
        sheet.freezePane(0, 1);
        sheet.setAutoFilter(0, 0, events.size(), fieldNames.size() - 1);
        for (int column = 0; column < fieldNames.size(); column++) {
            sheet.value(0, column, fieldNames.get(column));
            sheet.style(0, column).bold().set();
        }
        for (int row = 0; row < events.size(); row++) {
            MarketEvent event = events.get(row);
            for (int column = 0; column < fieldNames.size(); column++) {
                Object value = cellValue(event, fieldNames.get(column), times);
                String dateFormat = null;
                if (value instanceof Long number) {
                    sheet.value(row + 1, column, number);
                } else if (value instanceof String text) {
                    sheet.value(row + 1, column, text);
                } else if (value instanceof Boolean flag) {
                    sheet.value(row + 1, column, flag);
                } else if (value instanceof LocalDateTime dateTime) {
                    sheet.value(row + 1, column, dateTime);
                    dateFormat = DATE_TIME_FORMAT;
                } else if (value instanceof LocalDate date) {
                    sheet.value(row + 1, column, date);
                    dateFormat = DATE_FORMAT;
                }
                if (dateFormat != null || event.isDeleted()) {
                    style(sheet.style(row + 1, column), dateFormat, event.isDeleted());
                }
            }
            if (row % 4096 == 4095) {
                sheet.flush(); // the rows written so far leave the heap
            }
            rows.row();
        }
        sheet.finish();
    }

    /** A date's number format, and the strike-through of a deleted record's row, as the table shows it. */
    private static void style(StyleSetter style, String dateFormat, boolean deleted) {
        if (dateFormat != null) {
            style.format(dateFormat);
        }
        if (deleted) {
            style.strikethrough();
        }
        style.set();
    }

    private int widest(List<MarketEvent> events, String field) {
        int widest = field.length();
        for (MarketEvent event : events) {
            Object value = cellValue(event, field, times);
            int width = value instanceof LocalDateTime ? DATE_TIME_FORMAT.length()
                    : value instanceof LocalDate ? DATE_FORMAT.length()
                    : value == null ? 0 : value.toString().length();
            widest = Math.max(widest, width);
        }
        return widest;
    }

    /** How many values of these fields, as {@code times} writes them, are longer than a cell holds, and so are cut. */
    public static int countValuesTooLong(List<MarketEvent> events, List<String> fieldNames, TimeWriter times) {
        int count = 0;
        for (MarketEvent event : events) {
            for (String field : fieldNames) {
                String text = times.value(event, field);
                if (text != null && text.length() > EXCEL_CELL_TEXT_LIMIT) {
                    count++;
                }
            }
        }
        return count;
    }

    /**
     * A Long for a number cell, a Boolean for has_unknown_time, a LocalDateTime or LocalDate for a date cell (times
     * in a zone), a String for a text cell, null for none.
     */
    private static Object cellValue(MarketEvent event, String field, TimeWriter times) {
        if (field.equals(WireFields.TIME_UNKNOWN)) {
            return WireFields.timeUnknown(event);
        }
        Temporal wallTime = times.wallTime(event, field);
        if (wallTime != null) {
            return wallTime;
        }
        Long number = switch (field) {
            case "event_id" -> event.eventId();
            case "equity_id" -> event.equityId();
            case "fiscal_year" -> event.fiscalYear() == null ? null : event.fiscalYear().longValue();
            default -> null;
        };
        if (number != null && number >= -LARGEST_EXACT_NUMBER && number <= LARGEST_EXACT_NUMBER) {
            return number;
        }
        String text = times.value(event, field);
        if (text == null || text.length() <= EXCEL_CELL_TEXT_LIMIT) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(EXCEL_CELL_TEXT_LIMIT - 1))
                ? EXCEL_CELL_TEXT_LIMIT - 1 : EXCEL_CELL_TEXT_LIMIT;
        return text.substring(0, end);
    }
}
