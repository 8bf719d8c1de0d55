package com.marketevents.model;

import java.util.Locale;

/** Counts written for people, the noun agreeing with the number: "1 event", "1,204 events". */
public final class Counts {

    public static String events(long n) {
        return of(n, "event", "events");
    }

    public static String of(long n, String one, String several) {
        return String.format(Locale.ROOT, "%,d %s", n, n == 1 ? one : several);
    }

    private Counts() {
    }
}
