package com.marketevents.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.api.Cancellation;
import com.marketevents.api.HttpMarketEventsApi;
import java.io.IOException;
import okhttp3.OkHttpClient;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ServiceFailureTest {
    private final MockWebServer service = new MockWebServer();
    private final MockWebServer elsewhere = new MockWebServer();
    private HttpMarketEventsApi api;

    @BeforeEach
    void start() throws IOException, ApiException {
        service.start();
        elsewhere.start();
        api = new HttpMarketEventsApi(ApiConfig.of(service.url("/api").toString(), new ApiKey("k3y-for-headlines")),
                new OkHttpClient());
    }

    @AfterEach
    void stop() throws IOException {
        service.shutdown();
        elsewhere.shutdown();
    }

    private String headlineOfTheStatus() {
        return ServiceFailure.of(assertThrows(ApiException.class, () -> api.status(Cancellation.none()))).headline();
    }

    @Test
    void everyRedirectThatCannotBeTakenIsHeadedAsAWrongAddress() {
        service.enqueue(new MockResponse().setResponseCode(302)
                .setHeader("Location", elsewhere.url("/api/status").toString()));
        elsewhere.enqueue(new MockResponse().setResponseCode(403));
        assertEquals("Wrong address", headlineOfTheStatus(), "a redirect to another address");

        service.enqueue(new MockResponse().setResponseCode(301)
                .setHeader("Location", "https://" + service.getHostName() + ":18600/api/status"));
        assertEquals("Wrong address", headlineOfTheStatus(), "a redirect to https, not followed");

        for (int i = 0; i < 21; i++) {
            service.enqueue(new MockResponse().setResponseCode(302).setHeader("Location", "/api/status"));
        }
        assertEquals("Wrong address", headlineOfTheStatus(), "a redirect loop");
    }

    @Test
    void aLoadThatRanOutOfMemoryOrFailedInTheApplicationIsNotBlamedOnTheService() {
        assertEquals("memory ran out on this computer",
                ServiceFailure.of(new OutOfMemoryError("Java heap space")).inASentence());
        assertEquals("something unexpected went wrong",
                ServiceFailure.of(new IllegalStateException("a bug of ours")).inASentence());
    }
}
