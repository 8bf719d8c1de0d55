package com.marketevents.ui.events;

import com.marketevents.api.UserMessages;
import com.marketevents.events.FailedChunk;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The sentences that say why the rows shown may lack events: dates that could not be loaded, answers maybe cut. */
final class IncompleteText {
    /** Dates named in a sentence; the rest are counted. */
    private static final int NAMED = 3;

    private IncompleteText() {
    }

    /** The sentences for {@code loaded}, missing dates first; empty when it is complete. */
    static String of(LoadedSnapshot loaded) {
        String missing = missing(loaded.failed(), loaded.range());
        String cut = loaded.possiblyTruncated().isEmpty() ? "" : possiblyCut(loaded.possiblyTruncated());
        return missing.isEmpty() || cut.isEmpty() ? missing + cut : missing + " " + cut;
    }

    /**
     * "Events of 2024-04-06 to 2024-05-06 could not be loaded (the service failed to answer, HTTP 502); the table
     * shows the rest of 2023-06-01 to 2024-12-31." One reason shared by all comes once; otherwise each date has its
     * own. Empty when nothing failed.
     */
    static String missing(List<FailedChunk> failed, DateRange range) {
        if (failed.isEmpty()) {
            return "";
        }
        List<String> reasons = failed.stream().map(chunk -> UserMessages.shortReason(chunk.failure())).toList();
        boolean oneReason = reasons.stream().distinct().count() == 1;
        List<String> named = new ArrayList<>();
        for (int i = 0; i < Math.min(NAMED, failed.size()); i++) {
            named.add(failed.get(i).range().label() + (oneReason ? "" : " (" + reasons.get(i) + ")"));
        }
        String dates = failed.size() > NAMED
                ? String.join(", ", named) + " and " + Counts.of(failed.size() - NAMED, "more range", "more ranges")
                        + " of dates"
                : String.join(", ", named.subList(0, named.size() - 1)) + (named.size() > 1 ? " and " : "")
                        + named.get(named.size() - 1);
        return "Events of " + dates + " could not be loaded" + (oneReason ? " (" + reasons.get(0) + ")" : "")
                + "; the table shows the rest of " + range + ".";
    }

    /** The service may have cut its answer for these single days (a suspiciously round count). */
    static String possiblyCut(List<DateRange> truncated) {
        String dates = truncated.stream().limit(NAMED).map(DateRange::label).collect(Collectors.joining(", "));
        if (truncated.size() > NAMED) {
            dates += " and " + (truncated.size() - NAMED) + " more";
        }
        boolean one = truncated.size() == 1;
        return "The list may be incomplete: the service may have cut its answer for " + dates + " (" + (one
                ? "a single day's answer" : "each of these days' answers") + " had a suspiciously round number of"
                + " events); some events of " + (one ? "that date" : "these dates") + " may be missing.";
    }
}
