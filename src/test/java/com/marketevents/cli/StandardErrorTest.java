package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Messages on a terminal whose encoding is plain ASCII (LC_ALL=C): readable, not full of "?". */
class StandardErrorTest {

    @Test
    void anAsciiTerminalGetsPlainSpellingsOfTheCharactersItCannotShow() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = StandardError.within(bytes, StandardCharsets.US_ASCII);

        err.println("Check the base URL, including its namespace segment (…/api) – Société Générale");

        assertEquals("Check the base URL, including its namespace segment (.../api) - Soci?t? G?n?rale"
                + System.lineSeparator(), bytes.toString(StandardCharsets.US_ASCII));
    }

    @Test
    void aUtf8TerminalGetsTheTextAsItIs() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = StandardError.within(bytes, StandardCharsets.UTF_8);

        err.println("(…/api) – Société");

        assertEquals("(…/api) – Société" + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
    }
}
