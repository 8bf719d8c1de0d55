package com.marketevents.demo;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;

/**
 * What a calendar decided about one event before it is dated on the Eastern calendar and stamped: where and
 * when it is held locally, what it is, and how likely it is to be transcribed.
 *
 * @param slot                distinguishes the events one company can have in one quarter; part of the event id
 * @param transcriptionChance how likely such an event is transcribed when its company's events are transcribed
 *                            at all (see {@link ReportingHabits#transcribed()})
 */
record EventPlan(
        Company company,
        Quarter quarter,
        int slot,
        String eventType,
        String title,
        LocalDate localDate,
        LocalTime localTime,
        ZoneId zone,
        int fiscalYear,
        Integer fiscalQuarter,
        boolean deleted,
        double transcriptionChance) {

    static final int SLOTS = 8;
    static final int EARNINGS = 0;
    static final int SEPARATE_RELEASE = 1;
    static final int RESCHEDULED = 2;
    static final int PRESENTATION = 3;
    static final int SHAREHOLDER_MEETING = 4;
    static final int INVESTOR_MEETING = 5;
    static final int SPECIAL_SITUATION = 6;
}
