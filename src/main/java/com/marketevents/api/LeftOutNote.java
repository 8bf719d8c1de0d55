package com.marketevents.api;

import com.marketevents.model.Counts;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The sentences that say which records of the service's answers were left out, and why; one for window and CLI.
 */
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
     * "2 records the service sent share an event_id with a listed event yet differ from it, with no later modification
     * time, so they are not listed (the first: event_id 1, ticker T1:US, dated 2026-11-24)."; empty for none. A copy
     * modified later is an update and replaces the older; an exact repeat is a day two requests share: neither is
     * said.
     */
    public static String sameIdSentence(List<MarketEvent> notListed) {
        if (notListed.isEmpty()) {
            return "";
        }
        boolean one = notListed.size() == 1;
        MarketEvent first = notListed.get(0);
        return Counts.of(notListed.size(), "record", "records") + " the service sent " + (one ? "shares" : "share")
                + " an event_id with a listed event yet " + (one ? "differs" : "differ") + " from it, with no later"
                + " modification time, so " + (one ? "it is" : "they are") + " not listed" + named(one, List.of(
                        "event_id " + first.eventId()), first.ticker(), first.eventDate()) + ".";
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
        return named(records.size() == 1, List.of(), first.ticker(), first.eventDate());
    }

    /** " (the first: event_id 1, ticker T:US, dated 2026-12-03)", what is known of it after {@code known}. */
    private static String named(boolean one, List<String> known, String ticker, EventTime date) {
        LocalDate day = date == null ? null : date.serviceDate();
        List<String> said = new ArrayList<>(known);
        String line = ShortText.singleLine(ticker);
        if (line != null) {
            said.add("ticker " + line);
        }
        if (day != null) {
            said.add("dated " + day);
        }
        if (said.isEmpty()) {
            return "";
        }
        return " (" + (one ? "" : "the first: ") + String.join(", ", said) + ")";
    }

    private static String number(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
