package com.marketevents.cli;

import com.marketevents.api.Cancellation;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output that stops at its next write once the command is cancelled (Ctrl+C), so that a long export
 * ends within the moment the JVM's shutdown waits for it, its temporary file removed and the target left
 * as it was.
 */
final class CancellableOutput extends FilterOutputStream {
    /** Thrown by a write after the cancellation; the file writer then removes what it had written. */
    static final class Cancelled extends IOException {
        Cancelled() {
            super("cancelled");
        }
    }

    private final Cancellation cancellation;

    CancellableOutput(OutputStream out, Cancellation cancellation) {
        super(out);
        this.cancellation = cancellation;
    }

    @Override
    public void write(int b) throws IOException {
        throwIfCancelled();
        out.write(b);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        throwIfCancelled();
        out.write(bytes, offset, length);
    }

    @Override
    public void flush() throws IOException {
        throwIfCancelled();
        out.flush();
    }

    /** The last check, once everything is written and before the file takes the target's place. */
    void throwIfCancelled() throws Cancelled {
        if (cancellation.isCancelled()) {
            throw new Cancelled();
        }
    }
}
