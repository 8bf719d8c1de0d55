package com.marketevents.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.commons.csv.CSVFormat;

/**
 * CSV rows built straight into UTF-8 bytes, byte for byte as Commons CSV writes them. An ASCII cell the
 * library would write unchanged (no delimiter, quote or line break, nothing it quotes at either end: a
 * stricter test than its own) is copied directly, which is nearly every cell; any other cell, empty ones
 * included, is written by the library and then encoded. A year's export is mostly this work, and no
 * string or builder is made per row.
 */
final class CsvRowBytes {
    private final CSVFormat format;
    private final char delimiter;
    private final byte[] recordSeparator;
    private final StringBuilder libraryCell = new StringBuilder();
    private byte[] bytes;
    private int size;

    CsvRowBytes(CSVFormat format, int expectedBytes) {
        this.format = format;
        this.delimiter = format.getDelimiterString().charAt(0);
        this.recordSeparator = format.getRecordSeparator().getBytes(StandardCharsets.UTF_8);
        this.bytes = new byte[Math.max(64, expectedBytes)];
    }

    void cell(String value, boolean firstInRow) throws IOException {
        int start = size;
        if (!firstInRow) {
            put((byte) delimiter);
        }
        if (!copiedAsIs(value)) {
            size = start;
            libraryCell.setLength(0);
            format.print(value, libraryCell, firstInRow);
            put(libraryCell.toString().getBytes(StandardCharsets.UTF_8));
        }
    }

    void endRow() {
        put(recordSeparator);
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    /** Copies the cell and returns true when it is plain ASCII the library would leave alone. */
    private boolean copiedAsIs(String value) {
        int length = value == null ? 0 : value.length();
        if (length == 0 || value.charAt(0) <= '#' || value.charAt(length - 1) <= ' ') {
            return false;
        }
        ensureRoom(length);
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c >= 0x80 || c == delimiter || c == '"' || c == '\n' || c == '\r') {
                return false;
            }
            bytes[size + i] = (byte) c;
        }
        size += length;
        return true;
    }

    private void put(byte b) {
        ensureRoom(1);
        bytes[size++] = b;
    }

    private void put(byte[] more) {
        ensureRoom(more.length);
        System.arraycopy(more, 0, bytes, size, more.length);
        size += more.length;
    }

    private void ensureRoom(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }
}
