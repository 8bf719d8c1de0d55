package com.marketevents.cli;

/** Why the output cannot be used: the sentence to print and the exit code to give; nothing has been written. */
final class OutputRefused extends Exception {
    private final ExitCode code;

    OutputRefused(String sentence, ExitCode code) {
        super(sentence, null, false, false);
        this.code = code;
    }

    static OutputRefused usage(String sentence) {
        return new OutputRefused(sentence, ExitCode.USAGE);
    }

    static OutputRefused unwritable(String sentence) {
        return new OutputRefused(sentence, ExitCode.OUTPUT_FAILED);
    }

    ExitCode code() {
        return code;
    }
}
