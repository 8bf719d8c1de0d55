package com.marketevents.api;

import java.time.Duration;
import okhttp3.OkHttpClient;
import okhttp3.mockwebserver.MockWebServer;

/** Clients pointed at a MockWebServer, with short time-outs and tiny back-off so tests stay fast. */
final class TestApis {
    static final ApiKey KEY = new ApiKey("s3cr3t-test-key-1234");
    static final OkHttpClient SHARED = new OkHttpClient();

    private TestApis() {
    }

    static ApiConfig config(MockWebServer server) {
        return ApiConfig.of(server.url("/api").toString(), KEY)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofSeconds(5))
                .withRetries(3, Duration.ofMillis(320));
    }

    static HttpMarketEventsApi api(ApiConfig config) throws ApiException {
        return new HttpMarketEventsApi(config, SHARED);
    }

    /** A client whose waits are recorded, not slept; jitter fixed at its maximum. */
    static HttpMarketEventsApi api(ApiConfig config, FakeRetryClock clock) throws ApiException {
        RetryPolicy policy = new RetryPolicy(config.maxRetries(), config.maxRetryTime(), Duration.ofMillis(100),
                () -> 1.0);
        return new HttpMarketEventsApi(config, SHARED, policy, clock);
    }
}
