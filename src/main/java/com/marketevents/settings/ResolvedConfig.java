package com.marketevents.settings;

import com.marketevents.api.ApiConfig;
import com.marketevents.api.ApiKey;
import java.time.Duration;
import java.util.Objects;

/**
 * Which service to use, as {@link ConfigResolver} decided: a real service (base URL and key, each
 * with where it came from: {@code source} and {@code keySource}, like "from --base-url") or the
 * built-in demo service, plus the time-outs. {@code toString} never
 * shows the key.
 */
public record ResolvedConfig(
        String baseUrl,
        ApiKey apiKey,
        String source,
        String keySource,
        Duration connectTimeout,
        Duration readTimeout,
        Duration callTimeout) {

    public ResolvedConfig {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(readTimeout, "readTimeout");
        Objects.requireNonNull(callTimeout, "callTimeout");
        if (baseUrl != null && apiKey == null) {
            throw new IllegalArgumentException("A service needs a key");
        }
    }

    /** The built-in demo service, for the reason given (shown to the user). */
    public static ResolvedConfig demo(String source, Settings timeouts) {
        return new ResolvedConfig(null, null, source, null, timeouts.connectTimeout(), timeouts.readTimeout(),
                timeouts.callTimeout());
    }

    /** True when the built-in demo service is to be used. */
    public boolean isDemo() {
        return baseUrl == null;
    }

    /** The configuration of the real service; only for a non-demo configuration. */
    public ApiConfig apiConfig() {
        if (isDemo()) {
            throw new IllegalStateException("The demo configuration has no service of its own");
        }
        return apiConfigFor(baseUrl, apiKey);
    }

    /** A configuration for the given service with these time-outs (used for the demo service's address). */
    public ApiConfig apiConfigFor(String serviceBaseUrl, ApiKey key) {
        return ApiConfig.of(serviceBaseUrl, key).withTimeouts(connectTimeout, readTimeout, callTimeout);
    }

    /** Where the data comes from, for messages: "the built-in demo service" or the URL, and why that one. */
    public String describe() {
        return isDemo() ? "the built-in demo service (" + source + ")" : baseUrl + " (" + source + ")";
    }

    @Override
    public String toString() {
        return "ResolvedConfig[" + describe() + "]";
    }
}
