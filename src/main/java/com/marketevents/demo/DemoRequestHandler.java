package com.marketevents.demo;

import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.StatusReport;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.LocalDate;

/**
 * Answers every request of the demo service the way the deployed one behind its API gateway does: unknown
 * paths 403 "Missing Authentication Token", a missing or wrong key 403 "Forbidden", other methods than
 * GET 405, bad dates 400, and otherwise the status report or the events, streamed.
 */
final class DemoRequestHandler implements HttpHandler {
    static final String NAMESPACE = "/api";
    private static final String STATUS_PATH = NAMESPACE + "/status";
    private static final String EVENTS_PATH = NAMESPACE + "/events";
    private static final String JSON = "application/json";
    private static final int STREAM_BUFFER_BYTES = 64 * 1024;

    private final DemoDataset dataset;
    private final DemoStatus status;
    private final byte[] key;
    private final Clock clock;
    private final DemoJsonWriter json = new DemoJsonWriter();

    DemoRequestHandler(DemoDataset dataset, DemoStatus status, byte[] key, Clock clock) {
        this.dataset = dataset;
        this.status = status;
        this.key = key.clone();
        this.clock = clock;
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String path = exchange.getRequestURI().getRawPath();
            if (!path.equals(STATUS_PATH) && !path.equals(EVENTS_PATH)) {
                sendJson(exchange, 403, json.message("Missing Authentication Token"));
            } else if (!hasValidKey(exchange)) {
                sendJson(exchange, 403, json.message("Forbidden"));
            } else if (!exchange.getRequestMethod().equals("GET")) {
                exchange.getResponseHeaders().set("Allow", "GET");
                sendJson(exchange, 405, json.message("Method Not Allowed"));
            } else if (path.equals(STATUS_PATH)) {
                StatusReport report = status.report();
                sendJson(exchange, report.isHealthy() ? 200 : 500, json.status(report));
            } else {
                sendEvents(exchange);
            }
        } catch (UncheckedIOException clientWentAway) {
            // The client closed the connection mid-stream; closing the exchange is all there is to do.
        }
    }

    private boolean hasValidKey(HttpExchange exchange) {
        // Headers are case-insensitive; compare in constant time so timing tells nothing about the key.
        String given = exchange.getRequestHeaders().getFirst("X-API-Key");
        return given != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), key);
    }

    private void sendEvents(HttpExchange exchange) throws IOException {
        LocalDate today = LocalDate.now(clock.withZone(EventTime.SERVICE_ZONE));
        DateRange range;
        try {
            range = EventsQuery.parse(exchange.getRequestURI().getRawQuery(), today);
        } catch (EventsQuery.BadRequest e) {
            sendJson(exchange, 400, json.message(e.getMessage()));
            return;
        }
        exchange.getResponseHeaders().set("Content-Type", JSON);
        exchange.sendResponseHeaders(200, 0); // length unknown: chunked, written while generated
        OutputStream body = new BufferedOutputStream(exchange.getResponseBody(), STREAM_BUFFER_BYTES);
        try (DemoJsonWriter.EventArrayWriter events = json.openEventArray(body)) {
            dataset.forEachEvent(range, events::write);
        }
    }

    private static void sendJson(HttpExchange exchange, int code, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", JSON);
        if (exchange.getRequestMethod().equals("HEAD")) {
            exchange.sendResponseHeaders(code, -1); // a HEAD answer has no body
            return;
        }
        exchange.sendResponseHeaders(code, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }
}
