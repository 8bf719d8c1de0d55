package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.io.IOException;
import java.time.LocalDate;
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

        HttpMarketEventsApi api = TestApis.api(TestApis.config(service));
        assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(TestApis.KEY.value(), service.takeRequest(1, TimeUnit.SECONDS).getHeader("X-API-Key"));
        RecordedRequest redirected = elsewhere.takeRequest(1, TimeUnit.SECONDS);
        assertNull(redirected.getHeader("X-API-Key"), "the key leaked to another host");
        assertFalse(redirected.getHeaders().toString().contains(TestApis.KEY.value()));
    }

    @Test
    void aHealthyReportOrEventsFromAnotherHostAreNotTakenForTheServicesAnswer() throws Exception {
        String other = elsewhereUnderAnotherHostName("/api/status");
        service.enqueue(new MockResponse().setResponseCode(302).setHeader("Location", other));
        elsewhere.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));
        service.enqueue(new MockResponse().setResponseCode(302).setHeader("Location",
                elsewhereUnderAnotherHostName("/api/events")));
        elsewhere.enqueue(new MockResponse().setBody("[]"));
        HttpMarketEventsApi api = TestApis.api(TestApis.config(service));

        ApiException status = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));
        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, status.kind());
        assertEquals("The service redirected the request to another address (" + otherHostName() + ":"
                + elsewhere.getPort() + "); its answer"
                + " was not used, since answers are taken only from the configured address, the one the key belongs"
                + " to. Check the base URL in Settings.", UserMessages.describe(status));
        DateRange day = DateRange.of(LocalDate.of(2026, 11, 2), LocalDate.of(2026, 11, 2));
        ApiException events = assertThrows(ApiException.class, () -> api.events(day, Cancellation.none()));
        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, events.kind());
    }

    @Test
    void aStatusReportThatEchoesTheKeyIsShownWithTheKeyHidden() throws Exception {
        String key = TestApis.KEY.value();
        service.enqueue(new MockResponse().setBody("{\"status\":\"success\",\"hostname\":\"host-" + key
                + "\",\"timestamp\":1675707470.07,\"results\":[{\"checker\":\"redis_available\",\"output\":"
                + "\"auth with " + key.toUpperCase(java.util.Locale.ROOT) + " failed\",\"passed\":true,"
                + "\"timestamp\":1675707449.8,\"expires\":1675707476.8}]}"));

        var report = TestApis.api(TestApis.config(service)).status(Cancellation.none());

        assertEquals("host-[hidden]", report.hostname());
        assertEquals("auth with [hidden] failed", report.results().get(0).output());
    }

    @Test
    void aRedirectWithinTheServiceKeepsTheKey() throws Exception {
        service.enqueue(new MockResponse().setResponseCode(301).setHeader("Location", "/api/v1/status"));
        service.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json")));

        assertTrue(TestApis.api(TestApis.config(service)).status(Cancellation.none()).isHealthy());

        service.takeRequest(1, TimeUnit.SECONDS);
        assertEquals(TestApis.KEY.value(), service.takeRequest(1, TimeUnit.SECONDS).getHeader("X-API-Key"));
    }

    private ApiException statusFailsAfterRedirectTo(String location) throws ApiException {
        service.enqueue(new MockResponse().setResponseCode(302).setHeader("Location", location));
        elsewhere.enqueue(new MockResponse().setResponseCode(403).setBody("{\"message\":\"Forbidden\"}"));
        HttpMarketEventsApi api = TestApis.api(TestApis.config(service));
        return assertThrows(ApiException.class, () -> api.status(Cancellation.none()));
    }

    /** Another name for this computer than the service's, so that the host differs. */
    private String otherHostName() {
        return service.getHostName().equals("127.0.0.1") ? "localhost" : "127.0.0.1";
    }

    private String elsewhereUnderAnotherHostName(String pathAndQuery) {
        return "http://" + otherHostName() + ":" + elsewhere.getPort() + pathAndQuery;
    }

    @Test
    void aRefusalFromAnotherHostAfterARedirectBlamesTheRedirectNotTheKey() throws Exception {
        ApiException e = statusFailsAfterRedirectTo(elsewhereUnderAnotherHostName("/api/status"));

        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind());
        assertEquals(403, e.httpStatus());
        assertEquals("The service redirected the request to another address (" + otherHostName() + ":"
                + elsewhere.getPort() + "), which refused it without the API key (HTTP 403: \"Forbidden\"); the key is"
                + " sent only to the configured address."
                + " Check the base URL in Settings.", UserMessages.describe(e));
        assertEquals(1, elsewhere.getRequestCount(), "a refusal is never retried");
    }

    @Test
    void theOtherAddressIsNamedByItsHostAndPortWithoutItsUserOrQuery() throws Exception {
        ApiException e = statusFailsAfterRedirectTo(
                elsewhereUnderAnotherHostName("/api/status?api_key=leaked-9876").replace("http://", "http://ann:pw1@"));

        String sentence = UserMessages.describe(e);
        assertFalse(sentence.contains("ann") || sentence.contains("pw1"), sentence);
        assertFalse(sentence.contains("api_key") || sentence.contains("leaked-9876"), sentence);
        assertFalse(sentence.contains(TestApis.KEY.value()), sentence);
        assertTrue(sentence.contains("another address (" + otherHostName() + ":" + elsewhere.getPort() + ")"),
                "its port tells which service on that host: " + sentence);
    }

    @Test
    void anotherPortOnTheSameHostIsNamedWithItsPort() throws Exception {
        ApiException e = statusFailsAfterRedirectTo(elsewhere.url("/api/status").toString());

        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind());
        assertTrue(UserMessages.describe(e).contains("to another address (http://" + service.getHostName() + ":"
                + elsewhere.getPort() + ")"), UserMessages.describe(e));
    }

    @Test
    void aRedirectToHttpsFromAPlainHttpBaseUrlNamesTheBaseUrlToUseWithItsPathButNoUserOrQuery() throws Exception {
        String https = "https://ann:pw1@" + service.getHostName() + ":" + elsewhere.getPort()
                + "/api/status?api_key=leaked-9876&k=" + TestApis.KEY.value();
        service.enqueue(new MockResponse().setResponseCode(301).setHeader("Location", https));
        HttpMarketEventsApi api = TestApis.api(TestApis.config(service));

        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind());
        assertEquals("The service redirected the request to https://" + service.getHostName() + ":"
                + elsewhere.getPort() + "/api (HTTP 301): use that address in the base URL in Settings.",
                UserMessages.describe(e));
        assertFalse(e.getMessage().contains("leaked") || e.getMessage().contains(TestApis.KEY.value()),
                e.getMessage());
        assertEquals(1, service.getRequestCount(), "a redirect is never retried");
    }

    @Test
    void aRefusalAfterARedirectWithinTheServiceStillRejectsTheKey() throws Exception {
        service.enqueue(new MockResponse().setResponseCode(301).setHeader("Location", "/api/v1/status"));
        service.enqueue(new MockResponse().setResponseCode(403).setBody("{\"message\":\"Forbidden\"}"));
        HttpMarketEventsApi api = TestApis.api(TestApis.config(service));

        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.KEY_REJECTED, e.kind());
    }

    @Test
    void aKeyHeaderSetByTheCallerIsRemovedForOtherHosts() throws Exception {
        ServiceUrl configured = ServiceUrl.parse(service.url("/api").toString());
        okhttp3.OkHttpClient client = new okhttp3.OkHttpClient.Builder()
                .addNetworkInterceptor(new ApiKeyInterceptor(configured, TestApis.KEY)).build();
        elsewhere.enqueue(new MockResponse());

        try (okhttp3.Response ignored = client.newCall(new okhttp3.Request.Builder().url(elsewhere.url("/x"))
                .header("X-API-KEY", "stray").build()).execute()) {
            assertNull(elsewhere.takeRequest(1, TimeUnit.SECONDS).getHeader("X-API-Key"));
        }
    }
}
