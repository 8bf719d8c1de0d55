package com.marketevents.api;

import com.marketevents.model.DateRange;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Every failure of a service call, by kind. Messages never contain the API key; the service's own
 * message, when it sent one, is kept short and free of markup in {@link #serviceMessage()}.
 */
public final class ApiException extends Exception {

    /** What went wrong, in the terms a user and a script act on. */
    public enum Kind {
        /** The service refused the request as malformed (400, 422, ...). */
        BAD_REQUEST,
        /** 401/403: the key was rejected, or the base URL lacks its namespace segment. */
        KEY_REJECTED,
        /**
         * A redirect whose end is not the service's answer: another address answered (a 401/403 there says nothing
         * of the key, which is never sent there), the redirect leads where it is not followed (https from a plain
         * http base URL), or it goes round in a loop. The base URL (or the service's redirect) is the problem.
         */
        REDIRECTED_ELSEWHERE,
        /** 404: nothing at that address; usually a wrong base URL. */
        NOT_FOUND,
        /** 429 after the retries allowed. */
        RATE_LIMITED,
        /** 5xx after the retries allowed. */
        SERVICE_FAILURE,
        /** Refused, timed out, unknown host, TLS failure, dropped connection. */
        NETWORK,
        /** The answer was not the documented shape: malformed, truncated, wrong types. */
        INVALID_RESPONSE,
        /** The configuration cannot be used: no key, a bad or insecure base URL. */
        CONFIGURATION,
        /** The caller cancelled the call. */
        CANCELLED
    }

    /** The setting whose value a CONFIGURATION failure finds wrong, so that a caller knows where it is changed. */
    public enum Setting {
        BASE_URL,
        API_KEY
    }

    /** The operation of the service that was asked, when the failure came with its answer. */
    public enum Operation {
        STATUS,
        EVENTS
    }

    private final Kind kind;
    private final int httpStatus;
    private final String serviceMessage;
    private final Duration retryAfter;
    private Instant retryAt;
    private final Operation operation;
    private final String redirectedTo;
    private final DateRange loading;
    private boolean noAnswerInTime;
    private boolean answerCutShort;
    private boolean redirectLoop;
    private Setting setting;
    private List<ApiException> failedBefore = List.of();

    public ApiException(Kind kind, String message, int httpStatus, String serviceMessage, Duration retryAfter,
            Throwable cause) {
        this(kind, message, httpStatus, serviceMessage, retryAfter, null, null, cause);
    }

    ApiException(Kind kind, String message, int httpStatus, String serviceMessage, Duration retryAfter,
            Operation operation, String redirectedTo, Throwable cause) {
        this(kind, message, httpStatus, serviceMessage, retryAfter, operation, redirectedTo, null, cause);
    }

    private ApiException(Kind kind, String message, int httpStatus, String serviceMessage, Duration retryAfter,
            Operation operation, String redirectedTo, DateRange loading, Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.httpStatus = httpStatus;
        this.serviceMessage = serviceMessage;
        this.retryAfter = retryAfter;
        this.operation = operation;
        this.redirectedTo = redirectedTo;
        this.loading = loading;
    }

    public ApiException(Kind kind, String message) {
        this(kind, message, 0, null, null, null);
    }

    public ApiException(Kind kind, String message, Throwable cause) {
        this(kind, message, 0, null, null, cause);
    }

    /**
     * A NETWORK failure where the connection was made (or the call ran out of time) but no complete answer came
     * within the time-out: the service was not unreachable, it did not answer.
     */
    public static ApiException noAnswerInTime(String message, Throwable cause) {
        ApiException e = new ApiException(Kind.NETWORK, message, cause);
        e.noAnswerInTime = true;
        return e;
    }

    /**
     * A NETWORK failure after the service had begun to answer (the connection dropped while the body arrived): the
     * address and the key worked, and no setting would have kept the connection up.
     */
    static ApiException answerCutShort(String message, Throwable cause) {
        ApiException e = new ApiException(Kind.NETWORK, message, cause);
        e.answerCutShort = true;
        return e;
    }

    /** A CONFIGURATION failure of the value of {@code setting}, said by {@code message}. */
    public static ApiException inSetting(Setting setting, String message) {
        ApiException e = new ApiException(Kind.CONFIGURATION, message);
        e.setting = setting;
        return e;
    }

    /**
     * A redirect to {@code redirectedTo}, another address, which could not be reached or did not answer: kind
     * REDIRECTED_ELSEWHERE, with no HTTP status, as no answer came from there.
     */
    static ApiException unreachableAfterRedirect(String message, String redirectedTo, Throwable cause) {
        return new ApiException(Kind.REDIRECTED_ELSEWHERE, message, 0, null, null, null, redirectedTo, cause);
    }

    /**
     * A redirect that went round in a loop: OkHttp gave up after its 20 follow-ups. {@code redirectedTo}: the other
     * address the service redirected to, where the loop is; null when the loop is at the service's own address.
     */
    static ApiException redirectLoop(String message, String redirectedTo, Throwable cause) {
        ApiException e = new ApiException(Kind.REDIRECTED_ELSEWHERE, message, 0, null, null, null, redirectedTo, cause);
        e.redirectLoop = true;
        return e;
    }

    /** The same failure, said to have happened while loading {@code dates}, a part of a longer range. */
    public ApiException whileLoading(DateRange dates) {
        return copy(dates, failedBefore);
    }

    /**
     * The same failure, ending a load in which the parts of {@code earlier} had already failed (each naming its
     * dates), so that its sentence does not read as if its own dates were the only ones missing.
     */
    public ApiException afterFailures(List<ApiException> earlier) {
        return copy(loading, List.copyOf(earlier));
    }

    private ApiException copy(DateRange dates, List<ApiException> earlier) {
        ApiException copy = new ApiException(kind, getMessage(), httpStatus, serviceMessage, retryAfter, operation,
                redirectedTo, dates, getCause());
        copy.noAnswerInTime = noAnswerInTime;
        copy.answerCutShort = answerCutShort;
        copy.redirectLoop = redirectLoop;
        copy.setting = setting;
        copy.retryAt = retryAt;
        copy.failedBefore = earlier;
        return copy;
    }

    public static ApiException cancelled() {
        return new ApiException(Kind.CANCELLED, "The request was cancelled.");
    }

    public Kind kind() {
        return kind;
    }

    /** True for a time-out waiting for the answer, as opposed to a service that could not be reached at all. */
    public boolean noAnswerInTime() {
        return noAnswerInTime;
    }

    /** True for a connection that dropped while the answer arrived, as opposed to one that could not be made. */
    public boolean answerCutShort() {
        return answerCutShort;
    }

    /** True for a redirect that went round in a loop (kind REDIRECTED_ELSEWHERE, with no other address named). */
    public boolean redirectLoop() {
        return redirectLoop;
    }

    /** The setting a CONFIGURATION failure finds wrong; null when it is another or not known. */
    public Setting setting() {
        return setting;
    }

    /** The HTTP status of the answer, or 0 when there was none. */
    public int httpStatus() {
        return httpStatus;
    }

    /** The service's own short message (from a JSON or text body), or null. */
    public String serviceMessage() {
        return serviceMessage;
    }

    /** How long the service asked to wait before trying again, or null. */
    public Duration retryAfter() {
        return retryAfter;
    }

    /**
     * The instant the wait the service asked for ends, computed once as its answer arrived (a later request of the
     * same client waits until then); null when there is no wait or it was not computed so.
     */
    public Instant retryAt() {
        return retryAt;
    }

    /** The same failure, its wait ending at {@code end} ({@link #retryAt()}). */
    public ApiException endingWaitAt(Instant end) {
        ApiException copy = copy(loading, failedBefore);
        copy.retryAt = end;
        return copy;
    }

    /** The operation the service answered this failure to, or null when no answer came or it is not known. */
    public Operation operation() {
        return operation;
    }

    /**
     * The other address the service redirected the request to, as it may be shown (a host, or a scheme, host and
     * port; never a path, query or user); null when the configured address answered or the address is unknown.
     */
    public String redirectedTo() {
        return redirectedTo;
    }

    /** The dates whose request failed, when they are a part of a longer range being loaded; otherwise null. */
    public DateRange loading() {
        return loading;
    }

    /** Failures of other parts of the same load that came before this one, which ended it; empty for none. */
    public List<ApiException> failedBefore() {
        return failedBefore;
    }
}
