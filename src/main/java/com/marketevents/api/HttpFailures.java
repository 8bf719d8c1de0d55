package com.marketevents.api;

import java.time.Duration;
import java.time.Instant;
import okhttp3.HttpUrl;
import okhttp3.Response;

/** Maps an HTTP error answer to an {@link ApiException} of the right kind, with the service's own message. */
final class HttpFailures {
    private final ErrorBodyReader bodies = new ErrorBodyReader();
    private final ServiceUrl service;
    private final ApiKey key;

    HttpFailures(ServiceUrl service, ApiKey key) {
        this.service = service;
        this.key = key;
    }

    /**
     * An answer that cannot be taken: an HTTP error, a redirect not followed, or any answer from another address the
     * service redirected to.
     *
     * @param operation what was asked, so that the sentence fits it (the status request has no dates to check)
     * @param body at most the first bytes of the answer's body (see {@link AnswerBody#errorBytes})
     * @param now  the current time, to turn a Retry-After date into a wait
     */
    ApiException from(ApiException.Operation operation, Response response, byte[] body, Instant now) {
        int code = response.code();
        String serviceMessage = bodies.messageOf(body, response.body() == null ? null : response.body().contentType(),
                key);
        Duration retryAfter = code == 429 || code == 503 ? RetryAfter.parse(response.header("Retry-After"), now) : null;
        ApiException.Kind kind = kindOf(code);
        String said = serviceMessage == null ? "." : ": " + serviceMessage;
        HttpUrl answered = response.request().url();
        if (isRedirect(code)) {
            // Not followed (https from a plain http base URL, where this client has no TLS, or a Location it cannot
            // read): the base URL it leads to (no query, no user) is what the user can put in Settings.
            HttpUrl target = location(response);
            String to = target == null ? null
                    : ShortText.withoutSecret(ServiceUrl.baseUrlIn(target, response.request().url()), key);
            return new ApiException(ApiException.Kind.REDIRECTED_ELSEWHERE, "The service redirected the request to "
                    + (to == null ? "an address that cannot be followed" : to) + " (HTTP " + code + ").", code, null,
                    null, operation, to, null);
        }
        if (!service.isSameOrigin(answered)) {
            // The key is never sent to another address: its refusal says nothing about the key, and its answer,
            // whatever it is, is not the service's.
            String elsewhere = ShortText.withoutSecret(service.describeOther(answered), key);
            String message = "The service redirected the request to " + elsewhere + ", which answered HTTP " + code
                    + said;
            return new ApiException(ApiException.Kind.REDIRECTED_ELSEWHERE, message, code, serviceMessage, null,
                    operation, elsewhere, null);
        }
        return new ApiException(kind, "The service answered HTTP " + code + said, code, serviceMessage, retryAfter,
                operation, null, null);
    }

    private static boolean isRedirect(int code) {
        return code == 301 || code == 302 || code == 303 || code == 307 || code == 308;
    }

    private static HttpUrl location(Response response) {
        String location = response.header("Location");
        return location == null ? null : response.request().url().resolve(location);
    }

    static ApiException.Kind kindOf(int code) {
        if (code == 401 || code == 403) {
            return ApiException.Kind.KEY_REJECTED;
        }
        if (code == 404 || code == 410) {
            return ApiException.Kind.NOT_FOUND;
        }
        if (code == 429) {
            return ApiException.Kind.RATE_LIMITED;
        }
        if (code >= 400 && code < 500) {
            return ApiException.Kind.BAD_REQUEST;
        }
        if (code >= 500 && code < 600) {
            return ApiException.Kind.SERVICE_FAILURE;
        }
        // Another 1xx/3xx that reached us (a stray 304): not an answer of the documented kind.
        return ApiException.Kind.INVALID_RESPONSE;
    }
}
