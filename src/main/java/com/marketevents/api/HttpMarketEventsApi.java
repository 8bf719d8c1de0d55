package com.marketevents.api;

import com.marketevents.model.DateRange;
import com.marketevents.model.EventTime;
import com.marketevents.model.MarketEvent;
import com.marketevents.model.StatusReport;
import java.io.IOException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import okhttp3.ConnectionSpec;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okio.BufferedSource;

/**
 * The market events service over HTTP (OkHttp) with streaming JSON (Jackson). The key goes only to the
 * configured scheme, host and port; GETs are retried within the configured bounds; every failure becomes an
 * {@link ApiException} with a kind. Calls block (never on the JavaFX thread); thread-safe.
 */
public final class HttpMarketEventsApi implements MarketEventsApi {
    private static final String USER_AGENT = "MarketEventsBrowser/1.0";
    /** OkHttp's default: modern TLS, and plain text for an http URL a redirect may lead to. */
    private static final List<ConnectionSpec> HTTPS_CONNECTIONS = List.of(ConnectionSpec.MODERN_TLS,
            ConnectionSpec.CLEARTEXT);
    private static final List<ConnectionSpec> PLAIN_HTTP_ONLY = List.of(ConnectionSpec.CLEARTEXT);
    private static final int MAX_STATUS_MIB = 1;
    /**
     * A status report is read whole (a failing check's traceback with it), 2xx or 5xx, so its size is capped: the
     * documented report is some 400 bytes, and fifty checks each with a 200-line traceback would still fit,
     * while a misbehaving service streaming hundreds of MB cannot exhaust the memory.
     */
    static final long MAX_STATUS_BYTES = MAX_STATUS_MIB * 1024L * 1024L;

    private final ServiceUrl url;
    private final RetryingCall calls;
    private final RetryClock clock;
    private final HttpFailures failures;
    private final WebPageAnswer webPages;
    private final ApiKey key;
    private final EventsJsonReader eventsReader = new EventsJsonReader();
    private final StatusJsonReader statusReader = new StatusJsonReader();

    /**
     * @param sharedClient the application's client; a derived client with this configuration's time-outs and
     *                     key interceptor is built from it, so connection pools and threads are shared
     * @throws ApiException kind CONFIGURATION for a missing key, a bad URL or settings, or plain http to a
     *         host other than loopback
     */
    public HttpMarketEventsApi(ApiConfig config, OkHttpClient sharedClient) throws ApiException {
        this(config, sharedClient, RetryPolicy.from(config), RetryClock.system());
    }

    HttpMarketEventsApi(ApiConfig config, OkHttpClient sharedClient, RetryPolicy policy, RetryClock clock)
            throws ApiException {
        this.url = validateOrThrow(config);
        this.clock = clock;
        this.failures = new HttpFailures(url, config.apiKey());
        this.webPages = new WebPageAnswer(config.apiKey());
        this.key = config.apiKey();
        OkHttpClient client = sharedClient.newBuilder()
                // Plain http (only to this computer, unless the configuration allows more) needs no TLS, and a
                // client without it skips setting it up (the platform's trust store): 60-90 ms of each command's
                // start against the demo service. Such a client cannot follow a redirect to https, so it hands
                // that answer back as it came.
                .connectionSpecs(url.isHttps() ? HTTPS_CONNECTIONS : PLAIN_HTTP_ONLY)
                .followSslRedirects(url.isHttps())
                .connectTimeout(config.connectTimeout())
                .readTimeout(config.readTimeout())
                .writeTimeout(config.readTimeout())
                .callTimeout(config.callTimeout())
                // OkHttp's own silent retry stays on: it takes a fresh connection when a pooled one turns out to
                // have been closed by the service while idle (an HTTP/1.0 server, a keep-alive time-out), and
                // tries the host's next address when one cannot be reached. Without it each such request failed
                // once and waited for our retry loop's back-off. It never retries a read that timed out.
                .addNetworkInterceptor(new ApiKeyInterceptor(url, config.apiKey()))
                .addNetworkInterceptor(new RetryAfterForOkHttp())
                .addNetworkInterceptor(new RedirectTrail.Recorder())
                .build();
        this.calls = new RetryingCall(client, policy, clock, new NetworkFailures(url, config));
    }

