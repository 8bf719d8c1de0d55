package com.marketevents.api;

import com.marketevents.model.EventTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A record of the service's answer that cannot be an event and was left out: one without a usable
 * {@code event_id} (missing, null, not a whole number), or one that is not an object at all. What it tells of
 * itself is kept, so that a user can find it at the service.
 *
 * @param anObject  false for a record that is not an object (a number, a list, null)
 * @param ticker    its ticker as sent, or null
 * @param eventDate its event date as sent, or null
 * @param contents  every value read from it, to know it again when another answer sends it too; null for one that
 *                  cannot be told from another (a record that is not an object)
 */
public record LeftOutRecord(boolean anObject, String ticker, EventTime eventDate, List<?> contents) {
    static final LeftOutRecord NOT_AN_OBJECT = new LeftOutRecord(false, null, null);

    /** A record known by its ticker and date alone, never taken for another. */
    public LeftOutRecord(boolean anObject, String ticker, EventTime eventDate) {
        this(anObject, ticker, eventDate, null);
    }

    public LeftOutRecord {
        contents = contents == null ? null : Collections.unmodifiableList(new ArrayList<>(contents));
    }

    /** True when its event date is missing or cannot be read: it cannot be placed in a range, nor left out of one. */
    public boolean undated() {
        return eventDate == null || !eventDate.isValid();
    }

    /**
     * {@code records} with each one received more than once kept once, in their order. Each request asks for the day
     * after its range as well, the next request's first: a record with no readable date, kept by both, came twice.
     */
    public static List<LeftOutRecord> receivedOnce(List<LeftOutRecord> records) {
        Set<List<?>> seen = new HashSet<>();
        List<LeftOutRecord> once = new ArrayList<>(records.size());
        for (LeftOutRecord record : records) {
            if (record.contents() == null || seen.add(record.contents())) {
                once.add(record);
            }
        }
        return once;
    }
}
