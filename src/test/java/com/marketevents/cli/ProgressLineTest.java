package com.marketevents.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProgressLineTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final ProgressLine line = new ProgressLine(new PrintStream(bytes, true, StandardCharsets.UTF_8),
            DateRange.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 12, 31)), () -> 80);

    @Test
    void onANarrowTerminalTheLineLeavesOutItsLeastUsefulPartsFirstAndIsCutOnlyWhenNothingElseFits() {
        assertEquals(List.of("Fetching 2016-01-01 to 2025-12-31: 1,457 of 3,653 days, 40,712 events so far"),
                linesDrawn(80));
        assertEquals(List.of("Fetching: 1,457 of 3,653 days, 40,712 events"), linesDrawn(60));
        assertEquals(List.of("Fetching: 1,457 of 3,653 days"), linesDrawn(40));
        assertEquals(List.of("1,457 of 3,653 days"), linesDrawn(20));
        assertEquals(List.of("1,457 of 3…"), linesDrawn(14));
    }

    private static List<String> linesDrawn(int columns) {
        ByteArrayOutputStream drawn = new ByteArrayOutputStream();
        ProgressLine decade = new ProgressLine(new PrintStream(drawn, true, StandardCharsets.UTF_8),
                DateRange.of(LocalDate.of(2016, 1, 1), LocalDate.of(2025, 12, 31)), () -> columns);
        decade.daysDone(1457, 3653, 40_712);
        return Arrays.stream(drawn.toString(StandardCharsets.UTF_8).split("\r")).filter(line -> !line.isEmpty())
                .toList();
    }

    @Test
    void aLongWaitToTryAgainIsSaidOnTheLineAndAShortOneIsNot() {
        line.waiting(Duration.ofMillis(300), "connection dropped");
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));

        line.waiting(Duration.ofSeconds(20), "HTTP 429");
        assertTrue(bytes.toString(StandardCharsets.UTF_8).endsWith("Fetching 2026-01-01 to 2026-12-31: waiting 20 s"
                + " to try again (HTTP 429)…"), bytes.toString(StandardCharsets.UTF_8));
    }
}
