package com.marketevents.export;

import java.io.IOException;
import java.io.Writer;

/**
 * Writes iCalendar content lines ended by CRLF, folded so that no physical line exceeds 75 octets of UTF-8
 * (RFC 5545, 3.1). A fold never splits a character, not even one outside the Basic Multilingual Plane.
 */
final class IcsLineWriter {
    static final int MAX_OCTETS = 75;
    private static final String CRLF = "\r\n";
    private static final String FOLD = "\r\n ";

    private final Writer out;

    IcsLineWriter(Writer out) {
        this.out = out;
    }

    void line(String contentLine) throws IOException {
        // Up to 25 characters never exceed 75 octets (3 per UTF-16 unit at most).
        if (contentLine.length() * 3 <= MAX_OCTETS) {
            out.write(contentLine);
            out.write(CRLF);
            return;
        }
        int segmentStart = 0;
        int octets = 0;
        int i = 0;
        while (i < contentLine.length()) {
            char c = contentLine.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < contentLine.length()
                    && Character.isLowSurrogate(contentLine.charAt(i + 1));
            int size = pair ? 4 : utf8Octets(c);
            if (octets + size > MAX_OCTETS) {
                out.write(contentLine, segmentStart, i - segmentStart);
                out.write(FOLD);
                segmentStart = i;
                octets = 1; // the space that starts a continuation line
            }
            octets += size;
            i += pair ? 2 : 1;
        }
        out.write(contentLine, segmentStart, contentLine.length() - segmentStart);
        out.write(CRLF);
    }

    private static int utf8Octets(char c) {
        if (c < 0x80) {
            return 1;
        }
        return c < 0x800 ? 2 : 3;
    }
}
