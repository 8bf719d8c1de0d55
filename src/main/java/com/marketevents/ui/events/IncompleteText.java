package com.marketevents.ui.events;

import com.marketevents.api.UserMessages;
import com.marketevents.events.FailedChunk;
import com.marketevents.model.Counts;
import com.marketevents.model.DateRange;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The sentences that say why the rows shown, or an export of them, may lack events: dates that could not be loaded,
 * answers maybe cut.
 */
public final class IncompleteText {
    /** Dates named in a sentence; the rest are counted. */
    private static final int NAMED = 3;
    private static final String MAY_BE_CUT = " may be incomplete: the service may have cut its answer.";

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
        List<Gap> gaps = joined(failed);
        boolean oneReason = gaps.stream().map(Gap::reason).distinct().count() == 1;
        List<DateRange> ranges = gaps.stream().map(Gap::range).toList();
        String dates = Counts.listed(gaps.stream()
                .map(gap -> gap.range().label() + (oneReason ? "" : " (" + gap.reason() + ")")).toList(),
                NAMED, DateRange.restNamed(ranges, NAMED, false), DateRange.restNamed(ranges, NAMED, true));
        return "Events of " + dates + " could not be loaded" + (oneReason ? " (" + gaps.get(0).reason() + ")" : "")
                + "; the table shows the rest of " + range + ".";
    }

    /**
     * "The table still shows 2024-01-01 to 2024-12-31, without 2024-04-06 to 2024-05-06, which could not be loaded.",
     * and "Its events of 2024-03-12 may be incomplete: the service may have cut its answer." for days whose answer
     * looked cut: what stays in sight when a new load fails or is cancelled, so that what the rows shown lack is not
     * forgotten with the notice that said it.
     */
    static String stillShown(LoadedSnapshot shown) {
        List<DateRange> missing = shown.missingDates();
        List<DateRange> cut = shown.possiblyTruncated();
        String lacking = missing.isEmpty() ? "" : ", without " + labels(missing) + ", which could not be loaded";
        String maybeCut = cut.isEmpty() ? "" : " Its events of " + labels(cut) + MAY_BE_CUT;
        return "The table still shows " + shown.range() + lacking + "." + maybeCut;
    }

    /**
     * "The events of 2024-04-06 to 2024-05-06 are missing: they could not be loaded." and "The events of 2024-03-12
     * may be incomplete: the service may have cut its answer.": what an export of rows lacking those dates lacks, as
     * the Export dialog says it before the file is written. Empty when it lacks none.
     */
    public static String exported(List<DateRange> missing, List<DateRange> possiblyCut) {
        String lacking = missing.isEmpty() ? "" : "The events of " + labels(missing)
                + " are missing: they could not be loaded.";
        String maybeCut = possiblyCut.isEmpty() ? "" : "The events of " + labels(possiblyCut) + MAY_BE_CUT;
        return lacking.isEmpty() || maybeCut.isEmpty() ? lacking + maybeCut : lacking + " " + maybeCut;
    }

    private static String labels(List<DateRange> dates) {
        return DateRange.listed(dates, NAMED);
    }

    /** Dates missing for one reason. */
    private record Gap(DateRange range, String reason) {
    }

    /**
     * The failed chunks in date order, those side by side that failed for the same reason joined into one range:
     * "2024-01-22 to 2024-06-30", not six ranges of a month that read as six separate gaps.
     */
    private static List<Gap> joined(List<FailedChunk> failed) {
        List<Gap> gaps = new ArrayList<>();
        for (FailedChunk chunk : failed) {
            String reason = UserMessages.shortReason(chunk.failure());
            Gap last = gaps.isEmpty() ? null : gaps.get(gaps.size() - 1);
            if (last != null && last.reason().equals(reason)
                    && last.range().to().plusDays(1).equals(chunk.range().from())) {
                gaps.set(gaps.size() - 1, new Gap(DateRange.of(last.range().from(), chunk.range().to()), reason));
            } else {
                gaps.add(new Gap(chunk.range(), reason));
            }
        }
        return gaps;
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
