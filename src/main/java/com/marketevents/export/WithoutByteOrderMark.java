package com.marketevents.export;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * A stream that loses a leading UTF-8 byte-order mark and stays open when a writer closes it: a file for a
 * spreadsheet may want the mark, a pipe into {@code cut} or {@code grep} does not, be it standard output or a named
 * pipe or device chosen as the file to write, by the window's export or {@code --output}.
 */
public final class WithoutByteOrderMark extends FilterOutputStream {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private final byte[] start = new byte[BOM.length];
    private int started;
    private boolean decided;

    public WithoutByteOrderMark(OutputStream out) {
        super(out);
    }

    /**
     * What {@code body} writes into {@code target}: without its byte-order mark when the target is a named pipe or a
     * device ({@link AtomicFileWriter#isSpecialFile}), read by a program as standard output is, not opened by Excel.
     */
    public static AtomicFileWriter.IoConsumer<OutputStream> into(Path target,
            AtomicFileWriter.IoConsumer<OutputStream> body) {
        return AtomicFileWriter.isSpecialFile(target) ? around(body) : body;
    }

    /** What {@code body} writes, without its byte-order mark. */
    private static AtomicFileWriter.IoConsumer<OutputStream> around(AtomicFileWriter.IoConsumer<OutputStream> body) {
        return out -> {
            WithoutByteOrderMark filtered = new WithoutByteOrderMark(out);
            body.accept(filtered);
            filtered.close(); // writes what it held back, and leaves the stream to its owner to close
        };
    }

    @Override
    public void write(int b) throws IOException {
        if (decided) {
            out.write(b);
            return;
        }
        start[started++] = (byte) b;
        if (start[started - 1] != BOM[started - 1]) {
            decided = true;
            out.write(start, 0, started);
        } else if (started == BOM.length) {
            decided = true;
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        int i = 0;
        while (!decided && i < length) {
            write(bytes[offset + i++]);
        }
        if (i < length) {
            out.write(bytes, offset + i, length - i);
        }
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        if (!decided) {
            decided = true;
            out.write(start, 0, started);
        }
        flush();
    }
}
