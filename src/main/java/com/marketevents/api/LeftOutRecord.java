package com.marketevents.api;

import com.marketevents.model.EventTime;

/**
 * A record of the service's answer that cannot be an event and was left out: one without a usable
 * {@code event_id} (missing, null, not a whole number), or one that is not an object at all. What it tells of
 * itself is kept, so that a user can find it at the service.
 *
 * @param anObject  false for a record that is not an object (a number, a list, null)
 * @param ticker    its ticker as sent, or null
 * @param eventDate its event date as sent, or null
 */
public record LeftOutRecord(boolean anObject, String ticker, EventTime eventDate) {
    static final LeftOutRecord NOT_AN_OBJECT = new LeftOutRecord(false, null, null);
}
