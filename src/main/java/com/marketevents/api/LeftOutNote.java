package com.marketevents.api;

import com.marketevents.model.Counts;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The sentence that says which records of the service's answers were left out, and why; one for window and CLI. */
public final class LeftOutNote {

    private LeftOutNote() {
    }

    /**
     * "2 records the service sent were left out: 1 without a usable event_id (the first: ticker AMZN:US, 2026-12-03)
     * and 1 that is not an event object."; empty for none.
     */
    public static String sentence(List<LeftOutRecord> records) {
        if (records.isEmpty()) {
            return "";
        }
        List<LeftOutRecord> withoutId = records.stream().filter(LeftOutRecord::anObject).toList();
        int notObjects = records.size() - withoutId.size();
        List<String> why = new ArrayList<>(2);
        if (!withoutId.isEmpty()) {
            why.add(number(withoutId.size()) + " without a usable event_id" + firstOf(withoutId));
        }
        if (notObjects > 0) {
            why.add(number(notObjects)
                    + (notObjects == 1 ? " that is not an event object" : " that are not event objects"));
        }
        return Counts.of(records.size(), "record", "records") + " the service sent " + (records.size() == 1 ? "was"
                : "were") + " left out: " + String.join(" and ", why) + "." + dayAfter(records);
    }

    /**
     * Each request asks for the day after its range too, and trims what it sends of that day by date: one without
     * a readable date is kept, so it may be of that day. Said rather than guessed at.
     */
    private static String dayAfter(List<LeftOutRecord> records) {
        long undated = records.stream().filter(LeftOutRecord::undated).count();
        if (undated == 0) {
            return "";
        }
        String which = undated == records.size()
                ? (undated == 1 ? " It has no readable date" : " None has a readable date")
                : " " + number((int) undated) + " of them " + (undated == 1 ? "has" : "have") + " no readable date";
        return which + ", so " + (undated == 1 ? "it" : "some") + " may be of the day after the range, which is asked"
                + " for as well.";
    }

    /** What the first one tells of itself, to find it by: " (ticker T:US, dated 2026-12-03)", or nothing. */
    private static String firstOf(List<LeftOutRecord> records) {
        LeftOutRecord first = records.get(0);
        LocalDate day = first.eventDate() == null ? null : first.eventDate().serviceDate();
        List<String> known = new ArrayList<>(2);
        String ticker = ShortText.singleLine(first.ticker());
        if (ticker != null) {
            known.add("ticker " + ticker);
        }
        if (day != null) {
            known.add("dated " + day);
        }
        if (known.isEmpty()) {
            return "";
        }
        return " (" + (records.size() == 1 ? "" : "the first: ") + String.join(", ", known) + ")";
    }

    private static String number(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
