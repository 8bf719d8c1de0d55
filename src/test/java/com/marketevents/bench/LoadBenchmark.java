package com.marketevents.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.marketevents.api.ApiConfig;
import com.marketevents.api.Cancellation;
import com.marketevents.api.HttpMarketEventsApi;
import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import com.marketevents.events.EventsProgress;
import com.marketevents.events.EventsService;
import com.marketevents.model.DateRange;
import com.marketevents.model.MarketEvent;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Issue 7, load and memory. Prints figures only; never asserts. Not a test (no @Test, name does not end in Test).
 * Floor = bare OkHttp download of one whole-year GET /events + one plain Jackson token pass over the bytes.
 * Real = EventsService (31-day chunks, 4 concurrent) over HttpMarketEventsApi, to a List of MarketEvent.
 */
public final class LoadBenchmark {
    private static final int WARMUP = 2;
    private static final int ROUNDS = 5;
    private static final LocalDate FROM = LocalDate.of(2026, 1, 1);
    private static final LocalDate TO = LocalDate.of(2026, 12, 31);

    private static long sink;

    public static void main(String[] args) throws Exception {
        try (DemoServer server = DemoServer.start(DemoDataset.withEventsPerYear(100_000))) {
            OkHttpClient floorClient = new OkHttpClient();
            JsonFactory jsonFactory = new JsonFactory();
            String url = server.baseUrl() + "/events?start_date=" + FROM + "&end_date=" + TO;
            Request request = new Request.Builder().url(url).header("X-API-Key", server.apiKey().value()).build();
            DateRange range = DateRange.of(FROM, TO);

            long[] floor = new long[ROUNDS];
            long[] real = new long[ROUNDS];
            long bytes = 0;
            long tokens = 0;
            int events = 0;
            for (int round = -WARMUP; round < ROUNDS; round++) {
                long t0 = System.nanoTime();
                byte[] body;
                try (Response response = floorClient.newCall(request).execute()) {
                    if (!response.isSuccessful()) {
                        throw new IllegalStateException("HTTP " + response.code());
                    }
                    body = response.body().bytes();
                }
                long n = 0;
                try (JsonParser parser = jsonFactory.createParser(body)) {
                    while (parser.nextToken() != null) {
                        n++;
                    }
                }
                long t1 = System.nanoTime();

                EventsService service = new EventsService(
                        new HttpMarketEventsApi(ApiConfig.of(server.baseUrl(), server.apiKey()), new OkHttpClient()),
                        31, 4);
                List<MarketEvent> list = service.fetch(range, EventsProgress.NONE, Cancellation.none()).events();
                long t2 = System.nanoTime();

                bytes = body.length;
                tokens = n;
                events = list.size();
                sink += n + list.size();
                String label = round < 0 ? "warm-up " + (round + WARMUP + 1) : "round " + (round + 1);
                System.out.printf("%-10s floor %8.1f ms   real %8.1f ms%n", label, (t1 - t0) / 1e6, (t2 - t1) / 1e6);
                if (round >= 0) {
                    floor[round] = t1 - t0;
                    real[round] = t2 - t1;
                }
            }
            double floorMed = Measures.median(floor);
            double realMed = Measures.median(real);
            System.out.println();
            System.out.printf("range %s..%s, events (real path) %,d, floor bytes %,d, floor JSON tokens %,d%n",
                    FROM, TO, events, bytes, tokens);
            System.out.printf("floor: median %.1f ms, min %.1f ms%n", floorMed / 1e6, min(floor) / 1e6);
            System.out.printf("real : median %.1f ms, min %.1f ms%n", realMed / 1e6, min(real) / 1e6);
            System.out.printf("ratio real/floor: median %.2f, min %.2f  (goal <= 1.3)%n",
                    realMed / floorMed, (double) min(real) / min(floor));

            memory(server, range);
        }
        if (sink == 42) {
            System.out.println();
        }
    }

    private static void memory(DemoServer server, DateRange range) throws Exception {
        EventsService service = new EventsService(
                new HttpMarketEventsApi(ApiConfig.of(server.baseUrl(), server.apiKey()), new OkHttpClient()), 31, 4);
        List<MarketEvent> held = service.fetch(range, EventsProgress.NONE, Cancellation.none()).events();
        int count = held.size();
        long withList = Measures.usedAfterGc();
        held = null;
        long without = Measures.usedAfterGc();
        long retained = withList - without;
        System.out.println();
        System.out.printf("memory: used heap with list %,d B, after dropping it %,d B, retained %,d B%n",
                withList, without, retained);
        System.out.printf("retained bytes per event: %.0f over %,d events (goal <= 400)%n",
                (double) retained / count, count);
    }

    private static long min(long[] values) {
        return Arrays.stream(values).min().orElse(0);
    }

    private LoadBenchmark() {
    }
}
