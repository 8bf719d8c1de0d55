package com.marketevents.settings;

import com.marketevents.api.ApiKey;
import com.marketevents.api.BaseUrls;
import com.marketevents.model.TypedText;
import java.time.Duration;

/**
 * The connection settings the user edits: base URL and key (both null when not configured, which
 * means the built-in demo service), and the time-outs. {@code keySavedFor} is the scheme, host and port
 * (http://127.0.0.1:18710) a key kept without a base URL was saved with, so that it still goes there once the base
 * URL is typed again; null otherwise, a key with a base URL going to that base URL's.
 */
public record Settings(String baseUrl, ApiKey apiKey, Duration connectTimeout, Duration readTimeout,
        Duration callTimeout, String keySavedFor) {

    /** Settings whose key, if any, goes only to the scheme, host and port of their base URL. */
    public Settings(String baseUrl, ApiKey apiKey, Duration connectTimeout, Duration readTimeout,
            Duration callTimeout) {
        this(baseUrl, apiKey, connectTimeout, readTimeout, callTimeout, null);
    }

    /** True when a real service is configured; otherwise the application uses its demo service. */
    public boolean hasService() {
        return !TypedText.isBlank(baseUrl);
    }

    /**
     * The address whose scheme, host and port the key goes to: the base URL, or without one the address the key
     * was saved with; null when there is no key or it goes to no service.
     */
    public String keyGoesTo() {
        if (apiKey == null) {
            return null;
        }
        return hasService() ? baseUrl : keySavedFor;
    }

    /**
     * These settings with the key bound to the scheme, host and port of {@code address} while no base URL is set
     * (none for a null or unreadable address).
     */
    public Settings withKeySavedFor(String address) {
        return new Settings(baseUrl, apiKey, connectTimeout, readTimeout, callTimeout,
                apiKey == null ? null : BaseUrls.origin(address));
    }

    /** These settings with no base URL (the demo service): the key stays, still only for the service it was for. */
    public Settings withoutService() {
        return new Settings(null, apiKey, connectTimeout, readTimeout, callTimeout).withKeySavedFor(keyGoesTo());
    }
}
