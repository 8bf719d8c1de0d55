package com.marketevents.export;

import java.io.IOException;
import java.io.Writer;

/**
 * Writes iCalendar content lines ended by CRLF, folded so that no physical line exceeds 75 octets of UTF-8
 * (RFC 5545, 3.1). A fold never splits a character, not even one outside the Basic Multilingual Plane, nor an
 * escape such as {@code \n} or {@code \,}: RFC 5545 allows both to be split, but some readers then take the
 * backslash and the letter apart.
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
            int units = unitLength(contentLine, i);
            int size = utf8Octets(contentLine, i, units);
            if (octets + size > MAX_OCTETS) {
                out.write(contentLine, segmentStart, i - segmentStart);
                out.write(FOLD);
                segmentStart = i;
                octets = 1; // the space that starts a continuation line
            }
            octets += size;
            i += units;
        }
        out.write(contentLine, segmentStart, contentLine.length() - segmentStart);
        out.write(CRLF);
    }

    /** How many chars from {@code i} stay on one line: a backslash and what it escapes, a surrogate pair, or one. */
    private static int unitLength(String line, int i) {
        if (i + 1 >= line.length()) {
            return 1;
        }
        char c = line.charAt(i);
        // An escaped character is always ASCII (IcsText escapes \\ ; , and line breaks only).
        return c == '\\' || (Character.isHighSurrogate(c) && Character.isLowSurrogate(line.charAt(i + 1))) ? 2 : 1;
    }

    private static int utf8Octets(String line, int from, int units) {
        char c = line.charAt(from);
        if (Character.isHighSurrogate(c) && units == 2) {
            return 4;
        }
        int first = c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
        return units == 2 ? first + 1 : first;
    }
}
