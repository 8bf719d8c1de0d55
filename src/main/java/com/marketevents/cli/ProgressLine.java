package com.marketevents.cli;

import com.marketevents.events.EventsProgress;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import com.marketevents.model.Durations;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Locale;

/**
 * The one-line progress of a long fetch on a terminal, rewritten in place and erased when done.
 * Shown only for fetches of more than one day; called from the fetch's background threads.
 */
final class ProgressLine implements EventsProgress {
    private final PrintStream err;
    private final DateRange range;
    private int lastLength;

    ProgressLine(PrintStream err, DateRange range) {
        this.err = err;
        this.range = range;
    }

    @Override
    public synchronized void daysDone(int done, int total, int eventsSoFar) {
        if (total <= 1) {
            return;
        }
        // "0 of 5 days" would sit still while a slow service thinks; until its first answer the line says what loads.
        String line = done == 0 ? "Fetching " + range + "…"
                : String.format(Locale.ROOT, "Fetching %s: %,d of %,d days, %s so far", range, done, total,
                        Counts.events(eventsSoFar));
        show(line);
    }

    private void show(String line) {
        err.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
        err.flush();
        lastLength = line.length();
    }

    /** A wait of a second or more to try again (a service's Retry-After) is said, so the line does not look stuck. */
    @Override
    public synchronized void waiting(Duration wait, String why) {
        if (wait.compareTo(Duration.ofSeconds(1)) >= 0) {
            show("Fetching " + range + ": waiting " + Durations.format(wait) + " to try again (" + why + ")…");
        }
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
