package com.marketevents.export;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Bytes written on one thread and read on another, a few chunks at a time: the writer waits while the reader is
 * that far behind, the reader while there is nothing to read. Either side's close is seen by the other at once: the
 * reader reaches the end after what was written, the writer's next write fails. (java.io's piped streams see a
 * closed reader only when the writer's second-long wait runs out.)
 */
final class ChunkPipe {
    private static final int CHUNK_BYTES = 1 << 16;
    private static final int CHUNKS_IN_FLIGHT = 4;

    private final ArrayDeque<byte[]> chunks = new ArrayDeque<>();
    private boolean writerClosed;
    private boolean readerClosed;

    private final OutputStream writer = new OutputStream() {
        private byte[] chunk = new byte[CHUNK_BYTES];
        private int filled;

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            while (length > 0) {
                int taken = Math.min(length, chunk.length - filled);
                System.arraycopy(bytes, offset, chunk, filled, taken);
                filled += taken;
                offset += taken;
                length -= taken;
                if (filled == chunk.length) {
                    handOver();
                }
            }
        }

        @Override
        public void close() throws IOException {
            if (filled > 0) {
                handOver();
            }
            closeWriter();
        }

        private void handOver() throws IOException {
            byte[] full = filled == chunk.length ? chunk : Arrays.copyOf(chunk, filled);
            put(full);
            chunk = new byte[CHUNK_BYTES];
            filled = 0;
        }
    };

    private final InputStream reader = new InputStream() {
        private byte[] chunk = new byte[0];
        private int position;

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] bytes, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            if (position == chunk.length) {
                byte[] next = take();
                if (next == null) {
                    return -1;
                }
                chunk = next;
                position = 0;
            }
            int given = Math.min(length, chunk.length - position);
            System.arraycopy(chunk, position, bytes, offset, given);
            position += given;
            return given;
        }

        @Override
        public void close() {
            closeReader();
        }
    };

    /** The writing side; its close ends what the reader reads. */
    OutputStream writer() {
        return writer;
    }

    /** The reading side; its close makes the writer's next write fail. */
    InputStream reader() {
        return reader;
    }

    private synchronized void put(byte[] chunk) throws IOException {
        while (chunks.size() == CHUNKS_IN_FLIGHT && !readerClosed) {
            await();
        }
        if (readerClosed) {
            throw new IOException("The reading side of the pipe is closed");
        }
        chunks.add(chunk);
        notifyAll();
    }

    /** The next chunk, or null once the writer is closed and everything it wrote is read. */
    private synchronized byte[] take() throws IOException {
        while (chunks.isEmpty() && !writerClosed && !readerClosed) {
            await();
        }
        if (readerClosed) {
            throw new IOException("The pipe is closed");
        }
        byte[] chunk = chunks.poll();
        notifyAll();
        return chunk;
    }

    private synchronized void closeWriter() {
        writerClosed = true;
        notifyAll();
    }

    /** As the reading side's close, from any thread: the reader's next read fails, and the writer's next write. */
    synchronized void closeReader() {
        readerClosed = true;
        chunks.clear();
        notifyAll();
    }

    private void await() throws InterruptedIOException {
        try {
            wait();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while waiting on the pipe");
        }
    }
}
