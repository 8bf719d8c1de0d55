package com.marketevents.demo;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * The events besides results: conference presentations, the annual shareholders' meeting some months
 * after the fiscal year end, an occasional investor day, and rare special situations (deals, updates).
 */
final class CorporateCalendar {
    static final double INVESTOR_DAY_SHARE = 0.15;
    static final double SPECIAL_SITUATION_SHARE = 0.015;
    static final double CANCELLED_PRESENTATION_SHARE = 0.03;
    private static final long SALT_PRESENTATION = 0xC0A1L;
    private static final long SALT_MEETING = 0xC0A2L;
    private static final long SALT_INVESTOR_DAY = 0xC0A3L;
    private static final long SALT_SPECIAL = 0xC0A4L;

    private final long seed;
    private final DemoEventFactory factory;
    private final CompanyUniverse universe;

    CorporateCalendar(long seed, DemoEventFactory factory, CompanyUniverse universe) {
        this.seed = seed;
        this.factory = factory;
        this.universe = universe;
    }

    static double expectedPerCompanyYear() {
        return 4 * ReportingHabits.MEAN_CONFERENCE_RATE + ReportingHabits.AGM_TRACKED_SHARE + INVESTOR_DAY_SHARE
                + 4 * SPECIAL_SITUATION_SHARE;
    }

    void addEvents(Company company, Quarter quarter, List<ConferenceCalendar.Conference> conferences,
                   DateWindow window, Consumer<DemoEvent> sink) {
        addPresentation(company, quarter, conferences, window, sink);
        addShareholderMeeting(company, quarter, window, sink);
        addInvestorDay(company, quarter, window, sink);
        addSpecialSituation(company, quarter, window, sink);
    }

    private void addPresentation(Company company, Quarter quarter, List<ConferenceCalendar.Conference> conferences,
                                 DateWindow window, Consumer<DemoEvent> sink) {
        SplittableRandom random = Seeds.stream(seed, SALT_PRESENTATION, company.index(), quarter.index());
        if (random.nextDouble() >= company.habits().conferenceRate()) {
            return;
        }
        ConferenceCalendar.Conference conference = random.nextInt(10) < 7
                ? conferences.get(company.sector().ordinal())
                : conferences.get(Sector.values().length + random.nextInt(conferences.size() - Sector.values().length));
        LocalDate day = conference.firstDay().plusDays(random.nextInt(conference.days()));
        if (!window.mayContain(day)) {
            return;
        }
        LocalTime time = LocalTime.of(8, 0).plusMinutes(20L * random.nextInt(26));
        boolean cancelled = random.nextDouble() < CANCELLED_PRESENTATION_SHARE;
        sink.accept(factory.create(new EventPlan(company, quarter, EventPlan.PRESENTATION, "presentation",
                conference.name(), day, time, conference.zone(), fiscalYear(company, day), null, cancelled,
                0.7), random));
    }

    private void addShareholderMeeting(Company company, Quarter quarter, DateWindow window, Consumer<DemoEvent> sink) {
        ReportingHabits habits = company.habits();
        int month = Math.floorMod(habits.fiscalYearEndMonth() + habits.agmMonthsAfterYearEnd() - 1, 12) + 1;
        if (!habits.holdsTrackedAgm() || !quarter.containsMonth(month)) {
            return;
        }
        YearMonth yearMonth = YearMonth.of(quarter.year(), month);
        boolean japanese = company.exchange() == Exchange.TOKYO;
        // Japanese companies hold theirs in the last days of June, nearly all together.
        int dayOfMonth = japanese ? 18 + habits.agmDayOfMonth() % 10 : habits.agmDayOfMonth();
        LocalDate day = yearMonth.atDay(Math.min(dayOfMonth, yearMonth.lengthOfMonth()));
        if (!window.mayContain(day)) {
            return;
        }
        SplittableRandom random = Seeds.stream(seed, SALT_MEETING, company.index(), quarter.index());
        boolean northAmerican = company.exchange().nameRegion() == NameRegion.NORTH_AMERICA;
        String title = company.name() + (northAmerican ? " Annual Meeting of Shareholders" : " Annual General Meeting");
        LocalTime time = LocalTime.of(9 + random.nextInt(3), random.nextBoolean() ? 0 : 30);
        sink.accept(factory.create(new EventPlan(company, quarter, EventPlan.SHAREHOLDER_MEETING, "shareholder_meeting",
                title, day, time, company.exchange().zone(), fiscalYear(company, day) - 1, null, false,
                0.25), random));
    }

    private void addInvestorDay(Company company, Quarter quarter, DateWindow window, Consumer<DemoEvent> sink) {
        SplittableRandom random = Seeds.stream(seed, SALT_INVESTOR_DAY, company.index(), quarter.year());
        if (random.nextDouble() >= INVESTOR_DAY_SHARE || random.nextInt(4) != Math.floorMod(quarter.index(), 4)) {
            return;
        }
        LocalDate day = quarter.start().plusMonths(random.nextInt(3)).plusDays(2 + random.nextInt(24));
        if (!window.mayContain(day)) {
            return;
        }
        String kind = switch (company.exchange().nameRegion()) {
            case NORTH_AMERICA, JAPANESE, CHINESE -> random.nextBoolean() ? "Investor Day" : "Analyst Day";
            default -> "Capital Markets Day";
        };
        LocalTime time = random.nextBoolean() ? LocalTime.of(9, 0) : LocalTime.of(13, 0);
        sink.accept(factory.create(new EventPlan(company, quarter, EventPlan.INVESTOR_MEETING, "investor_meeting",
                company.name() + " " + kind + " " + quarter.year(), day, time, company.exchange().zone(),
                fiscalYear(company, day), null, false, 0.8), random));
    }

    private void addSpecialSituation(Company company, Quarter quarter, DateWindow window, Consumer<DemoEvent> sink) {
        SplittableRandom random = Seeds.stream(seed, SALT_SPECIAL, company.index(), quarter.index());
        if (random.nextDouble() >= SPECIAL_SITUATION_SHARE) {
            return;
        }
        int daysInQuarter = (int) (quarter.end().toEpochDay() - quarter.start().toEpochDay()) + 1;
        LocalDate day = quarter.start().plusDays(random.nextInt(daysInQuarter));
        if (!window.mayContain(day)) {
            return;
        }
        int offset = 1 + random.nextInt(Math.max(1, universe.size() - 1));
        Company other = universe.get((company.index() + offset) % universe.size());
        String title = switch (random.nextInt(4)) {
            case 0 -> company.name() + " to Acquire " + other.name() + " – Conference Call";
            case 1 -> company.name() + " and " + other.name() + " Merger Announcement";
            case 2 -> company.name() + " Strategic Update Call";
            default -> company.name() + " Business Update";
        };
        SessionTimes session = company.exchange().sessionTimes();
        LocalTime time = session.call(random.nextBoolean(), random.nextInt(3));
        sink.accept(factory.create(new EventPlan(company, quarter, EventPlan.SPECIAL_SITUATION, "special_situation",
                title, day, time, company.exchange().zone(), fiscalYear(company, day), null, false,
                0.9), random));
    }

    private static int fiscalYear(Company company, LocalDate day) {
        return FiscalYears.of(day, company.habits().fiscalYearEndMonth());
    }
}
