package com.marketevents.ui.events;

import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * A list of listings as a watchlist writes it ("AAPL:US, MSFT:US, NVDA:US") cut to a width at a separator, an
 * ellipsis after the last listing that fits whole ("AAPL:US, MSFT:US, …"): a listing cut in the middle ("MS") reads
 * as another one. Where not even the first of several fits whole, it says how many there are ("3 listings").
 * <p>
 * The cut is searched for, doubling the listings tried and then halving the gap, each try measuring one cut once: a
 * watchlist of 5,000 listings measured every cut from the longest down, and froze the window for seconds at each
 * layout. The whole list is measured only when the listings just past the cut fit (the list is short).
 */
final class ListingsCut {
    private static final String SEPARATOR = ", ";
    private static final String MORE = "…";

    private ListingsCut() {
    }

    /**
     * {@code list} as it is when {@code widthOf} it is within {@code width}, or when it is a single listing (to be cut
     * with an ellipsis); else its first listings that fit, or their number when none does.
     */
    static String toWidth(String list, double width, ToDoubleFunction<String> widthOf) {
        return cut(list, width, widthOf).orElse(list);
    }

    /** As {@link #toWidth}, but empty when {@code list} fits whole. */
    static Optional<String> cut(String list, double width, ToDoubleFunction<String> widthOf) {
        String[] listings = list.split(SEPARATOR);
        if (listings.length <= 1) {
            return widthOf.applyAsDouble(list) <= width ? Optional.empty() : Optional.of(list);
        }
        int[] ends = new int[listings.length + 1]; // ends[count]: where the first count listings end in list
        for (int count = 1; count <= listings.length; count++) {
            ends[count] = ends[count - 1] + (count > 1 ? SEPARATOR.length() : 0) + listings[count - 1].length();
        }
        int last = listings.length - 1; // the most listings a cut keeps
        int fitting = 0;
        int probe = 1;
        while (probe <= last && fits(list.substring(0, ends[probe]) + SEPARATOR + MORE, width, widthOf)) {
            fitting = probe;
            probe *= 2;
        }
        int failing = Math.min(probe, last + 1);
        while (failing - fitting > 1) {
            int middle = (fitting + failing) >>> 1;
            if (fits(list.substring(0, ends[middle]) + SEPARATOR + MORE, width, widthOf)) {
                fitting = middle;
            } else {
                failing = middle;
            }
        }
        // A list is no narrower than its start: one listing past the first cut too wide, its start is most likely
        // too wide as well, and then so is the whole list, not measured.
        int start = Math.min(fitting + 2, listings.length);
        boolean wholeFits = start == listings.length ? fits(list, width, widthOf)
                : fits(list.substring(0, ends[start]), width, widthOf) && fits(list, width, widthOf);
        if (wholeFits) {
            return Optional.empty();
        }
        // "L…", the first of several cut again, read as a listing of its own.
        return Optional.of(fitting > 0 ? list.substring(0, ends[fitting]) + SEPARATOR + MORE
                : listings.length + " listings");
    }

    private static boolean fits(String text, double width, ToDoubleFunction<String> widthOf) {
        return widthOf.applyAsDouble(text) <= width;
    }
}
