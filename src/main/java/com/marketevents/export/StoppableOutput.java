package com.marketevents.export;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * An output that stops at its next write once its export is cancelled, as the command line's Ctrl+C output does;
 * a write already blocked is ended by closing the channel underneath. Told whether its bytes reach the target
 * itself (a pipe, a device), so that a cancel can say whether some arrived.
 */
final class StoppableOutput extends FilterOutputStream {
    private final ExportCancellation cancellation;
    private final boolean inPlace;

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
