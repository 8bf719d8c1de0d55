package com.marketevents.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * The streams a command line run writes to: raw standard output (exports are bytes), standard error
 * for messages, and whether standard error is a terminal (progress is shown only there).
 */
public record CliIo(OutputStream out, PrintStream err, boolean errIsTerminal) {

    public CliIo {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
    }
}
