package com.marketevents.demo;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The investor conferences of one quarter, hosted by (invented) brokers in financial centres: one per
 * sector and a few generalist ones, mostly in the quiet weeks before a quarter ends, as real ones are.
 */
final class ConferenceCalendar {
    private static final long SALT = 0xC0FEL;
    private static final List<String> HOSTS = List.of("Harborline Securities", "Kessler Whitcombe", "Northgate Capital",
            "Redfern & Co.", "Albion Partners", "Castellan Research", "Meridian Bay Securities", "Thornbury Capital",
            "Ashgrove Investment Bank", "Lindqvist Equities", "Beaumont Frères", "Osaka Pacific Securities",
            "Kowloon Bay Capital", "Southern Cross Equities", "Maple Leaf Markets", "Helvetic Bankverein");
    private static final List<String> GENERALIST_THEMES = List.of("Global Investor", "Small & Mid-Cap",
            "Global Emerging Markets", "Growth", "European Champions", "Asia Pacific");
    private static final List<ZoneId> CITIES = List.of(ZoneId.of("America/New_York"), ZoneId.of("America/New_York"),
            ZoneId.of("America/New_York"), ZoneId.of("America/Los_Angeles"), ZoneId.of("America/Chicago"),
            ZoneId.of("Europe/London"), ZoneId.of("Europe/London"), ZoneId.of("Europe/Paris"),
            ZoneId.of("Europe/Berlin"), ZoneId.of("Europe/Zurich"), ZoneId.of("Asia/Tokyo"),
            ZoneId.of("Asia/Hong_Kong"), ZoneId.of("Australia/Sydney"), ZoneId.of("America/Toronto"));
    private static final int GENERALIST_COUNT = 3;

    /** One conference; {@code sector} is null for generalist ones. */
    record Conference(String name, Sector sector, ZoneId zone, LocalDate firstDay, int days) {
    }

    private ConferenceCalendar() {
    }

    static List<Conference> forQuarter(long seed, Quarter quarter) {
        SplittableRandom random = Seeds.stream(seed, SALT, quarter.index(), 0);
        List<Conference> conferences = new ArrayList<>();
        for (Sector sector : Sector.values()) {
            conferences.add(conference(pick(sector.conferenceThemes(), random), sector, quarter, random));
        }
        for (int i = 0; i < GENERALIST_COUNT; i++) {
            conferences.add(conference(pick(GENERALIST_THEMES, random), null, quarter, random));
        }
        return List.copyOf(conferences);
    }

    private static Conference conference(String theme, Sector sector, Quarter quarter, SplittableRandom random) {
        String host = pick(HOSTS, random);
        String kind = switch (random.nextInt(5)) {
            case 0 -> "Summit";
            case 1 -> "Forum";
            default -> "Conference";
        };
        int where = random.nextInt(100);
        int month = where < 60 ? 2 : where < 90 ? 1 : 0;
        int day = month == 2 ? 1 + random.nextInt(18) : month == 1 ? 5 + random.nextInt(18) : 6 + random.nextInt(7);
        LocalDate firstDay = quarter.start().plusMonths(month).withDayOfMonth(day)
                .with(TemporalAdjusters.nextOrSame(DayOfWeek.MONDAY)).plusDays(random.nextInt(3));
        return new Conference(Titles.plain(host + " " + theme + " " + kind), sector, pick(CITIES, random),
                quarter.weekdayNear(firstDay), 2 + random.nextInt(2));
    }

    private static <T> T pick(List<T> values, SplittableRandom random) {
        return values.get(random.nextInt(values.size()));
    }
}
