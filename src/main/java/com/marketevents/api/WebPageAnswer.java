package com.marketevents.api;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import okhttp3.MediaType;
import okio.BufferedSource;

/**
 * Tells a web page sent in place of data (a proxy's or a network's sign-in page) by its title, rather than as
 * "not valid JSON". Data never starts with "<", so only such a body is looked at, and only its first bytes.
 */
final class WebPageAnswer {
    /** Leading white space looked past before giving up on finding the first character. */
    private static final int MAX_LEADING_SPACE = 1024;

    private final ErrorBodyReader bodies = new ErrorBodyReader();
    private final ApiKey key;

    WebPageAnswer(ApiKey key) {
        this.key = key;
    }

    /**
     * Leaves {@code body} unread unless it is a web page.
     *
     * @param expected what the answer should have been: "list of events"
     * @throws ApiException kind INVALID_RESPONSE, naming the page by its title, when the body is a web page
     */
    void refuse(BufferedSource body, MediaType contentType, String expected) throws IOException, ApiException {
        if (!startsWithMarkup(body)) {
            return;
        }
        byte[] start = ErrorBodyReader.readBounded(body.peek());
        boolean html = (contentType != null && contentType.subtype().contains("html"))
                || new String(start, StandardCharsets.ISO_8859_1).toLowerCase(Locale.ROOT).contains("<html");
        if (!html) {
            return;
        }
        String title = bodies.messageOf(start, contentType, key);
        throw new ApiException(ApiException.Kind.INVALID_RESPONSE, "The service answered with a web page"
                + (title == null ? "" : " (\"" + title + "\")") + " instead of a " + expected + ".");
    }

    private static boolean startsWithMarkup(BufferedSource body) throws IOException {
        BufferedSource ahead = body.peek();
        for (int i = 0; i < MAX_LEADING_SPACE && ahead.request(1); i++) {
            byte next = ahead.readByte();
            if (next != ' ' && next != '\t' && next != '\r' && next != '\n') {
                return next == '<';
            }
        }
        return false;
    }
}
