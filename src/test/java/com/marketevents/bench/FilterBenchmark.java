package com.marketevents.bench;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.Cancellation;
import com.marketevents.api.HttpMarketEventsApi;
import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import com.marketevents.events.EventsProgress;
import com.marketevents.events.EventsService;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import com.marketevents.search.EventRow;
import com.marketevents.search.QuickQuery;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import okhttp3.OkHttpClient;

/**
 * Issue 7, quick filter. Prints figures only; never asserts. Not a test.
 * Loads a year (100k events) through the real path, wraps each in EventRow (the UI row with its precomputed
 * search keys), then simulates typing: per keystroke, the query is normalised as EventsViewModel.refilter does
 * (strip, lower-case) and EventRow.matches is run over every row, as the view-model's background filter
 * does. The window's own cost per keystroke is FxThreadBenchmark's.
 */
public final class FilterBenchmark {
    private static final int WARMUP = 10;
    private static final int ROUNDS = 40;

    private static long sink;

    public static void main(String[] args) throws Exception {
        List<MarketEvent> events;
        try (DemoServer server = DemoServer.start(DemoDataset.withEventsPerYear(100_000))) {
            EventsService service = new EventsService(
                    new HttpMarketEventsApi(ApiConfig.of(server.baseUrl(), server.apiKey()), new OkHttpClient()), 31, 4);
            events = service.fetch(DateRange.of(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 12, 31)),
                    EventsProgress.NONE, Cancellation.none()).events();
        }
        long t0 = System.nanoTime();
        List<EventRow> rows = EventRow.of(events);
        long t1 = System.nanoTime();
        System.out.printf("rows: %,d (EventRow construction %.1f ms, once, cold)%n", rows.size(), (t1 - t0) / 1e6);

        String ticker = events.get(events.size() / 2).ticker();
        String title = events.get(events.size() / 3).title();
        String word = title == null ? "earnings" : title.split("\\s+")[0];
        List<String> typed = new ArrayList<>();
        typed.addAll(typing("acme"));
        typed.addAll(typing(ticker == null ? "msft" : ticker));
        typed.addAll(typing(word.length() > 8 ? word.substring(0, 8) : word));
        typed.addAll(typing("q3 2026"));
        System.out.println("keystrokes per pass (" + typed.size() + "): " + typed);

        long[] plain = run(typed, query -> rows.stream().filter(row -> row.matches(query)).count());
        report("stream filter count (EventRow.matches)", plain);

        // A watchlist in the quick filter: each ticker searched for in turn (as lists of up to seven are),
        // against one set lookup per identifier of a row (as longer lists are, see QuickQuery).
        List<String> tickers = events.stream().map(MarketEvent::ticker).filter(t -> t != null).distinct()
                .map(t -> t.toLowerCase(Locale.ROOT)).toList();
        for (int size : new int[] {10, 50, 200, 1000}) {
            List<String> watchlist = tickers.subList(0, Math.min(size, tickers.size()));
            java.util.Set<String> set = java.util.Set.copyOf(watchlist);
            long[] searched = timeWatchlist(() -> rows.stream()
                    .filter(row -> watchlist.stream().anyMatch(row::matchesIdentifier)).count());
            long[] lookedUp = timeWatchlist(() -> rows.stream().filter(row -> row.matchesAnIdentifierIn(set)).count());
            System.out.printf("watchlist of %,d tickers over %,d rows: each searched median %.1f ms,"
                    + " set lookup median %.1f ms%n", watchlist.size(), rows.size(), median(searched), median(lookedUp));
        }

        if (sink == 42) {
            System.out.println();
        }
    }

    interface Pass {
        long count(String query);
    }

    private static long[] run(List<String> typed, Pass pass) {
        long[] times = new long[ROUNDS * typed.size()];
        int i = 0;
        for (int round = -WARMUP; round < ROUNDS; round++) {
            for (String text : typed) {
                long s = System.nanoTime();
                String query = text.strip().toLowerCase(Locale.ROOT);
                sink += pass.count(query);
                long e = System.nanoTime();
                if (round >= 0) {
                    times[i++] = e - s;
                }
            }
        }
        return times;
    }

    /** Five timed passes after two warm-up passes. */
    private static long[] timeWatchlist(java.util.function.LongSupplier pass) {
        long[] times = new long[5];
        for (int round = -2; round < times.length; round++) {
            long s = System.nanoTime();
            sink += pass.getAsLong();
            if (round >= 0) {
                times[round] = System.nanoTime() - s;
            }
        }
        return times;
    }

    private static double median(long[] times) {
        long[] sorted = times.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }

    private static List<String> typing(String text) {
        List<String> prefixes = new ArrayList<>();
        for (int i = 1; i <= text.length(); i++) {
            prefixes.add(text.substring(0, i));
        }
        return prefixes;
    }

    private static void report(String what, long[] times) {
        long[] s = times.clone();
        Arrays.sort(s);
        double median = s[s.length / 2] / 1e6;
        double p95 = s[(int) Math.ceil(0.95 * s.length) - 1] / 1e6;
        System.out.printf("%s: %d keystrokes measured, median %.2f ms, p95 %.2f ms, max %.2f ms (goal p95 < 16 ms)%n",
                what, s.length, median, p95, s[s.length - 1] / 1e6);
    }

    private FilterBenchmark() {
    }
}
