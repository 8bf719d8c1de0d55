package com.marketevents.api;

import com.marketevents.model.TypedText;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;
import okhttp3.HttpUrl;

/**
 * The configured base URL (with its namespace segment), checked once, and the addresses built from it.
 * Paths are appended as segments, so a base URL written with or without a trailing slash gives the same.
 */
final class ServiceUrl {
    private final HttpUrl base;

    private ServiceUrl(HttpUrl base) {
        this.base = base;
    }

    /**
     * @throws ApiException kind CONFIGURATION for text that is not an http(s) address ({@link BaseUrls#read}), one
     *         with a query, fragment or credentials, or plain http to a host other than loopback
     */
    static ServiceUrl parse(String text) throws ApiException {
        String trimmed = TypedText.trimmed(text);
        if (trimmed.isEmpty()) {
            throw configuration(
                    "No base URL is set. Enter the service address, such as https://host/api, in Settings.");
        }
        HttpUrl url = BaseUrls.read(trimmed);
        if (url == null) {
            throw configuration("The base URL \"" + UrlText.shown(trimmed)
                    + "\" is not an http or https address such as https://host/api.");
        }
        if (url.query() != null || url.fragment() != null) {
            throw configuration("The base URL must not contain a query or fragment (after ? or #); "
                    + "the key belongs in the API key setting.");
        }
        if (!url.username().isEmpty() || !url.password().isEmpty()) {
            throw configuration("The base URL must not contain a user name or password.");
        }
        if (!url.isHttps() && !isLoopback(url.host())) {
            throw configuration("The base URL uses plain http to " + url.host() + ", which would send the API key "
                    + "unencrypted; use https (plain http is only accepted for this computer).");
        }
        return new ServiceUrl(withoutTrailingSlash(url));
    }

    /** The address of an operation, such as "status", appended to the base URL. */
    HttpUrl operation(String path) {
        return base.newBuilder().addPathSegment(path).build();
    }

    HttpUrl events(LocalDate startDate, LocalDate endDate) {
        return base.newBuilder()
                .addPathSegment("events")
                .addQueryParameter("start_date", startDate.toString())
                .addQueryParameter("end_date", endDate.toString())
                .build();
    }

    /** True when {@code url} has the configured scheme, host and port: the only place the key may go. */
    boolean isSameOrigin(HttpUrl url) {
        return BaseUrls.sameOrigin(base, url);
    }

    /**
     * Another address as a message names it: its host, with its port unless it is the scheme's own (as the
     * configured one is named), or its scheme, host and port when only the scheme or port differ from the configured
     * ones. Never its path, query or user, which can carry a secret.
     */
    String describeOther(HttpUrl other) {
        if (!other.host().equals(base.host())) {
            return UrlText.hostAndPort(other);
        }
        String host = other.host().contains(":") ? "[" + other.host() + "]" : other.host();
        return other.scheme() + "://" + host + ":" + other.port();
    }

    /**
     * The base URL a redirect of {@code asked} (an operation's address) to {@code target} points to, to be put in
     * Settings: the target's scheme, host and port, and its path before the operation when the redirect keeps the
     * operation ("https://host/api/status" gives "https://host/api"); else scheme, host and port alone. Never a query
     * or user.
     */
    static String baseUrlIn(HttpUrl target, HttpUrl asked) {
        List<String> path = target.pathSegments();
        List<String> askedPath = asked.pathSegments();
        String operation = askedPath.get(askedPath.size() - 1);
        String prefix = path.get(path.size() - 1).equals(operation)
                ? path.subList(0, path.size() - 1).stream().map(segment -> "/" + segment).collect(Collectors.joining())
                : "";
        return target.scheme() + "://" + UrlText.hostAndPort(target) + prefix;
    }

    String host() {
        return base.host();
    }

    /** The host, with its port unless it is the scheme's own: two services on one host look apart. */
    String hostAndPort() {
        return UrlText.hostAndPort(base);
    }

    boolean isHttps() {
        return base.isHttps();
    }

    static boolean isLoopback(String host) {
        return host.equals("localhost") || host.equals("::1") || host.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    }

    private static HttpUrl withoutTrailingSlash(HttpUrl url) {
        List<String> segments = url.pathSegments();
        HttpUrl.Builder builder = url.newBuilder();
        for (int i = segments.size() - 1; i >= 0 && segments.get(i).isEmpty(); i--) {
            builder.removePathSegment(i);
        }
        return builder.build();
    }

    private static ApiException configuration(String message) {
        return ApiException.inSetting(ApiException.Setting.BASE_URL, message);
    }
}