    /**
     * Checks a configuration without building anything.
     *
     * @throws ApiException kind CONFIGURATION, with a sentence that says what to fix
     */
    public static void validate(ApiConfig config) throws ApiException {
        validateOrThrow(config);
    }

    private static ServiceUrl validateOrThrow(ApiConfig config) throws ApiException {
        if (config.apiKey() == null) {
            throw ApiException.inSetting(ApiException.Setting.API_KEY,
                    "No API key is set: enter it in Settings or set MARKET_EVENTS_API_KEY.");
        }
        ServiceUrl serviceUrl = ServiceUrl.parse(config.baseUrl());
        if (config.maxRetries() < 0) {
            throw new ApiException(ApiException.Kind.CONFIGURATION, "The number of retries cannot be negative.");
        }
        for (Duration limit : List.of(config.connectTimeout(), config.readTimeout(), config.callTimeout(),
                config.maxRetryTime())) {
            if (limit.isNegative()) {
                throw new ApiException(ApiException.Kind.CONFIGURATION, "A time-out cannot be negative.");
            }
        }
        return serviceUrl;
    }

    @Override
    public StatusReport status(Cancellation cancellation) throws ApiException {
        return status(cancellation, RetryWaits.NONE);
    }

    @Override
    public StatusReport status(Cancellation cancellation, RetryWaits waits) throws ApiException {
        // A service that echoes the key in its report (a host name, a check's output) must not make it shown.
        return calls.execute(get(url.operation("status")), cancellation, waits, this::readStatus)
                .withTexts(key::hiddenIn);
    }

    private StatusReport readStatus(Response response) throws IOException, ApiException {
        try {
            return readStatusAtMost(response);
        } catch (AnswerTooLargeException e) {
            throw new ApiException(ApiException.Kind.INVALID_RESPONSE, "The service's answer is too large to be a"
                    + " status report (more than " + MAX_STATUS_MIB + " MiB).", e);
        }
    }

    private StatusReport readStatusAtMost(Response response) throws IOException, ApiException {
        boolean fromTheService = url.isSameOrigin(response.request().url());
        if (response.isSuccessful() && fromTheService) {
            BufferedSource body = AnswerBody.decodedAtMost(response, MAX_STATUS_BYTES);
            webPages.refuse(body, contentType(response), "status report");
            return statusReader.read(body.inputStream());
        }
        if (response.code() < 500 || !fromTheService) {
            throw failures.from(ApiException.Operation.STATUS, response, AnswerBody.errorBytes(response), clock.now());
        }
        // The health check answers 500 with the full report when a check fails: that is an answer, not an error. It
        // is read whole, as a healthy one is and up to the same cap: a failing check's output (a traceback) may be
        // longer than an error message is ever read.
        BufferedSource body = AnswerBody.decodedAtMost(response, MAX_STATUS_BYTES);
        StatusReport unhealthy = statusReader.readReportOrNull(body.peek(), response.code());
        if (unhealthy != null) {
            return unhealthy;
        }
        throw failures.from(ApiException.Operation.STATUS, response, AnswerBody.errorBytes(body), clock.now());
    }

    /**
     * Asks for one day more than the range (the service may read end_date as its midnight) and trims, the records
     * left out as well as the events; whether the answer may be cut is judged on what the service sent, every
     * record counted, before the trim.
     */
    @Override
    public EventsAnswer events(DateRange range, Cancellation cancellation) throws ApiException {
        return events(range, cancellation, RetryWaits.NONE);
    }

