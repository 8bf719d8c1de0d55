package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.api.Cancellation;
import com.marketevents.api.HttpMarketEventsApi;
import com.marketevents.model.DateRange;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import okhttp3.OkHttpClient;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.SocketPolicy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ErrorTextTest {
    private final MockWebServer server = new MockWebServer();
    private HttpMarketEventsApi api;

    @BeforeEach
    void start() throws IOException, ApiException {
        server.start();
        api = new HttpMarketEventsApi(ApiConfig.of(server.url("/api").toString(), new ApiKey("k3y-for-error-texts")),
                new OkHttpClient());
    }

    @AfterEach
    void stop() throws IOException {
        server.shutdown();
    }

    private static Notice noticeFor(Executable call) {
        ApiException failure = assertThrows(ApiException.class, call::run);
        return ErrorText.noticeFor(failure, "testing");
    }

    @FunctionalInterface
    private interface Executable {
        void run() throws ApiException;
    }

    @Test
    void aRefusedStatusRequestOffersSettingsWhereItsSentenceAsksToCheckTheBaseUrl() {
        server.enqueue(new MockResponse().setResponseCode(405));

        Notice notice = noticeFor(() -> api.status(Cancellation.none()));

        assertTrue(notice.text().contains("Check the base URL in Settings"), notice.text());
        assertEquals(List.of(Notice.Action.OPEN_SETTINGS), notice.actions());
    }

    @Test
    void aRefusedEventsRequestOffersToTryAgain() {
        server.enqueue(new MockResponse().setResponseCode(400));
        DateRange week = DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8));

        Notice notice = noticeFor(() -> api.events(week, Cancellation.none()));

        assertTrue(notice.text().contains("Check the dates"), notice.text());
        assertEquals(List.of(Notice.Action.RETRY), notice.actions());
    }

    @Test
    void aConnectionCutInTheMiddleOfTheAnswerOffersOnlyToTryAgain() throws ApiException {
        String events = "[" + "{\"event_id\": 1, \"title\": \"Quarterly results call\"},".repeat(200) + "{}]";
        server.enqueue(new MockResponse().setBody(events)
                .setSocketPolicy(SocketPolicy.DISCONNECT_DURING_RESPONSE_BODY));
        HttpMarketEventsApi once = new HttpMarketEventsApi(ApiConfig.of(server.url("/api").toString(),
                new ApiKey("k3y-for-error-texts")).withRetries(0, Duration.ZERO), new OkHttpClient());
        DateRange week = DateRange.of(LocalDate.of(2024, 11, 4), LocalDate.of(2024, 11, 8));

        Notice notice = noticeFor(() -> once.events(week, Cancellation.none()));

        assertTrue(notice.text().contains("closed before the whole answer arrived"), notice.text());
        assertEquals(List.of(Notice.Action.RETRY), notice.actions(), "the address and the key worked");
    }

    @Test
    void aConnectionRefusedStillOffersSettingsWhereTheBaseUrlIs() throws IOException, ApiException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        HttpMarketEventsApi refused = new HttpMarketEventsApi(ApiConfig.of("http://127.0.0.1:" + closedPort + "/api",
                new ApiKey("k3y-for-error-texts")), new OkHttpClient());

        Notice notice = noticeFor(() -> refused.status(Cancellation.none()));

        assertTrue(notice.text().contains("refused the connection"), notice.text());
        assertEquals(List.of(Notice.Action.RETRY, Notice.Action.OPEN_SETTINGS), notice.actions());
    }
}
