package com.marketevents.cli;

import java.io.IOException;
import java.io.OutputStream;

/** Writes to standard output; a reader that went away (a closed pipe) is not an error, a full disk is. */
final class StandardOutput {
    private StandardOutput() {
    }

    interface Body {
        void writeTo(OutputStream out) throws IOException;
    }

    static ExitCode write(CliIo io, byte[] bytes) {
        return write(io, out -> out.write(bytes));
    }

    static ExitCode write(CliIo io, Body body) {
        try {
            OutputStream out = io.out();
            body.writeTo(new java.io.FilterOutputStream(out) {
                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    out.write(b, off, len);
                }

                @Override
                public void close() throws IOException {
                    // Writers close what they write to; standard output stays open.
                    flush();
                }
            });
            out.flush();
            return ExitCode.OK;
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
