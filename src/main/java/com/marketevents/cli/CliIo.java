package com.marketevents.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * The streams a command line run writes to: raw standard output (exports are bytes), standard error
 * for messages, whether standard error is a terminal (progress is shown only there), and whether standard
 * output is one (a workbook is not written to a screen).
 */
public record CliIo(OutputStream out, PrintStream err, boolean errIsTerminal, boolean outIsTerminal) {

    public CliIo {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
    }

    /** Standard output redirected, as in tests and pipes. */
    public CliIo(OutputStream out, PrintStream err, boolean errIsTerminal) {
        this(out, err, errIsTerminal, false);
    }
}
