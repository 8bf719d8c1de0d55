package com.marketevents.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class DemoDatasetTest {
    private static final Clock NOW = Clock.fixed(Instant.parse("2026-11-23T15:20:00Z"), ZoneOffset.UTC);
    private static final DateRange YEAR_2026 = DateRange.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 12, 31));

    private static DemoDataset dataset;
    private static List<MarketEvent> year;

    @BeforeAll
    static void generateOneYear() {
        dataset = DemoDataset.create(DemoDataset.SEED, DemoDataset.STANDARD_COMPANIES, NOW);
        year = dataset.events(YEAR_2026);
    }

    @Test
    void aYearHoldsWellOverAThousandCompaniesOnAtLeastTenExchanges() {
        assertTrue(year.stream().map(MarketEvent::equityId).distinct().count() >= 1_400);
        Set<String> exchanges = year.stream().map(MarketEvent::exchangeMic).collect(Collectors.toSet());
        assertTrue(exchanges.containsAll(Set.of("XNYS", "XNAS", "XLON", "XETR", "XPAR", "XTKS", "XHKG", "XASX",
                "XTSE", "XSWX")), exchanges.toString());
    }

    @Test
    void standardScaleIsAboutTenThousandEventsAYear() {
        assertTrue(year.size() > 8_000 && year.size() < 12_000, "events: " + year.size());
    }

    @Test
    void everyIsinHasItsExchangeCountryPrefixAndAValidCheckDigit() {
        Map<String, String> countryOfMic = Map.ofEntries(Map.entry("XNYS", "US"), Map.entry("XNAS", "US"),
                Map.entry("XTSE", "CA"), Map.entry("XLON", "GB"), Map.entry("XETR", "DE"), Map.entry("XPAR", "FR"),
                Map.entry("XAMS", "NL"), Map.entry("XSWX", "CH"), Map.entry("XSTO", "SE"), Map.entry("XTKS", "JP"),
                Map.entry("XHKG", "HK"), Map.entry("XASX", "AU"));
        List<MarketEvent> withIsin = year.stream().filter(e -> e.isin() != null).toList();
        assertTrue(withIsin.size() > year.size() * 0.98);
        for (MarketEvent event : withIsin) {
            assertTrue(IsinGenerator.isValid(event.isin()), event.isin());
            assertEquals(countryOfMic.get(event.exchangeMic()), event.isin().substring(0, 2), event.isin());
        }
    }

    @Test
    void tickersRicsAndMicsHaveTheShapesOfRealListings() {
        for (MarketEvent event : year) {
            assertTrue(event.ticker().matches("[A-Z0-9]{1,5}:[A-Z]{2}"), event.ticker());
            assertEquals(event.ticker(), event.bloombergTicker());
            assertTrue(event.exchangeMic().matches("X[A-Z]{3}"), event.exchangeMic());
            assertTrue(event.localTicker().matches("[A-Z]{1,5}|[0-9]{4}"), event.localTicker());
            if (event.ric() != null) {
                assertTrue(event.ric().matches("[A-Z0-9]{1,6}\\.[A-Z]{1,2}"), event.ric());
                assertTrue(event.ric().startsWith(event.localTicker()), event.ric());
            }
        }
        MarketEvent tokyo = year.stream().filter(e -> e.exchangeMic().equals("XTKS")).findFirst().orElseThrow();
        assertEquals(tokyo.localTicker() + ":JP", tokyo.ticker());
        assertEquals(tokyo.localTicker() + ".T", tokyo.ric());
        MarketEvent nasdaq = year.stream().filter(e -> e.exchangeMic().equals("XNAS") && e.ric() != null)
                .findFirst().orElseThrow();
        assertEquals(nasdaq.localTicker() + ":US", nasdaq.ticker());
        assertEquals(nasdaq.localTicker() + ".O", nasdaq.ric());
    }

    @Test
    void eventsFallOnWeekdaysOnly() {
        for (MarketEvent event : year) {
            DayOfWeek day = event.eventDate().serviceDate().getDayOfWeek();
            assertTrue(day != DayOfWeek.SATURDAY && day != DayOfWeek.SUNDAY, event.eventDate().raw());
        }
    }

    @Test
    void earningsSeasonsPeakSomeWeeksAfterEachQuarterEnd() {
        List<LocalDate> results = year.stream()
                .filter(e -> e.eventType().startsWith("earnings"))
                .map(e -> e.eventDate().serviceDate()).toList();
        for (LocalDate quarterEnd : List.of(LocalDate.of(2025, 12, 31), LocalDate.of(2026, 3, 31),
                LocalDate.of(2026, 6, 30), LocalDate.of(2026, 9, 30))) {
            double seasonPerDay = perDay(results, quarterEnd.plusDays(15), quarterEnd.plusDays(49));
            double quietPerDay = perDay(results, quarterEnd.plusDays(-20), quarterEnd.plusDays(8));
            assertTrue(seasonPerDay > 5 * quietPerDay,
                    "after " + quarterEnd + ": season " + seasonPerDay + "/day, quiet " + quietPerDay + "/day");
        }
    }

    @Test
    void theSameSeedGivesTheSameEventsInTwoInstances() {
        DemoDataset other = DemoDataset.create(DemoDataset.SEED, DemoDataset.STANDARD_COMPANIES, NOW);
        DateRange spring = DateRange.of(LocalDate.of(2026, 4, 1), LocalDate.of(2026, 5, 15));
        List<MarketEvent> first = dataset.events(spring);
        assertFalse(first.isEmpty());
        assertEquals(first, other.events(spring));
    }

    @Test
    void aDifferentSeedGivesOtherCompanies() {
        DemoDataset other = DemoDataset.create(DemoDataset.SEED + 1, 200, NOW);
        DemoDataset same = DemoDataset.create(DemoDataset.SEED, 200, NOW);
        assertFalse(other.universe().get(0).equals(same.universe().get(0)));
    }

    @Test
    void everyEventLiesInTheRequestedRangeWithBothEndsIncluded() {
        DateRange range = DateRange.of(LocalDate.of(2026, 4, 28), LocalDate.of(2026, 4, 30));
        List<MarketEvent> events = dataset.events(range);
        Set<LocalDate> dates = events.stream().map(e -> e.eventDate().serviceDate()).collect(Collectors.toSet());
        assertEquals(Set.of(range.from(), range.from().plusDays(1), range.to()), dates);
    }

    @Test
    void aRangeGivesExactlyThoseEventsOfALongerRangeThatFallInIt() {
        DateRange may = DateRange.of(LocalDate.of(2026, 5, 1), LocalDate.of(2026, 5, 31));
        List<MarketEvent> fromYear = year.stream().filter(e -> may.contains(e.eventDate().serviceDate())).toList();
        assertEquals(fromYear, dataset.events(may));
    }

    @Test
    void eventsAreSortedByDateThenIdAndIdsAreUnique() {
        Comparator<MarketEvent> order = Comparator.comparing((MarketEvent e) -> e.eventDate().dateTime().toInstant())
                .thenComparingLong(MarketEvent::eventId);
        List<MarketEvent> sorted = new ArrayList<>(year);
        sorted.sort(order);
        assertEquals(sorted, year);
        assertEquals(year.size(), year.stream().map(MarketEvent::eventId).distinct().count());
    }

    @Test
    void recordsWereCreatedAndLastModifiedBeforeTheEventAndBeforeToday() {
        Instant now = NOW.instant();
        for (MarketEvent event : year) {
            Instant start = event.eventDate().dateTime().toInstant();
            Instant created = event.created().dateTime().toInstant();
            Instant modified = event.modified().dateTime().toInstant();
            assertTrue(created.isBefore(start) && !modified.isBefore(created) && modified.isBefore(start),
                    event.created() + " " + event.modified() + " " + event.eventDate());
            assertTrue(modified.isBefore(now), event.modified().raw());
        }
    }

    @Test
    void typesAndStatesVaryAsInARealCalendar() {
        Map<String, Long> types = count(year, MarketEvent::eventType);
        assertEquals(Set.of("earnings", "earnings_release", "presentation", "investor_meeting",
                "shareholder_meeting", "special_situation"), types.keySet());
        assertTrue(types.get("earnings") > year.size() / 3);

        Map<String, Long> statuses = count(year, MarketEvent::status);
        assertEquals(Set.of("active", "deleted"), statuses.keySet());
        assertTrue(statuses.get("deleted") > 10 && statuses.get("deleted") < year.size() / 20);

        LocalDate today = LocalDate.of(2026, 11, 23);
        List<MarketEvent> pastCalls = year.stream().filter(e -> e.eventType().equals("earnings") && !e.isDeleted()
                && e.eventDate().serviceDate().isBefore(today.minusDays(2))).toList();
        assertTrue(count(pastCalls, MarketEvent::transcriptionStatus).get("published") > pastCalls.size() * 0.8);
        Set<String> futureStates = year.stream().filter(e -> e.eventDate().serviceDate().isAfter(today))
                .map(MarketEvent::transcriptionStatus).collect(Collectors.toSet());
        assertEquals(Set.of("none", "pending"), futureStates);
    }

    @Test
    void titlesNameQuartersAndSomeCompaniesHaveNonAsciiNames() {
        assertTrue(year.stream().anyMatch(e -> e.title().matches("Q[1-4] 2026 Earnings Call")));
        assertTrue(year.stream().anyMatch(e -> e.title().matches(".*[éèüöäåÉ].*")));
        for (MarketEvent event : year) {
            int eventYear = event.eventDate().serviceDate().getYear();
            assertTrue(Math.abs(event.fiscalYear() - eventYear) <= 1, event.title() + " " + event.fiscalYear());
            if (event.title().matches("Q[1-4] \\d{4} .*")) {
                assertTrue(event.title().contains(" " + event.fiscalYear() + " "), event.title());
            }
        }
    }

    @Test
    void unknownTimesArePublishedAtMidnightEasternAndFlagged() {
        List<DemoEvent> events = new ArrayList<>();
        dataset.forEachEvent(YEAR_2026, events::add);
        List<DemoEvent> unknown = events.stream().filter(DemoEvent::hasUnknownTime).toList();
        assertTrue(unknown.size() > events.size() / 50);
        unknown.forEach(e -> assertTrue(EventTime.parse(e.eventDate()).isTimeUnknown(), e.eventDate()));
        assertTrue(events.stream().filter(e -> !e.hasUnknownTime())
                .noneMatch(e -> EventTime.parse(e.eventDate()).isTimeUnknown()));
    }

    @Test
    void timesArePublishedInEasternTimeMostlyWithOffsetSometimesWithoutOrWithFractions() {
        List<EventTime> stamps = year.stream().flatMap(e -> java.util.stream.Stream.of(e.eventDate(), e.created(),
                e.modified())).toList();
        long withOffset = stamps.stream().filter(EventTime::offsetGiven).count();
        long fractional = stamps.stream().filter(t -> t.raw().contains(".")).count();
        assertTrue(withOffset > stamps.size() * 0.9 && withOffset < stamps.size());
        assertTrue(fractional > 0);
        assertTrue(stamps.stream().filter(EventTime::offsetGiven)
                .allMatch(t -> t.raw().endsWith("-05:00") || t.raw().endsWith("-04:00")));
        assertTrue(year.stream().anyMatch(e -> e.eventDate().raw().endsWith("T16:30:00-04:00")));
    }

    @Test
    void coversAnyRangeAndYieldsNothingOutsideItsYears() {
        assertFalse(dataset.events(DateRange.of(LocalDate.of(1998, 2, 2), LocalDate.of(1998, 2, 6))).isEmpty());
        assertFalse(dataset.events(DateRange.of(LocalDate.of(2061, 5, 2), LocalDate.of(2061, 5, 6))).isEmpty());
        assertTrue(dataset.events(DateRange.of(LocalDate.of(1200, 1, 1), LocalDate.of(1200, 12, 31))).isEmpty());
        assertTrue(dataset.events(DateRange.of(LocalDate.of(2026, 3, 7), LocalDate.of(2026, 3, 8))).isEmpty());
    }

    @Test
    void benchmarkScaleGivesAboutOneHundredThousandEventsAYear() {
        DemoDataset large = DemoDataset.withEventsPerYear(100_000);
        int count = large.events(YEAR_2026).size();
        assertTrue(count > 85_000 && count < 115_000, "events: " + count);
        assertTrue(large.companyCount() > 10 * DemoDataset.STANDARD_COMPANIES / 2);
    }

    private static double perDay(List<LocalDate> dates, LocalDate from, LocalDate to) {
        DateRange range = DateRange.of(from, to);
        return (double) dates.stream().filter(range::contains).count() / range.days();
    }

    private static Map<String, Long> count(List<MarketEvent> events, Function<MarketEvent, String> key) {
        return events.stream().collect(Collectors.groupingBy(key, Collectors.counting()));
    }

    @Test
    void eachCompanyHasOneResultsEventPerQuarter() {
        Set<String> seen = new HashSet<>();
        for (MarketEvent event : year) {
            if (event.eventType().equals("earnings") && !event.isDeleted()) {
                assertTrue(seen.add(event.equityId() + " " + event.title()), "twice: " + event.title());
            }
        }
    }
}
