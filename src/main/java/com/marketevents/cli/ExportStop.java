package com.marketevents.cli;

import com.marketevents.api.Cancellation;
import com.marketevents.export.ExportCancellation;

/**
 * An export's cancellation that follows the command's until {@link #close()}: Ctrl+C cancels {@link
 * Cli#cancellation()} from the JVM's shutdown hook, and with it the export, which then leaves the target file as it
 * was. Cancelling an export never blocks, so the hook is soon back to wait its bounded time for the command.
 */
final class ExportStop implements AutoCloseable {
    private final ExportCancellation export = new ExportCancellation();
    private final Runnable unregister;

    ExportStop(Cancellation command) {
        unregister = command.onCancel(export::cancel);
    }

    ExportCancellation cancellation() {
        return export;
    }

    @Override
    public void close() {
        unregister.run();
    }
}
