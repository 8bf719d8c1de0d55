package com.marketevents.cli;

import com.marketevents.export.AtomicFileWriter;
import com.marketevents.export.EventExport;
import com.marketevents.export.ExportCancellation;
import com.marketevents.export.ExportCancelledException;
import com.marketevents.export.StoppableOutput;
import com.marketevents.export.WithoutByteOrderMark;
import com.marketevents.report.TerminalText;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes to standard output; a reader that went away (a closed pipe) is not an error, a full disk is. A cancelled
 * write (Ctrl+C) stops at its next write or flush and says "Cancelled.".
 */
final class StandardOutput {
    private StandardOutput() {
    }

    static ExitCode write(CliIo io, byte[] bytes) {
        return write(io, out -> out.write(bytes), ExportCancellation.none());
    }

    static ExitCode write(CliIo io, AtomicFileWriter.IoConsumer<OutputStream> body, ExportCancellation cancellation) {
        try {
            WithoutByteOrderMark filtered = new WithoutByteOrderMark(new StoppableOutput(io.out(), cancellation));
            body.accept(filtered);
            filtered.close(); // its flush is the last check: a cancel after the last write still counts
            return ExitCode.OK;
        } catch (ExportCancelledException e) {
            io.err().println("Cancelled.");
            return ExitCode.CANCELLED;
        } catch (EventExport.EmptyCalendar e) {
            io.err().println(e.getMessage() + ", so nothing was written.");
            return ExitCode.OUTPUT_FAILED;
        } catch (IOException e) {
            if (isClosedPipe(e)) {
                return ExitCode.OK;
            }
            io.err().println("Could not write to standard output (" + TerminalText.clean(e.getMessage(), "I/O error")
                    + ").");
            return ExitCode.OUTPUT_FAILED;
        }
    }

    private static boolean isClosedPipe(IOException e) {
        String message = e.getMessage();
        return message != null && (message.contains("Broken pipe") || message.contains("pipe is being closed"));
    }
}
