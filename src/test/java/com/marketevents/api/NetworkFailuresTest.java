package com.marketevents.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.marketevents.model.DateRange;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLHandshakeException;
import okhttp3.Dns;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.mockwebserver.MockResponse;
import okhttp3.mockwebserver.MockWebServer;
import okhttp3.mockwebserver.SocketPolicy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class NetworkFailuresTest {
    private final MockWebServer server = new MockWebServer();
    private final ExecutorService background = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() throws IOException {
        background.shutdownNow();
        server.shutdown();
    }

    private static ApiException statusFails(ApiConfig config, OkHttpClient shared) throws ApiException {
        HttpMarketEventsApi api = new HttpMarketEventsApi(config, shared);
        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));
        assertEquals(ApiException.Kind.NETWORK, e.kind());
        assertFalse(e.getMessage().contains(TestApis.KEY.value()));
        assertEquals(e.getMessage(), UserMessages.describe(e));
        return e;
    }

    private static NetworkFailures failuresFor(ApiConfig config) throws ApiException {
        return new NetworkFailures(ServiceUrl.parse(config.baseUrl()), config);
    }

    @Test
    void aRefusedConnectionSaysSo() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        ApiConfig config = ApiConfig.of("http://127.0.0.1:" + closedPort + "/api", TestApis.KEY);

        ApiException e = statusFails(config, TestApis.SHARED);

        assertTrue(e.getMessage().startsWith("127.0.0.1:" + closedPort + " refused the connection"), e.getMessage());
        assertFalse(e.noAnswerInTime(), "nothing was reached");
    }

    @Test
    void anUnknownHostSaysItCouldNotBeFound() throws Exception {
        OkHttpClient noDns = TestApis.SHARED.newBuilder().dns(host -> {
            throw new UnknownHostException(host);
        }).build();
        ApiConfig config = ApiConfig.of("https://no-such-host.example/api", TestApis.KEY);

        String message = statusFails(config, noDns).getMessage();

        assertTrue(message.contains("no-such-host.example could not be found"), message);
    }

    /** A server that takes the request and never answers, behind a read time-out of 200 ms. */
    private ApiConfig silentServer() throws IOException {
        server.enqueue(new MockResponse().setSocketPolicy(SocketPolicy.NO_RESPONSE));
        server.start();
        return TestApis.config(server).withTimeouts(Duration.ofSeconds(2), Duration.ofMillis(200), Duration.ofSeconds(5));
    }

    @Test
    void aServerThatNeverAnswersDidNotAnswerWithinTheReadTimeOutWhichItSuggestsLengthening() throws Exception {
        ApiException e = statusFails(silentServer(), TestApis.SHARED);
        String message = e.getMessage();

        assertTrue(e.noAnswerInTime(), "the service was reached and did not answer: not unreachable");
        assertTrue(message.endsWith(" did not answer within 200 ms (the read time-out in Settings): set a longer one"
                + " or try again later."), message);
        assertFalse(message.contains("date range"), "the status has no dates to change: " + message);
        assertEquals(1, server.getRequestCount(), "a time-out is not retried");
    }

    @Test
    void withTheDefaultReadTimeOutNoAnswerInTimeSuggestsOnlyTryingAgainLater() throws Exception {
        NetworkFailures failures = failuresFor(ApiConfig.of("https://h:1/api", TestApis.KEY));

        ApiException e = failures.describe(new SocketTimeoutException("timeout"), HttpUrl.get("https://h:1/api/status"),
                false, null);

        assertEquals("h:1 did not answer within 30 seconds (the read time-out in Settings): try again later.",
                e.getMessage());
    }

    @Test
    void anAnswerThatStallsHalfwaySaysTheServiceStoppedAnswering() throws Exception {
        ApiConfig config = ApiConfig.of("https://h:1/api", TestApis.KEY)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(3), Duration.ofSeconds(60));
        NetworkFailures failures = failuresFor(config);

        ApiException e = failures.describe(new SocketTimeoutException("timeout"), HttpUrl.get("https://h:1/api/events"),
                true, null);

        assertEquals("h:1 stopped answering for more than 3 seconds (the read time-out in Settings): set a longer one,"
                + " try again later, or choose a shorter date range.", e.getMessage());
        assertTrue(e.noAnswerInTime());
    }

    @Test
    void aSlowAnswerToARangeOfEventsSuggestsAShorterRange() throws Exception {
        HttpMarketEventsApi api = new HttpMarketEventsApi(silentServer(), TestApis.SHARED);

        ApiException e = assertThrows(ApiException.class, () -> api.events(
                DateRange.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 12, 31)), Cancellation.none()));

        assertTrue(e.getMessage().endsWith("try again later, or choose a shorter date range."), e.getMessage());
    }

    @Test
    void aSlowAnswerForASingleDayDoesNotSuggestAShorterRange() throws Exception {
        HttpMarketEventsApi api = new HttpMarketEventsApi(silentServer(), TestApis.SHARED);

        ApiException e = assertThrows(ApiException.class, () -> api.events(
                DateRange.of(LocalDate.of(2024, 1, 1), LocalDate.of(2024, 1, 1)), Cancellation.none()));

        assertTrue(e.getMessage().endsWith(" (the read time-out in Settings): set a longer one or try again later."),
                e.getMessage());
        assertEquals(e.getMessage(), UserMessages.describe(e), "the window's notice says the same");
    }

    @Test
    void aCallTimeOutForASingleDayDoesNotSuggestAShorterRange() throws Exception {
        NetworkFailures failures = failuresFor(ApiConfig.of("https://h:1/api", TestApis.KEY)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(3), Duration.ofSeconds(60)));

        ApiException oneDay = failures.describe(new InterruptedIOException("timeout"),
                HttpUrl.get("https://h:1/api/events?start_date=2024-01-01&end_date=2024-01-02"), false, null);
        ApiException twoDays = failures.describe(new InterruptedIOException("timeout"),
                HttpUrl.get("https://h:1/api/events?start_date=2024-01-01&end_date=2024-01-03"), false, null);

        assertEquals("The request to h:1 did not finish within 60 seconds and was stopped: try again later.",
                oneDay.getMessage());
        assertTrue(twoDays.getMessage().endsWith("try again later, or choose a shorter date range."),
                twoDays.getMessage());
    }

    @Test
    void aSlowTrickleHitsTheWholeCallTimeOut() throws Exception {
        server.enqueue(new MockResponse().setBody(Fixtures.text("status-healthy.json"))
                .throttleBody(16, 100, TimeUnit.MILLISECONDS));
        server.start();
        ApiConfig config = TestApis.config(server)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofMillis(300));

        ApiException e = statusFails(config, TestApis.SHARED);

        assertTrue(e.getMessage().contains("did not finish within 300 ms"), e.getMessage());
        assertTrue(e.noAnswerInTime());
    }

    @Test
    void anHttpsBaseUrlOnAPlainHttpServerSaysTheServerDoesNotAnswerInHttps() throws Exception {
        try (ServerSocket plain = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            background.submit(() -> {
                // As python3 -m http.server answers a TLS ClientHello.
                try (Socket client = plain.accept(); OutputStream out = client.getOutputStream()) {
                    out.write(("HTTP/1.0 400 Bad request version\r\nContent-Type: text/html\r\n\r\n"
                            + "<html><body>Bad request</body></html>").getBytes(StandardCharsets.US_ASCII));
                    out.flush();
                }
                return null;
            });
            String host = "127.0.0.1:" + plain.getLocalPort();
            ApiConfig config = ApiConfig.of("https://" + host + "/api", TestApis.KEY)
                    .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2), Duration.ofSeconds(5));

            String message = statusFails(config, TestApis.SHARED).getMessage();

            assertEquals(host + " does not answer in HTTPS: if the service is plain HTTP, its base URL starts with"
                    + " http://.", message);
        }
    }

    @Test
    void aCertificateTheComputerDoesNotTrustStillSaysTheSecureConnectionFailed() throws Exception {
        NetworkFailures failures = failuresFor(ApiConfig.of("https://h:1/api", TestApis.KEY));

        ApiException e = failures.describe(new SSLHandshakeException("PKIX path building failed: unable to find valid"
                + " certification path to requested target"), HttpUrl.get("https://h:1/api/status"), false, null);

        assertEquals("The secure connection to h:1 failed (certificate or TLS problem): check that the base URL is"
                + " right and that no proxy is intercepting HTTPS.", e.getMessage());
    }

    @Test
    void aDroppedConnectionSaysSoWhenNoRetryIsLeft() throws Exception {
        server.enqueue(new MockResponse().setSocketPolicy(SocketPolicy.DISCONNECT_AT_START));
        server.start();

        String message = statusFails(TestApis.config(server).withRetries(0, Duration.ZERO), TestApis.SHARED)
                .getMessage();

        assertTrue(message.contains("closed before the whole answer arrived"), message);
    }

    @Test
    void aRedirectLoopIsNotRetriedAndPointsAtTheBaseUrl() throws Exception {
        for (int i = 0; i < 25; i++) {
            server.enqueue(new MockResponse().setResponseCode(302).setHeader("Location", "/api/status"));
        }
        server.start();

        HttpMarketEventsApi api = TestApis.api(TestApis.config(server));
        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));

        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind(), "the base URL's problem, not the network's");
        assertEquals(server.getHostName() + ":" + server.getPort() + " redirected the request round in a loop (more"
                + " than 20 times). Check the base URL in Settings.", UserMessages.describe(e));
        assertEquals(21, server.getRequestCount(), "OkHttp's redirect limit, without retries on top");
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** The status request fails after the (started) service answered it with a redirect to {@code location}. */
    private ApiException statusFailsAfterRedirectTo(String location, OkHttpClient shared) throws Exception {
        server.enqueue(new MockResponse().setResponseCode(302).setHeader("Location", location));
        HttpMarketEventsApi api = new HttpMarketEventsApi(TestApis.config(server), shared);
        ApiException e = assertThrows(ApiException.class, () -> api.status(Cancellation.none()));
        assertFalse(UserMessages.describe(e).contains(TestApis.KEY.value()));
        return e;
    }

    @Test
    void aRedirectToAClosedPortNamesThatAddressNotTheServiceThatAnswered() throws Exception {
        server.start();
        String closed = "http://" + server.getHostName() + ":" + closedPort();

        ApiException e = statusFailsAfterRedirectTo(closed + "/api/status", TestApis.SHARED);

        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind(), "the base URL's problem, not the network's");
        assertEquals("The service redirected the request to another address (" + closed + "), which refused the"
                + " connection. Check the base URL in Settings.", UserMessages.describe(e));
        assertEquals(closed, e.redirectedTo());
        assertEquals(1, server.getRequestCount(), "another address's answer is never used: not asked again");
    }

    /** Another name for this computer than the (started) service's, so that the host differs. */
    private String otherHostName() {
        return server.getHostName().equals("127.0.0.1") ? "localhost" : "127.0.0.1";
    }

    @Test
    void aRedirectToAnotherHostThatRefusesTheConnectionNamesThatHostWithItsPort() throws Exception {
        server.start();
        String closed = otherHostName() + ":" + closedPort();

        ApiException e = statusFailsAfterRedirectTo("http://" + closed + "/api/status", TestApis.SHARED);

        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind());
        assertEquals("The service redirected the request to another address (" + closed + "), which refused the"
                + " connection. Check the base URL in Settings.", UserMessages.describe(e));
    }

    @Test
    void aRedirectToAnotherAddressThatRedirectsRoundInALoopNamesThatAddressNotTheService() throws Exception {
        server.start();
        try (MockWebServer elsewhere = new MockWebServer()) {
            for (int i = 0; i < 25; i++) {
                elsewhere.enqueue(new MockResponse().setResponseCode(302).setHeader("Location", "/api/status"));
            }

            ApiException e = statusFailsAfterRedirectTo(elsewhere.url("/api/status").toString(), TestApis.SHARED);

            String loop = "http://" + elsewhere.getHostName() + ":" + elsewhere.getPort();
            assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind(), "the base URL's problem, not the network's");
            assertEquals("The service redirected the request to another address (" + loop + "), which redirected it"
                    + " round in a loop (more than 20 times). Check the base URL in Settings.",
                    UserMessages.describe(e));
            assertEquals(loop, e.redirectedTo());
            assertEquals(1, server.getRequestCount(), "the service is not asked again for an address it redirects");
        }
    }

    @Test
    void aRedirectToAHostThatCannotBeFoundNamesThatHost() throws Exception {
        OkHttpClient noSuchHost = TestApis.SHARED.newBuilder().dns(host -> {
            if (host.endsWith(".invalid")) {
                throw new UnknownHostException(host);
            }
            return Dns.SYSTEM.lookup(host);
        }).build();
        server.start();

        ApiException e = statusFailsAfterRedirectTo("http://nosuchhost.invalid/api/status", noSuchHost);

        assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind());
        assertEquals("The service redirected the request to another address (nosuchhost.invalid), which could not be"
                + " found. Check the base URL in Settings.", UserMessages.describe(e));
    }

    @Test
    void aConnectionDroppedAtTheAddressRedirectedToIsNotRetried() throws Exception {
        server.start();
        try (MockWebServer elsewhere = new MockWebServer()) {
            for (int i = 0; i < 4; i++) {
                elsewhere.enqueue(new MockResponse().setSocketPolicy(SocketPolicy.DISCONNECT_AT_START));
                server.enqueue(new MockResponse().setResponseCode(302)
                        .setHeader("Location", elsewhere.url("/api/status").toString()));
            }

            ApiException e = statusFailsAfterRedirectTo(elsewhere.url("/api/status").toString(), TestApis.SHARED);

            assertEquals(ApiException.Kind.REDIRECTED_ELSEWHERE, e.kind());
            assertEquals("The service redirected the request to another address (http://" + elsewhere.getHostName()
                    + ":" + elsewhere.getPort() + "), which closed the connection before answering. Check the base"
                    + " URL in Settings.", UserMessages.describe(e));
            assertEquals(1, server.getRequestCount(), "the service is not asked again for an address it redirects");
        }
    }

    @Test
    void aRedirectWithinTheServiceThatIsNotAnsweredStillNamesTheService() throws Exception {
        server.enqueue(new MockResponse().setResponseCode(301).setHeader("Location", "/api/v1/status"));
        server.enqueue(new MockResponse().setSocketPolicy(SocketPolicy.NO_RESPONSE));
        server.start();
        ApiConfig config = TestApis.config(server)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofMillis(200), Duration.ofSeconds(5));

        ApiException e = statusFails(config, TestApis.SHARED);

        assertTrue(e.getMessage().startsWith(server.getHostName() + ":" + server.getPort() + " did not answer within"
                + " 200 ms"), e.getMessage());
    }
}
