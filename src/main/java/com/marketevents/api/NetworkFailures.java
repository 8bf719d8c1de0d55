package com.marketevents.api;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.ProtocolException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.SSLException;
import okhttp3.HttpUrl;

/** Names what went wrong on the way to the service, and whether trying again could help. */
final class NetworkFailures {
    /** Advice for a request that was slow to answer, when it asked for a range of events. */
    private static final String SHORTER_RANGE = ", or choose a shorter date range";

    private final ServiceUrl service;
    private final String host;
    private final ApiConfig config;

    NetworkFailures(ServiceUrl service, ApiConfig config) {
        this.service = service;
        this.host = service.hostAndPort();
        this.config = config;
    }

    /** A dropped or reset connection may work on a second try; a wrong host, TLS failure or time-out will not. */
    static boolean isWorthRetrying(IOException e) {
        return !(isRedirectLoop(e)
                || e instanceof UnknownHostException
                || e instanceof SSLException
                || e instanceof InterruptedIOException
                || e instanceof ConnectException
                || e instanceof NoRouteToHostException
                || e instanceof PortUnreachableException);
    }

    /** True when a redirect led to {@code redirectedTo}, an address other than the service's. */
    boolean isElsewhere(HttpUrl redirectedTo) {
        return redirectedTo != null && !service.isSameOrigin(redirectedTo);
    }

    /**
     * A NETWORK exception whose message says what happened and what to do, in one sentence; for a redirect loop, or
     * a failure at another address the service redirected to, which are the base URL's problem and not the
     * network's, a REDIRECTED_ELSEWHERE one.
     *
     * @param answerBegan  whether the failure came while a successful answer's body was read
     * @param redirectedTo where the call's last redirect led, the hop that failed; null when it was not redirected
     */
    ApiException describe(IOException e, HttpUrl url, boolean answerBegan, HttpUrl redirectedTo) {
        if (isElsewhere(redirectedTo)) {
            return failedElsewhere(e, redirectedTo);
        }
        List<String> path = url.pathSegments();
        // A single day cannot be asked for in less: the advice to choose a shorter range is for longer ones.
        boolean shorterRangeHelps = !path.isEmpty() && path.get(path.size() - 1).equals("events") && !forOneDay(url);
        if (isNoAnswerInTime(e)) {
            String lateAnswer = e instanceof SocketTimeoutException ? readTimedOut(answerBegan, shorterRangeHelps)
                    : sentence(e, shorterRangeHelps ? SHORTER_RANGE : "");
            return ApiException.noAnswerInTime(lateAnswer, e);
        }
        if (isRedirectLoop(e)) {
            return ApiException.redirectLoop(host + " redirected the request round in a loop (more than 20 times).",
                    null, e);
        }
        return answerBegan ? ApiException.answerCutShort(cutShort(), e)
                : new ApiException(ApiException.Kind.NETWORK, sentence(e, ""), e);
    }