    @Override
    public EventsAnswer events(DateRange range, Cancellation cancellation, RetryWaits waits) throws ApiException {
        HttpUrl address = url.events(range.from(), range.to().plusDays(1));
        EventsJsonReader.Answer received;
        try {
            received = calls.execute(get(address), cancellation, waits, response -> readEvents(response, false));
        } catch (ApiException e) {
            if (!EventsJsonReader.failedOnInvalidUtf8(e)) {
                throw e;
            }
            // Jackson reads bytes fast and takes only UTF-8; the body is streamed, not kept, so the rare answer with
            // other bytes (a Latin-1 title) is asked for again and read through a decoder that shows them as U+FFFD.
            received = calls.execute(get(address), cancellation, waits, response -> readEvents(response, true));
        }
        boolean possiblyCut = EventsAnswer.looksCut(received.events().size() + received.leftOut().size());
        List<LeftOutRecord> leftOut = new ArrayList<>(received.leftOut());
        leftOut.removeIf(record -> isOutside(record.eventDate(), range));
        return new EventsAnswer(Collections.unmodifiableList(keepInRange(received.events(), range)), possiblyCut,
                leftOut);
    }

    private EventsJsonReader.Answer readEvents(Response response, boolean replacingInvalidUtf8)
            throws IOException, ApiException {
        if (response.isSuccessful() && url.isSameOrigin(response.request().url())) {
            BufferedSource body = AnswerBody.decoded(response);
            webPages.refuse(body, contentType(response), "list of events");
            return replacingInvalidUtf8 ? eventsReader.readReplacingInvalidUtf8(body.inputStream())
                    : eventsReader.read(body.inputStream());
        }
        throw failures.from(ApiException.Operation.EVENTS, response, AnswerBody.errorBytes(response), clock.now());
    }

    /**
     * Events with an unreadable or missing date are kept: dropping them would hide data the service sent. An event
     * the answer also lists, in a newer copy, on a date outside the range has moved away: its older copy goes too.
     */
    private static List<MarketEvent> keepInRange(List<MarketEvent> events, DateRange range) {
        List<MarketEvent> kept = events instanceof ArrayList<MarketEvent> list ? list : new ArrayList<>(events);
        Map<Long, MarketEvent> outside = new HashMap<>();
        kept.removeIf(event -> {
            boolean out = isOutside(event.eventDate(), range);
            if (out) {
                outside.merge(event.eventId(), event, (known, other) -> other.isNewerVersionOf(known) ? other : known);
            }
            return out;
        });
        if (!outside.isEmpty()) {
            kept.removeIf(event -> {
                MarketEvent elsewhere = outside.get(event.eventId());
                return elsewhere != null && elsewhere.isNewerVersionOf(event);
            });
        }
        return kept;
    }

    /**
     * Outside when its Eastern date is not in the range, unless it was written with an earlier date that is. A time
     * written in an offset west of New York's ("2026-03-03T21:30:00-08:00", 00:30 on 4 March there) may be filed by
     * the service under the date written: it comes with the chunk that ends on the 3rd and not with the next one, so
     * trimmed by its Eastern date it was lost, and a year's load lacked events a month's load had. A time written
     * with a later date ("…T03:30:00Z", the evening before in New York) comes with the chunk of its Eastern date.
     */
    private static boolean isOutside(EventTime date, DateRange range) {
        LocalDate day = date == null ? null : date.serviceDate();
        if (day == null || range.contains(day)) {
            return false;
        }
        LocalDate written = date.writtenDate();
        return written == null || !written.isBefore(day) || !range.contains(written);
    }

    /** The host of the base URL, with its port unless it is the scheme's own. */
    @Override
    public String describeSource() {
        return url.hostAndPort();
    }

    private static MediaType contentType(Response response) {
        return response.body() == null ? null : response.body().contentType();
    }

    private static Request get(HttpUrl address) {
        return new Request.Builder()
                .url(address)
                .header("Accept", "application/json")
                .header("User-Agent", USER_AGENT)
                .header("Accept-Encoding", AnswerBody.ACCEPTED_ENCODING)
                .get()
                .build();
    }
}
