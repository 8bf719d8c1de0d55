package com.marketevents.ui.events;

import com.marketevents.model.Counts;
import com.marketevents.model.PrintableText;
import com.marketevents.search.QuickQuery;
import java.util.ArrayList;
import java.util.List;

/**
 * The entries read from a watchlist file, or those of a quick filter saved as a watchlist, sorted as the Add field
 * sorts typed text ({@link TypedListing}): the listings kept, spelled as the table spells them, each once, and the
 * entries left out as no listing ("foo bar").
 */
record ImportedListings(List<String> listings, List<String> leftOut) {
    /** How many of the entries left out are named in a sentence; the rest are counted. */
    private static final int NAMED = 3;

    static ImportedListings of(List<String> entries) {
        List<String> listings = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (String entry : entries) {
            if (TypedListing.isAListing(entry)) {
                listings.add(TypedListing.normalized(entry));
            } else {
                leftOut.add(entry);
            }
        }
        return new ImportedListings(QuickQuery.withoutRepeats(listings), List.copyOf(leftOut));
    }

    /** The listings as a quick filter's text, the watchlist's filter. */
    String filter() {
        return String.join(", ", listings);
    }

    /**
     * "1 line left out (not a listing: “foo bar”)", "5 lines left out (not listings: “a b”, “c d”, “e f” and 2
     * more)"; empty when none was.
     */
    String leftOutSaid() {
        if (leftOut.isEmpty()) {
            return "";
        }
        return Counts.of(leftOut.size(), "line", "lines") + " left out (" + notListings() + ")";
    }

    /**
     * That the entries left out are, as the Add field would refuse them, and why it refuses the first: "Left out, as
     * the Add field would refuse it. One listing at a time: a comma, a semicolon or a quote would split “\"CS; T”.";
     * empty when none was.
     */
    String whyLeftOut() {
        if (leftOut.isEmpty()) {
            return "";
        }
        String why = TypedListing.problem(leftOut.get(0)).orElse("");
        return leftOut.size() == 1 ? "Left out, as the Add field would refuse it. " + why
                : "Left out, as the Add field would refuse them (" + notListings() + "). " + why;
    }

    /** "not a listing: “foo bar”", "not listings: “a b” and “c d”". */
    String notListings() {
        List<String> quoted = leftOut.stream().map(entry -> "“" + PrintableText.shown(entry) + "”").toList();
        return (leftOut.size() == 1 ? "not a listing: " : "not listings: ")
                + Counts.listed(quoted, NAMED, "more", "more");
    }
}
