package com.marketevents.ui.events;

import com.marketevents.model.PrintableText;
import com.marketevents.model.TypedText;
import com.marketevents.search.QuickQuery;
import com.marketevents.settings.StoredWatchlists.Watchlist;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A listing typed to be added to a watchlist, as the rest of the application spells one: a ticker with its market
 * code (AAPL:US), a RIC (0700.HK), a symbol (AAPL), a terminal's ticker (PION US Equity) or a market's listings as
 * the quick filter reads them (:HK); and why some text is not one, to say under the field.
 */
final class TypedListing {
    private TypedListing() {
    }

    /**
     * {@code typed} as the watchlist keeps it: trimmed (of a no-break space pasted from a mail too, {@link TypedText}),
     * a one-word identifier in capitals, as the table shows it, and a terminal's ticker as a terminal writes it
     * ("ibm us equity" as IBM US Equity).
     */
    static String normalized(String typed) {
        String stripped = TypedText.trimmed(TypedText.withPlainSpaces(typed)).replaceAll("\\s+", " ");
        if (!stripped.contains(" ")) {
            return stripped.toUpperCase(Locale.ROOT);
        }
        if (!QuickQuery.isTerminalTicker(stripped)) {
            return stripped;
        }
        String[] words = stripped.split(" ");
        for (int i = 0; i < words.length; i++) {
            words[i] = i < 2 ? words[i].toUpperCase(Locale.ROOT) : "Equity";
        }
        return String.join(" ", words);
    }

    /** Why {@code typed} cannot be added to a watchlist, whichever: it is no listing; empty when it is one. */
    static Optional<String> problem(String typed) {
        String listing = typed == null ? "" : normalized(typed);
        return listing.isEmpty() ? Optional.of("Type a listing to add, e.g. AAPL:US.") : whyNotAListing(listing);
    }

    /**
     * Why {@code typed} cannot be added to {@code watchlist}, whose {@code entries} ({@link FilterEntriesCache}) tell
     * what it lists already; empty when it can.
     */
    static Optional<String> problem(String typed, Watchlist watchlist, FilterEntries entries) {
        Optional<String> notAListing = problem(typed);
        if (notAListing.isPresent()) {
            return notAListing;
        }
        String listing = normalized(typed);
        if (entries.holdsAll(List.of(listing))) {
            return Optional.of("“" + listing + "” is in “" + watchlist.name() + "” already.");
        }
        return Optional.empty();
    }

    /** Whether {@code text} is one listing, whichever the watchlist: what an import keeps, as the Add field does. */
    static boolean isAListing(String text) {
        String listing = normalized(text);
        return !listing.isEmpty() && whyNotAListing(listing).isEmpty();
    }

    /** Why the {@link #normalized} text {@code listing} is not one listing; empty when it is. */
    private static Optional<String> whyNotAListing(String listing) {
        Optional<Integer> unprintable = PrintableText.firstUnprintable(listing);
        if (unprintable.isPresent()) {
            return Optional.of("“" + PrintableText.shown(listing) + "” is not a listing: it holds a character that"
                    + " is not text (" + PrintableText.number(unprintable.get()) + ").");
        }
        if (listing.chars().anyMatch(c -> c == ',' || c == ';' || c == '"')) {
            return Optional.of("One listing at a time: a comma, a semicolon or a quote would split “" + listing
                    + "”.");
        }
        if (listing.contains(" ") && !QuickQuery.isTerminalTicker(listing)) {
            return Optional.of("“" + listing + "” is not a listing: a ticker has no spaces (AAPL:US), except as a"
                    + " terminal writes it (AAPL US Equity).");
        }
        if (!listing.contains(" ") && listing.contains(":") && !QuickQuery.isWholeTicker(listing)
                && !QuickQuery.isMarket(listing)) {
            return Optional.of("“" + listing + "” is not a ticker with its two-letter market code, e.g. AAPL:US, nor a"
                    + " market, e.g. :HK.");
        }
        return Optional.empty();
    }
}
