package com.marketevents.ui.common;

import com.marketevents.model.EventTime;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How the window names a time zone beside a time: "EST", "CET", "UTC", "UTC+05:30". */
public final class ZoneNames {
    // Zone abbreviations from US English: other locales write "GMT-05:00" for New York, which reads worse.
    private static final DateTimeFormatter ZONE = DateTimeFormatter.ofPattern("zzz", Locale.US);
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

    private ZoneNames() {
    }

    /**
     * The zone's short name at that moment; a bare offset reads "UTC…" ("Z", "GMT+05:00" and "-03:30" do not).
     * London's winter time keeps its name, GMT.
     */
    public static String of(ZonedDateTime time) {
        String name = ZONE.format(time);
        if (name.equals("Z")) {
            return "UTC";
        }
        if (name.startsWith("+") || name.startsWith("-")) {
            return "UTC" + name;
        }
        return name.startsWith("GMT") && name.length() > 3 ? "UTC" + name.substring(3) : name;
    }

    /** "Europe/London" by its id, and UTC as "UTC" however the system names it ("Etc/UTC", "Z"). */
    public static String idOf(ZoneId zone) {
        return zone.normalized().equals(ZoneOffset.UTC) ? "UTC" : zone.getId();
    }

    /**
     * How a choice of "my time zone" names it: "(Europe/London)"; "(America/New_York, the same as US Eastern)" where
     * the user's zone keeps the service's clock, so that two choices doing the same say so.
     */
    public static String yourZone(ZoneId zone) {
        boolean sameAsService = zone.getRules().equals(EventTime.SERVICE_ZONE.getRules());
        return "(" + idOf(zone) + (sameAsService ? ", the same as US Eastern" : "") + ")";
    }

    /**
     * "14:05:09 CET" for a moment of today on {@code clock} (in its zone), "2026-11-24 14:05:09 CET" for one of another
     * day: a time of day alone would read as today's.
     */
    public static String clockTime(Instant moment, Clock clock) {
        ZonedDateTime time = moment.atZone(clock.getZone());
        return time.toLocalDate().equals(LocalDate.now(clock)) ? clockTime(moment, clock.getZone())
                : DateTimeFormatter.ISO_LOCAL_DATE.format(time) + " " + clockTime(moment, clock.getZone());
    }

    /** "14:05:09 CET": a moment on the clock of {@code zone}, with the zone named. */
    public static String clockTime(Instant moment, ZoneId zone) {
        ZonedDateTime time = moment.atZone(zone);
        return CLOCK.format(time) + " " + of(time);
    }
}
