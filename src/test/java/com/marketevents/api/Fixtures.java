package com.marketevents.api;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;

/** Test payloads under src/test/resources/fixtures/. */
final class Fixtures {
    private Fixtures() {
    }

    static String text(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixtures/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("No fixture " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static byte[] gzipped(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(bytes)) {
            gzip.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Gzip data whose compressed part or checksum is damaged (every byte after the header turned over). */
    static byte[] damagedGzip(String text) {
        byte[] bytes = gzipped(text);
        for (int i = 10; i < bytes.length; i++) {
            bytes[i] = (byte) ~bytes[i];
        }
        return bytes;
    }

    /** Gzip data cut short: the answer is complete as sent, the compressed stream in it is not. */
    static byte[] gzipCutShort(String text) {
        byte[] bytes = gzipped(text);
        return Arrays.copyOf(bytes, bytes.length / 2);
    }
}
