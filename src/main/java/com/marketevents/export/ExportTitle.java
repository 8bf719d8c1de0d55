package com.marketevents.export;

import com.marketevents.model.DateRange;
import java.util.List;
import java.util.Optional;

/**
 * What an export holds, in words, as a calendar program names the calendar imported from it: the watchlist in use,
 * if any, else "Market events", then the dates loaded, if known ("Banks 2026-11-23 to 2026-11-27", "Market events
 * 2026-11-23"). The file name offered for the export is made of the same parts; the window adds to both how many
 * selected, whether a filter other than the watchlist left rows out and whether dates could not be loaded ("Banks
 * 2026-11-23 to 2026-11-27 (2 selected, incomplete)", "Market events 2026-11-23 to 2026-11-27 (filtered)").
 */
public final class ExportTitle {
    /** The title when neither a watchlist nor the dates are known. */
    public static final String PLAIN = "Market events";
    /**
     * The remark for rows a filter narrowed beyond the watchlist named (a quick filter's text, a value filter): a
     * filter's own text may be long, or hold characters a file name may not, and a value filter has none.
     */
    public static final String FILTERED = "filtered";

    private ExportTitle() {
    }

    public static String of(Optional<String> watchlist, Optional<DateRange> dates) {
        return of(watchlist, dates, false);
    }

    /** As {@link #of(Optional, Optional)}, with "demo" after the watchlist for the demo service's made-up events. */
    public static String of(Optional<String> watchlist, Optional<DateRange> dates, boolean demo) {
        String what = watchlist.map(String::strip).filter(name -> !name.isEmpty()).orElse(PLAIN);
        return what + (demo ? " demo" : "") + dates.map(range -> " " + range.label()).orElse("");
    }

    /** {@code title} with {@code remarks} in brackets after it ("… (2 selected, incomplete)"); as is without any. */
    public static String remarked(String title, List<String> remarks) {
        return remarks.isEmpty() ? title : title + " (" + String.join(", ", remarks) + ")";
    }
}
