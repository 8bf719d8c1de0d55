package com.marketevents.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.util.Map;

/**
 * Standard error for messages. Under a locale whose encoding has no "…" (LC_ALL=C gives ASCII), the JVM
 * prints such characters as "?"; the few our messages and a service's messages use are written in plain
 * ASCII instead ("...", "-"), and any other one as "?".
 */
public final class StandardError {
    private static final Map<Character, String> PLAIN = Map.of('…', "...", '–', "-", '—', "-", '·', "-",
            '→', "->", '‘', "'", '’', "'", '“', "\"", '”', "\"");

    private StandardError() {
    }

    /** The process's standard error, writing plain ASCII for what its encoding cannot hold. */
    public static PrintStream forThisProcess() {
        return within(new FileOutputStream(FileDescriptor.err), encodingOfStandardError());
    }

    /** What the JVM's own System.err uses: the console's encoding when there is one, else the default. */
    private static Charset encodingOfStandardError() {
        try {
            return Charset.forName(System.getProperty("sun.stderr.encoding", Charset.defaultCharset().name()));
        } catch (IllegalArgumentException unknown) {
            return Charset.defaultCharset();
        }
    }

    /** A stream to {@code out} in {@code charset} that spells out what the charset cannot hold. */
    static PrintStream within(OutputStream out, Charset charset) {
        CharsetEncoder encoder = charset.newEncoder();
        if (encoder.canEncode('…')) {
            return new PrintStream(out, true, charset);
        }
        return new PrintStream(out, true, charset) {
            @Override
            public void print(String text) {
                super.print(plain(text, encoder));
            }
        };
    }

    private static String plain(String text, CharsetEncoder encoder) {
        if (text == null || encoder.canEncode(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(encoder.canEncode(c) ? String.valueOf(c) : PLAIN.getOrDefault(c, "?"));
        }
        return out.toString();
    }
}
