package com.marketevents.demo;

import java.time.LocalDate;

/**
 * The local dates worth finishing an event for: the requested Eastern range widened by two days, since
 * an event's Eastern date can differ from its local one. Skipping the rest keeps short requests cheap.
 */
record DateWindow(long firstEpochDay, long lastEpochDay) {

    static DateWindow around(LocalDate from, LocalDate to) {
        return new DateWindow(from.toEpochDay() - 2, to.toEpochDay() + 2);
    }

    boolean mayContain(LocalDate localDate) {
        long day = localDate.toEpochDay();
        return day >= firstEpochDay && day <= lastEpochDay;
    }
}
