package com.marketevents.demo;

import java.time.DayOfWeek;
import java.util.SplittableRandom;

/**
 * How one company schedules its events, stable from quarter to quarter as real companies' habits are:
 * fiscal year end, how long after a period it reports, on which weekday, before the open or after the close.
 */
record ReportingHabits(
        int fiscalYearEndMonth,
        int reportLagDays,
        int yearEndExtraDays,
        DayOfWeek reportDay,
        boolean beforeOpen,
        int timeSlot,
        boolean hostsCalls,
        boolean separateRelease,
        boolean halfYearlyTitles,
        boolean transcribed,
        double conferenceRate,
        boolean holdsTrackedAgm,
        int agmMonthsAfterYearEnd,
        int agmDayOfMonth) {

    static final double SEPARATE_RELEASE_SHARE = 0.15;
    static final double AGM_TRACKED_SHARE = 0.6;
    static final double MEAN_CONFERENCE_RATE = 0.35;

    static ReportingHabits draw(Exchange exchange, SplittableRandom random) {
        boolean hostsCalls = random.nextDouble() < hostsCallsShare(exchange);
        return new ReportingHabits(
                fiscalYearEndMonth(exchange, random.nextInt(100)),
                reportLag(exchange, random),
                yearEndExtra(exchange, random),
                reportDay(random.nextInt(100)),
                random.nextDouble() < exchange.sessionTimes().beforeOpenShare(),
                random.nextInt(6),
                hostsCalls,
                hostsCalls && random.nextDouble() < SEPARATE_RELEASE_SHARE,
                switch (exchange) {
                    case LONDON -> random.nextInt(100) < 60;
                    case ASX, HONG_KONG -> random.nextInt(100) < 70;
                    default -> false;
                },
                random.nextInt(100) < 92,
                MEAN_CONFERENCE_RATE - 0.25 + random.nextDouble() * 0.5,
                random.nextDouble() < AGM_TRACKED_SHARE,
                exchange == Exchange.TOKYO ? 3 : 3 + random.nextInt(3),
                5 + random.nextInt(24));
    }

    /** Share of companies that hold calls; the others only publish releases. */
    static double hostsCallsShare(Exchange exchange) {
        return switch (exchange) {
            case TOKYO -> 0.5;
            case HONG_KONG -> 0.6;
            case ASX -> 0.8;
            default -> 0.85;
        };
    }

    private static int fiscalYearEndMonth(Exchange exchange, int percent) {
        return switch (exchange) {
            case NYSE, NASDAQ -> percent < 80 ? 12 : percent < 85 ? 9 : percent < 91 ? 6 : percent < 93 ? 3 : 1;
            case TORONTO -> percent < 85 ? 12 : percent < 93 ? 10 : percent < 97 ? 3 : 6;
            case LONDON -> percent < 70 ? 12 : percent < 95 ? 3 : 9;
            case TOKYO -> percent < 85 ? 3 : 12;
            case HONG_KONG -> percent < 85 ? 12 : 3;
            case ASX -> percent < 80 ? 6 : 12;
            default -> percent < 90 ? 12 : percent < 94 ? 3 : percent < 97 ? 6 : 9;
        };
    }

    /** Days from period end to results; the sum of two draws peaks in the middle, as seasons do. */
    private static int reportLag(Exchange exchange, SplittableRandom random) {
        return switch (exchange) {
            case NYSE, NASDAQ, TORONTO -> 14 + random.nextInt(11) + random.nextInt(11);
            case TOKYO -> 28 + random.nextInt(9) + random.nextInt(9);
            case HONG_KONG, ASX -> 35 + random.nextInt(11) + random.nextInt(11);
            default -> 16 + random.nextInt(13) + random.nextInt(13);
        };
    }

    /** Extra days for fiscal year-end results, which take longer (audits, annual reports). */
    private static int yearEndExtra(Exchange exchange, SplittableRandom random) {
        return switch (exchange) {
            case NYSE, NASDAQ, TORONTO -> random.nextInt(8);
            case TOKYO -> 5 + random.nextInt(8);
            case HONG_KONG -> 15 + random.nextInt(16);
            case ASX -> random.nextInt(11);
            default -> 5 + random.nextInt(16);
        };
    }

    private static DayOfWeek reportDay(int percent) {
        return percent < 8 ? DayOfWeek.MONDAY : percent < 32 ? DayOfWeek.TUESDAY : percent < 57 ? DayOfWeek.WEDNESDAY
                : percent < 87 ? DayOfWeek.THURSDAY : DayOfWeek.FRIDAY;
    }
}
