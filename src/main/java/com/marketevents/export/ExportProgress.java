package com.marketevents.export;

import java.io.IOException;

/**
 * Told, on the writing thread, how many of an export's rows are written so far, now and then (see {@link
 * RowCounter}). It may stop the writing by throwing, an {@link ExportCancelledException} for a cancelled export.
 */
@FunctionalInterface
public interface ExportProgress {
    /** For a caller that shows no progress, such as the command line. */
    ExportProgress NONE = (written, total) -> { };

    void rowsWritten(int written, int total) throws IOException;
}
