package com.marketevents.settings;

import com.marketevents.api.ApiKey;
import java.time.Duration;

/**
 * The connection settings the user edits: base URL and key (both null when not configured, which
 * means the built-in demo service), and the time-outs.
 */
public record Settings(String baseUrl, ApiKey apiKey, Duration connectTimeout, Duration readTimeout,
        Duration callTimeout) {

    /** True when a real service is configured; otherwise the application uses its demo service. */
    public boolean hasService() {
        return baseUrl != null && !baseUrl.isBlank();
    }
}
