package com.marketevents.bench;

import java.util.Arrays;

/** The small statistics and heap readings the benchmarks share. */
final class Measures {

    private Measures() {
    }

    /** The median of {@code values}; the mean of the two middle ones for an even count. */
    static double median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }

    /** The heap in use after four full collections, each given time to finish. */
    static long usedAfterGc() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
