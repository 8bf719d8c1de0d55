package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class TerminalWidthTest {

    @Test
    void theColumnsVariableIsTakenBeforeWhatTheTerminalSaysAndEightyWhenNeitherTells() {
        assertEquals(60, new TerminalWidth(Map.of("COLUMNS", "60"), () -> OptionalInt.of(100)).columns());
        assertEquals(100, new TerminalWidth(Map.of(), () -> OptionalInt.of(100)).columns());
        assertEquals(100, new TerminalWidth(Map.of("COLUMNS", "wide"), () -> OptionalInt.of(100)).columns());
        assertEquals(80, new TerminalWidth(Map.of("COLUMNS", "0"), OptionalInt::empty).columns());
    }

    @Test
    void theTerminalIsAskedOnceOnly() {
        int[] asked = {0};
        TerminalWidth width = new TerminalWidth(Map.of(), () -> OptionalInt.of(70 + asked[0]++));

        assertEquals(70, width.columns());
        assertEquals(70, width.columns());
        assertEquals(1, asked[0]);
    }
}
