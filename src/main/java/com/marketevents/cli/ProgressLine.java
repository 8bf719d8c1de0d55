package com.marketevents.cli;

import com.marketevents.events.EventsProgress;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import com.marketevents.model.Durations;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;
import java.util.function.IntSupplier;

/**
 * The one-line progress of a long fetch on a terminal, rewritten in place and erased when done.
 * Shown only for fetches of more than one day; called from the fetch's background threads.
 * The line stays narrower than the terminal: one that wraps leaves a row behind at each update, as "\r" returns
 * to the start of the last row only. Where it would not fit, its least useful parts are left out first.
 */
final class ProgressLine implements EventsProgress {
    private final PrintStream err;
    private final DateRange range;
    private final IntSupplier terminalColumns;
    private int lastLength;

    /** {@code terminalColumns} is asked at each line drawn, not before the first: asking may take a moment. */
    ProgressLine(PrintStream err, DateRange range, IntSupplier terminalColumns) {
        this.err = err;
        this.range = range;
        this.terminalColumns = terminalColumns;
    }

    @Override
    public synchronized void daysDone(int done, int total, int eventsSoFar) {
        if (total <= 1) {
            return;
        }
        // "0 of 5 days" would sit still while a slow service thinks; until its first answer the line says what loads.
        if (done == 0) {
            show("Fetching " + range + "…", "Fetching…");
            return;
        }
        String days = String.format(Locale.ROOT, "%,d of %,d days", done, total);
        String events = Counts.events(eventsSoFar);
        show("Fetching " + range + ": " + days + ", " + events + " so far",
                "Fetching " + range + ": " + days + ", " + events,
                "Fetching: " + days + ", " + events,
                "Fetching: " + days,
                days);
    }

    /** A wait of a second or more to try again (a service's Retry-After) is said, so the line does not look stuck. */
    @Override
    public synchronized void waiting(Duration wait, String why) {
        if (wait.compareTo(Duration.ofSeconds(1)) >= 0) {
            String again = "waiting " + Durations.format(wait) + " to try again";
            show("Fetching " + range + ": " + again + " (" + why + ")…",
                    "Fetching: " + again + " (" + why + ")…",
                    "Fetching: " + again + "…",
                    again + "…");
        }
    }

    /** Shows the first of the lines, fullest first, that fits the terminal, else the last one cut. */
    private void show(String... fullestFirst) {
        int room = Math.max(1, terminalColumns.getAsInt() - 1);
        String line = fullestFirst[fullestFirst.length - 1];
        for (String candidate : fullestFirst) {
            if (columns(candidate) <= room) {
                line = candidate;
                break;
            }
        }
        line = cut(line, room);
        int length = columns(line);
        err.print("\r" + line + " ".repeat(Math.max(0, lastLength - length)));
        err.flush();
        lastLength = length;
    }

    /**
     * Columns the line takes, counting "…" as the three dots a terminal whose encoding lacks it is given instead
     * ({@link StandardError}): a line that fits there fits everywhere.
     */
    private static int columns(String text) {
        return text.length() + 2 * (int) text.chars().filter(c -> c == '…').count();
    }

    private static String cut(String line, int room) {
        if (columns(line) <= room) {
            return line;
        }
        String ellipsis = room > columns("…") ? "…" : "";
        int end = line.length();
        while (end > 0 && columns(line.substring(0, end)) + columns(ellipsis) > room) {
            end--;
        }
        return line.substring(0, end).stripTrailing() + ellipsis;
    }

    /** Erases the line, so that what follows starts on a clean line. */
    synchronized void erase() {
        if (lastLength > 0) {
            err.print("\r" + " ".repeat(lastLength) + "\r");
            err.flush();
            lastLength = 0;
        }
    }
}
