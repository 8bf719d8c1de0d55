package com.marketevents.demo;

import com.marketevents.api.ApiKey;
import com.marketevents.concurrent.DaemonThreads;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Base64;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The built-in demo service: a real HTTP server on 127.0.0.1 and a free port that implements both
 * operations of the market events interface over a {@link DemoDataset}, requiring its own key generated at
 * start. A few worker threads serve concurrent requests in parallel. Close it to free the port.
 */
public final class DemoServer implements AutoCloseable {
    private static final int WORKER_THREADS = 4;
    private static final int KEY_BYTES = 24;

    private final HttpServer server;
    private final ExecutorService workers;
    private final DemoStatus status;
    private final ApiKey apiKey;

    private DemoServer(HttpServer server, ExecutorService workers, DemoStatus status, ApiKey apiKey) {
        this.server = server;
        this.workers = workers;
        this.status = status;
        this.apiKey = apiKey;
    }

    /**
     * Starts serving {@code dataset} on a free loopback port.
     *
     * @throws UncheckedIOException when no loopback port can be opened
     */
    public static DemoServer start(DemoDataset dataset) {
        return start(dataset, Clock.systemUTC());
    }

    static DemoServer start(DemoDataset dataset, Clock clock) {
        ApiKey apiKey = new ApiKey(generateKey());
        DemoStatus status = new DemoStatus(clock);
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not open a port on 127.0.0.1 for the demo service.", e);
        }
        ExecutorService workers = Executors.newFixedThreadPool(WORKER_THREADS, DaemonThreads.named("demo-service"));
        server.setExecutor(workers);
        server.createContext("/", new DemoRequestHandler(dataset, status,
                apiKey.value().getBytes(StandardCharsets.UTF_8), clock));
        server.start();
        return new DemoServer(server, workers, status, apiKey);
    }

    /** Base URL with the namespace segment, e.g. {@code http://127.0.0.1:53117/api}. */
    public String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + DemoRequestHandler.NAMESPACE;
    }

    public ApiKey apiKey() {
        return apiKey;
    }

    /** When false, the database check fails and the status operation answers 500 with the report. */
    public void setHealthy(boolean healthy) {
        status.setHealthy(healthy);
    }

    public boolean isHealthy() {
        return status.isHealthy();
    }

    /** Stops listening at once, abandons requests in progress and ends the worker threads. */
    @Override
    public void close() {
        server.stop(0);
        workers.shutdownNow();
    }

    private static String generateKey() {
        byte[] bytes = new byte[KEY_BYTES];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
