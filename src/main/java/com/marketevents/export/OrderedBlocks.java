package com.marketevents.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Formats a long run of rows in blocks on every core and writes the blocks in their order, so the output is
 * byte for byte what formatting them one after another gives. Formatting a year's export is most of its CPU
 * time, and a single thread leaves the other cores idle. At most one batch of blocks is held at a time.
 */
final class OrderedBlocks {
    static final int ROWS_PER_BLOCK = 2_048;
    private static final int BLOCKS_PER_BATCH = 4 * Runtime.getRuntime().availableProcessors();

    /** Formats rows [from, to) into bytes. Called from several threads at once. */
    interface BlockFormatter {
        byte[] format(int from, int to) throws IOException;
    }

    private OrderedBlocks() {
    }

    /** Writes rows [0, rowCount), counting each block's rows on {@code rows} once written. */
    static void write(int rowCount, BlockFormatter formatter, OutputStream out, RowCounter rows) throws IOException {
        int rowsPerBatch = ROWS_PER_BLOCK * BLOCKS_PER_BATCH;
        for (int batchStart = 0; batchStart < rowCount; batchStart += rowsPerBatch) {
            int batchEnd = Math.min(rowCount, batchStart + rowsPerBatch);
            int blockStart = batchStart;
            for (byte[] block : formatBatch(batchStart, batchEnd, formatter)) {
                out.write(block);
                int blockEnd = Math.min(batchEnd, blockStart + ROWS_PER_BLOCK);
                rows.add(blockEnd - blockStart);
                blockStart = blockEnd;
            }
        }
    }

    private static List<byte[]> formatBatch(int from, int to, BlockFormatter formatter) throws IOException {
        int blocks = (to - from + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK;
        try {
            return IntStream.range(0, blocks).parallel().mapToObj(block -> {
                int start = from + block * ROWS_PER_BLOCK;
                try {
                    return formatter.format(start, Math.min(to, start + ROWS_PER_BLOCK));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
