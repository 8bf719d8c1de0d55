package com.marketevents.demo;

import com.marketevents.model.EventTime;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Created and modified stamps of event records. A vendor's calendar is loaded by batch jobs that run a few
 * times a day, so most records share the stamp of the run that wrote them; a few carry a manual edit's own
 * time. Every stamp lies before the event and before the day the dataset was made.
 */
final class RecordTimestamps {
    private static final int[] RUN_HOURS = {3, 11, 19};
    private static final long SALT = 0x5EED_57A3_9L;
    private static final int MANUAL_EDIT_PERCENT = 10;

    // About ten years of runs: enough for any usual request, small enough to keep.
    private static final int MAX_REMEMBERED_RUNS = 12_000;

    private final long seed;
    private final LocalDate asOfDate;
    private final ConcurrentHashMap<Long, String> runStamps = new ConcurrentHashMap<>();

    RecordTimestamps(long seed, LocalDate asOfDate) {
        this.seed = seed;
        this.asOfDate = asOfDate;
    }

    record Stamps(String created, String modified) {
    }

    /** Stamps for a record of an event on {@code eventDate} (Eastern). */
    Stamps forEvent(LocalDate eventDate, SplittableRandom random) {
        LocalDate lastAllowed = min(eventDate.minusDays(1), asOfDate.minusDays(1));
        LocalDate createdDay = eventDate.minusDays(7 + random.nextInt(114));
        if (createdDay.isAfter(lastAllowed)) {
            createdDay = lastAllowed.minusDays(random.nextInt(45));
        }
        int createdRun = random.nextInt(RUN_HOURS.length);
        long span = Math.max(0, lastAllowed.toEpochDay() - createdDay.toEpochDay());
        LocalDate modifiedDay = createdDay.plusDays(span == 0 ? 0 : random.nextLong(span + 1));
        String created = batchRun(createdDay, createdRun);
        if (modifiedDay.isAfter(createdDay) && random.nextInt(100) < MANUAL_EDIT_PERCENT) {
            return new Stamps(created, manualEdit(modifiedDay, random));
        }
        int modifiedRun = modifiedDay.equals(createdDay)
                ? createdRun + random.nextInt(RUN_HOURS.length - createdRun)
                : random.nextInt(RUN_HOURS.length);
        return new Stamps(created, batchRun(modifiedDay, modifiedRun));
    }

    /** The stamp every record written by one run of the loading job carries; one shared string per run. */
    String batchRun(LocalDate day, int run) {
        long key = day.toEpochDay() * RUN_HOURS.length + run;
        String known = runStamps.get(key);
        if (known != null) {
            return known;
        }
        String stamp = stampOfRun(day, run);
        if (runStamps.size() < MAX_REMEMBERED_RUNS) {
            String raced = runStamps.putIfAbsent(key, stamp);
            return raced == null ? stamp : raced;
        }
        return stamp;
    }

    private String stampOfRun(LocalDate day, int run) {
        SplittableRandom random = Seeds.stream(seed, SALT, day.toEpochDay(), run);
        LocalTime time = LocalTime.of(RUN_HOURS[run], random.nextInt(60), random.nextInt(60),
                random.nextInt(1_000_000) * 1_000);
        return PublishedTime.forPercent(random.nextInt(100))
                .format(ZonedDateTime.of(day, time, EventTime.SERVICE_ZONE));
    }

    private static String manualEdit(LocalDate day, SplittableRandom random) {
        LocalTime time = LocalTime.ofSecondOfDay(8 * 3600 + random.nextInt(11 * 3600));
        return PublishedTime.OFFSET.format(ZonedDateTime.of(day, time, EventTime.SERVICE_ZONE));
    }

    private static LocalDate min(LocalDate a, LocalDate b) {
        return a.isBefore(b) ? a : b;
    }
}
