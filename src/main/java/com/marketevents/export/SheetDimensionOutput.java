package com.marketevents.export;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static java.nio.charset.StandardCharsets.US_ASCII;

import com.marketevents.concurrent.DaemonThreads;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadFactory;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;

/**
 * Where fastexcel writes its workbook, uncompressed: passes it on to the target deflated, with each sheet's
 * {@code <dimension>} set to the range the sheet holds. fastexcel declares every sheet as the one cell A1
 * (dhatim/fastexcel#452, no API to set it), and readers that trust the declaration (openpyxl in read-only mode,
 * XLSX.jl) see the header only. The workbook is read as a zip on a thread of its own as it arrives and written out
 * part by part, so a few chunks of it are in memory at a time; that thread alone writes to the target, until
 * {@link #close()} or {@link #abandon()} returns. (The JDK's ZipInputStream cannot read fastexcel's zip: it takes the
 * 8-byte sizes after each part for 4-byte ones; commons-compress, which fastexcel-reader brings, reads them.)
 */
final class SheetDimensionOutput extends OutputStream {
    private static final ThreadFactory REPACKERS = DaemonThreads.named("xlsx-dimensions");
    /** What fastexcel writes near the top of every sheet's part. */
    private static final String PLACEHOLDER = "<dimension ref=\"A1\"/>";
    /** More than the XML before a sheet's first row: its declarations, view and column widths. */
    private static final int SHEET_HEAD_BYTES = 1 << 14;
    private static final int TARGET_BUFFER_BYTES = 1 << 16;
    /** fastexcel's own level, for the size and speed its workbooks had. */
    private static final int COMPRESSION_LEVEL = 4;
    private static final LocalDateTime ZIP_EPOCH = LocalDateTime.of(1980, 1, 1, 0, 0);

    private final ChunkPipe pipe = new ChunkPipe();
    private final OutputStream pipeIn = pipe.writer();
    private final Map<String, String> rangesByPart = new HashMap<>();
    private final OutputStream target;
    private final Thread repacker;
    private volatile Throwable failure;
    private boolean closed;

    /**
     * Starts passing a workbook on to {@code target}, whose sheets hold {@code sheetRanges} (such as "A1:P771"),
     * in the order of the sheets.
     */
    static SheetDimensionOutput start(OutputStream target, List<String> sheetRanges) {
        SheetDimensionOutput output = new SheetDimensionOutput(target, sheetRanges);
        output.repacker.start();
        return output;
    }

    private SheetDimensionOutput(OutputStream target, List<String> sheetRanges) {
        this.target = target;
        for (int sheet = 0; sheet < sheetRanges.size(); sheet++) {
            rangesByPart.put("xl/worksheets/sheet" + (sheet + 1) + ".xml", sheetRanges.get(sheet));
        }
        this.repacker = REPACKERS.newThread(this::repack);
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        try {
            pipeIn.write(bytes, offset, length);
        } catch (IOException pipeClosed) {
            awaitRepacker(); // it closes the pipe as it stops, before it keeps why
            throw repackerFailureOr(pipeClosed);
        }
    }

    /** Ends the workbook and returns once all of it has reached the target, or throws why it has not. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        try {
            pipeIn.close();
        } finally {
            awaitRepacker();
        }
        if (failure != null) {
            throw repackerFailureOr(null);
        }
    }

    /** Stops passing the workbook on, if it is still going, and returns once the target is no longer written. */
    void abandon() throws InterruptedIOException {
        if (!closed) {
            closed = true;
            pipe.closeReader();
            awaitRepacker();
        }
    }

    private void repack() {
        try (ZipArchiveInputStream parts = new ZipArchiveInputStream(pipe.reader())) {
            OutputStream buffered = new BufferedOutputStream(target, TARGET_BUFFER_BYTES);
            ZipOutputStream zip = new ZipOutputStream(buffered);
            zip.setLevel(COMPRESSION_LEVEL);
            for (ZipArchiveEntry part = parts.getNextZipEntry(); part != null; part = parts.getNextZipEntry()) {
                ZipEntry copy = new ZipEntry(part.getName());
                copy.setTimeLocal(ZIP_EPOCH); // as Excel dates its parts; fastexcel wrote no valid date
                zip.putNextEntry(copy);
                String range = rangesByPart.get(part.getName());
                if (range == null) {
                    parts.transferTo(zip);
                } else {
                    copySheet(parts, zip, range);
                }
                zip.closeEntry();
            }
            // What is left is the directory of the parts, which the new zip writes for itself.
            pipe.reader().transferTo(OutputStream.nullOutputStream());
            zip.finish(); // not close: the target is the caller's
            buffered.flush();
        } catch (IOException | RuntimeException | Error repackFailure) {
            failure = repackFailure;
        }
    }

    private static void copySheet(InputStream sheet, OutputStream zip, String range) throws IOException {
        byte[] head = sheet.readNBytes(SHEET_HEAD_BYTES);
        // Byte for character, so that an index in the text is one in the bytes.
        int at = new String(head, ISO_8859_1).indexOf(PLACEHOLDER);
        if (at < 0) {
            zip.write(head);
        } else {
            zip.write(head, 0, at);
            zip.write(("<dimension ref=\"" + range + "\"/>").getBytes(US_ASCII));
            int after = at + PLACEHOLDER.length();
            zip.write(head, after, head.length - after);
        }
        sheet.transferTo(zip);
    }

    private void awaitRepacker() throws InterruptedIOException {
        try {
            repacker.join();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while the workbook was being written");
        }
    }

    /** Why the repacker stopped, which is why the pipe closed, thrown as it was; else {@code otherwise}. */
    private IOException repackerFailureOr(IOException otherwise) {
        Throwable why = failure;
        if (why == null) {
            return otherwise;
        }
        if (why instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        if (why instanceof Error error) {
            throw error;
        }
        return (IOException) why;
    }
}
