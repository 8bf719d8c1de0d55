package com.marketevents.model;

import java.util.List;
import java.util.Locale;

/** Counts written for people, the noun agreeing with the number: "1 event", "1,204 events". */
public final class Counts {

    public static String events(long n) {
        return of(n, "event", "events");
    }

    public static String of(long n, String one, String several) {
        return String.format(Locale.ROOT, "%,d %s", n, n == 1 ? one : several);
    }

    /**
     * The first {@code named} of {@code items} joined as a sentence lists them, the rest counted: "A", "A and B",
     * "A, B and C", "A, B, C and 2 more ranges of dates" (with {@code more} "more range of dates", "more ranges of
     * dates"). Empty for none.
     */
    public static String listed(List<String> items, int named, String oneMore, String severalMore) {
        if (items.isEmpty()) {
            return "";
        }
        if (items.size() > named) {
            return String.join(", ", items.subList(0, named)) + " and "
                    + of(items.size() - named, oneMore, severalMore);
        }
        int last = items.size() - 1;
        return last == 0 ? items.get(0) : String.join(", ", items.subList(0, last)) + " and " + items.get(last);
    }

    private Counts() {
    }
}
