package com.marketevents.demo;

import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.time.Clock;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The demo service's data: a seeded universe of listed companies and their calendar of events, generated
 * on demand for any date range, quarter by quarter, so that nothing is held beyond the companies. The same
 * seed, size and creation hour give the same events. Thread-safe.
 */
public final class DemoDataset {
    /** Years outside this span have no events (ids and published dates stay in their usual shapes). */
    static final int FIRST_YEAR = 1900;
    static final int LAST_YEAR = 9999;
    static final long SEED = 0x4D45_4232_3032_36L;
    static final int STANDARD_COMPANIES = 1_500;
    private static final LocalDate FIRST_DAY = LocalDate.of(FIRST_YEAR, 1, 1);
    private static final LocalDate LAST_DAY = LocalDate.of(LAST_YEAR, 12, 31);

    private final long seed;
    private final CompanyUniverse universe;
    private final EarningsCalendar earnings;
    private final CorporateCalendar corporate;

    private DemoDataset(long seed, int companies, Clock clock) {
        this.seed = seed;
        this.universe = CompanyUniverse.generate(seed, companies);
        // Judged against the hour of creation, so instances made together agree.
        DemoEventFactory factory = new DemoEventFactory(seed, clock.instant().truncatedTo(ChronoUnit.HOURS), companies);
        this.earnings = new EarningsCalendar(seed, factory);
        this.corporate = new CorporateCalendar(seed, factory, universe);
    }

    /** About 1,500 companies on twelve exchanges, some ten thousand events a year. */
    public static DemoDataset standard() {
        return new DemoDataset(SEED, STANDARD_COMPANIES, Clock.systemUTC());
    }

    /** A universe sized for about {@code eventsPerYear} events a year (benchmarks use 100,000). */
    public static DemoDataset withEventsPerYear(int eventsPerYear) {
        if (eventsPerYear < 1) {
            throw new IllegalArgumentException("eventsPerYear must be positive");
        }
        return new DemoDataset(SEED, companiesFor(eventsPerYear), Clock.systemUTC());
    }

    static DemoDataset create(long seed, int companies, Clock clock) {
        return new DemoDataset(seed, companies, clock);
    }

    static int companiesFor(int eventsPerYear) {
        return (int) Math.max(1, Math.round(eventsPerYear / CompanyUniverse.expectedEventsPerCompanyYear()));
    }

    /** Every event whose Eastern date lies in the range (both ends included), sorted by date, then id. */
    public List<MarketEvent> events(DateRange range) {
        List<MarketEvent> events = new ArrayList<>();
        Map<String, EventTime> times = new HashMap<>();
        // Batch-job stamps and event slots repeat a lot: parse each text once and share the value.
        forEachEvent(range, event -> events.add(
                event.toMarketEvent(text -> times.computeIfAbsent(text, EventTime::parse))));
        return events;
    }

    public int companyCount() {
        return universe.size();
    }

    CompanyUniverse universe() {
        return universe;
    }

    /** Hands over the events of the range in order, one quarter generated at a time. */
    void forEachEvent(DateRange range, Consumer<DemoEvent> sink) {
        LocalDate from = range.from().isBefore(FIRST_DAY) ? FIRST_DAY : range.from();
        LocalDate to = range.to().isAfter(LAST_DAY) ? LAST_DAY : range.to();
        if (from.isAfter(to)) {
            return;
        }
        long firstDay = from.toEpochDay();
        long lastDay = to.toEpochDay();
        DateWindow window = DateWindow.around(from, to);
        for (Quarter quarter = Quarter.of(from); !quarter.start().isAfter(to); quarter = quarter.next()) {
            List<DemoEvent> found = new ArrayList<>();
            Consumer<DemoEvent> keepInRange = event -> {
                if (event.easternEpochDay() >= firstDay && event.easternEpochDay() <= lastDay) {
                    found.add(event);
                }
            };
            generateQuarter(quarter, window, keepInRange);
            found.sort(DemoEvent.ORDER);
            found.forEach(sink);
        }
    }

    /** Every event of a quarter falls on an Eastern date inside it, so quarters can be generated apart. */
    private void generateQuarter(Quarter quarter, DateWindow window, Consumer<DemoEvent> sink) {
        List<ConferenceCalendar.Conference> conferences = ConferenceCalendar.forQuarter(seed, quarter);
        for (Company company : universe.companies()) {
            earnings.addEvents(company, quarter, window, sink);
            corporate.addEvents(company, quarter, conferences, window, sink);
        }
    }

}
