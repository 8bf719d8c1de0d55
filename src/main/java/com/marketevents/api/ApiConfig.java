package com.marketevents.api;

import java.time.Duration;
import java.util.Objects;

/**
 * Everything needed to reach one service: base URL (with its namespace segment), key, time-outs and
 * retry bounds. Plain http is only for a service on this computer ({@link BaseUrls#problemWith}).
 */
public record ApiConfig(
        String baseUrl,
        ApiKey apiKey,
        Duration connectTimeout,
        Duration readTimeout,
        Duration callTimeout,
        int maxRetries,
        Duration maxRetryTime) {

    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(10);
    public static final Duration DEFAULT_READ_TIMEOUT = Duration.ofSeconds(30);
    public static final Duration DEFAULT_CALL_TIMEOUT = Duration.ofSeconds(120);
    public static final int DEFAULT_MAX_RETRIES = 3;
    public static final Duration DEFAULT_MAX_RETRY_TIME = Duration.ofSeconds(30);

    public ApiConfig {
        Objects.requireNonNull(baseUrl, "baseUrl");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        Objects.requireNonNull(callTimeout, "callTimeout");
        Objects.requireNonNull(maxRetryTime, "maxRetryTime");
    }

    /** A configuration with default time-outs and retries. */
    public static ApiConfig of(String baseUrl, ApiKey apiKey) {
        return new ApiConfig(baseUrl, apiKey, DEFAULT_CONNECT_TIMEOUT, DEFAULT_READ_TIMEOUT, DEFAULT_CALL_TIMEOUT,
                DEFAULT_MAX_RETRIES, DEFAULT_MAX_RETRY_TIME);
    }

    public ApiConfig withTimeouts(Duration connect, Duration read, Duration call) {
        return new ApiConfig(baseUrl, apiKey, connect, read, call, maxRetries, maxRetryTime);
    }

    public ApiConfig withRetries(int retries, Duration maxTime) {
        return new ApiConfig(baseUrl, apiKey, connectTimeout, readTimeout, callTimeout, retries, maxTime);
    }
}
