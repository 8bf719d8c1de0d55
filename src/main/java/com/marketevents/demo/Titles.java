package com.marketevents.demo;

/**
 * Event titles. Recurring ones are interned: thousands of events carry "Q3 2026 Earnings Call", and one
 * string is enough for all of them.
 */
final class Titles {
    private Titles() {
    }

    static String results(int fiscalQuarter, int fiscalYear, String kind) {
        return plain("Q" + fiscalQuarter + " " + fiscalYear + " " + kind);
    }

    static String plain(String recurringTitle) {
        return recurringTitle.intern();
    }
}
