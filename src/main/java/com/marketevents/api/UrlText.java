package com.marketevents.api;

import com.marketevents.model.TypedText;
import okhttp3.HttpUrl;

/**
 * An address as it may be shown in a message: without what can carry a secret. The deployed service also
 * reads the key from an {@code api_key} query parameter, so a pasted URL can hold it after "?", and a
 * user name and password can stand before "@".
 */
public final class UrlText {
    private UrlText() {
    }

    /** The host of a web address, with its port unless it is the scheme's own ("h.example", "127.0.0.1:8893"); null
     * when it is not a web address. */
    public static String hostAndPort(String url) {
        HttpUrl parsed = url == null ? null : HttpUrl.parse(TypedText.trimmed(url));
        return parsed == null ? null : hostAndPort(parsed);
    }

    /** As {@link #hostAndPort(String)}, for an address already parsed. */
    static String hostAndPort(HttpUrl url) {
        String host = url.host().contains(":") ? "[" + url.host() + "]" : url.host();
        return url.port() == HttpUrl.defaultPort(url.scheme()) ? host : host + ":" + url.port();
    }

    /** The address without its query, fragment and user information, on one short line. */
    public static String shown(String url) {
        if (url == null) {
            return "";
        }
        String text = TypedText.trimmed(url);
        int end = text.length();
        for (char mark : new char[] {'?', '#'}) {
            int at = text.indexOf(mark);
            if (at >= 0 && at < end) {
                end = at;
            }
        }
        text = text.substring(0, end);
        int hostStart = text.indexOf("//") < 0 ? 0 : text.indexOf("//") + 2;
        int pathStart = text.indexOf('/', hostStart);
        int userEnd = text.lastIndexOf('@', pathStart < 0 ? text.length() - 1 : pathStart);
        if (userEnd >= hostStart) {
            text = text.substring(0, hostStart) + text.substring(userEnd + 1);
        }
        String line = ShortText.singleLine(text);
        return line == null ? "" : line;
    }
}
