package com.marketevents.export;

import java.io.IOException;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * Counts the rows a writer has written and tells an {@link ExportProgress}: 0 as the writing starts, the count at
 * most once per {@link #INTERVAL} (so that the UI thread is not flooded), and every row at the end. A row costs a
 * comparison: the clock is read only after each hundredth of the rows, and never by a counter telling nobody (the
 * command line's). Used by one writing thread.
 */
public final class RowCounter {
    /** Often enough for a count that moves, seldom enough not to flood the UI thread. */
    static final Duration INTERVAL = Duration.ofMillis(100);
    private static final int CHECKS = 100;

    private final ExportProgress progress;
    private final int total;
    private final long intervalNanos;
    private final LongSupplier nanoTime;
    private final int step;
    private int written;
    private int nextCheck = Integer.MAX_VALUE;
    private long nextReport;
    private int reported = -1;

    RowCounter(ExportProgress progress, int total, Duration interval, LongSupplier nanoTime) {
        this.progress = progress;
        this.total = total;
        this.intervalNanos = interval.toNanos();
        this.nanoTime = nanoTime;
        this.step = Math.max(1, total / CHECKS);
    }

    /** A counter telling {@code progress} of {@code total} rows, at most once per {@link #INTERVAL}. */
    public static RowCounter of(ExportProgress progress, int total) {
        return new RowCounter(progress, total, INTERVAL, System::nanoTime);
    }

    /** A counter that tells nobody. */
    public static RowCounter none() {
        return new RowCounter(ExportProgress.NONE, 0, INTERVAL, System::nanoTime);
    }

    /** Tells that no row is written yet. */
    void begin() throws IOException {
        if (progress == ExportProgress.NONE) {
            return;
        }
        report();
        nextCheck = step;
    }

    /** One more row written. */
    public void row() throws IOException {
        if (++written >= nextCheck) {
            check();
        }
    }

    /** {@code rows} more rows written. */
    public void add(int rows) throws IOException {
        written += rows;
        if (written >= nextCheck) {
            check();
        }
    }

    /** Tells every row written, unless that is what it told last. */
    void end() throws IOException {
        if (progress != ExportProgress.NONE && reported != written) {
            report();
        }
    }

    private void check() throws IOException {
        nextCheck = written + step;
        if (nanoTime.getAsLong() - nextReport >= 0) {
            report();
        }
    }

    private void report() throws IOException {
        reported = written;
        nextReport = nanoTime.getAsLong() + intervalNanos;
        progress.rowsWritten(written, total);
    }
}
