package com.marketevents.cli;

import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * How many columns the terminal has: the COLUMNS environment variable when it is set, else what the terminal says,
 * else 80. Asked once, at the first use.
 */
final class TerminalWidth {
    static final int USUAL = 80;

    private final Map<String, String> environment;
    private final Supplier<OptionalInt> terminal;
    private int columns;

    TerminalWidth(Map<String, String> environment, Supplier<OptionalInt> terminal) {
        this.environment = environment;
        this.terminal = terminal;
    }

    /** The width of the process's terminal, by {@code environment}'s COLUMNS first. */
    static TerminalWidth of(Map<String, String> environment) {
        return new TerminalWidth(environment, Terminal::columns);
    }

    synchronized int columns() {
        if (columns == 0) {
            columns = fromEnvironment().orElseGet(() -> terminal.get().orElse(USUAL));
        }
        return columns;
    }

    private OptionalInt fromEnvironment() {
        try {
            int value = Integer.parseInt(environment.getOrDefault("COLUMNS", "").strip());
            return value > 0 ? OptionalInt.of(value) : OptionalInt.empty();
        } catch (NumberFormatException notANumber) {
            return OptionalInt.empty();
        }
    }
}