    /**
     * The other address could not be reached, did not answer, or redirected round in a loop: the service did answer,
     * with a redirect there, so the base URL (or the service's redirect) is what to look at, and the message names the
     * address that failed.
     */
    private ApiException failedElsewhere(IOException e, HttpUrl redirectedTo) {
        String elsewhere = ShortText.withoutSecret(service.describeOther(redirectedTo), config.apiKey());
        String redirected = "The service redirected the request to another address (" + elsewhere + "), which ";
        if (isRedirectLoop(e)) {
            return ApiException.redirectLoop(redirected + "redirected it round in a loop (more than 20 times).",
                    elsewhere, e);
        }
        String what;
        if (e instanceof UnknownHostException) {
            what = "could not be found";
        } else if (isNoAnswerInTime(e)) {
            what = "did not answer in time";
        } else if (e instanceof SocketTimeoutException || (e instanceof ConnectException
                && String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT).contains("timed out"))) {
            what = "could not be connected to within " + seconds(config.connectTimeout());
        } else if (e instanceof ConnectException) {
            what = "refused the connection";
        } else if (e instanceof NoRouteToHostException || e instanceof PortUnreachableException) {
            what = "cannot be reached from this computer";
        } else if (e instanceof SSLException) {
            what = "could not be connected to securely";
        } else {
            what = "closed the connection before answering";
        }
        return ApiException.unreachableAfterRedirect(redirected + what + ".", elsewhere, e);
    }

    /**
     * The read time-out ran out: before any answer ("did not answer within"), or in the middle of one ("stopped
     * answering"). A time-out set below the default (the user's own, maybe just typed) is the first thing to try.
     */
    private String readTimedOut(boolean answerBegan, boolean shorterRangeHelps) {
        String what = answerBegan ? " stopped answering for more than " : " did not answer within ";
        String advice = config.readTimeout().compareTo(ApiConfig.DEFAULT_READ_TIMEOUT) < 0
                ? (shorterRangeHelps ? "set a longer one, try again later" : "set a longer one or try again later")
                : "try again later";
        return host + what + seconds(config.readTimeout()) + " (the read time-out in Settings): " + advice
                + (shorterRangeHelps ? SHORTER_RANGE : "") + ".";
    }

    /**
     * Whether the request asked for the events of one day: its end_date is the day after its start_date, as each
     * request asks for the day after its range too (see {@link HttpMarketEventsApi#events}).
     */
    private static boolean forOneDay(HttpUrl url) {
        try {
            LocalDate start = LocalDate.parse(String.valueOf(url.queryParameter("start_date")));
            LocalDate end = LocalDate.parse(String.valueOf(url.queryParameter("end_date")));
            return !end.isAfter(start.plusDays(1));
        } catch (DateTimeParseException notDates) {
            return false;
        }
    }

    /** A read or call time-out: the service was reached (or may have been) and did not answer in time. */
    private static boolean isNoAnswerInTime(IOException e) {
        if (e instanceof SocketTimeoutException) {
            return !String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT).contains("connect");
        }
        return e instanceof InterruptedIOException;
    }

    /** {@code shorterRange}: the advice to ask for less, when the request was for a range of events. */
    private String sentence(IOException e, String shorterRange) {
        String detail = e.getMessage() == null ? "" : e.getMessage().toLowerCase(Locale.ROOT);
        if (e instanceof UnknownHostException) {
            return "The host " + host + " could not be found: check the base URL and your network connection.";
        }
        if (isPlainHttpAnswer(e)) {
            return host + " does not answer in HTTPS: if the service is plain HTTP, its base URL starts with http://.";
        }
        if (e instanceof SSLException) {
            return "The secure connection to " + host + " failed (certificate or TLS problem): check that the base "
                    + "URL is right and that no proxy is intercepting HTTPS.";
        }
        // A read time-out is readTimedOut's; what is left is the connect time-out.
        if (e instanceof SocketTimeoutException || (e instanceof ConnectException && detail.contains("timed out"))) {
            return "Could not connect to " + host + " within " + seconds(config.connectTimeout())
                    + ": check your network connection, or try again later.";
        }
        if (e instanceof InterruptedIOException) {
            return "The request to " + host + " did not finish within " + seconds(config.callTimeout())
                    + " and was stopped: try again later" + shorterRange + ".";
        }
        if (e instanceof ConnectException) {
            return host + " refused the connection: check that the service is running and that the base URL "
                    + "(including its port) is right.";
        }
        if (e instanceof NoRouteToHostException || e instanceof PortUnreachableException) {
            return host + " cannot be reached from this computer: check your network connection.";
        }
        return cutShort();
    }

    /**
     * The TLS handshake was answered with something not TLS: a plain HTTP server (its "400 Bad Request" to the
     * ClientHello) on an https:// base URL. The JDK names it in the message, "Unsupported or unrecognized SSL
     * message" (older ones: "Unrecognized SSL message, plaintext connection?").
     */
    private static boolean isPlainHttpAnswer(IOException e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            String message = String.valueOf(cause.getMessage()).toLowerCase(Locale.ROOT);
            if (cause instanceof SSLException && (message.contains("unrecognized ssl message")
                    || message.contains("plaintext connection"))) {
                return true;
            }
        }
        return false;
    }

    private String cutShort() {
        return "The connection to " + host + " closed before the whole answer arrived (the service or the network"
                + " dropped it): try again.";
    }

    /** OkHttp gives up after 20 redirects with a ProtocolException naming its "follow-up requests". */
    private static boolean isRedirectLoop(IOException e) {
        return e instanceof ProtocolException && String.valueOf(e.getMessage()).contains("follow-up");
    }

    static String seconds(Duration duration) {
        long millis = duration.toMillis();
        if (millis % 1000 == 0) {
            long s = millis / 1000;
            return s + (s == 1 ? " second" : " seconds");
        }
        return millis < 1000 ? millis + " ms" : String.format(Locale.ROOT, "%.1f seconds", millis / 1000.0);
    }
}
