package com.marketevents.demo;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.temporal.TemporalAdjusters;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Quarterly results of one company in one calendar quarter: the results of the fiscal period that ended
 * just before, some weeks after its end (longer for the fiscal year), on the company's usual weekday and
 * slot. Some companies publish a release before their call; a few results were rescheduled, which leaves
 * a deleted record at the first date.
 */
final class EarningsCalendar {
    static final double RESCHEDULED_SHARE = 0.02;
    private static final long SALT_RESULTS = 0xEA51L;
    private static final long SALT_RELEASE = 0xEA52L;
    private static final long SALT_RESCHEDULED = 0xEA53L;
    private static final double CALL_TRANSCRIBED = 0.95;

    private final long seed;
    private final DemoEventFactory factory;

    EarningsCalendar(long seed, DemoEventFactory factory) {
        this.seed = seed;
        this.factory = factory;
    }

    static double expectedPerCompanyYear(double hostsCallsShare) {
        return 4 * (1 + hostsCallsShare * ReportingHabits.SEPARATE_RELEASE_SHARE + RESCHEDULED_SHARE);
    }

    void addEvents(Company company, Quarter quarter, DateWindow window, Consumer<DemoEvent> sink) {
        ReportingHabits habits = company.habits();
        SplittableRandom results = Seeds.stream(seed, SALT_RESULTS, company.index(), quarter.index());
        LocalDate periodEnd = periodEnd(habits.fiscalYearEndMonth(), quarter);
        int fiscalQuarter = fiscalQuarter(periodEnd.getMonthValue(), habits.fiscalYearEndMonth());
        int fiscalYear = FiscalYears.of(periodEnd, habits.fiscalYearEndMonth());
        LocalDate date = reportDate(periodEnd, fiscalQuarter == 4, habits, quarter, results);

        SessionTimes session = company.exchange().sessionTimes();
        String eventType = habits.hostsCalls() ? "earnings" : "earnings_release";
        if (window.mayContain(date)) {
            LocalTime time = habits.hostsCalls() ? session.call(habits.beforeOpen(), habits.timeSlot())
                    : session.release(habits.beforeOpen(), habits.timeSlot());
            sink.accept(factory.create(plan(company, quarter, EventPlan.EARNINGS, eventType,
                    resultsTitle(habits, eventType, fiscalQuarter, fiscalYear), date, time, fiscalYear, fiscalQuarter,
                    false, habits.hostsCalls() ? CALL_TRANSCRIBED : 0), results));
            if (habits.separateRelease()) {
                SplittableRandom release = Seeds.stream(seed, SALT_RELEASE, company.index(), quarter.index());
                sink.accept(factory.create(plan(company, quarter, EventPlan.SEPARATE_RELEASE, "earnings_release",
                        Titles.results(fiscalQuarter, fiscalYear, "Earnings Release"), date,
                        session.release(habits.beforeOpen(), habits.timeSlot()), fiscalYear, fiscalQuarter, false, 0),
                        release));
            }
        }
        SplittableRandom rescheduling = Seeds.stream(seed, SALT_RESCHEDULED, company.index(), quarter.index());
        if (rescheduling.nextDouble() < RESCHEDULED_SHARE) {
            LocalDate firstDate = firstAnnouncedDate(date, quarter, rescheduling);
            if (window.mayContain(firstDate)) {
                LocalTime time = session.call(habits.beforeOpen(), habits.timeSlot());
                sink.accept(factory.create(plan(company, quarter, EventPlan.RESCHEDULED, eventType,
                        resultsTitle(habits, eventType, fiscalQuarter, fiscalYear), firstDate, time, fiscalYear,
                        fiscalQuarter, true, 0), rescheduling));
            }
        }
    }

    /** Periods end with the calendar quarter, or a month into it for January and October year ends. */
    static LocalDate periodEnd(int fiscalYearEndMonth, Quarter quarter) {
        return fiscalYearEndMonth % 3 == 0
                ? quarter.start().minusDays(1)
                : quarter.start().plusMonths(1).minusDays(1);
    }

    static int fiscalQuarter(int periodEndMonth, int fiscalYearEndMonth) {
        int monthsAfterYearEnd = Math.floorMod(periodEndMonth - fiscalYearEndMonth, 12);
        return monthsAfterYearEnd == 0 ? 4 : monthsAfterYearEnd / 3;
    }

    private static LocalDate reportDate(LocalDate periodEnd, boolean yearEnd, ReportingHabits habits, Quarter quarter,
                                        SplittableRandom random) {
        int lag = habits.reportLagDays() + (yearEnd ? habits.yearEndExtraDays() : 0) + random.nextInt(7) - 3;
        DayOfWeek day = random.nextInt(10) == 0 ? neighbour(habits.reportDay(), random) : habits.reportDay();
        LocalDate date = periodEnd.plusDays(lag).with(TemporalAdjusters.nextOrSame(day));
        while (date.isAfter(quarter.end())) {
            date = date.minusWeeks(1);
        }
        while (date.isBefore(quarter.start())) {
            date = date.plusWeeks(1);
        }
        return date;
    }

    private static DayOfWeek neighbour(DayOfWeek usual, SplittableRandom random) {
        DayOfWeek other = random.nextBoolean() ? usual.plus(1) : usual.minus(1);
        return other == DayOfWeek.SATURDAY || other == DayOfWeek.SUNDAY ? usual : other;
    }

    /** The date first announced for a results event that was later moved: one or two weeks off. */
    private static LocalDate firstAnnouncedDate(LocalDate date, Quarter quarter, SplittableRandom random) {
        int weeks = (1 + random.nextInt(2)) * (random.nextBoolean() ? 1 : -1);
        LocalDate first = date.plusWeeks(weeks);
        if (first.isBefore(quarter.start()) || first.isAfter(quarter.end())) {
            first = date.minusDays(date.getDayOfWeek() == DayOfWeek.MONDAY ? -1 : 1);
        }
        return quarter.weekdayNear(first);
    }

    private static String resultsTitle(ReportingHabits habits, String eventType, int fiscalQuarter, int fiscalYear) {
        if (habits.halfYearlyTitles()) {
            return switch (fiscalQuarter) {
                case 2 -> Titles.plain("Half Year " + fiscalYear + " Results");
                case 4 -> Titles.plain("Full Year " + fiscalYear + " Results");
                default -> Titles.results(fiscalQuarter, fiscalYear, "Trading Update");
            };
        }
        String kind = eventType.equals("earnings") ? "Earnings Call" : "Earnings Release";
        return Titles.results(fiscalQuarter, fiscalYear, kind);
    }

    private static EventPlan plan(Company company, Quarter quarter, int slot, String type, String title, LocalDate date,
                                  LocalTime time, int fiscalYear, int fiscalQuarter, boolean deleted,
                                  double transcriptionChance) {
        return new EventPlan(company, quarter, slot, type, title, date, time, company.exchange().zone(), fiscalYear,
                fiscalQuarter, deleted, transcriptionChance);
    }
}
