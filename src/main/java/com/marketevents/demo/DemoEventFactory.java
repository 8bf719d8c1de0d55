package com.marketevents.demo;

import com.marketevents.model.EventTime;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;

/**
 * Turns a plan into a published record: its Eastern date-time (or midnight when the time is not known yet),
 * id, transcription and record status, created and modified stamps. What depends on "now" (unknown times
 * of far-off events, transcripts of past ones) is judged against the moment the dataset was made.
 */
final class DemoEventFactory {
    static final long FIRST_EVENT_ID = 1_000_000;
    private static final int OFFSETLESS_PER_MILLE = 5;

    private final Instant asOf;
    private final LocalDate asOfDate;
    private final int companyCount;
    private final RecordTimestamps timestamps;

    DemoEventFactory(long seed, Instant asOf, int companyCount) {
        this.asOf = asOf;
        this.asOfDate = asOf.atZone(EventTime.SERVICE_ZONE).toLocalDate();
        this.companyCount = companyCount;
        this.timestamps = new RecordTimestamps(seed, asOfDate);
    }

    DemoEvent create(EventPlan plan, SplittableRandom random) {
        long daysAhead = ChronoUnit.DAYS.between(asOfDate, plan.localDate());
        boolean unknownTime = random.nextDouble() < unknownTimeChance(plan.eventType(), daysAhead);
        ZonedDateTime eastern = EasternPlacement.place(plan.localDate(), unknownTime ? null : plan.localTime(),
                plan.zone(), plan.quarter());
        boolean offsetless = random.nextInt(1000) < OFFSETLESS_PER_MILLE;
        String published = (offsetless ? PublishedTime.LOCAL : PublishedTime.OFFSET).format(eastern);
        // A value without offset means what a client reads into it: America/New_York at that wall time.
        long epochSecond = eastern.toLocalDateTime().atZone(EventTime.SERVICE_ZONE).toEpochSecond();
        LocalDate easternDate = eastern.toLocalDate();
        RecordTimestamps.Stamps stamps = timestamps.forEvent(easternDate, random);
        return new DemoEvent(eventId(plan), plan.company(), plan.title(), plan.eventType(), published, epochSecond,
                easternDate.toEpochDay(), unknownTime, plan.fiscalYear(), plan.fiscalQuarter(),
                transcriptionStatus(plan, Instant.ofEpochSecond(epochSecond), random),
                plan.deleted() ? "deleted" : "active", stamps.created(), stamps.modified());
    }

    private long eventId(EventPlan plan) {
        long quarterNumber = plan.quarter().index() - (long) DemoDataset.FIRST_YEAR * 4;
        return FIRST_EVENT_ID + (quarterNumber * companyCount + plan.company().index()) * EventPlan.SLOTS + plan.slot();
    }

    /** Far-off events are often dated before their hour is announced. */
    private static double unknownTimeChance(String eventType, long daysAhead) {
        double chance = daysAhead > 21 ? 0.5 : daysAhead > 0 ? 0.08 : 0.03;
        return eventType.equals("shareholder_meeting") ? Math.min(1, chance + 0.2) : chance;
    }

    private String transcriptionStatus(EventPlan plan, Instant start, SplittableRandom random) {
        double chance = plan.company().habits().transcribed() ? plan.transcriptionChance() : 0;
        boolean covered = random.nextDouble() < chance;
        if (plan.deleted() || !covered) {
            return "none";
        }
        if (!start.isBefore(asOf)) {
            return "pending";
        }
        return Duration.between(start, asOf).toHours() < 24 ? "processing" : "published";
    }
}
