package com.marketevents.ui.events;

import java.util.Arrays;
import java.util.function.ToDoubleFunction;

/**
 * A list of listings as a watchlist writes it ("AAPL:US, MSFT:US, NVDA:US") cut to a width at a separator, an
 * ellipsis after the last listing that fits whole ("AAPL:US, MSFT:US, …"): a listing cut in the middle ("MS") reads
 * as another one. Where not even the first of several fits whole, it says how many there are ("3 listings").
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
        if (widthOf.applyAsDouble(list) <= width) {
            return list;
        }
        String[] listings = list.split(SEPARATOR);
        for (int count = listings.length - 1; count > 0; count--) {
            String cut = String.join(SEPARATOR, Arrays.copyOf(listings, count)) + SEPARATOR + MORE;
            if (widthOf.applyAsDouble(cut) <= width) {
                return cut;
            }
        }
        // "L…", the first of several cut again, read as a listing of its own; one alone cut with an ellipsis (by the
        // label showing it) still says what is filtered, which "1 listing" did not.
        return listings.length == 1 ? list : listings.length + " listings";
    }
}
