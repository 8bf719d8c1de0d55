package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class KeyGoesOnlyToTheServiceTest {
    private final MockWebServer service = new MockWebServer();
    private final MockWebServer elsewhere = new MockWebServer();

    @BeforeEach
    void start() throws IOException {
        service.start();
        elsewhere.start();
    }

    @AfterEach
    void stop() throws IOException {
        service.shutdown();
        elsewhere.shutdown();
    }

    @Test
    void everyRequestToTheServiceCarriesTheKeyInTheHeaderAndNeverInTheUrl() throws Exception {
        service.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));

        TestApis.api(TestApis.config(service)).status(Cancellation.none());

        RecordedRequest request = service.takeRequest(1, TimeUnit.SECONDS);
        assertEquals(TestApis.KEY.value(), request.getHeader("x-api-key"));
        assertEquals("/api/status", request.getPath());
        assertFalse(request.getRequestUrl().toString().contains(TestApis.KEY.value()));
    }

    @Test
    void aRedirectToAnotherHostArrivesWithoutTheKey() throws Exception {
        service.enqueue(new MockResponse().setResponseCode(302)
                .setHeader("Location", elsewhere.url("/api/status").toString()));
        elsewhere.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));

        TestApis.api(TestApis.config(service)).status(Cancellation.none());

        assertEquals(TestApis.KEY.value(), service.takeRequest(1, TimeUnit.SECONDS).getHeader("X-API-Key"));
        RecordedRequest redirected = elsewhere.takeRequest(1, TimeUnit.SECONDS);
        assertNull(redirected.getHeader("X-API-Key"), "the key leaked to another host");
        assertFalse(redirected.getHeaders().toString().contains(TestApis.KEY.value()));
    }

    @Test
    void aRedirectWithinTheServiceKeepsTheKey() throws Exception {
        service.enqueue(new MockResponse().setResponseCode(301).setHeader("Location", "/api/v1/status"));
        service.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));

        assertTrue(TestApis.api(TestApis.config(service)).status(Cancellation.none()).isHealthy());

        service.takeRequest(1, TimeUnit.SECONDS);
        assertEquals(TestApis.KEY.value(), service.takeRequest(1, TimeUnit.SECONDS).getHeader("X-API-Key"));
    }

    @Test
    void aKeyHeaderSetByTheCallerIsRemovedForOtherHosts() throws Exception {
        ServiceUrl configured = ServiceUrl.parse(service.url("/api").toString(), false);
        okhttp3.OkHttpClient client = new okhttp3.OkHttpClient.Builder()
                .addNetworkInterceptor(new ApiKeyInterceptor(configured, TestApis.KEY)).build();
        elsewhere.enqueue(new MockResponse());

        try (okhttp3.Response ignored = client.newCall(new okhttp3.Request.Builder().url(elsewhere.url("/x"))
                .header("X-API-KEY", "stray").build()).execute()) {
            assertNull(elsewhere.takeRequest(1, TimeUnit.SECONDS).getHeader("X-API-Key"));
        }
    }
}
