package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class ProgressLineTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final ProgressLine line = new ProgressLine(new PrintStream(bytes, true, StandardCharsets.UTF_8),
            DateRange.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 12, 31)));

    @Test
    void aLongWaitToTryAgainIsSaidOnTheLineAndAShortOneIsNot() {
        line.waiting(Duration.ofMillis(300), "connection dropped");
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));

        line.waiting(Duration.ofSeconds(20), "HTTP 429");
        assertTrue(bytes.toString(StandardCharsets.UTF_8).endsWith("Fetching 2026-01-01 to 2026-12-31: waiting 20 s"
                + " to try again (HTTP 429)…"), bytes.toString(StandardCharsets.UTF_8));
    }
}
