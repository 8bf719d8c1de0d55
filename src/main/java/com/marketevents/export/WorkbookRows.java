package com.marketevents.export;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipInputStream;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;

/** The cells of an Excel workbook's (.xlsx) first sheet, as text, row by row. */
final class WorkbookRows {
    /** The first bytes of a zip file, which an .xlsx workbook is. */
    private static final byte[] ZIP_SIGNATURE = {'P', 'K', 3, 4};
    /** The first bytes of an older Excel workbook (.xls), or of a workbook protected by a password. */
    private static final byte[] COMPOUND_FILE_SIGNATURE = {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0,
            (byte) 0xA1, (byte) 0xB1, 0x1A, (byte) 0xE1};

    /** Too many rows for a list of tickers: the workbook is something else (or built to exhaust the memory). */
    static final class TooManyRows extends Exception {
        TooManyRows() {
            super(null, null, false, false);
        }
    }

    /** A workbook that unpacks to more than {@link #MAX_UNPACKED_BYTES}. */
    static final class TooLargeUnpacked extends Exception {
        TooLargeUnpacked() {
            super(null, null, false, false);
        }
    }

    /**
     * What a workbook may unpack to. A sheet's XML packs some 5 to 15 times smaller, so a workbook within the
     * import's 1 MB never comes near this; a zip bomb of that size (its shared strings, which are read whole)
     * would unpack to a gigabyte and exhaust the memory.
     */
    static final long MAX_UNPACKED_BYTES = 64L << 20;

    private WorkbookRows() {
    }

    static boolean isWorkbook(byte[] bytes) {
        return startsWith(bytes, ZIP_SIGNATURE);
    }

    static boolean isOlderOrProtectedWorkbook(byte[] bytes) {
        return startsWith(bytes, COMPOUND_FILE_SIGNATURE);
    }

    /**
     * The first sheet's rows, each its cells' text (a number as the workbook stores it: "700", not "700.0"),
     * at most {@code maxRows} of them.
     */
    static List<List<String>> firstSheet(byte[] workbook, int maxRows)
            throws IOException, TooManyRows, TooLargeUnpacked {
        checkUnpackedSize(workbook);
        try (ReadableWorkbook book = new ReadableWorkbook(new ByteArrayInputStream(workbook));
             Stream<Row> sheetRows = book.getFirstSheet().openStream()) {
            List<List<String>> rows = new ArrayList<>();
            for (Iterator<Row> it = sheetRows.iterator(); it.hasNext(); ) {
                if (rows.size() == maxRows) {
                    throw new TooManyRows();
                }
                Row row = it.next();
                List<String> cells = new ArrayList<>(row.getCellCount());
                for (int column = 0; column < row.getCellCount(); column++) {
                    cells.add(row.getCellText(column));
                }
                rows.add(cells);
            }
            return rows;
        }
    }

    /**
     * Unpacks every part of {@code workbook}, keeping nothing, and stops at {@link #MAX_UNPACKED_BYTES}: the sizes
     * the zip's directory gives may lie. A zip that this reader cannot go through is left to the workbook reader,
     * which reads more kinds of zip and says when it cannot.
     */
    private static void checkUnpackedSize(byte[] workbook) throws TooLargeUnpacked {
        byte[] scratch = new byte[64 * 1024];
        long unpacked = 0;
        try (ZipInputStream parts = new ZipInputStream(new ByteArrayInputStream(workbook))) {
            while (parts.getNextEntry() != null) {
                for (int read = parts.read(scratch); read >= 0; read = parts.read(scratch)) {
                    unpacked += read;
                    if (unpacked > MAX_UNPACKED_BYTES) {
                        throw new TooLargeUnpacked();
                    }
                }
            }
        } catch (IOException unreadableHere) {
            // the workbook reader decides
        }
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
    }
}
