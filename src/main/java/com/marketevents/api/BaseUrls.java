package com.marketevents.api;

import com.marketevents.model.TypedText;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;

/**
 * The one reading of a base URL, for the requests, the command line and the Settings dialog alike: OkHttp's, which
 * the requests use, so that an address is refused, accepted or given the key by the same rules everywhere (a host
 * such as my_host.corp, which java.net.URI cannot read, is called and so is accepted).
 */
public final class BaseUrls {
    /** Scheme, two slashes and a host: OkHttp reads "https:///api" or "https:host" as host "api" or "host", a typo. */
    private static final Pattern WRITTEN_WITH_HOST = Pattern.compile("(?i)https?://[^/\\\\]");

    private BaseUrls() {
    }

    /** The address as OkHttp reads it, when it is an http or https address written with a host; else null. */
    static HttpUrl read(String text) {
        String trimmed = TypedText.trimmed(text);
        return WRITTEN_WITH_HOST.matcher(trimmed).lookingAt() ? HttpUrl.parse(trimmed) : null;
    }

    /** True for an http or https address with a host, usable or not as a base URL. */
    public static boolean isWebAddress(String text) {
        return read(text) != null;
    }

    /**
     * Null when the application will call {@code baseUrl} as the base of the service (an https address, or
     * http to this computer, without query, fragment or credentials); otherwise one sentence saying why not.
     */
    public static String problemWith(String baseUrl) {
        try {
            ServiceUrl.parse(baseUrl);
            return null;
        } catch (ApiException e) {
            return e.getMessage();
        }
    }

    /** True for a web address of a host alone ("https://example.com", "…/"): no path for a service's namespace. */
    public static boolean isHostAlone(String text) {
        HttpUrl url = read(text);
        return url != null && url.pathSegments().stream().allMatch(String::isEmpty);
    }

    /**
     * True when both are web addresses with the same scheme, host and port, the only addresses a key saved for
     * one may go to; false when either is not a web address.
     */
    public static boolean sameOrigin(String one, String other) {
        HttpUrl first = read(one);
        HttpUrl second = read(other);
        return first != null && second != null && sameOrigin(first, second);
    }

    static boolean sameOrigin(HttpUrl one, HttpUrl other) {
        return one.scheme().equals(other.scheme()) && one.host().equals(other.host()) && one.port() == other.port();
    }

    /**
     * The scheme, host and port of a web address (http://127.0.0.1:18710, https://h.example), the port left out
     * when it is the scheme's own; null when it is not a web address. Never its path, query or user, which can
     * carry a secret.
     */
    public static String origin(String text) {
        HttpUrl url = read(text);
        return url == null ? null : url.scheme() + "://" + UrlText.hostAndPort(url);
    }
}
