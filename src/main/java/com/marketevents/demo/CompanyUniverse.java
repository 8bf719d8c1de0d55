package com.marketevents.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;

/** The listed companies of the demo, generated once from a seed: same seed and size, same companies. */
final class CompanyUniverse {
    private static final long FIRST_EQUITY_ID = 100_001;

    private final List<Company> companies;

    private CompanyUniverse(List<Company> companies) {
        this.companies = List.copyOf(companies);
    }

    static CompanyUniverse generate(long seed, int size) {
        if (size < 1) {
            throw new IllegalArgumentException("The demo universe needs at least one company.");
        }
        SplittableRandom random = new SplittableRandom(seed);
        CompanyNames names = new CompanyNames();
        TickerSymbols symbols = new TickerSymbols();
        IsinGenerator isins = new IsinGenerator();
        List<Company> companies = new ArrayList<>(size);
        for (int index = 0; index < size; index++) {
            Exchange exchange = weighted(Exchange.values(), Exchange::weight, random);
            Sector sector = weighted(Sector.values(), Sector::weight, random);
            String name = names.next(exchange, sector, random);
            String local = symbols.next(exchange, name, random);
            String ric = random.nextInt(100) == 0 ? null : exchange.ric(local);
            String isin = random.nextInt(200) == 0 ? null : isins.next(exchange, local, random);
            companies.add(new Company(index, FIRST_EQUITY_ID + index, name, sector, exchange,
                    exchange.marketTicker(local), local, ric, isin, ReportingHabits.draw(exchange, random)));
        }
        return new CompanyUniverse(companies);
    }

    List<Company> companies() {
        return companies;
    }

    int size() {
        return companies.size();
    }

    Company get(int index) {
        return companies.get(index);
    }

    /** Expected events a year per company, from the shares the habits are drawn with. */
    static double expectedEventsPerCompanyYear() {
        double hostsCalls = 0;
        double totalWeight = 0;
        for (Exchange exchange : Exchange.values()) {
            hostsCalls += exchange.weight() * ReportingHabits.hostsCallsShare(exchange);
            totalWeight += exchange.weight();
        }
        hostsCalls /= totalWeight;
        return EarningsCalendar.expectedPerCompanyYear(hostsCalls) + CorporateCalendar.expectedPerCompanyYear();
    }

    private static <T> T weighted(T[] values, ToIntFunction<T> weight, SplittableRandom random) {
        int total = 0;
        for (T value : values) {
            total += weight.applyAsInt(value);
        }
        int draw = random.nextInt(total);
        for (T value : values) {
            draw -= weight.applyAsInt(value);
            if (draw < 0) {
                return value;
            }
        }
        throw new IllegalStateException("weights must be positive");
    }
}
