package com.marketevents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.AppServices.ServiceConnection;
import com.marketevents.api.ApiException;
import com.marketevents.api.ApiKey;
import com.marketevents.api.Cancellation;
import com.marketevents.demo.DemoDataset;
import com.marketevents.demo.DemoServer;
import com.marketevents.settings.InMemoryKeyValueStore;
import com.marketevents.settings.Settings;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AppServicesTest {
    private DemoServer otherService;

    @BeforeEach
    void startAnotherService() throws Exception {
        otherService = DemoServer.start(DemoDataset.withEventsPerYear(2_000));
    }

    @AfterEach
    void stopIt() {
        otherService.close();
    }

    private static AppServices services(Map<String, String> environment, AppServices.DemoStarter starter) {
        return new AppServices(new InMemoryKeyValueStore(), new InMemoryKeyValueStore(), environment, starter);
    }

    @Test
    void theDemoServiceStartsOnlyWhenFirstNeededAndOnlyOnce() throws Exception {
        AtomicInteger starts = new AtomicInteger();
        try (AppServices services = services(Map.of(), () -> {
            starts.incrementAndGet();
            return DemoServer.start(DemoDataset.withEventsPerYear(2_000));
        })) {
            assertEquals(0, starts.get());

            ServiceConnection first = services.connect();
            ServiceConnection second = services.connect();

            assertEquals(1, starts.get());
            assertTrue(first.demo());
            assertTrue(first.api().status(Cancellation.none()).isHealthy());
            assertTrue(second.api().status(Cancellation.none()).isHealthy());
        }
    }

    @Test
    void closingStopsTheDemoService() throws Exception {
        ServiceConnection connection;
        try (AppServices services = services(Map.of(), () -> DemoServer.start(DemoDataset.withEventsPerYear(2_000)))) {
            connection = services.connect();
            assertTrue(connection.api().status(Cancellation.none()).isHealthy());
        }

        ApiException e = assertThrows(ApiException.class, () -> connection.api().status(Cancellation.none()));
        assertEquals(ApiException.Kind.NETWORK, e.kind());
    }

    @Test
    void aConfiguredServiceNeverStartsTheDemoService() throws Exception {
        try (AppServices services = services(Map.of("MARKET_EVENTS_BASE_URL", otherService.baseUrl(),
                "MARKET_EVENTS_API_KEY", otherService.apiKey().value()), () -> {
                    throw new AssertionError("the demo service must not start");
                })) {
            ServiceConnection connection = services.connect();

            assertFalse(connection.demo());
            assertTrue(connection.api().status(Cancellation.none()).isHealthy());
        }
    }

    @Test
    void aServiceOnHttpsIsReachedOverTlsThoughPlainHttpServicesSkipItsSetUp() throws Exception {
        // A server that answers anything in plain http: asked over https, the TLS handshake fails at once.
        try (ServerSocket plainHttp = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread answering = new Thread(() -> {
                try (Socket socket = plainHttp.accept()) {
                    socket.getOutputStream().write(
                            "HTTP/1.1 400 Bad Request\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                } catch (IOException closed) {
                    // the test is over
                }
            });
            answering.setDaemon(true);
            answering.start();
            String overHttps = "https://127.0.0.1:" + plainHttp.getLocalPort() + "/api";
            try (AppServices services = services(Map.of("MARKET_EVENTS_BASE_URL", overHttps,
                    "MARKET_EVENTS_API_KEY", "some-key"), () -> {
                        throw new AssertionError("the demo service must not start");
                    })) {
                ServiceConnection connection = services.connect();

                ApiException e = assertThrows(ApiException.class, () -> connection.api().status(Cancellation.none()));
                assertEquals(ApiException.Kind.NETWORK, e.kind());
                assertTrue(e.getMessage().contains("does not answer in HTTPS"), "TLS was tried: " + e.getMessage());
            }
        }
    }

    @Test
    void savedSettingsTakeEffectOnTheNextConnection() throws Exception {
        try (AppServices services = services(Map.of(), () -> DemoServer.start(DemoDataset.withEventsPerYear(2_000)))) {
            assertTrue(services.connect().demo());

            services.settingsStore().save(new Settings(otherService.baseUrl(), otherService.apiKey(), null, null,
                    null));
            ServiceConnection reconfigured = services.connect();

            assertFalse(reconfigured.demo());
            assertEquals(otherService.baseUrl(), reconfigured.config().baseUrl());
            otherService.setHealthy(false);
            assertFalse(reconfigured.api().status(Cancellation.none()).isHealthy());
        }
    }

    @Test
    void settingsBeingEditedAreTriedWithoutBeingSaved() throws Exception {
        try (AppServices services = services(Map.of("MARKET_EVENTS_API_KEY", "environment-key"), () -> {
            throw new AssertionError("the demo service must not start");
        })) {
            ServiceConnection candidate = services.connectUnsaved(new Settings(otherService.baseUrl(),
                    new ApiKey("wrong-key"), null, null, null));

            ApiException e = assertThrows(ApiException.class, () -> candidate.api().status(Cancellation.none()));
            assertEquals(ApiException.Kind.KEY_REJECTED, e.kind());
            assertFalse(services.settingsStore().load().hasService());
        }
    }

    @Test
    void aDemoServiceThatCannotStartIsOneSentence() {
        try (AppServices services = services(Map.of(), () -> {
            throw new IOException("Address already in use");
        })) {
            ApiException e = assertThrows(ApiException.class, services::connect);

            assertEquals(ApiException.Kind.CONFIGURATION, e.kind());
            assertEquals("The built-in demo service could not start on this computer.", e.getMessage());
        }
    }
}
