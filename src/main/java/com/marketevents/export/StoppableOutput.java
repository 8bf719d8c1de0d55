package com.marketevents.export;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output that stops at its next write or flush once its export is cancelled, with an {@link
 * ExportCancelledException}; a write already blocked in an {@link AtomicFileWriter} is ended by closing the channel
 * underneath. Told whether its bytes reach the target itself (a pipe, a device, standard output), so that a cancel
 * can say whether some arrived.
 */
public final class StoppableOutput extends FilterOutputStream {
    private final ExportCancellation cancellation;
    private final boolean inPlace;

    /** For a stream that is the target itself, such as the command line's standard output. */
    public StoppableOutput(OutputStream out, ExportCancellation cancellation) {
        this(out, cancellation, true);
    }

    StoppableOutput(OutputStream out, ExportCancellation cancellation, boolean inPlace) {
        super(out);
        this.cancellation = cancellation;
        this.inPlace = inPlace;
    }

    @Override
    public void write(int b) throws IOException {
        cancellation.throwIfCancelled();
        out.write(b);
        written();
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        cancellation.throwIfCancelled();
        out.write(bytes, offset, length);
        written();
    }

    @Override
    public void flush() throws IOException {
        cancellation.throwIfCancelled();
        out.flush();
    }

    private void written() {
        if (inPlace) {
            cancellation.markWroteInPlace();
        }
    }
}
