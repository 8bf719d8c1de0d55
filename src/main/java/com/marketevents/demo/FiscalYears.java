package com.marketevents.demo;

import java.time.LocalDate;

/** Fiscal years are named after the calendar year in which they end. */
final class FiscalYears {
    private FiscalYears() {
    }

    static int of(LocalDate date, int fiscalYearEndMonth) {
        return date.getMonthValue() <= fiscalYearEndMonth ? date.getYear() : date.getYear() + 1;
    }
}
