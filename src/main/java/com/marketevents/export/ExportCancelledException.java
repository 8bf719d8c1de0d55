package com.marketevents.export;

import java.io.IOException;

/** Thrown by an {@link AtomicFileWriter} write stopped by its {@link ExportCancellation}; the target is as it was. */
public final class ExportCancelledException extends IOException {
    public ExportCancelledException() {
        super("cancelled");
    }
}
