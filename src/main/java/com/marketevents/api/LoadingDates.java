package com.marketevents.api;

import com.marketevents.model.DateRange;
import java.util.ArrayList;
import java.util.List;

/**
 * The aside "while loading …" of the sentence for a failure of a part of a longer range: its dates, and those of
 * the parts that failed before it in the same load, so that one failed month does not read as the only one.
 */
final class LoadingDates {
    /** Ranges of dates named; the rest are counted. */
    private static final int NAMED = 3;

    private LoadingDates() {
    }

    /**
     * "while loading 2024-01-22 to 2024-06-30 and 2024-09-01 to 2024-09-30": the dates that failed as {@code e} did
     * (by {@link UserMessages#shortReason}), side by side joined; then ", after 2024-03-04 to 2024-04-03 failed for
     * another reason" for those that failed otherwise. Null when {@code e} names no dates.
     */
    static String of(ApiException e) {
        if (e.loading() == null) {
            return null;
        }
        String reason = UserMessages.shortReason(e);
        List<DateRange> alike = new ArrayList<>(List.of(e.loading()));
        List<DateRange> otherwise = new ArrayList<>();
        List<String> otherReasons = new ArrayList<>();
        for (ApiException earlier : e.failedBefore()) {
            if (earlier.loading() == null) {
                continue;
            }
            String why = UserMessages.shortReason(earlier);
            if (why.equals(reason)) {
                alike.add(earlier.loading());
            } else {
                otherwise.add(earlier.loading());
                otherReasons.add(why);
            }
        }
        String loading = "while loading " + listed(alike);
        if (otherwise.isEmpty()) {
            return loading;
        }
        boolean oneReason = otherReasons.stream().distinct().count() == 1;
        return loading + ", after " + listed(otherwise) + " failed for " + (oneReason ? "another reason"
                : "other reasons");
    }

    private static String listed(List<DateRange> dates) {
        return DateRange.listed(dates, NAMED);
    }
}
