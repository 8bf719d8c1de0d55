package com.marketevents.ui;

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
import java.time.LocalDate;
import java.util.List;
import okhttp3.OkHttpClient;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
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
}
